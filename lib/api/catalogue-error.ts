// An API error whose sentence is in the catalogue (issue 20). Here rather than in lib/i18n, so
// that errors depend on words and words on nothing of lib/api.
import { englishSentence } from "@/lib/i18n/translate";
import { ApiError } from "./errors";

/**
 * An API error whose sentence is in the catalogue: English in `message` (logs, callers outside a
 * request), and the key, so a route or action answers in the reader's language
 * (lib/words/api-errors.ts) while `code` stays stable.
 */
export function catalogueError(
  status: number,
  code: string,
  namespace: string,
  key: string,
  values?: Record<string, string | number>,
  field?: string,
): ApiError {
  const sentence = { key: `${namespace}.${key}`, values };
  return new ApiError(status, code, englishSentence(sentence), field, undefined, sentence);
}
