// next-intl's types for Neva (next-intl's "TypeScript augmentation"): the English catalogue is the
// shape of every language's (tests/i18n/messages.test.ts keeps ru/fr/it/ja to it), so every key
// given to useTranslations, getTranslations, createTranslator (translatorFor, serverTranslator) is
// checked: a key missing from messages/en.json fails `npm run typecheck`
// (tests/i18n/typed-keys.test.ts proves it with @ts-expect-error).
import type en from "@/messages/en.json";
import type { RequestLocale } from "@/lib/i18n/locales";

declare module "next-intl" {
  interface AppConfig {
    /** One of Neva's languages, or the browser tests' pseudo-locale (lib/i18n/pseudo.ts). */
    Locale: RequestLocale;
    Messages: typeof en;
  }
}
