"use client";

// The words of the two error pages (app/error.tsx, app/global-error.tsx). Next loads both pages'
// code with every page, so they fetch the one catalogue they need only when they are shown:
// importing the catalogues put half a megabyte on every page's first load, and a provider around
// every page put the 80 KB catalogue in every page's HTML (issue 38: the home page's speed).
import { useEffect, useState, useSyncExternalStore } from "react";
import { DEFAULT_LOCALE, type Locale } from "@/lib/i18n/locales";
import type { Messages } from "@/lib/i18n/messages";

const catalogues: Record<Locale, () => Promise<{ default: Messages }>> = {
  en: () => import("@/messages/en.json"),
  ru: () => import("@/messages/ru.json"),
  fr: () => import("@/messages/fr.json"),
  it: () => import("@/messages/it.json"),
  ja: () => import("@/messages/ja.json"),
};

type ErrorWords = "globalError" | "errorsPage";
type Words<N extends ErrorWords> = (key: keyof Messages[N] & string) => string;

// The language is read once, in the browser, from what the page says of it (`browserLocale`); the
// server's snapshot is English, so the server's render hydrates cleanly and the page then speaks
// the reader's language. Nothing is watched while an error page shows.
const noChanges = () => () => {};
const serverLocale = (): Locale => DEFAULT_LOCALE;

/** The reader's language as an error page finds it in the browser (English on the server). */
export function useBrowserLocale(browserLocale: () => Locale): Locale {
  return useSyncExternalStore(noChanges, browserLocale, serverLocale);
}

/**
 * The words of `namespace` in `locale` once they have arrived; null until then, or if they cannot
 * (the network gone too). next-intl's formatter comes with them, for the same reason.
 */
export function useLazyWords<N extends ErrorWords>(locale: Locale, namespace: N): Words<N> | null {
  const [words, setWords] = useState<{ locale: Locale; t: Words<N> } | null>(null);
  useEffect(() => {
    let current = true;
    Promise.all([import("next-intl"), catalogues[locale]()]).then(
      ([{ createTranslator }, m]) => {
        // Plain strings (no arguments): the key is checked where the page asks for it.
        const t = createTranslator({ locale, messages: m.default, namespace }) as unknown as Words<N>;
        if (current) setWords({ locale, t });
      },
      () => {},
    );
    return () => {
      current = false;
    };
  }, [locale, namespace]);
  return words?.locale === locale ? words.t : null;
}
