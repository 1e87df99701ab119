// The language catalogue: one messages file per locale, read the same way by pages (next-intl's
// request config), route handlers and the mail worker (translatorFor), so a mail or an API error
// speaks the reader's language without going through React.
import { createTranslator, type NamespaceKeys, type NestedKeyOf } from "next-intl";
import en from "@/messages/en.json";
import fr from "@/messages/fr.json";
import it from "@/messages/it.json";
import ja from "@/messages/ja.json";
import ru from "@/messages/ru.json";
import { DEFAULT_LOCALE, type Locale } from "./locales";

/** The catalogue's shape: English's, which every language keeps (tests/i18n/messages.test.ts); next-intl's `Messages` (i18n/config.d.ts). */
export type Messages = typeof en;

/** A namespace of the catalogue: a top-level key ("talk") or a nested one ("table.move"). */
export type Namespace = NamespaceKeys<Messages, NestedKeyOf<Messages>>;

/** next-intl's translator of `N` (the whole catalogue without one): every key it is given is checked. */
export type Translator<N extends Namespace = never> = ReturnType<typeof createTranslator<Messages, N>>;

// Without casts: a key English has and another language lacks fails the typecheck here (and
// tests/i18n/messages.test.ts checks the other way, and every message's arguments).
const catalogue: Record<Locale, Messages> = { en, ru, fr, it, ja };

export function messagesFor(locale: Locale): Messages {
  return catalogue[locale] ?? catalogue[DEFAULT_LOCALE];
}

/** A translator outside React (mail worker, route handlers, scripts); `namespace` as next-intl's useTranslations. */
export function translatorFor<N extends Namespace = never>(locale: Locale, namespace?: N): Translator<N> {
  return createTranslator({ locale, messages: messagesFor(locale), namespace });
}
