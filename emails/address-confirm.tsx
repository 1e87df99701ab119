// Issue 26: "confirm your new address", mailed to the address a player wants to sign in with from
// now on. Words from the catalogue (account), in the player's language (users.locale).
import { Text } from "@react-email/components";
import type { Locale } from "@/lib/i18n/locales";
import { namespaceTranslator } from "@/lib/i18n/translate";
import { mailWords } from "@/lib/words/mail";
import { ActionButton, EmailFrame, LinkFallback, renderEmail, smallStyle, textStyle } from "./layout";

export type AddressConfirmEmailProps = {
  locale?: Locale;
  recipientName: string;
  url: string;
  expiresInHours: number;
};

export function AddressConfirmEmail(p: AddressConfirmEmailProps) {
  const t = namespaceTranslator(p.locale ?? "en", "account");
  return (
    <EmailFrame locale={p.locale} preview={t("confirmMailSubject")} heading={t("confirmMailHeading")}>
      <Text style={textStyle}>{t("confirmMailBody", { name: p.recipientName, hours: p.expiresInHours })}</Text>
      <ActionButton href={p.url}>{t("confirmMailButton")}</ActionButton>
      <LinkFallback label={mailWords(p.locale)("signIn.fallback")} url={p.url} />
      <Text style={smallStyle}>{t("confirmMailIgnore")}</Text>
    </EmailFrame>
  );
}

export function renderAddressConfirmEmail(p: AddressConfirmEmailProps) {
  return renderEmail(namespaceTranslator(p.locale ?? "en", "account")("confirmMailSubject"), <AddressConfirmEmail {...p} />);
}

export default AddressConfirmEmail;
