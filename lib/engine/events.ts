// What a move made happen, as data: applyMove reports these, and the game log, the mails and the
// statistics are built from them (never by comparing states). The zod schema is the type.
// The base game's events are here; each expansion's own are in its unit's schema.ts.
import { z } from "zod";
import { BANQUET_EVENTS } from "./expansions/banquet/schema";
import { MARKET_EVENTS } from "./expansions/market/schema";
import { NEW_SOCIETY_EVENTS } from "./expansions/new-society/schema";
import { PhaseName, SeatIndex as Seat } from "./fields";
import { PHASES } from "./phases";

const Card = z.string();

/** Where a card can be: a draw pile, a row, a hand, a play area, the discard pile, or drawn. */
export const PlaceSchema = z.enum([...PHASES, "upper", "lower", "hand", "playArea", "discard", "drawn"]);
export type Place = z.infer<typeof PlaceSchema>;

export const GameEventSchema = z.discriminatedUnion("type", [
  /** A card changed place; `seat` owns the hand or play area involved (null for the board). */
  z.object({ type: z.literal("moved"), card: Card, from: PlaceSchema, to: PlaceSchema, seat: Seat.nullable() }),
  /** Rubles paid for a card (buying or playing it), after every reduction. */
  z.object({ type: z.literal("paid"), seat: Seat, card: Card, rubles: z.number().int() }),
  /** One card's income at a phase scoring (printed or by its ability); may be negative. */
  z.object({ type: z.literal("income"), seat: Seat, phase: PhaseName, card: Card, rubles: z.number().int(), points: z.number().int() }),
  /** A phase's scoring is complete (every `income` of it came before). */
  z.object({ type: z.literal("phaseScored"), phase: PhaseName }),
  /** Rubles turned into points by a card's ability (Pub, Trading House). */
  z.object({ type: z.literal("pointsBought"), seat: Seat, card: Card, points: z.number().int(), rubles: z.number().int() }),
  /** An upkeep, a Sycophant's (R28) or an orange market card's (R39): paid, or not paid and the card discarded. */
  z.object({ type: z.literal("upkeep"), seat: Seat, card: Card, rubles: z.number().int(), kept: z.boolean() }),
  /** A card's free use or setting that is neither a buy nor a scoring (Guild Hall split chosen…). */
  z.object({ type: z.literal("setting"), seat: Seat, card: Card, rubles: z.number().int() }),
  /** A decision with only one possible answer was not asked (ruling R21). */
  z.object({ type: z.literal("skipped"), seat: Seat, decision: z.string(), ruling: z.literal("R21") }),
  z.object({ type: z.literal("passed"), seat: Seat, untilPhaseEnd: z.boolean(), automatic: z.boolean() }),
  /** The last card of a draw pile was laid out: this round is the last (ruling R8). */
  z.object({ type: z.literal("pileEmptied"), pile: PhaseName }),
  /** Start tokens (and the disc) after passing at round end: token → seat. */
  z.object({ type: z.literal("tokensPassed"), tokens: z.record(z.string(), Seat) }),
  z.object({ type: z.literal("roundBegins"), round: z.number().int(), lastRound: z.boolean() }),
  z.object({ type: z.literal("phaseBegins"), phase: PhaseName, round: z.number().int() }),
  z.object({ type: z.literal("gameOver"), winners: z.array(Seat) }),
  ...NEW_SOCIETY_EVENTS,
  ...BANQUET_EVENTS,
  ...MARKET_EVENTS,
]);

export type GameEvent = z.infer<typeof GameEventSchema>;
