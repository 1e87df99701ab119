// A card's full ability text, as printed for its edition's set. English comes from cards.json
// (scripts/build-catalogue.ts → abilities.generated.ts); the other languages from
// abilities.translated.json, translated from that English (no rule book text) and marked
// "source": "translated" for a native speaker to review. A card missing there reads in English.
// Its `en` column, where present, is cards.json's text said for players (issue 33): without notes
// about other sites or sources (those are in docs/card-texts.md) and without capitals for stress.
// A translated text names another card only as `{card:<id>}`, filled in here from the card-name
// lookup, so it always says the card's title as the reader's edition prints it.
import { editionOfSet, type CardDef } from "@/lib/engine/catalogue";
import type { Locale } from "@/lib/i18n/locales";
import { ABILITIES_EN } from "./abilities.generated";
import translated from "./abilities.translated.json";
import { cardNameFor } from "./cards";

type Translated = Record<string, { source: "translated" } & Partial<Record<Locale, string>>>;
const TRANSLATED: Translated = translated as Translated;

function withNames(text: string | undefined, def: Pick<CardDef, "set">, locale: Locale): string | undefined {
  return text?.replace(/\{card:([a-z0-9-]+)\}/g, (_, id: string) => cardNameFor(id, editionOfSet(def.set), locale));
}

export function abilityText(def: Pick<CardDef, "set" | "id">): string | undefined {
  const key = `${def.set}/${def.id}`;
  return withNames(TRANSLATED[key]?.en ?? ABILITIES_EN[key], def, "en");
}

/** The ability in the reader's language (English where no translation exists yet). */
export function abilityTextIn(def: Pick<CardDef, "set" | "id">, locale: Locale): string | undefined {
  const key = `${def.set}/${def.id}`;
  return withNames(TRANSLATED[key]?.[locale] ?? TRANSLATED[key]?.en ?? ABILITIES_EN[key], def, locale);
}
