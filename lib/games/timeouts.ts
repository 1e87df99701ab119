// Move time limits: when a player's time runs out, a `timeout` event is appended to the game's
// log exactly like a move (next sequence number, unique (game, seq) key, same notices in the
// same transaction), so two workers racing for it append it once.
import { prisma } from "@/lib/db/client";
import { applyTimeout, toAct } from "@/lib/engine";
import { appendEvent } from "./append";
import { loadState } from "./current";
import { limitDaySeconds } from "./time-limits";
import { uniqueViolation } from "./tx";

export type TimeoutResult = "applied" | "raced" | "not_due";

/** Games whose player to act has run out of time at `now`. */
export async function dueTimeouts(now: Date, limit = 50): Promise<{ id: string; seq: number }[]> {
  return prisma.$queryRaw<{ id: string; seq: number }[]>`
    SELECT id, seq FROM games
    WHERE status = 'active' AND move_time_limit_days IS NOT NULL AND last_move_at IS NOT NULL
      AND last_move_at + make_interval(secs => move_time_limit_days * ${limitDaySeconds()}::float8) <= ${now.toISOString()}::timestamp(3)
    ORDER BY last_move_at
    LIMIT ${limit}`;
}

/** Times out the player the game waits for, if the game is still at `expectedSeq` and overdue. */
export async function applyGameTimeout(gameId: string, expectedSeq: number, now = new Date()): Promise<TimeoutResult> {
  const game = await prisma.game.findUnique({ where: { id: gameId }, select: { status: true, seq: true, lastMoveAt: true, moveTimeLimitDays: true } });
  if (!game || game.status !== "active" || !game.moveTimeLimitDays || !game.lastMoveAt || game.seq !== expectedSeq) return "not_due";
  if (game.lastMoveAt.getTime() + game.moveTimeLimitDays * limitDaySeconds() * 1000 > now.getTime()) return "not_due";
  return appendTimeout(gameId, expectedSeq, null, now);
}

/**
 * Times out `seat` now, whatever the time limit, if the game is still at `expectedSeq` and waits
 * for that seat: a seat whose player has left (./departed.ts).
 */
export async function applyGameTimeoutOf(gameId: string, expectedSeq: number, seat: number, now = new Date()): Promise<TimeoutResult> {
  return appendTimeout(gameId, expectedSeq, seat, now);
}

/** The timeout event for the seat to act (when `only` is given, only if that is the seat). */
async function appendTimeout(gameId: string, expectedSeq: number, only: number | null, now: Date): Promise<TimeoutResult> {
  const loaded = await loadState(gameId);
  if (!loaded || loaded.seq !== expectedSeq) return "raced";
  if (loaded.state.status !== "active") return "not_due";
  const seat = toAct(loaded.state)[0];
  if (seat === undefined || (only !== null && seat !== only)) return "not_due";
  const result = applyTimeout(loaded.state, seat);
  if (!result.ok) throw new Error(`timeout of seat ${seat} in game ${gameId} refused: ${result.error.message}`);
  const owner = await prisma.gameSeat.findFirst({ where: { gameId, seat }, select: { userId: true } });
  try {
    // The same append as a move: a move landing first takes the sequence number and wins.
    await appendEvent({
      gameId,
      step: { event: { seq: loaded.seq + 1, type: "timeout", seat }, before: loaded.state, after: result.state, effects: result.events },
      userId: owner?.userId ?? null,
      now,
    });
  } catch (error) {
    if (uniqueViolation(error)) return "raced";
    throw error;
  }
  return "applied";
}

/** Applies every due timeout; returns how many this call appended. */
export async function sweepTimeouts(now = new Date()): Promise<number> {
  let applied = 0;
  for (const game of await dueTimeouts(now)) {
    try {
      if ((await applyGameTimeout(game.id, game.seq, now)) === "applied") applied++;
    } catch (error) {
      console.error(`[timeouts] timeout of game ${game.id} failed: ${(error as Error).message}`);
    }
  }
  return applied;
}
