// What a position is worth to one seat, in points at the end of the game: the score track, the
// income its play area will still bring over the remaining rounds, the aristocrat set, rubles
// kept for later (worth more early, when they buy income, than at the end), and the hand. Reads
// only what that seat sees (its own money and hand, everyone's play area, pile sizes).
import { SCORED_KIND } from "@/lib/engine/phases";
import { cardDef, isActionCard, RULES, type CardId } from "@/lib/engine/catalogue";
import { price } from "@/lib/engine/costs";
import { nextScorings, aristocratForecast } from "@/lib/engine/forecast";
import type { GameState, PlayerState } from "@/lib/engine/state";
import { displaySize, valueTile } from "@/lib/engine/rules";
import { hasMarket, isOrange, symbolsOf } from "@/lib/engine/market";

/** What the bot's judgement can be tuned by; one set of weights per level. */
export interface Weights {
  /** A ruble held at the end is worth 1/rublesPerVictoryPointAtEnd; each round left adds this. */
  rublePerRoundLeft: number;
  /** The most a ruble is ever worth, however early. */
  rubleCap: number;
  /** Share of a hand card's later worth counted now (it may never be played). */
  handShare: number;
}

// Tuned against random players over 60-game samples in every rule set (a ruble early buys income).
export const WEIGHTS: Weights = { rublePerRoundLeft: 0.35, rubleCap: 0.9, handShare: 0.5 };

const END_RUBLE = 1 / RULES.rublesPerVictoryPointAtEnd;

export function rubleWorth(roundsAfter: number, w: Weights = WEIGHTS): number {
  return Math.min(w.rubleCap, END_RUBLE + w.rublePerRoundLeft * Math.max(0, roundsAfter));
}

/**
 * Whole rounds still to come after this one. The game ends with the round in which a pile runs
 * out; the upper row is refilled each phase, so a pile shrinks by about the cards taken from the
 * display in a round, roughly one per player and a few more.
 */
export function roundsAfter(state: GameState): number {
  if (state.lastRound || state.status === "finished") return 0;
  const perRound = Math.max(2, state.players.length + 1);
  const smallest = Math.min(...state.phases.map((pile) => state.piles[pile].length));
  const refill = Math.max(1, Math.min(perRound, displaySize(state.options) - state.upperRow.length));
  return Math.max(0, Math.ceil((smallest - refill) / perRound) + (smallest >= refill ? 1 : 0));
}

/** How many more times each phase is scored, counting this round's scorings still ahead. */
function scoringsLeft(state: GameState, after: number): Map<string, number> {
  const now = state.phases.indexOf(state.phase);
  // After a building scoring its Pub, Trading House and Guild Hall decisions are asked (R26).
  const scoredAlready = state.pending.some((d) => d.kind === "pub" || d.kind === "guildHall" || d.kind === "tradingHouse");
  const left = new Map<string, number>();
  state.phases.forEach((phase, i) => {
    const thisRound = i > now || (i === now && !scoredAlready) ? 1 : 0;
    left.set(phase, after + thisRound);
  });
  return left;
}

/** A card in hand: worth part of what playing it next round would bring, or the penalty at the end. */
function handCardWorth(player: PlayerState, card: CardId, state: GameState, after: number, w: Weights): number {
  if (isActionCard(card)) return 1;
  const def = cardDef(card, state.options.edition);
  const kindPhaseAhead = state.phases.slice(state.phases.indexOf(state.phase)).some((p) => SCORED_KIND[p] === def.kind);
  if (after === 0) return RULES.handPenaltyPerCard * (kindPhaseAhead ? 0.5 : 1);
  const cost = def.trading ? Math.ceil(def.cost / 2) : price(player, card, "hand", undefined, state.options.edition).total;
  const perScoring = def.points + def.rubles * rubleWorth(after - 1, w);
  const future = perScoring * after - cost * rubleWorth(after, w);
  return Math.min(4, w.handShare * future);
}

export function positionValue(state: GameState, seat: number, w: Weights = WEIGHTS): number {
  const player = state.players[seat];
  const after = roundsAfter(state);
  const options = state.options;
  let value = player.points + player.money * rubleWorth(after, w);
  const left = scoringsLeft(state, after);
  const forecasts = nextScorings({ ...player, handSize: player.hand.length }, options);
  for (const f of forecasts) {
    const times = left.get(f.phase) ?? 0;
    if (times === 0) continue;
    // Income paid this round is spent later than income paid in the last round: average worth.
    value += times * (f.points + f.rubles * rubleWorth(Math.max(0, after - 1) / 2 + (times > after ? 0.5 : 0), w));
  }
  value += aristocratForecast(player.playArea, options.expansions).points;
  for (const card of player.hand) value += handCardWorth(player, card, state, after, w);
  if (hasMarket(state)) value += marketWorth(state, seat, left.get("market") ?? 0, w);
  return value;
}

/**
 * The Market (R17, R39): the majorities the seat's symbols would win at each market scoring still
 * ahead, as the symbols in play stand (public), less the upkeep of its orange cards.
 */
function marketWorth(state: GameState, seat: number, times: number, w: Weights): number {
  if (times === 0) return 0;
  const counts = state.players.map(symbolsOf);
  const mine = counts[seat];
  let value = 0;
  for (let k = 0; k < times; k++) {
    const [first, second] = valueTile(state.round + k);
    for (const symbol of Object.keys(mine) as (keyof typeof mine)[]) {
      if (mine[symbol] <= 0) continue;
      const others = counts.filter((_, i) => i !== seat).map((c) => c[symbol]);
      const best = Math.max(0, ...others);
      if (mine[symbol] >= best) value += first;
      else if (mine[symbol] >= Math.max(0, ...others.filter((n) => n < best))) value += second;
    }
    const orange = state.players[seat].playArea.filter((p) => isOrange(p.card)).length;
    value -= orange * first * rubleWorth(Math.max(0, roundsAfter(state) - k), w);
  }
  return value;
}
