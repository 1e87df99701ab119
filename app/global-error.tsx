"use client";

import { useBrowserLocale, useLazyWords } from "@/components/lazy-words";
import { LOCALE_COOKIE, resolveLocale, type Locale } from "@/lib/i18n/locales";

// The root layout reads the session, so a database lost mid-request can fail it too; this page
// replaces the whole document then (see app/error.tsx for the others). Without the layout there is
// no session: the language comes from the browser itself (the picker's cookie, else its
// languages), read once in the browser (useBrowserLocale); the page speaks it once its words arrive.
function browserLocale(): Locale {
  const cookie = document.cookie
    .split("; ")
    .find((c) => c.startsWith(`${LOCALE_COOKIE}=`))
    ?.slice(LOCALE_COOKIE.length + 1);
  return resolveLocale({ cookie, acceptLanguage: navigator.languages.join(",") });
}

export default function GlobalError({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const locale = useBrowserLocale(browserLocale);
  const t = useLazyWords(locale, "globalError");
  return (
    <html lang={locale}>
      <body style={{ fontFamily: "system-ui, sans-serif", maxWidth: "40rem", margin: "4rem auto", padding: "0 1rem" }}>
        {/* Until the words arrive (or if they cannot): the name and a bare retry button. */}
        <h1>{t ? t("title") : "Neva"}</h1>
        {t && <p>{t("body")}</p>}
        <button type="button" onClick={reset}>
          {t ? t("retry") : "↻"}
        </button>
      </body>
    </html>
  );
}
