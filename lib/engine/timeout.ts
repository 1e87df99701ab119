// A move time limit ran out: the player is passed for the rest of the current action phase, and
// a decision they owe is declined the plain way its card module names. In the second edition's
// first worker phase, where no one may pass (R20), the turn is a buy instead (`timeoutBuy`). The web service appends
// this as a `timeout` event; it is not a move a player can make, so it is not in the move schema.
import { applyMoveInPlace } from "./apply";
import { decisionRule, mustBuy } from "./expansions";
import { legalMoves, type LegalMove } from "./legal";
import { RuleError } from "./errors";
import type { GameEvent } from "./events";
import { afterPass } from "./flow";
import type { Move } from "./moves";
import { cloneState, type GameState } from "./state";
import { toAct } from "./turn";

/**
 * The move a timeout stands for, before the seat is set to pass for the rest of the phase (never
 * in the second edition's first worker phase: see `passesForTimeout`).
 */
export function timeoutDecision(state: GameState, seat: number): Move | null {
  const decision = state.pending[0];
  if (!decision) return timeoutBuy(state, seat);
  if (decision.seat !== seat) return null;
  return decisionRule(decision.kind).decline(state, decision);
}

export function applyTimeout(
  state: GameState,
  seat: number,
): { ok: true; state: GameState; events: GameEvent[] } | { ok: false; error: RuleError } {
  const name = state.players[seat]?.name ?? `seat ${seat}`;
  if (state.status === "finished" || !toAct(state).includes(seat)) {
    return { ok: false, error: new RuleError("not-your-turn", "notAwaited", {}, seat, name, state.options.edition) };
  }
  const next = cloneState(state);
  const events: GameEvent[] = [];
  // Declining a decision may end the phase; the pass then belongs to the phase that ended.
  const { phase, round } = next;
  const passes = passesForTimeout(next);
  const decision = timeoutDecision(next, seat);
  if (decision) {
    const error = applyMoveInPlace(next, decision, events);
    if (error) return { ok: false, error };
  }
  if (!passes || next.status === "finished" || next.phase !== phase || next.round !== round) return { ok: true, state: next, events };
  next.players[seat].autoPass = true;
  if (next.pending.length === 0 && next.turn === seat) {
    events.push({ type: "passed", seat, untilPhaseEnd: true, automatic: true });
    afterPass(next, events);
  }
  return { ok: true, state: next, events };
}

/** Does a timeout now pass its seat for the rest of the phase? Not where R20 forbids passing. */
export function passesForTimeout(state: GameState): boolean {
  return !mustBuy(state);
}

/**
 * What a timeout does on a turn of that phase: R20 allows no pass there, and the record has no
 * move for an automatic pass of a seat that can buy (R37), so the timed-out seat buys the
 * cheapest card it can (the first of the display on a tie). One timeout stands for one turn.
 * docs/open-questions.md (Second edition) keeps this choice open.
 */
function timeoutBuy(state: GameState, seat: number): Move | null {
  if (!mustBuy(state) || state.pending.length > 0 || state.turn !== seat) return null;
  let cheapest: LegalMove | undefined;
  for (const legal of legalMoves(state, seat)) {
    if (legal.move.type === "buy" && (!cheapest || (legal.price ?? 0) < (cheapest.price ?? 0))) cheapest = legal;
  }
  return cheapest?.move ?? null;
}
