// The nudge (issue 24): when the player to act has kept the table waiting for a day, any other
// seated player may nudge them, once per 24 hours per game. The nudge is a row here; its mail is
// queued in the same transaction by whoever composes this (the route hands in lib/mail's queue
// function, so lib/talk needs no mail of its own and mail's dependency points at talk, never back).
import { prisma, Prisma } from "@/lib/db/client";
import { toAct } from "@/lib/engine";
import { loadState } from "@/lib/games/current";
import { requireSeat } from "./messages";
import { DomainError, rateLimited } from "@/lib/errors";

export const NUDGE_WAIT_MS = 24 * 3600_000;

export interface Nudged {
  id: string;
  gameId: string;
  /** The seat nudged. */
  seat: number;
  /** The game's seq: the nudge stands while the game waits there. */
  seq: number;
  /** Display name of the player who nudged (null: a player without one, said "a player"). */
  by: string | null;
  /** When the nudged player's turn began. */
  since: Date;
}

/** Writes the nudge's mail in the nudge's transaction (lib/mail's queueNudgeMail). */
export type QueueNudge = (tx: Prisma.TransactionClient, nudge: Nudged) => Promise<void>;


/**
 * Nudges the player to act at `gameId` on behalf of `user`; 404 unless seated, 409 when the game
 * is not under way, when it is the user's own turn, or before a day of waiting; 429 for a second
 * nudge within 24 hours (saying from when).
 */
export async function nudge(gameId: string, user: { id: string; displayName?: string | null }, queue: QueueNudge, now = new Date()): Promise<Nudged> {
  const who = await requireSeat(gameId, user.id);
  const loaded = who.status === "active" ? await loadState(gameId) : null;
  const waiting = loaded ? toAct(loaded.state) : [];
  if (!loaded || waiting.length === 0) throw new DomainError("not_running", "nudgeNotRunning");
  if (waiting.includes(who.seat)) throw new DomainError("own_turn", "nudgeOwnTurn");
  const seat = waiting[0];
  // The turn began with the last event not made by the player who now acts (their own moves in
  // a row, a decision after an action, do not restart the wait).
  const [began] = await prisma.$queryRaw<{ at: Date | null }[]>`
    SELECT max(created_at) AS at FROM game_events WHERE game_id = ${gameId} AND seat IS DISTINCT FROM ${seat}`;
  const since = began?.at ?? now;
  const possible = new Date(since.getTime() + NUDGE_WAIT_MS);
  if (now < possible) throw new DomainError("too_early", "nudgeTooEarly", { when: possible });
  return prisma.$transaction(async (tx) => {
    // One nudge at a time per player and game, across processes: the check and the insert below
    // cannot interleave with another request's.
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${`nudge:${gameId}:${user.id}`}))`;
    const last = await tx.gameNudge.findFirst({ where: { gameId, byUserId: user.id }, orderBy: { createdAt: "desc" } });
    if (last && now.getTime() - last.createdAt.getTime() < NUDGE_WAIT_MS) {
      const again = new Date(last.createdAt.getTime() + NUDGE_WAIT_MS);
      throw rateLimited("nudgeAgain", { when: again }, again.getTime() - now.getTime());
    }
    const row = await tx.gameNudge.create({ data: { gameId, byUserId: user.id, seat, seq: loaded.seq, createdAt: now } });
    const nudged: Nudged = { id: String(row.id), gameId, seat, seq: loaded.seq, by: user.displayName ?? null, since };
    await queue(tx, nudged);
    return nudged;
  });
}

/** Games among `gameIds` where `userId` has been nudged and has not moved since: who nudged. */
export async function nudgesFor(userId: string, gameIds: string[]): Promise<Map<string, (string | null)[]>> {
  if (gameIds.length === 0) return new Map();
  const rows = await prisma.$queryRaw<{ game_id: string; by: string | null }[]>`
    SELECT DISTINCT n.game_id, u.display_name AS by
    FROM game_nudges n
    JOIN games g ON g.id = n.game_id AND g.seq = n.seq AND g.status = 'active'
    JOIN game_seats s ON s.game_id = n.game_id AND s.seat = n.seat AND s.user_id = ${userId}
    LEFT JOIN users u ON u.id = n.by_user_id
    WHERE n.game_id IN (${Prisma.join(gameIds)})`;
  const out = new Map<string, (string | null)[]>();
  for (const r of rows) out.set(r.game_id, [...(out.get(r.game_id) ?? []), r.by]);
  return out;
}
