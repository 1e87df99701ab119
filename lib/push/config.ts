// Settings of push and webhooks (issue 39), from the environment and read on every call, so
// tests can change them between cases (as lib/mail/config does for mail).
import { seconds } from "@/lib/mail/config";

export type PushConfig = ReturnType<typeof pushConfig>;

export function pushConfig() {
  return {
    /** How often the worker looks for due pushes and webhook calls: they are worth seconds, not minutes. */
    pollMs: seconds("PUSH_POLL_SECONDS", 0.25) * 1000,
    /** First retry after this long, doubling up to `retryMaxSeconds`. */
    retryBaseSeconds: seconds("PUSH_RETRY_BASE_SECONDS", 10),
    retryMaxSeconds: seconds("PUSH_RETRY_MAX_SECONDS", 15 * 60),
    /** Attempts before a call is given up (it also ends when it expires). */
    maxAttempts: Math.max(1, Math.floor(seconds("PUSH_MAX_ATTEMPTS", 6))),
    /** A claimed row another worker may take over when its claimer died while sending. */
    leaseSeconds: seconds("PUSH_LEASE_SECONDS", 60),
    batchSize: Math.max(1, Math.floor(seconds("PUSH_BATCH_SIZE", 20))),
    /** A webhook that failed this many calls in a row is switched off (its player is told by mail). */
    webhookMaxFailures: Math.max(1, Math.floor(seconds("WEBHOOK_MAX_FAILURES", 20))),
    /** How long a page's "this table is visible" holds; the page says it again well before. */
    presenceSeconds: seconds("PRESENCE_SECONDS", 75),
  };
}

/** The longest a push may wait at the push service (and in the outbox): a day. */
export const MOST_TTL_SECONDS = 24 * 3600;

/** At most this many devices per player (the contract, docs/push.md). */
export const MOST_SUBSCRIPTIONS = 10;

/**
 * Tests only (PUSH_TEST_ENDPOINTS=1): a push endpoint or a webhook may be http(s)://localhost, a
 * local fake push service or receiver. Never set in production.
 */
export function testEndpointsAllowed(): boolean {
  return process.env.PUSH_TEST_ENDPOINTS === "1";
}

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  subject: string;
}

/**
 * The VAPID keys that sign every push (RFC 8292): VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY
 * (`npm run dev` and the tests generate and keep their own, as they do the auth secret);
 * VAPID_SUBJECT, a mailto: or https: address push services may write to. Null when unset: push
 * is then off (the settings say so).
 */
export function vapidKeys(): VapidKeys | null {
  const publicKey = process.env.VAPID_PUBLIC_KEY;
  const privateKey = process.env.VAPID_PRIVATE_KEY;
  if (!publicKey || !privateKey) return null;
  return { publicKey, privateKey, subject: process.env.VAPID_SUBJECT || "mailto:neva@localhost" };
}
