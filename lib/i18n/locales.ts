// The languages Neva speaks, and whose language a request is. Adding a language: one line here,
// one messages file (messages/<locale>.json) and one column of card names (docs/languages.md).
// No locale in the URL: links in mails and bookmarks keep working; the language belongs to the reader.
import { LOCALE_COOKIE } from "@/lib/players/locale-cookie";
import type { PSEUDO_LOCALE } from "./pseudo";

/**
 * The languages Neva speaks, each with its own name for the picker (always written in that
 * language). Adding a language is one line here (docs/languages.md); LOCALES and Locale follow.
 */
export const LOCALE_NAMES = {
  en: "English",
  ru: "Русский",
  fr: "Français",
  it: "Italiano",
  ja: "日本語",
} as const;

export type Locale = keyof typeof LOCALE_NAMES;
/** A request's language: one of ours, or the browser tests' pseudo-locale (./pseudo.ts). next-intl's `Locale` (i18n/config.d.ts). */
export type RequestLocale = Locale | typeof PSEUDO_LOCALE;
export const LOCALES = Object.keys(LOCALE_NAMES) as [Locale, ...Locale[]];
export const DEFAULT_LOCALE: Locale = "en";

export { LOCALE_COOKIE };


export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}

/**
 * The best of our languages for an Accept-Language header (RFC 9110: tags with q-values), by
 * primary subtag: "ru-RU;q=0.9" asks for ru. Null when none of ours is asked for. Hand-written:
 * twenty lines against a dependency; the header is hostile input, so its length is bounded.
 */
export function matchAcceptLanguage(header: string | null | undefined): Locale | null {
  if (!header) return null;
  const ranked = header
    .slice(0, 1000)
    .split(",")
    .slice(0, 40)
    .map((part, index) => {
      const [tag, ...params] = part.trim().split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      const weight = q ? Number(q.slice(2)) : 1;
      return { primary: tag.trim().toLowerCase().split("-")[0], weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((entry) => entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  for (const { primary } of ranked) if (isLocale(primary)) return primary;
  return null;
}

/** Whose language: the stored choice of a signed-in reader, else the cookie, else Accept-Language, else English. */
export function resolveLocale(input: { stored?: string | null; cookie?: string | null; acceptLanguage?: string | null }): Locale {
  if (isLocale(input.stored)) return input.stored;
  if (isLocale(input.cookie)) return input.cookie;
  return matchAcceptLanguage(input.acceptLanguage) ?? DEFAULT_LOCALE;
}

/** A cookie's value from a request's Cookie header (hostile input: read, never trusted beyond isLocale). */
export function cookieOf(headers: Headers, name: string): string | null {
  for (const part of (headers.get("cookie") ?? "").slice(0, 8000).split(";")) {
    const [key, ...value] = part.trim().split("=");
    if (key === name) {
      try {
        return decodeURIComponent(value.join("="));
      } catch {
        return null;
      }
    }
  }
  return null;
}

/**
 * The language a request itself names, or null when it names none of ours: the language cookie
 * (the reader's choice on this browser), else the best of Accept-Language. For a sign-in link asked
 * for outside Neva's own form (issue 33): English was only a fallback, never the reader's word.
 */
export function namedLocaleOfHeaders(headers: Headers): Locale | null {
  return namedLocale({ cookie: cookieOf(headers, LOCALE_COOKIE), acceptLanguage: headers.get("accept-language") });
}

/** The same from what a request said, kept as data (the sign-in mail's `asked`, lib/mail/sign-in.ts). */
export function namedLocale(asked: { cookie?: unknown; acceptLanguage?: unknown } | null | undefined): Locale | null {
  if (!asked) return null;
  if (isLocale(asked.cookie)) return asked.cookie;
  return typeof asked.acceptLanguage === "string" ? matchAcceptLanguage(asked.acceptLanguage) : null;
}

/** A request's language from its own headers (route handlers, the proxy): `stored` (the reader's choice) first. */
export function localeOfHeaders(headers: Headers, stored?: string | null): Locale {
  return resolveLocale({ stored, cookie: cookieOf(headers, LOCALE_COOKIE), acceptLanguage: headers.get("accept-language") });
}
