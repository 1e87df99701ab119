"use client";

import { useSyncExternalStore } from "react";
import { createTranslator } from "next-intl";
import { DEFAULT_LOCALE, LOCALE_COOKIE, resolveLocale, type Locale } from "@/lib/i18n/locales";
import { messagesFor } from "@/lib/i18n/messages";

// The root layout reads the session, so a database lost mid-request can fail it too; this page
// replaces the whole document then (see app/error.tsx for the others). Without the layout there is
// no next-intl provider and no session: the language comes from the browser itself (the picker's
// cookie, else its languages). Read as an external store whose server snapshot is English: the
// server's English render hydrates cleanly, then the page re-renders in the browser's language.
function browserLocale(): Locale {
  const cookie = document.cookie
    .split("; ")
    .find((c) => c.startsWith(`${LOCALE_COOKIE}=`))
    ?.slice(LOCALE_COOKIE.length + 1);
  return resolveLocale({ cookie, acceptLanguage: navigator.languages.join(",") });
}

// Neither the cookie nor the browser's languages are watched while this page shows.
const noChanges = () => () => {};
const serverLocale = (): Locale => DEFAULT_LOCALE;

export default function GlobalError({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const locale = useSyncExternalStore(noChanges, browserLocale, serverLocale);
  const t = createTranslator({ locale, messages: messagesFor(locale), namespace: "globalError" });
  return (
    <html lang={locale}>
      <body style={{ fontFamily: "system-ui, sans-serif", maxWidth: "40rem", margin: "4rem auto", padding: "0 1rem" }}>
        <h1>{t("title")}</h1>
        <p>{t("body")}</p>
        <button type="button" onClick={reset}>
          {t("retry")}
        </button>
      </body>
    </html>
  );
}
