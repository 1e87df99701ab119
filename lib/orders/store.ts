// A seat's standing orders in the database (issue 32): written, read and cleared by their author
// only (the routes pass the signed-in user; nothing here takes a seat from the request), and
// dropped when the seat is taken over. Nobody else's read ever selects the table.
import { prisma, type Prisma } from "@/lib/db/client";
import { DomainError } from "@/lib/errors";
import { loadState } from "@/lib/games/current";
import type { GameState } from "@/lib/engine";
import { expired, parsePlan, storedPlan, type Plan } from "./plan";
import { previewMove, type NextByOrders } from "./play";

/** The author's seat at a running game, with the game's state; 404 not seated, 409 not running. */
async function ownRunningSeat(gameId: string, userId: string): Promise<{ seatId: string; seat: number; state: GameState }> {
  const held = await prisma.gameSeat.findFirst({
    where: { gameId, userId },
    select: { id: true, seat: true, playedBy: true, resignedAt: true, game: { select: { status: true } } },
  });
  if (!held) throw new DomainError("not_found", "notSeated");
  if (held.game.status !== "active" || held.resignedAt || held.seat === null) throw new DomainError("not_running", "ordersNotRunning");
  const loaded = await loadState(gameId);
  if (!loaded || loaded.state.status !== "active") throw new DomainError("not_running", "ordersNotRunning");
  return { seatId: held.id, seat: held.seat, state: loaded.state };
}

/** PUT: replaces the seat's orders (an empty list with `otherwise: "ask"` leaves none). */
export async function setOrders(gameId: string, userId: string, body: unknown): Promise<Plan> {
  const { seatId, seat, state } = await ownRunningSeat(gameId, userId);
  const plan = parsePlan(body, state.options, seat);
  if (plan.orders.length === 0 && plan.otherwise === "ask") {
    await prisma.seatOrders.deleteMany({ where: { seatId } });
    return plan;
  }
  const row = { plan: plan as unknown as Prisma.InputJsonValue, setRound: state.round, setPhase: state.phase, triedSeq: null };
  await prisma.seatOrders.upsert({ where: { seatId }, create: { seatId, gameId, seat, ...row }, update: row });
  return plan;
}

/** GET: the seat's orders as they stand now (none once their lifetime has ended). */
export async function readOrders(gameId: string, userId: string): Promise<Plan> {
  return (await ordersAndNext(gameId, userId)).plan;
}

/** The seat's orders, and what they would play at its next turn with the board as it is (the panel). */
export async function ordersAndNext(gameId: string, userId: string): Promise<{ plan: Plan; next: NextByOrders | null }> {
  const { seatId, seat, state } = await ownRunningSeat(gameId, userId);
  const row = await prisma.seatOrders.findUnique({ where: { seatId } });
  const none: Plan = { orders: [], otherwise: "ask", until: "round" };
  if (!row) return { plan: none, next: null };
  const stored = storedPlan(row.plan);
  const plan = expired(stored.until, { round: row.setRound, phase: row.setPhase }, state) ? { ...none, until: stored.until } : stored;
  return { plan, next: previewMove(state, seat, plan) };
}

/** DELETE: the seat has no orders. */
export async function clearOrders(gameId: string, userId: string): Promise<void> {
  const { seatId } = await ownRunningSeat(gameId, userId);
  await prisma.seatOrders.deleteMany({ where: { seatId } });
}

/** The seat is taken over (its time ran out to the bot, or it resigned): its orders end, in `tx`. */
export async function dropSeatOrders(tx: Prisma.TransactionClient, gameId: string, seat: number): Promise<void> {
  await tx.$executeRaw`DELETE FROM seat_orders WHERE game_id = ${gameId} AND seat = ${seat}`;
}
