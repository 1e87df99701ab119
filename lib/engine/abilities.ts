// Card abilities that are numbers, read from the rules' tables (rules.ts): a new card of these
// shapes is a new row there, not code. Abilities with a choice are card modules (lib/engine/cards
// and the expansions' folders).
import { cardDef, type CardDef, type CardId, type Kind } from "./catalogue";
import type { Phase } from "./phases";
import { COLOUR_DISCOUNTS, COUNTING_ABILITIES, type CountingAbility, type Counted } from "./rules";

export { COLOUR_DISCOUNTS, COUNTING_ABILITIES, type CountingAbility };

/** Does a counting ability count this card? */
export function counts(counted: Counted, def: CardDef): boolean {
  if ("kind" in counted) return def.kind === counted.kind;
  return def.workerSymbol !== undefined && counted.workerSymbols.includes(def.workerSymbol);
}

/** The phase whose scoring pays each colour; the trading phase scores nothing. */
export const SCORED_KIND: Partial<Record<Phase, Kind>> = {
  worker: "worker",
  // Market scoring begins with the yellow cards' rubles (R39); orange cards print none.
  market: "market",
  building: "building",
  aristocrat: "aristocrat",
};

export const WAREHOUSE: CardId = "warehouse";

/** Is `card` (or its New Society stand-in) the card `base`? */
export function isCard(card: CardId, base: CardId): boolean {
  return card === base || cardDef(card).replaces === base;
}
