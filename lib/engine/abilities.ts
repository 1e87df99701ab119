// Card abilities as data, so expansion cards (Coffee House, Mayor, Obshchina…) are new rows, not new code.
import type { CardId, Kind } from "./catalogue";
import type { Phase } from "./phases";

/** Owning this card makes every card of `kind` 1 ruble cheaper for its owner. */
export const COLOUR_DISCOUNTS: Partial<Record<CardId, Kind>> = {
  "carpenter-workshop": "building",
  "gold-smelter": "aristocrat",
};

/** At the scoring of `phase`, the owner gains 1 ruble per card of `per` in their play area. */
export const INCOME_PER_CARD: Partial<Record<CardId, { phase: Phase; per: Kind }>> = {
  "mariinskij-theater": { phase: "building", per: "aristocrat" },
  "tax-man": { phase: "aristocrat", per: "worker" },
};

/** The phase whose scoring pays each colour. */
export const SCORED_KIND: Partial<Record<Phase, Kind>> = {
  worker: "worker",
  building: "building",
  aristocrat: "aristocrat",
};

export const OBSERVATORY: CardId = "observatory";
export const PUB: CardId = "pub";
export const WAREHOUSE: CardId = "warehouse";

/** Pub: up to 5 points per Pub and use, 2 rubles each (ruling R1). */
export const PUB_POINTS_PER_PUB = 5;
export const PUB_RUBLES_PER_POINT = 2;
