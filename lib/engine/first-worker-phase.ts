// The second edition's first worker phase (rulings R20, R37): every turn is a buy while the
// player can buy; a player who cannot is passed over without a move, and that counts as a pass.
import type { GameState } from "./state";
import { acquireMoves, legalMoves, type LegalMove } from "./legal";
import type { Move } from "./moves";

/** Is this the second edition's first worker phase, where a turn must be a buy (R20)? */
export function mustBuy(state: GameState): boolean {
  return state.options.edition === "second" && state.round === 1 && state.phase === state.phases[0] && state.status === "active";
}

/** Ruling R20: in that phase, a seat that cannot buy any card of the display is passed over. */
export function passedOver(state: GameState, seat: number): boolean {
  if (!mustBuy(state)) return false;
  const player = state.players[seat];
  const out: LegalMove[] = [];
  for (const card of new Set(state.upperRow)) {
    acquireMoves(state, player, card, "upper", out);
    if (out.length > 0) return false;
  }
  for (const card of new Set(state.lowerRow)) {
    acquireMoves(state, player, card, "lower", out);
    if (out.length > 0) return false;
  }
  return true;
}

/**
 * What a timeout does on a turn of that phase: R20 allows no pass there, and the record has no
 * move for an automatic pass of a seat that can buy (R37), so the timed-out seat buys the
 * cheapest card it can (the first of the display on a tie). One timeout stands for one turn.
 * docs/open-questions.md (Second edition) keeps this choice open.
 */
export function timeoutBuy(state: GameState, seat: number): Move | null {
  if (!mustBuy(state) || state.pending.length > 0 || state.turn !== seat) return null;
  let cheapest: LegalMove | undefined;
  for (const legal of legalMoves(state, seat)) {
    if (legal.move.type === "buy" && (!cheapest || (legal.price ?? 0) < (cheapest.price ?? 0))) cheapest = legal;
  }
  return cheapest?.move ?? null;
}
