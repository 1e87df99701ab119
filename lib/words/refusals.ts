// A refusal in the reader's sentence: the one place a DomainError (lib/errors: a code, a reason,
// its values) becomes words. A refused move is the engine's rule error, addressed to the player
// (./errors.ts); every other reason is `apiErrors.<reason>` of the catalogue, and a field's
// problem `apiErrors.zod.<reason>`. Values that are moments and waits are worded here: English
// keeps a moment as toUTCString (as the API has always said it), other languages say the date.
import { createTranslator } from "next-intl";
import { BOT_LEVELS } from "@/lib/bots";
import { DomainError, isWait, waitUnits, type InputIssue, type RefusalValues } from "@/lib/errors";
import { isLocale } from "@/lib/i18n/locales";
import { catalogueFor, requestLocale, type RequestLocale } from "@/lib/i18n/server";
import { ruleErrorText } from "./errors";
import { fieldLabel } from "./fields";

type Translator = ReturnType<typeof translatorIn>;

function translatorIn(locale: RequestLocale) {
  return createTranslator({ locale, messages: catalogueFor(locale) });
}

/** "under a minute", "2 minutes", "3 hours" (rounded up, as a wait is). */
export function waitWords(ms: number, t: Translator): string {
  const { unit, n } = waitUnits(ms);
  return unit === "under" ? t("apiErrors.underAMinute") : t(`apiErrors.${unit}`, { n });
}

/** A moment in UTC (the reader's zone is not known here): "Wednesday 25 November 2026 at 14:05 UTC". */
function momentWords(at: Date, locale: string): string {
  if (locale === "en") return at.toUTCString();
  return new Intl.DateTimeFormat(locale, {
    weekday: "long",
    day: "numeric",
    month: "long",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    timeZone: "UTC",
    timeZoneName: "short",
  }).format(at);
}

function worded(values: RefusalValues, t: Translator, locale: string): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(values)) {
    out[name] = value instanceof Date ? momentWords(value, locale) : isWait(value) ? waitWords(value.waitMs, t) : value;
  }
  return out;
}

const LEVEL_WORDS = { beginner: "bots.levelBeginner", standard: "bots.levelStandard", strong: "bots.levelStrong" } as const;

function issueWords(issue: InputIssue, t: Translator, locale: string): string {
  if (issue.reason === null) return issue.text;
  // The levels as the form names them, not their ids.
  const levels = () => new Intl.ListFormat(locale, { type: "disjunction" }).format(BOT_LEVELS.map((level) => t(LEVEL_WORDS[level])));
  const values = issue.reason === "botLevelUnknown" ? { levels: levels() } : issue.values;
  return t(`apiErrors.zod.${issue.reason}`, values);
}

/** Stands for the field's name while a sentence is said beside the field itself (valueProblemText). */
const BESIDE = "\u0000";

/** The refusal's sentence in `locale` (English for a pseudo-locale's rule errors); its field named as its form labels it. */
export function refusalText(error: DomainError, locale: RequestLocale, fieldWord?: string): string {
  if (error.rule) return ruleErrorText(error.rule, isLocale(locale) ? locale : "en", "player");
  const t = translatorIn(locale);
  const { field, issue } = error;
  const label = fieldWord ?? (field ? fieldLabel(field, (key) => t(key)) : "");
  if (issue) {
    const text = issueWords(issue, t, locale);
    if (!field) return t("apiErrors.invalidBody", { reason: text });
    return t("apiErrors.fieldSays", { field: label, reason: text });
  }
  const values = worded(error.values, t, locale);
  return t(`apiErrors.${error.reason}`, field ? { ...values, field: label } : values);
}

/**
 * What is wrong with one value a form holds, said beside that field (so without naming it):
 * "“bob@” is not a valid email address.", "You already sit at your own table."
 */
export function valueProblemText(error: DomainError, value: string, locale: RequestLocale): string {
  const t = translatorIn(locale);
  if (error.issue) return t("apiErrors.valueSays", { value, reason: issueWords(error.issue, t, locale) });
  // The sentence names its field first ("Invite players: …"): said beside the field, it goes.
  const text = refusalText(error, locale, BESIDE).replace(/^\u0000[\s:–]*/u, "").replaceAll(BESIDE, "");
  return text.charAt(0).toLocaleUpperCase(locale) + text.slice(1);
}

/** For server actions: a refusal in the reader's language (as pages get it), or null for any other error. */
export async function readersRefusal(error: unknown): Promise<{ code: string; message: string; field?: string } | null> {
  if (!(error instanceof DomainError)) return null;
  return { code: error.code, message: refusalText(error, await requestLocale()), field: error.field };
}
