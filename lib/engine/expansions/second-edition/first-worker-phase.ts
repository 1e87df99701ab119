// The second edition's first worker phase (rulings R20, R37): every turn is a buy while the
// player can buy; a player who cannot is passed over without a move, and that counts as a pass.
import { FIRST_ROUND } from "../../rules";
import type { GameState } from "../../state";
import { acquireMoves, type LegalMove } from "../../acquire";

/** Is this the second edition's first worker phase, where a turn must be a buy (R20)? */
export function mustBuy(state: GameState): boolean {
  return state.options.edition === "second" && state.phase === state.phases[0] && state.round === FIRST_ROUND && state.status === "active";
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
