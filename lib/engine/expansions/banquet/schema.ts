// What The Banquet adds to the engine's data shapes: the Pickpocket's decision (R36), the move
// that uses an action card, and the event of an attachment scored (R14, R33). decisions.ts,
// moves.ts and events.ts gather these with the other units'.
import { z } from "zod";
import { Card, Resume, Seat, SeatIndex } from "../../fields";

export const BANQUET_DECISIONS = [
  /** Play the Pickpocket to act first in this phase, or pass (R15, R36). */
  z.object({ kind: z.literal("pickpocket"), seat: SeatIndex, resume: Resume }),
] as const;

export const BANQUET_MOVES = [
  /** Use an action card from hand; `target` (Away with it!, Jester, Banquet) or `pick` (Black Market). */
  z.object({ type: z.literal("action"), seat: Seat, card: Card, target: Card.optional(), pick: Card.optional() }),
] as const;

export const BANQUET_EVENTS = [
  /** A Jester or Banquet changed its card's scoring and is discarded (R14, R33). */
  z.object({ type: z.literal("attachmentScored"), seat: SeatIndex, card: z.string(), on: z.string() }),
] as const;
