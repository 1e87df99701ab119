// A namespace's translator outside React and requests (mails, scripts, tests): next-intl's own
// (createTranslator), so every key is checked against messages/en.json (i18n/config.d.ts). Inside
// React it is useTranslations(namespace); on a page or in a server action serverTranslator(namespace).
import type { Locale } from "./locales";
import { translatorFor, type Namespace, type Translator } from "./messages";

/** The translator of `namespace` in `locale`: `namespaceTranslator("ru", "talk")("send")`. */
export function namespaceTranslator<N extends Namespace>(locale: Locale, namespace: N): Translator<N> {
  return translatorFor(locale, namespace);
}
