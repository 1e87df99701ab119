// Card names in the reader's language, as the table's edition prints them. The names come from the
// rule books (card-names.ts, each with its source); where none names a card it is translated and
// marked so. English is the names cards.json gives (card-names-en.generated.ts).
import type { Edition } from "@/lib/engine/catalogue";
import type { Locale } from "@/lib/i18n/locales";
import { localName } from "./card-names";
import { ENGLISH_NAMES } from "./card-names-en.generated";

/** The English name `edition` prints ("Czar & Carpenter" in the second); a first-edition name otherwise, the id for no card. */
export function cardNameIn(id: string, edition: Edition): string {
  return (edition === "second" ? ENGLISH_NAMES.second[id] : undefined) ?? ENGLISH_NAMES.first[id] ?? ENGLISH_NAMES.second[id] ?? id;
}

/** The English name `edition` prints on the card ("Czar & Carpenter" in the second), for tests and logs. */
export function cardName(id: string, edition: Edition = "first"): string {
  return cardNameIn(id, edition);
}

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
