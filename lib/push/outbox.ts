// The push outbox (issue 39): claimed and settled like the mail outbox (lib/mail/outbox.ts):
// FOR UPDATE SKIP LOCKED with a lease, so several workers never take the same row and a dead
// worker's row is taken over; retries with a doubling backoff until the row expires.
import { prisma, Prisma } from "@/lib/db/client";
import type { PushOutbox } from "@/lib/db/generated/client";
import { backoffSeconds, claimDueIds, pruneDone } from "@/lib/db/outbox";
import { pushConfig, type PushConfig } from "./config";

export type ClaimedPush = PushOutbox;

/** Claims up to `limit` due rows (pending and due, or sending with a lease run out). */
export async function claimDuePushes(now: Date, limit: number, config: PushConfig = pushConfig(), onlyUserIds?: readonly string[]): Promise<ClaimedPush[]> {
  const only = onlyUserIds ? Prisma.sql`AND user_id IN (${Prisma.join(onlyUserIds.length > 0 ? onlyUserIds : [""])})` : Prisma.empty;
  const ids = await claimDueIds("push_outbox", now, config.leaseSeconds, limit, only);
  if (ids.length === 0) return [];
  return prisma.pushOutbox.findMany({ where: { id: { in: ids } }, orderBy: { sendAfter: "asc" } });
}

function held(row: ClaimedPush) {
  return { id: row.id, status: "sending" as const, attempts: row.attempts };
}

export async function markPushSent(row: ClaimedPush, now: Date): Promise<void> {
  await prisma.pushOutbox.updateMany({ where: held(row), data: { status: "sent", sentAt: now, lockedUntil: null, lastError: null } });
}

/** Not worth sending any more (expired, the player is at the table, the device is gone). */
export async function markPushStale(row: ClaimedPush, reason: string): Promise<void> {
  await prisma.pushOutbox.updateMany({ where: held(row), data: { status: "stale", lockedUntil: null, lastError: reason } });
}

export function pushRetryDelaySeconds(attempts: number, config: PushConfig): number {
  return backoffSeconds(attempts, config.retryBaseSeconds, config.retryMaxSeconds);
}

/** A failed attempt: again after a backoff, or failed for good (permanent, too many, or past its expiry). */
export async function markPushFailed(row: ClaimedPush, error: string, now: Date, permanent = false, config: PushConfig = pushConfig()): Promise<"retry" | "failed"> {
  const retryAt = new Date(now.getTime() + pushRetryDelaySeconds(row.attempts, config) * 1000);
  const final = permanent || row.attempts >= config.maxAttempts || retryAt.getTime() >= row.expiresAt.getTime();
  await prisma.pushOutbox.updateMany({
    where: held(row),
    data: final
      ? { status: "failed", lockedUntil: null, lastError: error.slice(0, 2000) }
      : { status: "pending", lockedUntil: null, lastError: error.slice(0, 2000), sendAfter: retryAt },
  });
  return final ? "failed" : "retry";
}

/** The push service says the subscription is gone (404/410): it goes, with its queued rows. */
export async function forgetSubscription(subscriptionId: string): Promise<void> {
  await prisma.pushSubscription.deleteMany({ where: { id: subscriptionId } });
}

/** Done rows go after a day: they hold nothing anyone reads later. */
export async function prunePushOutbox(now: Date, limit = 500): Promise<number> {
  return pruneDone("push_outbox", new Date(now.getTime() - 24 * 3600 * 1000), limit);
}
