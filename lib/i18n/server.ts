// The reader's language on the server, one rule for every place that needs it: next-intl's request
// config (i18n/request.ts), pages, server actions. Built on next-intl's createTranslator rather
// than its request-bound getTranslations, so a server action or page called outside a Next.js
// request (scripts, the vitest suites that call them directly) still answers, in English.
import { cookies, headers } from "next/headers";
import { createFormatter, createTranslator, IntlErrorCode } from "next-intl";
import { cache } from "react";
import { getUser } from "@/lib/auth/session";
import { isTimeZone, storedTimeZone } from "@/lib/mail/prefs";
import { DEFAULT_LOCALE, LOCALE_COOKIE, resolveLocale, type RequestLocale } from "./locales";
import { messagesFor, type Messages, type Namespace, type Translator } from "./messages";
import { PSEUDO_LOCALE, pseudoLocaleEnabled, pseudoMessages } from "./pseudo";
import { TIME_ZONE_COOKIE, timeZoneOrNull } from "./zone";

export type { RequestLocale };

/** Whose language (lib/i18n/locales.ts); the pseudo-locale only by its cookie and only when enabled. Once per request. */
export const requestLocale = cache(async (): Promise<RequestLocale> => {
  let cookie: string | undefined;
  let acceptLanguage: string | null;
  try {
    const [jar, head] = await Promise.all([cookies(), headers()]);
    cookie = jar.get(LOCALE_COOKIE)?.value;
    acceptLanguage = head.get("accept-language");
  } catch {
    // Outside a request there is no reader: English, as before there were languages.
    return DEFAULT_LOCALE;
  }
  if (cookie === PSEUDO_LOCALE && pseudoLocaleEnabled()) return PSEUDO_LOCALE;
  // The database may be away: the language then comes from the browser (the page's own reads
  // answer 503; choosing words must not turn that into a 500).
  const user = await getUser().catch(() => null);
  return resolveLocale({ stored: user?.locale, cookie, acceptLanguage });
});

/**
 * The reader's time zone for dates and times on pages (issue 33): a signed-in player's own (the
 * zone of their mail preferences, taken from their browser at their first sign-in and chosen in
 * Settings → Mail), else the browser's (its cookie, lib/i18n/zone.ts), else UTC, which the pages
 * then name. Once per request.
 */
export const requestTimeZone = cache(async (): Promise<string> => {
  let browser: string | null;
  try {
    const [jar] = await Promise.all([cookies(), headers()]);
    browser = timeZoneOrNull(jar.get(TIME_ZONE_COOKIE)?.value);
  } catch {
    return "UTC";
  }
  const user = await getUser().catch(() => null);
  if (!user) return browser ?? "UTC";
  // The database may be away: the page's own reads answer for it; its dates fall back to the browser's zone.
  const stored = await storedTimeZone(user.email).catch(() => null);
  return stored && isTimeZone(stored) ? stored : (browser ?? "UTC");
});

let pseudo: Messages | null = null;

export function catalogueFor(locale: RequestLocale): Messages {
  if (locale === PSEUDO_LOCALE) return (pseudo ??= pseudoMessages(messagesFor("en")));
  return messagesFor(locale);
}

// A key missing from a catalogue is a defect (tests/i18n/messages.test.ts checks every file):
// log it, and show the key itself rather than English, so a page with one cannot pass for translated.
export function onError(error: { code: string; message: string }) {
  console.error(error.code === IntlErrorCode.MISSING_MESSAGE ? `i18n: ${error.message}` : `i18n: ${error.code}: ${error.message}`);
}

export function getMessageFallback({ namespace, key }: { namespace?: string; key: string }): string {
  return `⚠${namespace ? `${namespace}.` : ""}${key}`;
}

/**
 * The translator of `namespace` (messages' top-level key, or none for the root) in the reader's
 * language: next-intl's, so every key is checked against messages/en.json (i18n/config.d.ts).
 */
export async function serverTranslator<N extends Namespace = never>(namespace?: N): Promise<Translator<N>> {
  const locale = await requestLocale();
  return createTranslator({ locale, messages: catalogueFor(locale), namespace, onError, getMessageFallback });
}

/** Numbers and dates in the reader's language. */
export async function serverFormatter() {
  const [locale, timeZone] = await Promise.all([requestLocale(), requestTimeZone()]);
  return createFormatter({ locale, timeZone, onError });
}
