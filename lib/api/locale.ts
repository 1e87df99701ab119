// The language a JSON answer speaks, from the request itself: the signed-in reader's stored
// choice, the cookie, Accept-Language, English (the pseudo-locale by its cookie when enabled).
// From the Request rather than next/headers, so a handler called directly (tests, scripts)
// answers alike.
import { getUser } from "@/lib/auth";
import { cookieOf, DEFAULT_LOCALE, isLocale, localeOfHeaders, LOCALE_COOKIE, type Locale } from "@/lib/i18n/locales";
import { PSEUDO_LOCALE, pseudoLocaleEnabled } from "@/lib/i18n/pseudo";
import { requestLocale, type RequestLocale } from "@/lib/i18n/server";

export async function localeOfRequest(request: Request): Promise<RequestLocale> {
  if (pseudoLocaleEnabled() && cookieOf(request.headers, LOCALE_COOKIE) === PSEUDO_LOCALE) return PSEUDO_LOCALE;
  return readerLocale(request);
}

/** As localeOfRequest, one of the real languages only (for words said outside the catalogue's translators). */
export async function readerLocale(request: Request): Promise<Locale> {
  // The database may be what failed: a reader we cannot look up reads their browser's language.
  const user = await getUser().catch(() => null);
  if (!isLocale(user?.locale) && !request.headers.has("accept-language") && !cookieOf(request.headers, LOCALE_COOKIE)) {
    // A Request that says nothing of its reader (one a caller built, not the browser's): the
    // request scope's own answer, as pages and actions get it (English outside a request).
    const scoped = await requestLocale();
    return isLocale(scoped) ? scoped : DEFAULT_LOCALE;
  }
  return localeOfHeaders(request.headers, user?.locale);
}
