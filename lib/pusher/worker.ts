// The push worker (issue 39): claims due rows of the push outbox (lib/push/outbox.ts), drops
// those no longer worth sending (expired, or the player has the table open in a visible tab:
// lib/push/presence), and sends the rest: a web push to one device, or a call of the player's
// webhook. A push service's 404 or 410 deletes the subscription; 429, 5xx and network errors are
// retried with backoff; other answers fail the row. A webhook's failures in a row are counted
// and too many switch it off (lib/push/webhooks.ts queues the mail that says so). It runs as
// one of the worker's jobs, on a fast poll of its own (PUSH_POLL_SECONDS).
import { claimDuePushes, forgetSubscription, markPushFailed, markPushSent, markPushStale, prunePushOutbox, type ClaimedPush } from "@/lib/push/outbox";
import { pushConfig, type PushConfig } from "@/lib/push/config";
import { isAtTable, prunePresence } from "@/lib/push/presence";
import { liveWebhook, webhookAnswered, webhookFailed } from "@/lib/push/webhooks";
import { prisma } from "@/lib/db/client";
import type { Job } from "@/lib/worker/runner";
import { composePush, StalePush } from "./compose";
import { RefusedTarget, type CallAnswer } from "./http";
import { sendPush } from "./send-push";
import { sendWebhook } from "./send-webhook";

export interface PushStats {
  sent: number;
  retried: number;
  failed: number;
  stale: number;
  /** Subscriptions deleted because the push service answered 404 or 410. */
  gone: number;
}

function retryable(status: number): boolean {
  return status === 408 || status === 429 || status >= 500;
}

async function failed(row: ClaimedPush, why: string, now: Date, permanent: boolean, config: PushConfig, stats: PushStats): Promise<void> {
  if (row.channel === "webhook") await webhookFailed(row.userId, now);
  if ((await markPushFailed(row, why, now, permanent, config)) === "failed") stats.failed++;
  else stats.retried++;
}

async function deliver(row: ClaimedPush, now: Date, config: PushConfig, stats: PushStats): Promise<void> {
  if (row.expiresAt.getTime() <= now.getTime()) {
    await markPushStale(row, "expired before it could be sent");
    stats.stale++;
    return;
  }
  if (row.gameId && row.kind !== "test" && (await isAtTable(row.userId, row.gameId, now))) {
    await markPushStale(row, "the player has the table open");
    stats.stale++;
    return;
  }
  let answer: CallAnswer;
  try {
    const message = await composePush(row);
    if (row.channel === "push") {
      const subscription = row.subscriptionId ? await prisma.pushSubscription.findUnique({ where: { id: row.subscriptionId } }) : null;
      if (!subscription) throw new StalePush("the device is gone");
      answer = await sendPush(subscription, message, row.expiresAt, now);
      if (answer.status === 404 || answer.status === 410) {
        // The browser unsubscribed or the subscription expired: it never comes back.
        await forgetSubscription(subscription.id);
        stats.gone++;
        return;
      }
    } else {
      const hook = await liveWebhook(row.userId);
      if (!hook) throw new StalePush("the webhook is gone or switched off");
      answer = await sendWebhook(hook, message);
    }
  } catch (error) {
    if (error instanceof StalePush) {
      await markPushStale(row, error.message);
      stats.stale++;
    } else {
      const refused = error instanceof RefusedTarget;
      await failed(row, error instanceof Error ? error.message : String(error), now, refused, config, stats);
    }
    return;
  }
  if (answer.status >= 200 && answer.status < 300) {
    await markPushSent(row, new Date());
    if (row.channel === "webhook") await webhookAnswered(row.userId);
    stats.sent++;
    return;
  }
  await failed(row, `answered ${answer.status}: ${answer.body.slice(0, 200)}`, now, !retryable(answer.status), config, stats);
}

/** One pass: batches of due rows until none is left. `userIds` limits it to those players' rows (tests). */
export async function runPushOnce(options: { now?: Date; config?: PushConfig; maxBatches?: number; userIds?: readonly string[] } = {}): Promise<PushStats> {
  const config = options.config ?? pushConfig();
  const now = options.now ?? new Date();
  const stats: PushStats = { sent: 0, retried: 0, failed: 0, stale: 0, gone: 0 };
  for (let batch = 0; batch < (options.maxBatches ?? 50); batch++) {
    const rows = await claimDuePushes(now, config.batchSize, config, options.userIds);
    if (rows.length === 0) break;
    // A batch's calls side by side: one slow endpoint (5 s at most) holds up no other player.
    await Promise.all(rows.map((row) => deliver(row, now, config, stats)));
  }
  return stats;
}

export function pushJob(): Job {
  return {
    name: "push",
    everyMs: pushConfig().pollMs,
    async run(now) {
      const stats = await runPushOnce({ now });
      if (stats.sent + stats.retried + stats.failed + stats.stale + stats.gone === 0) return;
      return `sent ${stats.sent}, retrying ${stats.retried}, failed ${stats.failed}, stale ${stats.stale}, devices gone ${stats.gone}`;
    },
  };
}

/** Done rows and old presence marks, with the outbox's pruning. */
export async function prunePush(now: Date): Promise<number> {
  return (await prunePushOutbox(now)) + (await prunePresence(now));
}
