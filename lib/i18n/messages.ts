// The language catalogue: one messages file per locale, read the same way by pages (next-intl's
// request config), route handlers and the mail worker (translatorFor), so a mail or an API error
// speaks the reader's language without going through React.
import { createTranslator } from "next-intl";
import en from "@/messages/en.json";
import fr from "@/messages/fr.json";
import it from "@/messages/it.json";
import ja from "@/messages/ja.json";
import ru from "@/messages/ru.json";
import { DEFAULT_LOCALE, type Locale } from "./locales";

export type Messages = typeof en;

const catalogue: Record<Locale, Messages> = { en, ru: ru as Messages, fr: fr as Messages, it: it as Messages, ja: ja as Messages };

export function messagesFor(locale: Locale): Messages {
  return catalogue[locale] ?? catalogue[DEFAULT_LOCALE];
}

/** A translator outside React (mail worker, route handlers, scripts); `namespace` as next-intl's useTranslations. */
export function translatorFor(locale: Locale) {
  return createTranslator({ locale, messages: messagesFor(locale) });
}
