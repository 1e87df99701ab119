// A card's full ability text, as printed for its edition's set. English only so far: the texts
// come from cards.json (scripts/build-catalogue.ts); other languages fall back to it until a
// translated column is added here.
import type { CardDef } from "@/lib/engine/catalogue";
import { ABILITIES_EN } from "./abilities.generated";

export function abilityText(def: Pick<CardDef, "set" | "id">): string | undefined {
  return ABILITIES_EN[`${def.set}/${def.id}`];
}
