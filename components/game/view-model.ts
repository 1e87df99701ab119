// Adapters between the engine's view and the table's components. The engine's shape is about to
// change (pending decisions become data); components read it only through these functions, so that
// change touches this file and not every component.
import type { CardId, Edition } from "@/lib/engine/catalogue";
import { displaySize } from "@/lib/engine/rules";
import { displaceTargets, type Source } from "@/lib/engine/costs";
import {
  type ForecastOptions,
  aristocratForecast,
  explainPrice,
  finalEstimate,
  nextScorings,
  type AristocratForecast,
  type FinalEstimate,
  type PriceExplained,
  type ScoringForecast,
} from "@/lib/engine/forecast";
import type { GameView, PlayerView } from "@/lib/engine/view";
import { cardDef } from "./table-helpers";

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
export function tilePrice(me: PlayerView | null, card: CardId, source: Source, edition: Edition = "first"): PriceExplained | null {
  // An action card is never bought: it has no price to explain.
  if (!me || cardDef(card).trading || cardDef(card).kind === "action") return null;
  return explainPrice(me.playArea, card, source, undefined, edition);
}

/** A trading card's price for each card of the viewer's it may displace, cheapest first; empty otherwise. */
export function displacementPrices(
  me: PlayerView | null,
  card: CardId,
  source: Source,
  edition: Edition = "first",
): { displace: CardId; price: PriceExplained }[] {
  if (!me || !cardDef(card).trading) return [];
  // Which cards it may displace depends on the play area (the view shows all of it) and, for the
  // second edition's Warehouse (R4), on the viewer's own hand.
  const targets = displaceTargets({ playArea: me.playArea, hand: me.hand ?? [] }, card, source, edition);
  return targets
    .map((displace) => ({ displace, price: explainPrice(me.playArea, card, source, displace, edition) }))
    .sort((a, b) => a.price.total - b.price.total);
}

export interface PlayerForecast {
  scorings: ScoringForecast[];
  aristocrats: AristocratForecast;
  estimate: FinalEstimate;
}

/** The forecasts of the player panel, for the table's options (the Market's phase, New Society's aristocrats). */
export function playerForecast(player: PlayerView, options: ForecastOptions): PlayerForecast {
  return {
    scorings: nextScorings(player, options),
    aristocrats: aristocratForecast(player.playArea, options.expansions),
    estimate: finalEstimate(player, options.expansions),
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
 * ends after that round (ruling R8). The display's size is the table's (the Market's is larger).
 */
export function nearlyEmpty(size: number, options: GameView["options"]): boolean {
  return size <= displaySize(options);
}
