// Issue 39: the player's webhook failed too many calls in a row and was switched off; this mail
// says so, in the player's language, with the address it called.
import { Text } from "@react-email/components";
import type { Locale } from "@/lib/i18n/locales";
import { namespaceTranslator } from "@/lib/i18n/translate";
import { EmailFrame, renderEmail, textStyle, wrapStyle } from "./layout";

export type WebhookOffEmailProps = {
  locale?: Locale;
  recipientName: string;
  url: string;
  failures: number;
};

export function WebhookOffEmail(p: WebhookOffEmailProps) {
  const t = namespaceTranslator(p.locale ?? "en", "push");
  return (
    <EmailFrame locale={p.locale} preview={t("mailOffSubject")} heading={t("mailOffHeading")}>
      <Text style={{ ...textStyle, ...wrapStyle }}>{t("mailOffBody", { name: p.recipientName, url: p.url, failures: p.failures })}</Text>
    </EmailFrame>
  );
}

export function renderWebhookOffEmail(p: WebhookOffEmailProps) {
  return renderEmail(namespaceTranslator(p.locale ?? "en", "push")("mailOffSubject"), <WebhookOffEmail {...p} />);
}

export default WebhookOffEmail;
