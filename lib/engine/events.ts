// What a move made happen, as data: applyMove reports these, and the game log, the mails and the
// statistics are built from them (never by comparing states). The zod schema is the type.
import { z } from "zod";

const Seat = z.number().int().min(0);
const Card = z.string();
const PhaseName = z.enum(["worker", "market", "building", "aristocrat", "trading"]);

/** Where a card can be: a draw pile, a row, a hand, a play area, the discard pile, or drawn. */
export const PlaceSchema = z.enum(["worker", "market", "building", "aristocrat", "trading", "upper", "lower", "hand", "playArea", "discard", "drawn"]);
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
  /** Sycophant upkeep (ruling R28): paid, or not paid and the card discarded. */
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
  /** The Banquet: a Jester or Banquet changed its card's scoring and is discarded (R14, R33). */
  z.object({ type: z.literal("attachmentScored"), seat: Seat, card: Card, on: Card }),
  /** Five players: the disc holder's points at the start of a round (ruling R24). */
  z.object({ type: z.literal("discScored"), seat: Seat, points: z.number().int() }),
  /** Market: a player's marker for `symbol` moved by `by`; `total` is the symbols now in play (R38). */
  z.object({ type: z.literal("marker"), seat: Seat, symbol: z.string(), by: z.number().int(), total: z.number().int() }),
  /** Market: a "?" symbol token taken from the supply onto a card, or back to the supply (R17). */
  z.object({ type: z.literal("symbolToken"), seat: Seat, symbol: z.string(), on: Card, taken: z.boolean() }),
  /** Market scoring: a first or second place for one symbol (R17, R39). */
  z.object({ type: z.literal("majority"), seat: Seat, symbol: z.string(), place: z.union([z.literal(1), z.literal(2)]), points: z.number().int() }),
  /** Market scoring is complete: yellow income, upkeep and majorities with this round's tile. */
  z.object({ type: z.literal("marketScored"), round: z.number().int(), valueTile: z.tuple([z.number().int(), z.number().int()]) }),
  z.object({ type: z.literal("roundBegins"), round: z.number().int(), lastRound: z.boolean() }),
  z.object({ type: z.literal("phaseBegins"), phase: PhaseName, round: z.number().int() }),
  z.object({ type: z.literal("gameOver"), winners: z.array(Seat) }),
]);

export type GameEvent = z.infer<typeof GameEventSchema>;
