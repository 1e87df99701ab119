// One push to one device (issue 39): web-push encrypts the message to the subscription's keys
// (aes128gcm, RFC 8291) and signs the request with our VAPID keys (RFC 8292); the request itself
// goes through our guarded call (./http.ts), never web-push's own, so the SSRF guard holds for
// push endpoints as for webhooks. TTL: what is left of the row's life (at most a day); Topic: one
// per game, so a newer push about the table replaces an older one still waiting at the push
// service; Urgency: by kind (a turn matters more than table talk).
import { createHash } from "node:crypto";
import webPush from "web-push";
import { MOST_TTL_SECONDS, vapidKeys } from "@/lib/push/config";
import type { PushSubscription } from "@/lib/db/generated/client";
import type { PushMessage } from "./compose";
import { guardedPost, type CallAnswer } from "./http";

const URGENCY: Record<PushMessage["kind"], "very-low" | "low" | "normal" | "high"> = {
  your_turn: "high",
  nudge: "high",
  talk: "low",
  game_over: "normal",
  table_full: "normal",
  test: "normal",
};

/** The push service's Topic (at most 32 URL-safe characters): one per game. */
export function topicOf(gameId: string | null, kind: string): string {
  return createHash("sha256").update(gameId ?? kind).digest("base64url").slice(0, 32);
}

/** What the service worker reads (public/sw.js): the words, the link, and a tag per game. */
export function pushBody(message: PushMessage): string {
  return JSON.stringify({ title: message.title, body: message.body, url: message.url, tag: message.gameId ?? message.kind, kind: message.kind });
}

export async function sendPush(subscription: Pick<PushSubscription, "endpoint" | "p256dh" | "auth">, message: PushMessage, expiresAt: Date, now: Date): Promise<CallAnswer> {
  const keys = vapidKeys();
  if (!keys) throw new Error("VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are not set: push is off");
  const ttl = Math.max(0, Math.min(MOST_TTL_SECONDS, Math.floor((expiresAt.getTime() - now.getTime()) / 1000)));
  const details = webPush.generateRequestDetails(
    { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
    pushBody(message),
    {
      vapidDetails: keys,
      TTL: ttl,
      urgency: URGENCY[message.kind],
      topic: topicOf(message.gameId, message.kind),
      contentEncoding: "aes128gcm",
    },
  );
  const headers = Object.fromEntries(Object.entries(details.headers).map(([k, v]) => [k, String(v)]));
  return guardedPost(details.endpoint, headers, details.body as Buffer);
}
