// API errors in the reader's language, said at the one boundary where a response is made
// (jsonRoute, and so gameRoute; the lobby's server actions): the error's `code` never changes,
// its `message` is the reader's sentence.
//
// Which sentence: a refused move's rule error (engine data) addressed to the player; else the
// catalogue sentence an error carries (catalogueError, lib/limits' refusals); else the English
// message itself, recognised among the English of the `apiErrors` namespace (its arguments read
// back out of it), so the many `new ApiError(status, code, "English.")` of lib keep working and
// speak every language once their sentence is in the catalogue. Anything else stays English.
import type { AbstractIntlMessages } from "next-intl";
import { createTranslator } from "next-intl";
import { ApiError, type SayError, type SayableError } from "@/lib/api/errors";
import { getUser } from "@/lib/auth";
import { cookieOf, DEFAULT_LOCALE, isLocale, localeOfHeaders, LOCALE_COOKIE, type Locale } from "@/lib/i18n/locales";
import { messagesFor } from "@/lib/i18n/messages";
import { PSEUDO_LOCALE, pseudoLocaleEnabled } from "@/lib/i18n/pseudo";
import { catalogueFor, requestLocale, type RequestLocale } from "@/lib/i18n/server";
import { saySentence, type Translate } from "@/lib/i18n/translate";
import { ruleErrorText } from "./errors";

type Pattern = { key: string; regex: RegExp; args: string[] };

/** An English ICU message with plain `{arg}`s (and '…' quoting) as an anchored regex capturing its arguments. */
function patternOf(key: string, message: string): Pattern | null {
  if (/\{\s*\w+\s*,/.test(message)) return null; // plurals and selects cannot be read back
  let source = "";
  const args: string[] = [];
  for (let i = 0; i < message.length; i++) {
    const ch = message[i];
    if (ch === "'" && /['{}]/.test(message[i + 1] ?? "")) {
      const end = message[i + 1] === "'" ? i + 1 : message.indexOf("'", i + 1);
      const literal = message[i + 1] === "'" ? "'" : message.slice(i + 1, end);
      source += literal.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
      i = end;
    } else if (ch === "{") {
      const end = message.indexOf("}", i);
      args.push(message.slice(i + 1, end).trim());
      source += "(.+?)";
      i = end;
    } else source += ch.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  }
  return { key, regex: new RegExp(`^${source}$`, "s"), args };
}

function flatten(tree: Record<string, unknown>, prefix: string): [string, string][] {
  return Object.entries(tree).flatMap(([k, v]) => (typeof v === "string" ? [[`${prefix}.${k}`, v] as [string, string]] : flatten(v as Record<string, unknown>, `${prefix}.${k}`)));
}

const SPECIAL = new Set(["apiErrors.fieldSays", "apiErrors.invalidBody"]);
let patterns: { whole: Pattern[]; reasons: Pattern[] } | null = null;

function englishPatterns() {
  if (!patterns) {
    const all = flatten(messagesFor("en").apiErrors as Record<string, unknown>, "apiErrors").flatMap(([key, text]) => {
      const pattern = SPECIAL.has(key) ? null : patternOf(key, text);
      return pattern ? [pattern] : [];
    });
    // Longer English first: "… integer: the number of …" before "… integer.".
    all.sort((a, b) => b.regex.source.length - a.regex.source.length);
    patterns = { whole: all.filter((p) => !p.key.startsWith("apiErrors.zod.")), reasons: all.filter((p) => p.key.startsWith("apiErrors.zod.")) };
  }
  return patterns;
}

/** Numbers read back out of English ("65,536") are numbers again, for the plurals of other languages. */
function valueOf(text: string): string | number {
  return /^\d{1,3}(,\d{3})*$|^\d+$/.test(text) ? Number(text.replace(/,/g, "")) : text;
}

function recognise(message: string, among: Pattern[]): { key: string; values: Record<string, string | number> } | null {
  for (const pattern of among) {
    const match = pattern.regex.exec(message);
    if (match) return { key: pattern.key, values: Object.fromEntries(pattern.args.map((arg, i) => [arg, valueOf(match[i + 1])])) };
  }
  return null;
}

/** An English error sentence in `t`'s language, or null when the catalogue does not know it. */
function translated(error: SayableError, t: Translate): string | null {
  const { whole, reasons } = englishPatterns();
  const known = recognise(error.message, whole);
  if (known) return t(known.key, known.values);
  // badRequest's "field: what is wrong" (lib/games/issues.ts) and its field-less form.
  const { field } = error;
  if (field && error.message.startsWith(`${field}: `)) {
    const reason = recognise(error.message.slice(field.length + 2), reasons);
    if (reason) return t("apiErrors.fieldSays", { field, reason: t(reason.key, reason.values) });
  }
  const body = /^The request body is not valid: (.+)\.$/s.exec(error.message);
  const reason = body && recognise(body[1], reasons);
  return reason ? t("apiErrors.invalidBody", { reason: t(reason.key, reason.values) }) : null;
}

/** The words of errors in `locale`: a SayError for toErrorResponse. */
export function apiWords(locale: RequestLocale): SayError {
  const t = createTranslator({ locale, messages: catalogueFor(locale) as AbstractIntlMessages }) as unknown as Translate;
  return (error) => {
    if (error.rule) return ruleErrorText(error.rule, isLocale(locale) ? locale : "en", "player");
    if (error.sentence) return saySentence(error.sentence, t, locale);
    if (locale === "en") return error.message;
    return translated(error, t) ?? error.message;
  };
}

/**
 * A request's language from the request itself: the signed-in reader's stored choice, the
 * cookie, Accept-Language, English (the pseudo-locale by its cookie when enabled). From the
 * Request rather than next/headers, so a handler called directly (tests, scripts) answers alike.
 */
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

export async function apiWordsFor(request: Request): Promise<SayError> {
  return apiWords(await localeOfRequest(request));
}

/**
 * For server actions, which answer with an ApiError's sentence (components/lobby/actions.ts):
 * the error with its message in the reader's language (requestLocale), its `code` unchanged.
 */
export async function inReadersLanguage(error: unknown, locale?: Locale): Promise<unknown> {
  if (!(error instanceof ApiError)) return error;
  error.message = apiWords(locale ?? (await requestLocale()))(error);
  return error;
}
