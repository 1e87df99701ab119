// A pending decision is data: who decides, what kind, and what the game does once it is
// answered. The flow fills `state.pending`; answering moves drain it. Which answers are legal,
// how a timeout declines, and the words for it live in the card module that owns the kind
// (lib/engine/cards), found through DECISION_RULES.
import { z } from "zod";
import type { CardId } from "./catalogue";

const Seat = z.number().int().min(0);
/**
 * Once the queue is empty: "turn" ends the decider's action, "scoring" goes on after a phase
 * scoring, "phase" lets the phase's actions begin (the seat on turn is already set).
 */
const Resume = z.enum(["turn", "scoring", "phase"]);

export const DecisionSchema = z.discriminatedUnion("kind", [
  /** Buy points at the Pub after the building scoring (ruling R2). */
  z.object({ kind: z.literal("pub"), seat: Seat, resume: Resume }),
  /** New Society: the Guild Hall's split after the building scoring (R26). */
  z.object({ kind: z.literal("guildHall"), seat: Seat, resume: Resume }),
  /** New Society: 3 rubles for 2 points at the Trading House after the building scoring (R26). */
  z.object({ kind: z.literal("tradingHouse"), seat: Seat, resume: Resume }),
  /**
   * A card drawn by an Observatory or picked by a Debtor's Prison or a Black Market: buy, take
   * or discard it (R9, R10, R34). The card is in no other list while it waits here.
   */
  z.object({
    kind: z.literal("drawn"),
    seat: Seat,
    resume: Resume,
    card: z.custom<CardId>((v) => typeof v === "string"),
    via: z.enum(["observatory", "debtorsPrison", "blackMarket"]),
  }),
  /** The Banquet: play the Pickpocket to act first in this phase, or pass (R15, R36). */
  z.object({ kind: z.literal("pickpocket"), seat: Seat, resume: Resume }),
  /** Market: the symbol for the "?" of a card just acquired (R17, R38). */
  z.object({ kind: z.literal("symbol"), seat: Seat, resume: Resume, card: z.custom<CardId>((v) => typeof v === "string") }),
  /** Market scoring: pay or give up each orange card; `settled` lists those already done (R39). */
  z.object({ kind: z.literal("upkeep"), seat: Seat, resume: Resume, settled: z.array(z.custom<CardId>((v) => typeof v === "string")).optional() }),
]);

export type Decision = z.infer<typeof DecisionSchema>;
export type DecisionKind = Decision["kind"];
/** The record's `step`: "actions", or the kind of the decision asked now. */
export type Step = "actions" | DecisionKind;
export type DecisionOf<K extends DecisionKind> = Extract<Decision, { kind: K }>;

/** What the helpers below read of a game: its queue (a GameState is one; decisions.ts needs no more of it). */
type Pending = { readonly pending: readonly Decision[] };

export function currentDecision(state: Pending): Decision | null {
  return state.pending[0] ?? null;
}

/** The record's `step`: "actions", or the kind of the decision asked now. */
export function stepOf(state: Pending): Step {
  return state.pending[0]?.kind ?? "actions";
}

/** The card drawn or picked and not yet bought, taken or discarded (the record's `drawn`). */
export function drawnOf(state: Pending): { seat: number; card: CardId } | null {
  for (const d of state.pending) if (d.kind === "drawn") return { seat: d.seat, card: d.card };
  return null;
}
