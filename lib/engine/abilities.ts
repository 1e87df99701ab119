// Card abilities that are numbers, as data: a new card of these shapes is a new row, not code.
// Abilities with a choice are card modules in ./cards.
import { cardDef, type CardDef, type CardId, type Kind } from "./catalogue";
import type { Phase } from "./phases";

/** Owning this card makes every card of these kinds 1 ruble cheaper for its owner. */
export const COLOUR_DISCOUNTS: Partial<Record<CardId, readonly Kind[]>> = {
  "carpenter-workshop": ["building"],
  "gold-smelter": ["aristocrat"],
  // New Society: never on itself, since it is not in play when bought (rules-notes §6).
  "obshchina-commune": ["worker"],
  // The Banquet (rules-notes §6).
  "czar-superstar": ["building", "aristocrat"],
};

const ofKind = (kind: Kind) => (def: CardDef) => def.kind === kind;

export interface CountingAbility {
  phase: Phase;
  /** Which cards of the owner's play area count. */
  counts: (def: CardDef) => boolean;
  gain: "rubles" | "points";
  per: number;
}

/** At the scoring of `phase`, the owner gains `per` rubles or points for each counted card in play. */
export const COUNTING_ABILITIES: Partial<Record<CardId, CountingAbility>> = {
  "mariinskij-theater": { phase: "building", counts: ofKind("aristocrat"), gain: "rubles", per: 1 },
  "tax-man": { phase: "aristocrat", counts: ofKind("worker"), gain: "rubles", per: 1 },
  "coffee-house": { phase: "building", counts: ofKind("aristocrat"), gain: "rubles", per: 1 },
  "mariinski-theater-ns": { phase: "building", counts: ofKind("aristocrat"), gain: "points", per: 1 },
  // Second edition (rules-notes §16): 1 point per red card at the building scoring.
  "mariinsky-theater": { phase: "building", counts: ofKind("aristocrat"), gain: "points", per: 1 },
  mayor: { phase: "aristocrat", counts: ofKind("building"), gain: "rubles", per: 1 },
  // Ruling R30: wool or 'any' symbols (Shepherd, Weaving Mill, Czar and Carpenter, New Society).
  "textile-factory": {
    phase: "building",
    counts: (def) => def.workerSymbol === "wool" || def.workerSymbol === "any",
    gain: "points",
    per: 2,
  },
};

/** The phase whose scoring pays each colour. */
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
