// The fields the record's moves, the pending decisions and the events share, as zod types. The
// core's schemas (moves.ts, decisions.ts, events.ts) and each unit's (expansions/*/schema.ts)
// build on these; this module imports nothing of the engine's but the catalogue and the rules.
import { z } from "zod";
import { allCardIds, type CardId } from "./catalogue";
import { PHASES } from "./phases";
import { MAX_PLAYERS } from "./rules";

/** A move's seat: one of the most seats a table can have. */
export const Seat = z.number().int().min(0).max(MAX_PLAYERS - 1);
/** A seat in a decision or an event (the engine wrote it, so only its shape is checked). */
export const SeatIndex = z.number().int().min(0);
// An enum (a set lookup) rather than a refinement: replay checks every move of a game.
// The message is a code, not words: lib/words/setup.ts (ENGINE_ISSUES) words it.
export const Card = z.enum(allCardIds() as [CardId, ...CardId[]], { error: "notACard" });
/** A card a decision is about (written by the engine). */
export const CardRef = z.custom<CardId>((v) => typeof v === "string");
/**
 * Once the queue is empty: "turn" ends the decider's action, "scoring" goes on after a phase
 * scoring, "phase" lets the phase's actions begin (the seat on turn is already set).
 */
export const Resume = z.enum(["turn", "scoring", "phase"]);
/** A phase's name in an event. */
export const PhaseName = z.enum(PHASES);
