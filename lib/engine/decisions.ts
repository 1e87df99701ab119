// A pending decision is data: who decides, what kind, and what the game does once it is
// answered. The flow fills `state.pending`; answering moves drain it. Which answers are legal,
// how a timeout declines, and the words for it live in the card module that owns the kind, found
// through the registry's DECISION_RULES (lib/engine/expansions). The base game's kinds are here;
// each expansion's are in its unit's schema.ts.
import { z } from "zod";
import type { CardId } from "./catalogue";
import { BANQUET_DECISIONS } from "./expansions/banquet/schema";
import { MARKET_DECISIONS } from "./expansions/market/schema";
import { NEW_SOCIETY_DECISIONS } from "./expansions/new-society/schema";
import { CardRef, Resume, SeatIndex } from "./fields";

const BASE_DECISIONS = [
  /** Buy points at the Pub after the building scoring (ruling R2). */
  z.object({ kind: z.literal("pub"), seat: SeatIndex, resume: Resume }),
  /**
   * A card drawn by an Observatory or picked by a Debtor's Prison or a Black Market: buy, take
   * or discard it (R9, R10, R34). The card is in no other list while it waits here.
   */
  z.object({
    kind: z.literal("drawn"),
    seat: SeatIndex,
    resume: Resume,
    card: CardRef,
    via: z.enum(["observatory", "debtorsPrison", "blackMarket"]),
  }),
] as const;

export const DecisionSchema = z.discriminatedUnion("kind", [...BASE_DECISIONS, ...NEW_SOCIETY_DECISIONS, ...BANQUET_DECISIONS, ...MARKET_DECISIONS]);

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
