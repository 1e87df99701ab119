// Card abilities that are numbers, read from the rules' tables (rules.ts): a new card of these
// shapes is a new row there, not code. Abilities with a choice are card modules (lib/engine/cards
// and the expansions' folders).
import { cardDef, type CardDef, type CardId } from "./catalogue";
import type { Counted } from "./rules";

/** Does a counting ability count this card? */
export function counts(counted: Counted, def: CardDef): boolean {
  if ("kind" in counted) return def.kind === counted.kind;
  return def.workerSymbol !== undefined && counted.workerSymbols.includes(def.workerSymbol);
}

export const WAREHOUSE: CardId = "warehouse";

/** Is `card` (or its New Society stand-in) the card `base`? */
export function isCard(card: CardId, base: CardId): boolean {
  return card === base || cardDef(card).replaces === base;
}
