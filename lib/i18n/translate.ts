// The one shape every translator has here (next-intl's useTranslations, serverTranslator,
// translatorFor), so a feature's word functions take any of them; and the sentences API errors
// carry (a catalogue key with its values), said in any language. It imports nothing of lib/api:
// errors point at words, never back (lib/api/catalogue-error.ts builds the error).
import { translatorFor } from "./messages";
import type { Locale } from "./locales";

/** A sentence of the catalogue: `key` is "namespace.key" in messages/*.json. */
export type CatalogueSentence = {
  key: string;
  values?: Record<string, string | number>;
  /** Values that are moments (epoch ms): English keeps the string in `values`, other languages format these in UTC. */
  moments?: Record<string, number>;
  /** Values that are waits (ms): "2 minutes", "через 2 минуты", said in every language. */
  durations?: Record<string, number>;
};

export type Translate = (key: string, values?: Record<string, string | number>) => string;

/** A namespace's translator outside React and requests: mails, scripts, the English of lib's errors. */
export function namespaceTranslator(locale: Locale, namespace: string): Translate {
  const t = translatorFor(locale) as unknown as Translate;
  return (key, values) => t(`${namespace}.${key}`, values);
}

/** "under a minute", "2 minutes", "3 hours" (rounded up, as a wait is): `t` translates the whole catalogue. */
export function durationWords(ms: number, t: Translate): string {
  if (ms < 60_000) return t("apiErrors.underAMinute");
  const minutes = Math.ceil(ms / 60_000);
  return minutes < 90 ? t("apiErrors.minutes", { n: minutes }) : t("apiErrors.hours", { n: Math.ceil(minutes / 60) });
}

/** A moment for an error sentence: "Wednesday 25 November 2026 at 14:05 UTC", in UTC (the reader's zone is not known here). */
function momentWords(ms: number, locale: string): string {
  return new Intl.DateTimeFormat(locale === "en" ? "en-GB" : locale, {
    weekday: "long",
    day: "numeric",
    month: "long",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    timeZone: "UTC",
    timeZoneName: "short",
  }).format(ms);
}

/**
 * A catalogue sentence in the language of `t` (`locale` names it for dates). Moments: English
 * keeps the string its values already hold (as the sentence was first said); durations are said
 * in every language.
 */
export function saySentence(sentence: CatalogueSentence, t: Translate, locale: string): string {
  const values: Record<string, string | number> = { ...sentence.values };
  if (locale !== "en") for (const [name, ms] of Object.entries(sentence.moments ?? {})) values[name] = momentWords(ms, locale);
  for (const [name, ms] of Object.entries(sentence.durations ?? {})) values[name] = durationWords(ms, t);
  return t(sentence.key, values);
}

/** The English of a catalogue sentence: an ApiError's `message` (logs, callers outside a request). */
export function englishSentence(sentence: CatalogueSentence): string {
  return saySentence(sentence, translatorFor("en") as unknown as Translate, "en");
}
