// Card names per language: one column per locale. `source` is the rule book's file in
// shared/seeds that prints the name, or "translated" where no rule book names the card (for a
// native speaker to review). A name that differs per edition sits under `second`.
import type { Edition } from "@/lib/engine/catalogue";
import type { Locale } from "@/lib/i18n/locales";
import NAMES from "./card-names.json";

export interface LocalName {
  name: string;
  source: string;
}
type Column = Partial<Record<Exclude<Locale, "en">, LocalName>>;
export type NameRow = Column & { second?: Column };

export const CARD_NAMES: Readonly<Record<string, NameRow>> = NAMES as Record<string, NameRow>;

export function localName(id: string, edition: Edition, locale: Locale): string | undefined {
  if (locale === "en") return undefined;
  const row = CARD_NAMES[id];
  if (!row) return undefined;
  const name = (edition === "second" ? row.second?.[locale]?.name : undefined) ?? row[locale]?.name;
  return name === undefined ? undefined : asTitle(name);
}

/**
 * The catalogue keeps a rule book's name as printed, in running text ("bûcheron") or in capitals
 * ("OSSERVATORIO"); the table shows it as a card's title: a capital first letter.
 */
function asTitle(name: string): string {
  const shouting = name.length > 1 && name === name.toUpperCase() && name !== name.toLowerCase();
  const base = shouting ? name.toLowerCase() : name;
  return base.charAt(0).toUpperCase() + base.slice(1);
}
