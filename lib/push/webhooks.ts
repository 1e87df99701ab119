// A player's webhook (issue 39): PUT/DELETE /api/me/webhook. The URL is checked as a push
// endpoint is (./address.ts) when stored, and its resolved addresses again at every call. The
// secret that signs the calls (X-Neva-Signature) is made here and shown once, in the answer to
// the PUT; a new PUT makes a new one. Failures in a row are counted; too many switch it off and
// queue a mail to its player (lib/pusher tells the worker so).
import { randomBytes } from "node:crypto";
import { z } from "zod";
import { prisma } from "@/lib/db/client";
import { DomainError } from "@/lib/errors";
import { enqueueMail } from "@/lib/mail/outbox";
import { checkTargetUrl } from "./address";
import { MOST_TTL_SECONDS, pushConfig, testEndpointsAllowed } from "./config";

export const WEBHOOK_KINDS = ["discord", "slack", "generic"] as const;
export type WebhookKind = (typeof WEBHOOK_KINDS)[number];

export const WebhookSchema = z.object({
  url: z.string({ error: "missing" }).max(2048, { error: "webhookUrl" }),
  kind: z.enum(WEBHOOK_KINDS, { error: "webhookKind" }),
});

export interface WebhookView {
  url: string;
  kind: WebhookKind;
  disabled: boolean;
}

export async function saveWebhook(userId: string, body: unknown): Promise<{ secret: string }> {
  const input = WebhookSchema.parse(body);
  if (!checkTargetUrl(input.url, testEndpointsAllowed()).ok) {
    throw new DomainError("invalid_request", "fieldSays", {}, { field: "url", issue: { reason: "webhookUrl" } });
  }
  const secret = randomBytes(32).toString("base64url");
  const data = { url: input.url, kind: input.kind, secret, failures: 0, disabledAt: null };
  await prisma.webhook.upsert({ where: { userId }, create: { userId, ...data }, update: data });
  return { secret };
}

export async function removeWebhook(userId: string): Promise<void> {
  await prisma.webhook.deleteMany({ where: { userId } });
}

export async function webhookOf(userId: string): Promise<WebhookView | null> {
  const row = await prisma.webhook.findUnique({ where: { userId } });
  return row ? { url: row.url, kind: row.kind as WebhookKind, disabled: row.disabledAt !== null } : null;
}

/** "Send a test": one call of kind `test` now, through the outbox like every other. */
export async function queueWebhookTest(userId: string, now = new Date()): Promise<void> {
  const hook = await prisma.webhook.findUnique({ where: { userId } });
  if (!hook) throw new DomainError("not_found", "noWebhook");
  await prisma.pushOutbox.create({
    data: {
      id: `test-${randomBytes(12).toString("base64url")}`,
      dedupeKey: `webhook:test:${userId}:${now.getTime()}`,
      kind: "test",
      channel: "webhook",
      userId,
      payload: {},
      expiresAt: new Date(now.getTime() + MOST_TTL_SECONDS * 1000),
    },
  });
}

/** A call went through: the count of failures in a row starts again. */
export async function webhookAnswered(userId: string): Promise<void> {
  await prisma.webhook.updateMany({ where: { userId, failures: { gt: 0 } }, data: { failures: 0 } });
}

/**
 * A call failed: one more in a row. The one that reaches the limit switches the webhook off and
 * queues the mail that tells its player. True when this call switched it off.
 */
export async function webhookFailed(userId: string, now = new Date()): Promise<boolean> {
  const limit = pushConfig().webhookMaxFailures;
  return prisma.$transaction(async (tx) => {
    const [row] = await tx.$queryRaw<{ failures: number; url: string; email: string }[]>`
      UPDATE webhooks w SET failures = w.failures + 1,
        disabled_at = CASE WHEN w.failures + 1 >= ${limit} THEN ${now.toISOString()}::timestamp(3) ELSE NULL END
      FROM users u WHERE w.user_id = ${userId} AND u.id = w.user_id AND w.disabled_at IS NULL
      RETURNING w.failures, w.url, u.email`;
    if (!row || row.failures !== limit) return false;
    await enqueueMail(tx, { kind: "webhook_off", to: row.email, dedupeKey: `webhook-off:${userId}:${now.getTime()}`, payload: { url: row.url, failures: row.failures } });
    return true;
  });
}

/** What the sender needs of a live webhook; null when it is gone or switched off. */
export async function liveWebhook(userId: string): Promise<{ url: string; kind: WebhookKind; secret: string } | null> {
  const row = await prisma.webhook.findUnique({ where: { userId } });
  return row && row.disabledAt === null ? { url: row.url, kind: row.kind as WebhookKind, secret: row.secret } : null;
}
