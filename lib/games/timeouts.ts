// Move time limits: when a player's time runs out, a `timeout` event is appended to the game's
// log exactly like a move (next sequence number, unique (game, seq) key, same notices in the
// same transaction), so two workers racing for it append it once. When a turn is due comes from
// ./clock (time away, issue 22, moves the deadline); what the worker does with a due turn (a
// timeout, or an automatic vacation first) is lib/absence's choice, wired in lib/services.
import { prisma } from "@/lib/db/client";
import { applyTimeout, toAct } from "@/lib/engine";
import { appendEvent } from "./append";
import { clockJoins, turnDueSql } from "./clock";
import { loadState } from "./current";
import { uniqueViolation } from "./tx";

export type TimeoutResult = "applied" | "raced" | "not_due";

/** A turn whose time ran out (or a resigned seat's turn to pass), with what lib/absence decides by. */
export interface DueTurn {
  id: string;
  seq: number;
  /** The seat to act (null for a game from before `to_act_seat` was kept). */
  seat: number | null;
  /** Its player (null for a bot's or a deleted player's seat). */
  userId: string | null;
  vacation: boolean;
  onTimeout: string;
  playedBy: string | null;
}

/** Games whose player to act has run out of time at `now`. */
export async function dueTimeouts(now: Date, limit = 50): Promise<DueTurn[]> {
  return prisma.$queryRaw<DueTurn[]>`
    SELECT g.id, g.seq, s.seat, s.user_id AS "userId", g.vacation, g.on_timeout AS "onTimeout", s.played_by AS "playedBy"
    FROM games g ${clockJoins}
    WHERE g.status = 'active' AND ${turnDueSql(now)}
    ORDER BY g.last_move_at
    LIMIT ${limit}`;
}

/** Is the game still at `expectedSeq` and its turn due at `now`? (The same test as dueTimeouts.) */
async function stillDue(gameId: string, expectedSeq: number, now: Date): Promise<{ playedBy: string | null } | null> {
  const [row] = await prisma.$queryRaw<{ playedBy: string | null }[]>`
    SELECT s.played_by AS "playedBy" FROM games g ${clockJoins}
    WHERE g.id = ${gameId} AND g.seq = ${expectedSeq} AND ${turnDueSql(now)}`;
  return row ?? null;
}

/** Times out the player the game waits for, if the game is still at `expectedSeq` and overdue. */
export async function applyGameTimeout(gameId: string, expectedSeq: number, now = new Date()): Promise<TimeoutResult> {
  const due = await stillDue(gameId, expectedSeq, now);
  if (!due) return "not_due";
  const loaded = await loadState(gameId);
  if (!loaded || loaded.seq !== expectedSeq) return "raced";
  const seat = toAct(loaded.state)[0];
  if (seat === undefined) return "not_due";
  const result = applyTimeout(loaded.state, seat);
  if (!result.ok) throw new Error(`timeout of seat ${seat} in game ${gameId} refused: ${result.error.message}`);
  // A resigned seat passing is no timeout of its player's: the resignation counted once (lib/ratings).
  const owner = due.playedBy === "pass" ? null : await prisma.gameSeat.findFirst({ where: { gameId, seat }, select: { userId: true } });
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

/**
 * Acts on every due turn: `decide` (lib/absence: an automatic vacation instead, the bot taking
 * the seat after) or, by default, the timeout. Returns how many turns this call acted on.
 */
export async function sweepTimeouts(now = new Date(), decide: (turn: DueTurn, now: Date) => Promise<TimeoutResult> = (turn) => applyGameTimeout(turn.id, turn.seq, now)): Promise<number> {
  let applied = 0;
  for (const turn of await dueTimeouts(now)) {
    try {
      if ((await decide(turn, now)) === "applied") applied++;
    } catch (error) {
      console.error(`[timeouts] timeout of game ${turn.id} failed: ${(error as Error).message}`);
    }
  }
  return applied;
}
