// Phase scoring (income of one colour) and final scoring.
import { INCOME_PER_CARD, OBSERVATORY, SCORED_KIND } from "./abilities";
import { cardDef, RULES } from "./catalogue";
import type { Phase } from "./phases";
import type { FinalScore, GameState, PlayerState } from "./state";

/** Every card of the phase's colour pays its printed income; cards bought this phase included. */
export function scorePhase(state: GameState, phase: Phase): void {
  const kind = SCORED_KIND[phase];
  if (!kind) return;
  for (const player of state.players) {
    for (const played of player.playArea) {
      const def = cardDef(played.card);
      if (def.kind === kind) {
        // A used Observatory scores no point this round (ruling R9).
        if (!(played.card === OBSERVATORY && played.faceDown)) {
          player.money += def.rubles;
          player.points += def.points;
        }
      }
      const perCard = INCOME_PER_CARD[played.card];
      if (perCard && perCard.phase === phase) player.money += countKind(player, perCard.per);
    }
  }
}

function countKind(player: PlayerState, kind: string): number {
  let n = 0;
  for (const played of player.playArea) if (cardDef(played.card).kind === kind) n++;
  return n;
}

/** Points for distinct aristocrats: 1, 3, 6, 10 … up to 55 for ten or more. */
export function aristocratPoints(player: PlayerState): number {
  const distinct = new Set<string>();
  for (const played of player.playArea) if (cardDef(played.card).kind === "aristocrat") distinct.add(played.card);
  const table = RULES.aristocratBonus as unknown as Record<string, number>;
  return distinct.size === 0 ? 0 : table[String(Math.min(distinct.size, 10))];
}

export function finalScore(player: PlayerState): FinalScore {
  const aristocrats = aristocratPoints(player);
  const money = Math.floor(player.money / RULES.rublesPerVictoryPointAtEnd);
  // `+ 0` turns −0 (an empty hand times −5) into 0.
  const hand = RULES.handPenaltyPerCard * player.hand.length + 0;
  return { seat: player.seat, aristocrats, money, hand, total: player.points + aristocrats + money + hand };
}

/** Most points; a tie goes to the most rubles left after the 10:1 conversion, then is shared (R5). */
export function winners(state: GameState, scores: FinalScore[]): number[] {
  const leftover = (seat: number) => state.players[seat].money % RULES.rublesPerVictoryPointAtEnd;
  const best = Math.max(...scores.map((s) => s.total));
  const leaders = scores.filter((s) => s.total === best).map((s) => s.seat);
  const mostLeft = Math.max(...leaders.map(leftover));
  return leaders.filter((seat) => leftover(seat) === mostLeft);
}
