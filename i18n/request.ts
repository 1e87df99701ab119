// next-intl's request configuration (wired in next.config.js): the reader's language for every
// server render, with no locale in the URL (lib/i18n/locales.ts says whose language wins).
import { cookies, headers } from "next/headers";
import { IntlErrorCode } from "next-intl";
import { getRequestConfig } from "next-intl/server";
import { getUser } from "@/lib/auth/session";
import { LOCALE_COOKIE, resolveLocale } from "@/lib/i18n/locales";
import { messagesFor } from "@/lib/i18n/messages";
import { PSEUDO_LOCALE, pseudoLocaleEnabled, pseudoMessages } from "@/lib/i18n/pseudo";

let pseudo: ReturnType<typeof messagesFor> | null = null;

export default getRequestConfig(async () => {
  const [user, jar, head] = await Promise.all([getUser(), cookies(), headers()]);
  const cookie = jar.get(LOCALE_COOKIE)?.value;
  // The pseudo-locale (tests only) is chosen by cookie and never stored on a user.
  if (cookie === PSEUDO_LOCALE && pseudoLocaleEnabled()) {
    pseudo ??= pseudoMessages(messagesFor("en"));
    return { locale: PSEUDO_LOCALE, messages: pseudo, onError, getMessageFallback };
  }
  const locale = resolveLocale({ stored: user?.locale, cookie, acceptLanguage: head.get("accept-language") });
  return { locale, messages: messagesFor(locale), onError, getMessageFallback };
});

// A key missing from a catalogue is a defect (tests/i18n/messages.test.ts checks every file):
// log it, and show the key itself rather than English, so a page with one cannot pass for translated.
function onError(error: { code: string; message: string }) {
  if (error.code === IntlErrorCode.MISSING_MESSAGE) console.error(`i18n: ${error.message}`);
  else console.error("i18n:", error.message);
}

function getMessageFallback({ namespace, key }: { namespace?: string; key: string }): string {
  return `⚠${namespace ? `${namespace}.` : ""}${key}`;
}
