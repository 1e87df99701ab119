// Table talk's server side of the catalogue: English for what lib keeps before anyone reads it,
// and errors that carry their catalogue sentence so routes answer in the reader's language.
import type { ApiError } from "@/lib/api/errors";
import { catalogueError } from "@/lib/api/catalogue-error";
import { namespaceTranslator } from "@/lib/i18n/translate";
import { talkWords } from "./talk-words";

export { talkWords, UNKNOWN_NAME, tabUnread, mailTalkLine, type TalkWords } from "./talk-words";

/** English, for what lib stores or logs before anyone reads it (a seat's name when the player has none). */
export const TALK_EN = talkWords(namespaceTranslator("en", "talk"));

/** An API error of table talk (catalogueError in the "talk" namespace). */
export function talkError(status: number, code: string, key: string, values?: Record<string, string | number>, field?: string): ApiError {
  return catalogueError(status, code, "talk", key, values, field);
}
