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
  error.message = t(error.sentence.key, error.sentence.values);
  return error;
}
