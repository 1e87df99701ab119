// email_change: the link that confirms a new sign-in address, mailed there (issue 26);
// email_changed: the notice to the old address once it changed. Both in the player's words.
import { renderAddressChangedEmail } from "@/emails/address-changed";
import { renderAddressConfirmEmail } from "@/emails/address-confirm";
import { prisma } from "@/lib/db/client";
import { formatWhen } from "@/lib/words/mail";
import { StaleMail, type Composer } from "../composer";
import { accountOf } from "../recipient";

export const composeAddressConfirm: Composer = async ({ payload }) => {
  // To the new address, which has no account yet: the words are the requesting player's.
  const url = String(payload.url ?? "");
  const change = await prisma.emailChange.findUnique({ where: { id: String(payload.changeId ?? "") }, select: { usedAt: true, expires: true } });
  if (!url || !change || change.usedAt || change.expires <= new Date()) throw new StaleMail("the address change is no longer pending");
  const who = await accountOf(payload.userId);
  if (!who) throw new StaleMail("the account is gone");
  return renderAddressConfirmEmail({ locale: who.locale, recipientName: who.name, url, expiresInHours: Number(payload.expiresInHours ?? 24) });
};

export const composeAddressChanged: Composer = async ({ row, payload }) => {
  const who = await accountOf(payload.userId);
  if (!who) throw new StaleMail("the account is gone");
  const when = formatWhen(String(payload.at ?? row.createdAt.toISOString()), who.timeZone, who.locale);
  return renderAddressChangedEmail({ locale: who.locale, recipientName: who.name, newEmail: String(payload.newEmail ?? ""), when });
};
