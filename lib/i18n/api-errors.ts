// An API error that names a catalogue sentence answers in the reader's language: the request's
// locale (requestLocale: stored choice, cookie, Accept-Language, English). Its `code` never changes.
import { ApiError } from "@/lib/api/errors";
import { catalogueFor, requestLocale } from "./server";
import { createTranslator, type AbstractIntlMessages } from "next-intl";
import type { Translate } from "./translate";

export async function inReadersLanguage(error: unknown): Promise<unknown> {
  if (!(error instanceof ApiError) || !error.sentence) return error;
  const locale = await requestLocale();
  if (locale === "en") return error;
  const t = createTranslator({ locale, messages: catalogueFor(locale) as AbstractIntlMessages }) as unknown as Translate;
  const moments = Object.fromEntries(
    Object.entries(error.sentence.moments ?? {}).map(([name, ms]) => [
      name,
      new Intl.DateTimeFormat(locale, { weekday: "long", day: "numeric", month: "long", year: "numeric", hour: "2-digit", minute: "2-digit", timeZone: "UTC", timeZoneName: "short" }).format(ms),
    ]),
  );
  error.message = t(error.sentence.key, { ...error.sentence.values, ...moments });
  return error;
}
