// Table talk's English for what lib keeps before anyone reads it (a seat's name when the player
// has none). Words live in lib/words/talk.ts; this is the one place the domain borrows them.
import { namespaceTranslator } from "@/lib/i18n/translate";
import { talkWords } from "@/lib/words/talk";

export { UNKNOWN_NAME } from "@/lib/words/talk";

/** English, for what lib stores or logs before anyone reads it (a seat's name when the player has none). */
export const TALK_EN = talkWords(namespaceTranslator("en", "talk"));
