// Buying or playing a card, as legal moves: what the turn's legal moves (legal.ts), the drawn card's
// decision (cards/drawn.ts) and the first worker phase's pass-over (expansions/second-edition) all
// offer. Below the card registry, so card modules use it without a circle through legal.ts.
import { cardDef, type CardId } from "./catalogue";
import { displaceTargets, price, type Source } from "./costs";
import type { Move } from "./moves";
import type { GameState, PlayerState } from "./state";

export interface LegalMove {
  move: Move;
  /** Rubles the move costs, after every reduction. */
  price?: number;
}

export function distinct(cards: readonly CardId[]): CardId[] {
  return [...new Set(cards)];
}

/** Buying `card` from `source` (or playing it from hand), once per affordable displace target. */
export function acquireMoves(state: GameState, player: PlayerState, card: CardId, source: Source, out: LegalMove[]): void {
  const seat = player.seat;
  const def = cardDef(card);
  const edition = state.options.edition;
  if (def.kind === "action") return; // ruling R32: only taken, never bought or played
  const targets: (CardId | undefined)[] = def.trading ? displaceTargets(player, card, source, edition) : [undefined];
  for (const displace of targets) {
    const cost = price(player, card, source, displace, edition).total;
    if (cost > player.money) continue;
    const move: Move =
      source === "hand"
        ? { type: "play", seat, card, ...(displace ? { displace } : {}) }
        : { type: "buy", seat, card, from: source, ...(displace ? { displace } : {}) };
    out.push({ move, price: cost });
  }
}

