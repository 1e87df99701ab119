// Card names in the reader's language, as the table's edition prints them. The names come from the
// rule books (card-names.ts, each with its source); where none names a card it is translated and
// marked so. English is the names cards.json gives (card-names-en.generated.ts).
import { allCardIds, isCardId, marketSymbols, type CardId, type Edition, type MarketSymbol } from "@/lib/engine/catalogue";
import type { Locale } from "@/lib/i18n/locales";
import { localName } from "./card-names";
import { cardNameIn } from "./card-names-en";

export { cardName, cardNameIn } from "./card-names-en";

/**
 * The Market's symbols in each language (as messages' table.symbol say them), for the names of
 * cards that differ only by their symbol. Here rather than through a translator: card names are
 * worded in client components too, which must not carry every language's catalogue.
 */
const SYMBOL_WORDS: Record<Locale, Record<MarketSymbol, string>> = {
  en: { grain: "grain", chicken: "chicken", apple: "apple", fish: "fish", vegetable: "vegetable" },
  ru: { grain: "зерно", chicken: "курица", apple: "яблоко", fish: "рыба", vegetable: "овощи" },
  fr: { grain: "céréales", chicken: "poulet", apple: "pomme", fish: "poisson", vegetable: "légumes" },
  it: { grain: "grano", chicken: "pollo", apple: "mela", fish: "pesce", vegetable: "verdura" },
  ja: { grain: "穀物", chicken: "鶏", apple: "りんご", fish: "魚", vegetable: "野菜" },
};

/** Second-edition names that more than one card prints (Ship Builder, Market), found once. */
let sharedSecond: Set<string> | null = null;
function sharedSecondNames(): Set<string> {
  if (sharedSecond) return sharedSecond;
  const seen = new Set<string>();
  sharedSecond = new Set();
  for (const id of allCardIds()) {
    const name = cardNameIn(id, "second");
    if (seen.has(name)) sharedSecond.add(name);
    seen.add(name);
  }
  return sharedSecond;
}

/**
 * The card's name as `edition` prints it in `locale`. Second-edition cards that differ only by
 * their market symbol say it (issue 34): "Ship Builder (fish)", "Market (?)", so two of them in a
 * list or two buttons of the exchange chooser never read alike.
 */
export function cardNameFor(id: string, edition: Edition, locale: Locale): string {
  const name = (locale === "en" ? undefined : localName(id, edition, locale)) ?? cardNameIn(id, edition);
  if (edition !== "second" || !isCardId(id)) return name;
  const symbols = Object.keys(marketSymbols(id)) as (MarketSymbol | "joker")[];
  if (symbols.length === 0 || !sharedSecondNames().has(cardNameIn(id, "second"))) return name;
  const words = symbols.map((s) => (s === "joker" ? "?" : (SYMBOL_WORDS[locale] ?? SYMBOL_WORDS.en)[s])).join(", ");
  return locale === "ja" ? `${name}（${words}）` : `${name} (${words})`;
}

/**
 * The cards some sentences name in every language (refusals, log lines): `{pub}`, `{observatory}`,
 * ... each filled with that card's title in the reader's language and the table's edition, so no
 * sentence types a card's name (issue 33).
 */
export const NAMED_CARDS = {
  observatory: "observatory",
  pub: "pub",
  tradingHouse: "trading-house",
  prison: "debtors-prison",
  guildHall: "guild-hall",
  sycophant: "sycophant",
  pickpocket: "pickpocket",
  blackMarket: "black-market",
  awayWithIt: "away-with-it",
  warehouse: "warehouse",
  goldenDonkey: "golden-donkey",
  doubleTurn: "double-turn",
} as const satisfies Record<string, CardId>;

/** The named cards' values for a sentence: `{ pub: "Кабак", ... }`. */
export function namedCardValues(edition: Edition, locale: Locale): Record<keyof typeof NAMED_CARDS, string> {
  const values = {} as Record<keyof typeof NAMED_CARDS, string>;
  for (const [key, id] of Object.entries(NAMED_CARDS) as [keyof typeof NAMED_CARDS, string][]) values[key] = cardNameFor(id, edition, locale);
  return values;
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
