// What the mail outbox (lib/mail/outbox.ts) and the push outbox (lib/push/outbox.ts) share: both
// tables have the same columns for the claim (status, send_after, locked_until, attempts), so a
// claim, a backoff and a prune are one piece of SQL whichever table they run on.
import { prisma, Prisma } from "./client";

/** The outbox tables: a name spliced into SQL, so only these two literals ever reach it. */
export type OutboxTable = "mail_outbox" | "push_outbox";

/**
 * Takes up to `limit` due rows (pending and due, or sending with a lease run out) for this worker
 * and returns their ids: FOR UPDATE SKIP LOCKED, so several workers never take the same row, and a
 * dead worker's row is taken over once its lease ends. Each taken row gets one more attempt.
 */
export async function claimDueIds(table: OutboxTable, now: Date, leaseSeconds: number, limit: number, scope: Prisma.Sql = Prisma.empty): Promise<string[]> {
  const at = now.toISOString();
  const leaseEnd = new Date(now.getTime() + leaseSeconds * 1000).toISOString();
  const name = Prisma.raw(table);
  const rows = await prisma.$queryRaw<{ id: string }[]>`
    WITH due AS (
      SELECT id FROM ${name}
      WHERE ((status = 'pending' AND send_after <= ${at}::timestamp(3))
          OR (status = 'sending' AND locked_until < ${at}::timestamp(3))) ${scope}
      ORDER BY send_after, id
      LIMIT ${limit}
      FOR UPDATE SKIP LOCKED
    )
    UPDATE ${name} o
    SET status = 'sending', locked_until = ${leaseEnd}::timestamp(3), attempts = o.attempts + 1
    FROM due WHERE o.id = due.id
    RETURNING o.id`;
  return rows.map((r) => r.id);
}

/** Backoff before the next attempt: base, 2×base, 4×base... capped; at least 1 s so a pass never retries a row it just tried. */
export function backoffSeconds(attempts: number, baseSeconds: number, maxSeconds: number): number {
  return Math.max(1, Math.min(baseSeconds * 2 ** Math.max(0, attempts - 1), maxSeconds));
}

/** Deletes up to `limit` rows that are done with (sent, failed, stale, cancelled) and were last due before `before`. */
export async function pruneDone(table: OutboxTable, before: Date, limit: number): Promise<number> {
  const name = Prisma.raw(table);
  return prisma.$executeRaw`
    DELETE FROM ${name} WHERE id IN (
      SELECT id FROM ${name}
      WHERE status IN ('sent', 'failed', 'stale', 'cancelled') AND send_after < ${before.toISOString()}::timestamp(3)
      LIMIT ${limit}
      FOR UPDATE SKIP LOCKED)`;
}
