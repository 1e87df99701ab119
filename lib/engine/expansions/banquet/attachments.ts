// The Banquet's Jester and Banquet lying on a card of the play area (R14, R33): at that card's
// next scoring, on one copy, the Banquet doubles its printed income, then the Jester swaps rubles
// and points; both are then discarded, after every other hook of that scoring. A card displaced
// while they lie on it takes them to the discard pile unless a copy of it stays in play.
import type { CardDef, CardId } from "../../catalogue";
import type { GameEvent } from "../../events";
import { CARD_RULES } from "../../rules";
import type { GameState, PlayerState } from "../../state";
import type { PrintedIncome } from "../types";

/** Rulings R14, R33: on one copy, Banquet doubles, then Jester swaps. */
export const attachmentIncome: PrintedIncome = {
  forPlayer(player) {
    if (player.attachments.length === 0) return null;
    const scored = new Set<string>();
    return {
      printed(def: CardDef, rubles: number, points: number): readonly [number, number] {
        if (scored.has(def.id)) return [rubles, points];
        const on = player.attachments.filter((a) => a.on === def.id);
        if (on.length === 0) return [rubles, points];
        scored.add(def.id);
        if (on.some((a) => a.card === "banquet")) [rubles, points] = [rubles * CARD_RULES.banquet.factor, points * CARD_RULES.banquet.factor];
        if (on.some((a) => a.card === "jester")) [rubles, points] = [points, rubles];
        return [rubles, points];
      },
      settle(state: GameState, p: PlayerState, events: GameEvent[]): void {
        if (scored.size === 0) return;
        for (const a of p.attachments.filter((x) => scored.has(x.on))) {
          state.discardPile.push(a.card);
          events.push({ type: "attachmentScored", seat: p.seat, card: a.card, on: a.on });
          events.push({ type: "moved", card: a.card, from: "playArea", to: "discard", seat: p.seat });
        }
        p.attachments = p.attachments.filter((x) => !scored.has(x.on));
      },
    };
  },
};

/** Ruling R33: attachments stay on a remaining copy; they are discarded with the last one. */
export function loseAttachments(s: GameState, p: PlayerState, card: CardId, events: GameEvent[]): void {
  if (p.attachments.length === 0 || p.playArea.some((played) => played.card === card)) return;
  const lost = p.attachments.filter((a) => a.on === card);
  if (lost.length === 0) return;
  p.attachments = p.attachments.filter((a) => a.on !== card);
  for (const a of lost) {
    s.discardPile.push(a.card);
    events.push({ type: "moved", card: a.card, from: "playArea", to: "discard", seat: p.seat });
  }
}

/** The summary's attachments: sorted by card, then by the card they lie on. */
export function sortedAttachments(p: PlayerState): { card: string; on: string }[] {
  return p.attachments
    .map((a) => ({ card: a.card, on: a.on }))
    .sort((a, b) => (a.card === b.card ? (a.on < b.on ? -1 : a.on > b.on ? 1 : 0) : a.card < b.card ? -1 : 1));
}
