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

export function localName(id: string, edition: Edition, locale: Exclude<Locale, "en"> | Locale): string | undefined {
  if (locale === "en") return undefined;
  const row = CARD_NAMES[id];
  if (!row) return undefined;
  return (edition === "second" ? row.second?.[locale]?.name : undefined) ?? row[locale]?.name;
}
