// The moves of the `neva-game/1` record. The zod schema is the move type: the route handler,
// the replay command and the engine all check moves against it.
import { z } from "zod";
import { allCardIds, MARKET, type CardId } from "./catalogue";
import { PHASES } from "./phases";
import { GUILD_HALL_TOTAL, MAX_PLAYERS, PUB_MOST_POINTS } from "./rules";

const Seat = z.number().int().min(0).max(MAX_PLAYERS - 1);
// An enum (a set lookup) rather than a refinement: replay checks every move of a game.
// The message is a code, not words: lib/words/setup.ts (ENGINE_ISSUES) words it.
const Card = z.enum(allCardIds() as [CardId, ...CardId[]], { error: "notACard" });

export const MoveSchema = z.discriminatedUnion("type", [
  z.object({
    type: z.literal("buy"),
    seat: Seat,
    card: Card,
    from: z.enum(["upper", "lower", "drawn"]),
    displace: Card.optional(),
  }),
  z.object({ type: z.literal("take"), seat: Seat, card: Card, from: z.enum(["upper", "lower", "drawn"]) }),
  z.object({ type: z.literal("play"), seat: Seat, card: Card, displace: Card.optional() }),
  z.object({ type: z.literal("pass"), seat: Seat, untilPhaseEnd: z.boolean().optional() }),
  z.object({ type: z.literal("discard"), seat: Seat, card: Card }),
  z.object({ type: z.literal("observatory"), seat: Seat, pile: z.enum(PHASES) }),
  z.object({ type: z.literal("pub"), seat: Seat, points: z.number().int().min(0).max(PUB_MOST_POINTS) }),
  z.object({ type: z.literal("tradingHouse"), seat: Seat, use: z.boolean() }),
  z.object({ type: z.literal("guildHall"), seat: Seat, rubles: z.number().int().min(0).max(GUILD_HALL_TOTAL) }),
  z.object({ type: z.literal("debtorsPrison"), seat: Seat, card: Card }),
  z.object({ type: z.literal("releaseSycophant"), seat: Seat }),
  /** The Banquet: use an action card from hand; `target` (Away with it!, Jester, Banquet) or `pick` (Black Market). */
  z.object({ type: z.literal("action"), seat: Seat, card: Card, target: Card.optional(), pick: Card.optional() }),
  /** Market: the symbol for the "?" of a card just acquired (R17). */
  z.object({ type: z.literal("symbol"), seat: Seat, symbol: z.enum(MARKET.symbols) }),
  /** Market scoring: keep (pay) or give up an orange card (R39). */
  z.object({ type: z.literal("upkeep"), seat: Seat, card: Card, pay: z.boolean() }),
]);

export type Move = z.infer<typeof MoveSchema>;
export type MoveType = Move["type"];
export type Row = "upper" | "lower";
