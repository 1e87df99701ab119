// Playing standing orders (issue 32), in the worker only: find the running games whose seat to
// act has orders, try them on the state (lib/engine chooseOrder) and append the move through the
// same path as a person's (next sequence number, unique (game, seq) key, the same notices and
// live signal), marked `byOrder`. Any number of workers may race: the unique key lets one land.
// A move by order names no user (like a bot's): it took no thinking time, so the reliability
// median never counts it, and it never makes a player "back" or takes a seat from the bot.
import { prisma } from "@/lib/db/client";
import { applyMove, chooseOrder, rublesPaid, toAct, type GameState, type Move, type OrderChoice } from "@/lib/engine";
import { appendEvent } from "@/lib/games/append";
import { loadState } from "@/lib/games/current";
import { uniqueViolation } from "@/lib/games/tx";
import { expired, ordersFor, storedPlan, type Plan } from "./plan";

interface OrderTurn {
  id: string;
  seq: number;
  seat: number;
  seatId: string;
  moveTimeLimitDays: number | null;
}

/**
 * Running games whose seat to act has orders not yet tried at this seq, and is its player's own
 * (not resigned, not played by the bot). A range of seat_orders (only seats with orders have a
 * row) joined to their games.
 */
export async function dueOrderTurns(limit = 50): Promise<OrderTurn[]> {
  return prisma.$queryRaw<OrderTurn[]>`
    SELECT g.id, g.seq, o.seat, o.seat_id AS "seatId", g.move_time_limit_days AS "moveTimeLimitDays"
    FROM seat_orders o
    JOIN games g ON g.id = o.game_id AND g.to_act_seat = o.seat
    JOIN game_seats s ON s.id = o.seat_id
    WHERE g.status = 'active' AND s.played_by IS NULL AND s.resigned_at IS NULL
      AND (o.tried_seq IS NULL OR o.tried_seq <> g.seq)
    ORDER BY g.last_move_at
    LIMIT ${limit}`;
}

export type OrderTurnResult = "applied" | "asked" | "expired" | "raced";

/** What the orders of a seat would play on `state`, if they are still alive. */
export function nextByOrders(state: GameState, seat: number, plan: Plan, set: { round: number; phase: string }): OrderChoice | "expired" | null {
  if (expired(plan.until, set, state)) return "expired";
  return chooseOrder(state, seat, ordersFor(plan, seat), plan.otherwise);
}

/** Plays the seat's orders at `turn`, if the game is still there and one applies. */
export async function playOrderTurn(turn: OrderTurn, now = new Date()): Promise<OrderTurnResult> {
  const [row, loaded] = await Promise.all([prisma.seatOrders.findUnique({ where: { seatId: turn.seatId } }), loadState(turn.id)]);
  if (!row || !loaded) return "raced";
  if (loaded.seq !== turn.seq) return "raced";
  const plan = storedPlan(row.plan);
  const choice = nextByOrders(loaded.state, turn.seat, plan, { round: row.setRound, phase: row.setPhase });
  if (choice === "expired") {
    await prisma.seatOrders.deleteMany({ where: { seatId: turn.seatId, updatedAt: row.updatedAt } });
    return "expired";
  }
  if (!choice) {
    // Nothing applies: the player is asked as without orders; not tried again until the game moves.
    await prisma.seatOrders.updateMany({ where: { seatId: turn.seatId, updatedAt: row.updatedAt }, data: { triedSeq: loaded.seq } });
    return "asked";
  }
  const result = applyMove(loaded.state, choice.move);
  if (!result.ok) throw new Error(`an order in game ${turn.id} was refused: ${result.error.message}`);
  try {
    await appendEvent({
      gameId: turn.id,
      step: { event: { seq: loaded.seq + 1, type: "move", seat: turn.seat, move: choice.move, byOrder: true }, before: loaded.state, after: result.state, effects: result.events },
      userId: null,
      now,
      moveTimeLimitDays: turn.moveTimeLimitDays,
      byOrder: true,
    });
  } catch (error) {
    if (uniqueViolation(error)) return "raced";
    throw error;
  }
  if (choice.index !== null && !choice.stays) await spendOrder(turn.seatId, row.updatedAt, plan, choice.index);
  return "applied";
}

/** The played order leaves the list (unless the author rewrote the list meanwhile). */
async function spendOrder(seatId: string, updatedAt: Date, plan: Plan, index: number): Promise<void> {
  // An emptied list stays until its lifetime ends, so the seat's next turn can say the orders ran out.
  const left: Plan = { ...plan, orders: plan.orders.filter((_, i) => i !== index) };
  await prisma.seatOrders.updateMany({ where: { seatId, updatedAt }, data: { plan: left as object } });
}

/** Orders of games that are over (or cancelled): nothing will play them. Returns how many went. */
export async function dropEndedOrders(): Promise<number> {
  return prisma.$executeRaw`DELETE FROM seat_orders o USING games g WHERE g.id = o.game_id AND g.status <> 'active'`;
}

/** Plays every order due now; returns how many moves it appended. */
export async function sweepOrderTurns(): Promise<number> {
  let applied = 0;
  for (const turn of await dueOrderTurns()) {
    try {
      if ((await playOrderTurn(turn)) === "applied") applied++;
    } catch (error) {
      console.error(`[orders] order in game ${turn.id} failed: ${(error as Error).message}`);
    }
  }
  return applied;
}

/**
 * What the author's orders would play at their next turn with the board as it is (the panel's
 * preview): now, if the seat is to act; else as if the turn came to it on this board.
 */
export function previewMove(state: GameState, seat: number, plan: Plan): NextByOrders | null {
  if (state.status !== "active") return null;
  const board = toAct(state).includes(seat) ? state : { ...state, turn: seat, pending: [] };
  const choice = chooseOrder(board, seat, ordersFor(plan, seat), plan.otherwise);
  if (!choice) return null;
  const result = applyMove(board, choice.move);
  return { move: choice.move, index: choice.index, rubles: result.ok ? rublesPaid(result.events, seat) : 0 };
}

/** The move the orders would make next, which order makes it (null: `otherwise`), and what it pays. */
export interface NextByOrders {
  move: Move;
  index: number | null;
  rubles: number;
}
