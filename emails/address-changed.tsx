// Issue 26: the notice to the old address once a player's sign-in address has changed, so a
// change nobody asked for does not go unseen. Words from the catalogue (account), in the player's
// language; the new address is shown masked (enough for its owner to recognise it).
import { Text } from "@react-email/components";
import type { Locale } from "@/lib/i18n/locales";
import { namespaceTranslator } from "@/lib/i18n/translate";
import { EmailFrame, renderEmail, smallStyle, textStyle } from "./layout";

export type AddressChangedEmailProps = {
  locale?: Locale;
  recipientName: string;
  newEmail: string;
  /** When it changed, in the recipient's language and time zone. */
  when: string;
};

/** "a•••e@example.com". */
export function maskAddress(email: string): string {
  const at = email.lastIndexOf("@");
  if (at < 1) return "•••";
  const local = email.slice(0, at);
  const shown = local.length <= 2 ? local[0] : `${local[0]}•••${local[local.length - 1]}`;
  return `${shown}${email.slice(at)}`;
}

export function AddressChangedEmail(p: AddressChangedEmailProps) {
  const t = namespaceTranslator(p.locale ?? "en", "account");
  return (
    <EmailFrame locale={p.locale} preview={t("changedMailSubject")} heading={t("changedMailHeading")}>
      <Text style={textStyle}>{t("changedMailBody", { name: p.recipientName, email: maskAddress(p.newEmail), when: p.when })}</Text>
      <Text style={smallStyle}>{t("changedMailNotYou")}</Text>
    </EmailFrame>
  );
}

export function renderAddressChangedEmail(p: AddressChangedEmailProps) {
  return renderEmail(namespaceTranslator(p.locale ?? "en", "account")("changedMailSubject"), <AddressChangedEmail {...p} />);
}

export default AddressChangedEmail;
