// Renders a claimed outbox row into a mail: the composer registered for its kind
// (lib/mailer/kinds) reads the database as it is when the mail goes out, so a late mail is never
// out of date, and a turn mail whose turn has passed is dropped instead (StaleMail).
import type { RenderedEmail } from "@/emails/layout";
import type { MailOutbox } from "@/lib/db/generated/client";
import type { MailKind } from "@/lib/mail/outbox";
import { preferencesUrl } from "@/lib/mail/tokens";
import { COMPOSERS } from "./kinds";

function isMailKind(kind: string): kind is MailKind {
  return Object.hasOwn(COMPOSERS, kind);
}

/**
 * Renders a claimed outbox row into a mail, in the recipient's language; throws StaleMail when it
 * should not be sent. `now` is the worker's (tests move it forward): whether the recipient is away
 * is judged at it.
 */
export async function composeMail(row: MailOutbox, now = new Date()): Promise<RenderedEmail> {
  const payload = (row.payload ?? {}) as Record<string, unknown>;
  const to = row.toAddress;
  const prefs = preferencesUrl(to);
  if (!isMailKind(row.kind)) throw new Error(`unknown mail kind ${row.kind}`);
  return COMPOSERS[row.kind]({ row, payload, to, preferencesUrl: prefs, now });
}
