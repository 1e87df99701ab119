// One composer per kind of mail. The record is typed by MailKind (lib/mail/outbox.ts), so a kind
// the domain can queue without a composer here fails `npm run typecheck`, and so does a composer
// for a kind nobody queues. A new kind of mail: a row kind in lib/mail, a template in emails/, a
// composer here.
import type { MailKind } from "@/lib/mail/outbox";
import type { Composer } from "../composer";
import { composeBack, composeVacation } from "./absence";
import { composeAddressChanged, composeAddressConfirm } from "./address";
import { composeDigest } from "./digest";
import { composeGameOver } from "./game-over";
import { composeInvitation } from "./invitation";
import { composeNudge } from "./nudge";
import { composeSignIn } from "./sign-in-link";
import { composeTimeout } from "./timeout";
import { composeDeadline, composeReminder, composeYourTurn } from "./turn";
import { composeWebhookOff } from "./webhook";

export const COMPOSERS: Record<MailKind, Composer> = {
  sign_in: composeSignIn,
  invitation: composeInvitation,
  your_turn: composeYourTurn,
  reminder: composeReminder,
  deadline: composeDeadline,
  timeout: composeTimeout,
  game_over: composeGameOver,
  digest: composeDigest,
  nudge: composeNudge,
  vacation: composeVacation,
  back: composeBack,
  email_change: composeAddressConfirm,
  email_changed: composeAddressChanged,
  webhook_off: composeWebhookOff,
};
