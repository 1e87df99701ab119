// Phase scoring (income of one colour, card by card, as events) and final scoring.
import { counts } from "./abilities";
import { OWN_INCOME, PRINTED_INCOME, SCORING_HOOKS, type IncomeChanger } from "./expansions";
import { cardDef, isActionCard, RULES, sameName } from "./catalogue";
import type { GameEvent } from "./events";
import { SCORED_KIND, type Phase } from "./phases";
import { aristocratBonus, COUNTING_ABILITIES, type Expansion } from "./rules";
import type { FinalScore, GameState, PlayerState } from "./state";
import { pay } from "./income";

export { pay } from "./income";

/** Every card of the phase's colour pays its printed income; cards bought this phase included. */
export function scorePhase(state: GameState, phase: Phase, events: GameEvent[]): void {
  const kind = SCORED_KIND[phase];
  if (!kind) return;
  // The tables are read once per scoring, not once per card: a named import is a lookup each time.
  const [ownIncome, abilities, printedIncome] = [OWN_INCOME, COUNTING_ABILITIES, PRINTED_INCOME];
  for (const player of state.players) {
    // The units that change this player's printed income (the Banquet's attachments); usually none.
    let changers: IncomeChanger[] | null = null;
    for (const rule of printedIncome) {
      const changer = rule.forPlayer(player);
      if (changer) (changers ??= []).push(changer);
    }
    for (const played of player.playArea) {
      const def = cardDef(played.card);
      // A used Observatory or Debtor's Prison scores no point this round (rulings R9, R10).
      if (def.kind === kind && !played.faceDown && !ownIncome.has(def.id) && (def.rubles !== 0 || def.points !== 0)) {
        let { rubles, points } = def;
        if (changers) for (const changer of changers) [rubles, points] = changer.printed(def, rubles, points);
        pay(player, phase, played.card, rubles, points, events);
      }
      const ability = abilities[played.card];
      if (ability && ability.phase === phase) {
        let n = 0;
        for (const other of player.playArea) if (counts(ability.counts, cardDef(other.card))) n++;
        const gain = n * ability.per;
        if (gain > 0) pay(player, phase, played.card, ability.gain === "rubles" ? gain : 0, ability.gain === "points" ? gain : 0, events);
      }
    }
    for (const hook of SCORING_HOOKS) hook(state, phase, player, events);
    if (changers) for (const changer of changers) changer.settle(state, player, events);
  }
  events.push({ type: "phaseScored", phase });
}


/** Distinct aristocrats by card name (ruling R31). */
export function distinctAristocrats(player: PlayerState): number {
  const distinct = new Set<string>();
  for (const played of player.playArea) {
    const def = cardDef(played.card);
    if (def.kind === "aristocrat") distinct.add(sameName(def.id));
  }
  return distinct.size;
}

/** Points for distinct aristocrats: 1, 3, 6, 10 … 55 for ten; with New Society +10 per one beyond (R31). */
export function aristocratPoints(player: PlayerState, expansions: readonly Expansion[] = []): number {
  return aristocratBonus(distinctAristocrats(player), expansions);
}

export function finalScore(player: PlayerState, expansions: readonly Expansion[] = []): FinalScore {
  const aristocrats = aristocratPoints(player, expansions);
  const money = Math.floor(player.money / RULES.rublesPerVictoryPointAtEnd);
  // `+ 0` turns −0 (an empty hand times −5) into 0. Banquet action cards cost nothing (R32).
  const hand = RULES.handPenaltyPerCard * player.hand.filter((card) => !isActionCard(card)).length + 0;
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
