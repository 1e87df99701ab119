// What the Market module adds to the engine's data shapes: its two decisions (R17, R38, R39),
// their moves, and the events of its symbols and scoring. decisions.ts, moves.ts and events.ts
// gather these with the other units'.
import { z } from "zod";
import { MARKET } from "../../catalogue";
import { Card, CardRef, Resume, Seat, SeatIndex } from "../../fields";

export const MARKET_DECISIONS = [
  /** The symbol for the "?" of a card just acquired (R17, R38). */
  z.object({ kind: z.literal("symbol"), seat: SeatIndex, resume: Resume, card: CardRef }),
  /** Market scoring: pay or give up each orange card; `settled` lists those already done (R39). */
  z.object({ kind: z.literal("upkeep"), seat: SeatIndex, resume: Resume, settled: z.array(CardRef).optional() }),
] as const;

export const MARKET_MOVES = [
  /** The symbol for the "?" of a card just acquired (R17). */
  z.object({ type: z.literal("symbol"), seat: Seat, symbol: z.enum(MARKET.symbols) }),
  /** Market scoring: keep (pay) or give up an orange card (R39). */
  z.object({ type: z.literal("upkeep"), seat: Seat, card: Card, pay: z.boolean() }),
] as const;

export const MARKET_EVENTS = [
  /** A player's marker for `symbol` moved by `by`; `total` is the symbols now in play (R38). */
  z.object({ type: z.literal("marker"), seat: SeatIndex, symbol: z.string(), by: z.number().int(), total: z.number().int() }),
  /** A "?" symbol token taken from the supply onto a card, or back to the supply (R17). */
  z.object({ type: z.literal("symbolToken"), seat: SeatIndex, symbol: z.string(), on: z.string(), taken: z.boolean() }),
  /** Market scoring: a first or second place for one symbol (R17, R39). */
  z.object({ type: z.literal("majority"), seat: SeatIndex, symbol: z.string(), place: z.union([z.literal(1), z.literal(2)]), points: z.number().int() }),
  /** Market scoring is complete: yellow income, upkeep and majorities with this round's tile. */
  z.object({ type: z.literal("marketScored"), round: z.number().int(), valueTile: z.tuple([z.number().int(), z.number().int()]) }),
] as const;
