// The moves of the `neva-game/1` record. The zod schema is the move type: the route handler,
// the replay command and the engine all check moves against it. The base game's moves are here;
// each expansion's are in its unit's schema.ts, gathered in the record's order.
import { z } from "zod";
import { BANQUET_MOVES } from "./expansions/banquet/schema";
import { MARKET_MOVES } from "./expansions/market/schema";
import { NEW_SOCIETY_MOVES } from "./expansions/new-society/schema";
import { Card, Seat } from "./fields";
import { PHASES } from "./phases";
import { PUB_MOST_POINTS } from "./rules";

const BASE_MOVES = [
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
] as const;

export const MoveSchema = z.discriminatedUnion("type", [...BASE_MOVES, ...NEW_SOCIETY_MOVES, ...BANQUET_MOVES, ...MARKET_MOVES]);

export type Move = z.infer<typeof MoveSchema>;
export type MoveType = Move["type"];
export type Row = "upper" | "lower";
