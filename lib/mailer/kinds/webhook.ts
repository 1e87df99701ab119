// webhook_off (issue 39): the player's webhook was switched off after too many failed calls.
import { renderWebhookOffEmail } from "@/emails/webhook-off";
import type { Composer } from "../composer";
import { localeOf, recipientName } from "../recipient";

export const composeWebhookOff: Composer = async ({ payload, to }) =>
  renderWebhookOffEmail({ locale: await localeOf(to), recipientName: await recipientName(to), url: String(payload.url ?? ""), failures: Number(payload.failures ?? 0) });
