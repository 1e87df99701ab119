// Adapters between the engine's view and the table's components. The engine's shape is about to
// change (pending decisions become data); components read it only through these functions, so that
// change touches this file and not every component.
import type { CardId } from "@/lib/engine/catalogue";
import { RULES } from "@/lib/engine/catalogue";
import { displaceTargets, type Source } from "@/lib/engine/costs";
import {
  aristocratForecast,
  explainPrice,
  finalEstimate,
  nextScorings,
  type AristocratForecast,
  type FinalEstimate,
  type PriceExplained,
  type ScoringForecast,
} from "@/lib/engine/forecast";
import type { PlayerState } from "@/lib/engine/state";
import type { GameView, PlayerView } from "@/lib/engine/view";
import { cardDef } from "./words";

/** What the game waits for beyond ordinary turns, and from whom. */
export type Decision =
  | { kind: "pub"; seats: number[] }
  | { kind: "drawn"; seat: number; card: CardId }
  | null;

export function pendingDecision(view: GameView): Decision {
  if (view.status === "finished") return null;
  if (view.step === "pub") return { kind: "pub", seats: view.toAct };
  if (view.step === "drawn" && view.drawn) return { kind: "drawn", seat: view.drawn.seat, card: view.drawn.card };
  return null;
}

/** The viewer's price of a card at `source` with its reasons; null for a spectator or a trading card. */
export function tilePrice(me: PlayerView | null, card: CardId, source: Source): PriceExplained | null {
  // An action card is never bought: it has no price to explain.
  if (!me || cardDef(card).trading || cardDef(card).kind === "action") return null;
  return explainPrice(me.playArea, card, source);
}

/** A trading card's price for each card of the viewer's it may displace, cheapest first; empty otherwise. */
export function displacementPrices(me: PlayerView | null, card: CardId, source: Source): { displace: CardId; price: PriceExplained }[] {
  if (!me || !cardDef(card).trading) return [];
  // Which cards it may displace depends on the play area alone (the view shows all of it).
  const targets = displaceTargets({ playArea: me.playArea } as PlayerState, card);
  return targets.map((displace) => ({ displace, price: explainPrice(me.playArea, card, source, displace) })).sort((a, b) => a.price.total - b.price.total);
}

/** "−1 lower row, −1 you own one, −1 Carpenter Workshop" (or "no reduction"). */
export function reasonsText(price: PriceExplained): string {
  if (price.reasons.length === 0) return "no reduction";
  const parts = price.reasons.map((r) => `−${r.amount} ${r.label}`);
  return `${parts.join(", ")}${price.atMinimum ? ` (never below ${RULES.minimumCardCost})` : ""}`;
}

export interface PlayerForecast {
  scorings: ScoringForecast[];
  aristocrats: AristocratForecast;
  estimate: FinalEstimate;
}

export function playerForecast(player: PlayerView): PlayerForecast {
  return {
    scorings: nextScorings(player),
    aristocrats: aristocratForecast(player.playArea),
    estimate: finalEstimate(player),
  };
}

/** Identical cards shown once with a count: the display, a hand, a play area colour group. */
export function stacked<T extends { card: CardId }>(items: readonly T[]): { card: CardId; count: number; items: T[] }[] {
  const out: { card: CardId; count: number; items: T[] }[] = [];
  for (const item of items) {
    const found = out.find((s) => s.card === item.card);
    if (found) {
      found.count++;
      found.items.push(item);
    } else out.push({ card: item.card, count: 1, items: [item] });
  }
  return out;
}

/**
 * A pile is nearly empty when it may not fill the display at its next lay-out: the game then
 * ends after that round (ruling R8).
 */
export function nearlyEmpty(size: number): boolean {
  return size <= RULES.displaySize.default;
}
