// The one shape every translator has here (next-intl's useTranslations, serverTranslator,
// translatorFor), so a feature's word functions take any of them.
import { ApiError } from "@/lib/api/errors";
import { translatorFor } from "./messages";
import type { Locale } from "./locales";

export type Translate = (key: string, values?: Record<string, string | number>) => string;

/** A namespace's translator outside React and requests: mails, scripts, the English of lib's errors. */
export function namespaceTranslator(locale: Locale, namespace: string): Translate {
  const t = translatorFor(locale) as unknown as Translate;
  return (key, values) => t(`${namespace}.${key}`, values);
}

/**
 * An API error whose sentence is in the catalogue: English in `message` (logs, callers outside a
 * request), and the key, so a route or action answers in the reader's language
 * (lib/i18n/api-errors.ts) while `code` stays stable.
 */
export function catalogueError(
  status: number,
  code: string,
  namespace: string,
  key: string,
  values?: Record<string, string | number>,
  field?: string,
): ApiError {
  return new ApiError(status, code, namespaceTranslator("en", namespace)(key, values), field, undefined, { key: `${namespace}.${key}`, values });
}
