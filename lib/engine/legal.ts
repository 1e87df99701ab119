// Every legal move of a seat, with its price where it costs money: the game table offers exactly
// these, and random games are played from them. A pending decision lists its own answers.
import { DECISION_RULES, TURN_MOVES } from "./cards";
import type { DecisionRule, TurnMoveRule } from "./cards/types";
import { cardDef, type CardId } from "./catalogue";
import { displaceTargets, hasHandRoom, price, type Source } from "./costs";
import type { Decision } from "./decisions";
import type { Move, MoveType } from "./moves";
import type { GameState, PlayerState } from "./state";
import { toAct } from "./turn";
import { mustBuy } from "./first-worker-phase";

export interface LegalMove {
  move: Move;
  /** Rubles the move costs, after every reduction. */
  price?: number;
}

function distinct(cards: readonly CardId[]): CardId[] {
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

export function legalMoves(state: GameState, seat: number): LegalMove[] {
  if (!toAct(state).includes(seat)) return [];
  const decision = state.pending[0];
  if (decision) return (DECISION_RULES[decision.kind] as DecisionRule<Decision["kind"]>).legal(state, decision);

  const player = state.players[seat];
  const out: LegalMove[] = [];
  for (const source of ["upper", "lower"] as const) {
    const row = source === "upper" ? state.upperRow : state.lowerRow;
    for (const card of distinct(row)) acquireMoves(state, player, card, source, out);
  }
  // Ruling R20: in the second edition's first worker phase a turn is a buy.
  if (mustBuy(state)) return out;
  if (hasHandRoom(player)) {
    for (const source of ["upper", "lower"] as const) {
      const row = source === "upper" ? state.upperRow : state.lowerRow;
      for (const card of distinct(row)) out.push({ move: { type: "take", seat, card, from: source } });
    }
  }
  for (const card of distinct(player.hand)) acquireMoves(state, player, card, "hand", out);
  for (const type of Object.keys(TURN_MOVES) as MoveType[]) {
    out.push(...(TURN_MOVES[type] as TurnMoveRule<MoveType>).legal(state, player));
  }
  out.push({ move: { type: "pass", seat } });
  if (state.options.variants.autoPass) out.push({ move: { type: "pass", seat, untilPhaseEnd: true } });
  return out;
}
