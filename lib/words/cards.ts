// Card names in the reader's language, as the table's edition prints them. The names come from the
// rule books (card-names.ts, each with its source); where none names a card it is translated and
// marked so. English is the names cards.json gives (card-names-en.generated.ts).
import type { Edition } from "@/lib/engine/catalogue";
import type { Locale } from "@/lib/i18n/locales";
import { localName } from "./card-names";
import { cardNameIn } from "./card-names-en";

export { cardName, cardNameIn } from "./card-names-en";

export function cardNameFor(id: string, edition: Edition, locale: Locale): string {
  return (locale === "en" ? undefined : localName(id, edition, locale)) ?? cardNameIn(id, edition);
}

/** A card list in the reader's punctuation ("Library, Author"; 「図書館、作家」). */
export function listOf(items: readonly string[], locale: Locale): string {
  return items.join(locale === "ja" ? "、" : ", ");
}

/**
 * English grammar, so in words rather than the engine (issue 20): "a Library", "an Observatory",
 * for English sentences of the game log (the catalogue's `{card_a}`).
 */
export function withArticle(id: string, edition: Edition = "first"): string {
  const name = cardNameIn(id, edition);
  return /^[AEIOU]/.test(name) ? `an ${name}` : `a ${name}`;
}
