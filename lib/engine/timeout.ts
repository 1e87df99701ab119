// A move time limit ran out: the player is passed for the rest of the current action phase, and
// a decision they owe (the Pub, a drawn card) is declined. The web service appends this as a
// `timeout` event; it is not a move a player can make, so it is not in the move schema.
import { applyMoveInPlace } from "./apply";
import { RuleError } from "./errors";
import { afterPass } from "./flow";
import type { Move } from "./moves";
import { cloneState, type GameState } from "./state";
import { toAct } from "./turn";

/** The move a timeout stands for, before the seat is set to pass for the rest of the phase. */
export function timeoutDecision(state: GameState, seat: number): Move | null {
  if (state.step === "pub") return { type: "pub", seat, points: 0 };
  if (state.step === "drawn" && state.drawn) return { type: "discard", seat, card: state.drawn.card };
  return null;
}

export function applyTimeout(state: GameState, seat: number): { ok: true; state: GameState } | { ok: false; error: RuleError } {
  const name = state.players[seat]?.name ?? `seat ${seat}`;
  if (state.status === "finished" || !toAct(state).includes(seat)) {
    return { ok: false, error: new RuleError("not-your-turn", (w) => `${w.Subject} ${w.is} not the player the game waits for.`, name) };
  }
  const next = cloneState(state);
  // Declining a decision may end the phase; the pass then belongs to the phase that ended.
  const { phase, round } = next;
  const decision = timeoutDecision(next, seat);
  if (decision) {
    const error = applyMoveInPlace(next, decision);
    if (error) return { ok: false, error };
  }
  if (next.status === "finished" || next.phase !== phase || next.round !== round) return { ok: true, state: next };
  next.players[seat].autoPass = true;
  if (next.step === "actions" && next.turn === seat) afterPass(next);
  return { ok: true, state: next };
}
