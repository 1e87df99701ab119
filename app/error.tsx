"use client";

// Shown when a page fails after it started. The usual cause is a database that went away in
// the middle of the request (proxy.ts answers 503 for every request while it stays away).
import { useBrowserLocale, useLazyWords } from "@/components/lazy-words";
import { DEFAULT_LOCALE, isLocale, type Locale } from "@/lib/i18n/locales";

// The root layout writes the reader's language on <html lang>; this page sits outside every
// section's words (components/client-words.tsx), so it reads the language there and fetches its
// words when it is shown (components/lazy-words.ts).
const pageLocale = (): Locale => {
  const lang = document.documentElement.lang;
  return isLocale(lang) ? lang : DEFAULT_LOCALE;
};

export default function ErrorPage({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const locale = useBrowserLocale(pageLocale);
  const t = useLazyWords(locale, "errorsPage");
  return (
    <section className="flex flex-col gap-3" aria-busy={t ? undefined : true}>
      <h1 className="text-2xl font-bold">{t ? t("unavailableTitle") : "Neva"}</h1>
      {t && <p>{t("unavailableBody")}</p>}
      <p>
        <button type="button" onClick={reset} className="rounded-md bg-neva-600 px-3 py-1.5 font-semibold text-white hover:bg-neva-700">
          {t ? t("tryAgain") : "↻"}
        </button>
      </p>
    </section>
  );
}
