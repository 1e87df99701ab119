// Every legal move of a seat, with its price where it costs money: the game table offers exactly
// these, and random games are played from them. A pending decision lists its own answers.
import { decisionRule, mustBuy, TURN_MOVE_RULES } from "./expansions";
import { acquireMoves, distinct, type LegalMove } from "./acquire";
import { hasHandRoom } from "./costs";
import type { GameState } from "./state";

export { acquireMoves, type LegalMove } from "./acquire";
import { toAct } from "./turn";

export function legalMoves(state: GameState, seat: number): LegalMove[] {
  if (!toAct(state).includes(seat)) return [];
  const decision = state.pending[0];
  if (decision) return decisionRule(decision.kind).legal(state, decision);

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
  for (const rule of TURN_MOVE_RULES) out.push(...rule.legal(state, player));
  out.push({ move: { type: "pass", seat } });
  if (state.options.variants.autoPass) out.push({ move: { type: "pass", seat, untilPhaseEnd: true } });
  return out;
}
