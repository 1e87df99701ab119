// What a card costs a given player, which cards a trading card may displace, and hand room.
import { WAREHOUSE } from "./abilities";
import { baseName, cardDef, RULES, sameName, type CardDef, type CardId, type Edition } from "./catalogue";
import { COLOUR_DISCOUNT, COLOUR_DISCOUNTS, IDENTICAL_DISCOUNT } from "./rules";
import type { PlayerState } from "./state";

export type Source = "upper" | "lower" | "drawn" | "hand";

export interface PriceParts {
  printed: number;
  /** Value of the displaced card, for a trading card. */
  displaced: number;
  identical: number;
  lowerRow: number;
  colour: number;
  total: number;
}

/**
 * Cost = printed cost − displaced card's value − a ruble per identical card in play − the lower
 * row's discount (ruling R3: only when buying straight from it) − colour discounts; never below
 * the minimum card cost (rules.ts and the rules constants hold each number).
 */
export function price(player: PlayerState, card: CardId, source: Source, displace?: CardId, edition: Edition = "first"): PriceParts {
  const def = cardDef(card, edition);
  const name = sameName(card);
  const displaced = displace ? cardDef(displace, edition).displaceValue : 0;
  // Counted in the loop, priced after it: the move's hot path reads each rules table once.
  const discounts = COLOUR_DISCOUNTS;
  let identicalCards = 0;
  let colourCards = 0;
  for (const played of player.playArea) {
    // Ruling R12: cards sharing a name (the three Potjomkin's Villages) are identical.
    if (played.card === card || sameName(played.card) === name) identicalCards++;
    if (discounts[played.card]?.includes(def.kind)) colourCards++;
  }
  const identical = identicalCards * IDENTICAL_DISCOUNT;
  const colour = colourCards * COLOUR_DISCOUNT;
  const lowerRow = source === "lower" ? RULES.lowerRowDiscount.amount : 0;
  const total = Math.max(RULES.minimumCardCost, def.cost - displaced - identical - lowerRow - colour);
  return { printed: def.cost, displaced, identical, lowerRow, colour, total };
}

export function handLimit(player: PlayerState): number {
  return player.playArea.some((p) => p.card === WAREHOUSE) ? RULES.handLimitWithWarehouse : RULES.handLimit;
}

/** Ruling R4 (1st edition): a player above the limit after losing a Warehouse keeps the cards. */
export function hasHandRoom(player: PlayerState): boolean {
  return player.hand.length < handLimit(player);
}

/** May `trading` displace `target`? Same colour, never a trading card, green needs the symbol. */
export function canDisplace(trading: CardDef, target: CardDef): boolean {
  if (target.trading || target.kind !== trading.kind) return false;
  // Ruling R30: Czar-Superstar displaces a Czar and Carpenter, the New Society one too.
  if (trading.displacesOnly) return trading.displacesOnly.includes(baseName(target.id));
  if (trading.kind !== "worker") return true;
  return target.workerSymbol === "any" || trading.workerSymbol === "any" || target.workerSymbol === trading.workerSymbol;
}

/**
 * Rulings R4, R37 (second edition): the Warehouse cannot be displaced while its owner would still
 * hold more cards than the plain hand limit, counted after the card being played leaves the hand.
 */
export function warehouseHeld(player: Pick<PlayerState, "hand">, target: CardId, source: Source, edition: Edition): boolean {
  if (edition !== "second" || target !== WAREHOUSE) return false;
  const held = player.hand.length - (source === "hand" ? 1 : 0);
  return held > RULES.handLimit;
}

/** Distinct cards of the play area that `trading` may displace (a face-down Observatory may not). */
// Only the play area and the hand count, so the table's view of a seat answers it too.
export function displaceTargets(player: Pick<PlayerState, "playArea" | "hand">, trading: CardId, source: Source = "upper", edition: Edition = "first"): CardId[] {
  const def = cardDef(trading);
  const targets = new Set<CardId>();
  for (const played of player.playArea) {
    if (played.faceDown || warehouseHeld(player, played.card, source, edition)) continue;
    if (canDisplace(def, cardDef(played.card))) targets.add(played.card);
  }
  return [...targets];
}
