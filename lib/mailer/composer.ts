// What a mail composer is: given a claimed outbox row (lib/mail queued it: a kind, an address, a
// game and seat, a payload of data), it reads the database as it is when the mail goes out and
// renders the mail in the recipient's language, so a late mail is never out of date; or it
// throws StaleMail when the mail no longer needs to go out. One composer per kind
// (lib/mailer/kinds), chosen by composeMail (./compose.ts).
import type { RenderedEmail } from "@/emails/layout";
import type { MailOutbox } from "@/lib/db/generated/client";

/** A mail that no longer needs to go out (the player moved, the game ended...). */
export class StaleMail extends Error {}

export interface MailToCompose {
  row: MailOutbox;
  /** The row's payload (what the template needs beyond the database). */
  payload: Record<string, unknown>;
  /** The recipient's address (the row's). */
  to: string;
  /** The preferences link every mail carries, signed for `to`. */
  preferencesUrl: string;
  /** The worker's time (tests move it forward): whether the recipient is away is judged at it. */
  now: Date;
}

export type Composer = (mail: MailToCompose) => Promise<RenderedEmail>;
