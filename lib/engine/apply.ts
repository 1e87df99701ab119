// applyMove: judge a move against the rules, then carry it out on a copy of the state, reporting
// what happened as events. Every check happens before anything changes, so an illegal move
// leaves no trace.
import { judgeAcquire, judgeTake, performPass } from "./actions";
import { decisionRule, mustBuy, turnMoveRule } from "./expansions";
import { FLOW } from "./flow";
import type { Fail, Perform } from "./cards/types";
import { RuleError, type RuleErrorCode, type RuleParams, type RuleReason } from "./errors";
import type { GameEvent } from "./events";
import type { Move } from "./moves";
import { cloneState, type GameState } from "./state";
import { toAct } from "./turn";

export type MoveResult = { ok: true; state: GameState; events: GameEvent[] } | { ok: false; error: RuleError };

export function applyMove(state: GameState, move: Move): MoveResult {
  const verdict = judge(state, move);
  if (verdict instanceof RuleError) return { ok: false, error: verdict };
  const next = cloneState(state);
  const events: GameEvent[] = [];
  verdict(next, events, FLOW);
  return { ok: true, state: next, events };
}

/** For replay, which owns its state: the same judgement, carried out without a copy. */
export function applyMoveInPlace(state: GameState, move: Move, events: GameEvent[] = []): RuleError | null {
  const verdict = judge(state, move);
  if (verdict instanceof RuleError) return verdict;
  verdict(state, events, FLOW);
  return null;
}

function failFor(state: GameState, seat: number): Fail {
  const name = state.players[seat]?.name ?? `seat ${seat}`;
  return (code: RuleErrorCode, reason: RuleReason, params: RuleParams = {}) =>
    new RuleError(code, reason, params, seat, name, state.options.edition);
}

export function judge(state: GameState, move: Move): RuleError | Perform {
  const player = state.players[move.seat];
  const fail = failFor(state, move.seat);

  if (state.status === "finished") return fail("game-over", "gameOver");
  const acting = toAct(state);
  if (!player || !acting.includes(move.seat)) {
    return fail("not-your-turn", "notYourTurn", { acting: acting.map((seat) => state.players[seat].name) });
  }

  const decision = state.pending[0];
  if (decision) {
    const rule = decisionRule(decision.kind);
    if (!rule.answers.includes(move.type)) return fail("wrong-step", ...rule.mustFirst(decision));
    return rule.judge(state, decision, move, fail);
  }

  // Ruling R20: the second edition's first worker phase allows only buying.
  if (mustBuy(state) && move.type !== "buy") {
    return fail("wrong-step", "mustBuyFirstWorkerPhase");
  }
  switch (move.type) {
    case "buy":
    case "take":
      if (move.from === "drawn") return fail("not-available", "nothingDrawn");
      return move.type === "buy"
        ? judgeAcquire(state, player, move.card, move.from, move.displace, fail)
        : judgeTake(state, player, move.card, move.from, fail);
    case "play":
      return judgeAcquire(state, player, move.card, "hand", move.displace, fail);
    case "discard":
      return fail("wrong-step", "discardOnlyDrawn");
    case "pass":
      if (move.untilPhaseEnd && !state.options.variants.autoPass) {
        return fail("variant-off", "autoPassOff");
      }
      return performPass(move.seat, move.untilPhaseEnd === true);
    default: {
      const rule = turnMoveRule(move.type);
      if (!rule) return fail("wrong-step", "moveNotPossible", { move: move.type });
      return rule.judge(state, player, move as never, fail);
    }
  }
}
