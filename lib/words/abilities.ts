// A card's full ability text, as printed for its edition's set. English comes from cards.json
// (scripts/build-catalogue.ts → abilities.generated.ts); the other languages from
// abilities.translated.json, translated from that English (no rule book text) and marked
// "source": "translated" for a native speaker to review. A card missing there reads in English.
import type { CardDef } from "@/lib/engine/catalogue";
import type { Locale } from "@/lib/i18n/locales";
import { ABILITIES_EN } from "./abilities.generated";
import translated from "./abilities.translated.json";

type Translated = Record<string, { source: "translated" } & Partial<Record<Exclude<Locale, "en">, string>>>;
const TRANSLATED: Translated = translated as Translated;

export function abilityText(def: Pick<CardDef, "set" | "id">): string | undefined {
  return ABILITIES_EN[`${def.set}/${def.id}`];
}

/** The ability in the reader's language (English where no translation exists yet). */
export function abilityTextIn(def: Pick<CardDef, "set" | "id">, locale: Locale): string | undefined {
  const key = `${def.set}/${def.id}`;
  return (locale === "en" ? undefined : TRANSLATED[key]?.[locale]) ?? ABILITIES_EN[key];
}
