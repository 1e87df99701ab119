// Every legal move of a seat, with its price where it costs money: the game table offers exactly
// these, and random games are played from them.
import { OBSERVATORY, PUB_POINTS_PER_PUB, PUB_RUBLES_PER_POINT } from "./abilities";
import { cardDef, type CardId } from "./catalogue";
import { displaceTargets, hasHandRoom, price, type Source } from "./costs";
import { pubCount } from "./flow";
import type { Move } from "./moves";
import type { GameState, PlayerState } from "./state";
import { toAct } from "./turn";

export interface LegalMove {
  move: Move;
  /** Rubles the move costs, after every reduction. */
  price?: number;
}

function distinct(cards: readonly CardId[]): CardId[] {
  return [...new Set(cards)];
}

function acquireMoves(player: PlayerState, card: CardId, source: Source, out: LegalMove[]): void {
  const seat = player.seat;
  const targets: (CardId | undefined)[] = cardDef(card).trading ? displaceTargets(player, card) : [undefined];
  for (const displace of targets) {
    const cost = price(player, card, source, displace).total;
    if (cost > player.money) continue;
    const move: Move =
      source === "hand"
        ? { type: "play", seat, card, ...(displace ? { displace } : {}) }
        : { type: "buy", seat, card, from: source, ...(displace ? { displace } : {}) };
    out.push({ move, price: cost });
  }
}

function pubMoves(player: PlayerState, maxPoints: number, minPoints: number, out: LegalMove[]): void {
  const affordable = Math.min(maxPoints, Math.floor(player.money / PUB_RUBLES_PER_POINT));
  for (let points = minPoints; points <= affordable; points++) {
    out.push({ move: { type: "pub", seat: player.seat, points }, price: points * PUB_RUBLES_PER_POINT });
  }
}

export function legalMoves(state: GameState, seat: number): LegalMove[] {
  if (!toAct(state).includes(seat)) return [];
  const player = state.players[seat];
  const out: LegalMove[] = [];

  if (state.step === "pub") {
    pubMoves(player, pubCount(player) * PUB_POINTS_PER_PUB, 0, out);
    return out;
  }
  if (state.step === "drawn" && state.drawn) {
    const card = state.drawn.card;
    acquireMoves(player, card, "drawn", out);
    if (hasHandRoom(player)) out.push({ move: { type: "take", seat, card, from: "drawn" } });
    out.push({ move: { type: "discard", seat, card } });
    return out;
  }

  for (const source of ["upper", "lower"] as const) {
    const row = source === "upper" ? state.upperRow : state.lowerRow;
    for (const card of distinct(row)) acquireMoves(player, card, source, out);
  }
  if (hasHandRoom(player)) {
    for (const source of ["upper", "lower"] as const) {
      const row = source === "upper" ? state.upperRow : state.lowerRow;
      for (const card of distinct(row)) out.push({ move: { type: "take", seat, card, from: source } });
    }
  }
  for (const card of distinct(player.hand)) acquireMoves(player, card, "hand", out);
  if (state.phase === "building") {
    if (player.playArea.some((p) => p.card === OBSERVATORY && !p.faceDown)) {
      for (const pile of state.phases) {
        if (state.piles[pile].length >= 2) out.push({ move: { type: "observatory", seat, pile } });
      }
    }
    if (state.options.variants.pubDuringBuildingPhase && player.pubUses < pubCount(player)) {
      pubMoves(player, PUB_POINTS_PER_PUB, 1, out);
    }
  }
  out.push({ move: { type: "pass", seat } });
  if (state.options.variants.autoPass) out.push({ move: { type: "pass", seat, untilPhaseEnd: true } });
  return out;
}
