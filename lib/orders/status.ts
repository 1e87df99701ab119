// Where a player's standing orders stand (issue 32), for their dashboard and their turn mail:
// "waiting" (alive, and will be tried when the seat is to act), "asked" (the seat is to act and
// none of them applied) or "ranOut" (the seat is to act and every order has been played), so the
// game waits for the player. Only the author's own rows are read.
import { prisma } from "@/lib/db/client";
import { loadState } from "@/lib/games/current";
import { expired, storedPlan } from "./plan";

export type OrdersMark = "waiting" | "asked" | "ranOut";

interface Row {
  gameId: string;
  plan: unknown;
  setRound: number;
  setPhase: string;
  triedSeq: number | null;
  seq: number;
  toAct: boolean;
}

/** The marks of `userId`'s seats with orders, by game (games without orders are absent). */
export async function ordersMarks(userId: string): Promise<Record<string, OrdersMark>> {
  const rows = await prisma.$queryRaw<Row[]>`
    SELECT o.game_id AS "gameId", o.plan, o.set_round AS "setRound", o.set_phase AS "setPhase", o.tried_seq AS "triedSeq",
      g.seq, coalesce(g.to_act_seat = o.seat, false) AS "toAct"
    FROM seat_orders o
    JOIN game_seats s ON s.id = o.seat_id AND s.user_id = ${userId}
    JOIN games g ON g.id = o.game_id AND g.status = 'active'`;
  const marks: Record<string, OrdersMark> = {};
  for (const row of rows) {
    const mark = await markOf(row);
    if (mark) marks[row.gameId] = mark;
  }
  return marks;
}

/** Whether `seat` of `gameId` is to act with live orders none of which applied, or with all played (the turn mail says so). */
export async function turnOrdersMark(gameId: string, seat: number): Promise<"asked" | "ranOut" | null> {
  const [row] = await prisma.$queryRaw<Row[]>`
    SELECT o.game_id AS "gameId", o.plan, o.set_round AS "setRound", o.set_phase AS "setPhase", o.tried_seq AS "triedSeq",
      g.seq, coalesce(g.to_act_seat = o.seat, false) AS "toAct"
    FROM seat_orders o JOIN games g ON g.id = o.game_id AND g.status = 'active'
    WHERE o.game_id = ${gameId} AND o.seat = ${seat}`;
  const mark = row ? await markOf(row) : null;
  return mark === "asked" || mark === "ranOut" ? mark : null;
}

async function markOf(row: Row): Promise<OrdersMark | null> {
  const loaded = await loadState(row.gameId);
  const plan = storedPlan(row.plan);
  if (!loaded || expired(plan.until, { round: row.setRound, phase: row.setPhase }, loaded.state)) return null;
  // Nothing left to play (and no "otherwise" pass): only the turn that finds it so is worth a word.
  if (plan.orders.length === 0 && plan.otherwise === "ask") return row.toAct ? "ranOut" : null;
  return row.toAct && row.triedSeq === row.seq ? "asked" : "waiting";
}
