// The English names the cards print, per edition (generated from cards.json): what English says
// and what every other language falls back to. Apart from ./cards.ts, which reads the other
// languages' JSON, so a browser test can name cards without loading that catalogue.
import type { Edition } from "@/lib/engine/catalogue";
import { ENGLISH_NAMES } from "./card-names-en.generated";

/** The English name `edition` prints ("Czar & Carpenter" in the second); a first-edition name otherwise, the id for no card. */
export function cardNameIn(id: string, edition: Edition): string {
  return (edition === "second" ? ENGLISH_NAMES.second[id] : undefined) ?? ENGLISH_NAMES.first[id] ?? ENGLISH_NAMES.second[id] ?? id;
}

/** The English name `edition` prints on the card, for tests and logs. */
export function cardName(id: string, edition: Edition = "first"): string {
  return cardNameIn(id, edition);
}
