// One webhook call (issue 39): the body in the shape the player chose (a Discord webhook's, a
// Slack incoming webhook's, or our generic JSON) and `X-Neva-Signature: sha256=<hex HMAC-SHA256
// of the body>` under the webhook's secret, so a receiver can tell our calls from forgeries.
import { createHmac } from "node:crypto";
import type { WebhookKind } from "@/lib/push/webhooks";
import type { PushMessage } from "./compose";
import { guardedPost, type CallAnswer } from "./http";

const EVENT_NAMES: Record<PushMessage["kind"], string> = {
  your_turn: "your_turn",
  nudge: "nudge",
  talk: "table_talk",
  game_over: "game_over",
  table_full: "table_full",
  test: "test",
};

export function webhookBody(kind: WebhookKind, message: PushMessage): string {
  const line = `${message.title}: ${message.body}`;
  switch (kind) {
    case "discord":
      // Discord's execute-webhook body; no mentions, whatever a player's name holds.
      return JSON.stringify({ username: "Neva", content: `**${message.title}**\n${message.body}\n${message.url}`, allowed_mentions: { parse: [] } });
    case "slack":
      return JSON.stringify({ text: `${line} <${message.url}|${message.gameTitle ?? "Neva"}>` });
    case "generic":
      return JSON.stringify({
        event: EVENT_NAMES[message.kind],
        game: message.gameId ? { id: message.gameId, url: message.url, title: message.gameTitle } : null,
        player: message.player,
        at: message.at,
      });
  }
}

export function signatureOf(secret: string, body: string): string {
  return `sha256=${createHmac("sha256", secret).update(body).digest("hex")}`;
}

export function sendWebhook(hook: { url: string; kind: WebhookKind; secret: string }, message: PushMessage): Promise<CallAnswer> {
  const body = webhookBody(hook.kind, message);
  return guardedPost(
    hook.url,
    { "content-type": "application/json", "user-agent": "Neva-Webhook/1", "x-neva-event": EVENT_NAMES[message.kind], "x-neva-signature": signatureOf(hook.secret, body) },
    body,
  );
}
