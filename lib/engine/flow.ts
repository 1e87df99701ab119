// The run of a round: who acts next, the end of a phase's actions, and from there the round's
// plan (round.ts), moment by moment: the scoring, the decisions after it, the scoring that waits
// for them, the next phase, the end of a round and of the game. What happens at each moment is
// data of round.ts and the units (lib/engine/expansions); this module only walks it.
import { cardEntered, cardLeft, decisionRule, passedOver } from "./expansions";
import type { FlowSteps } from "./cards/types";
import type { Decision } from "./decisions";
import type { GameEvent } from "./events";
import type { Phase } from "./phases";
import { layOut, PHASE_PLANS, ROUND_END, ROUND_START } from "./round";
import { finalScore, scorePhase, winners } from "./scoring";
import { tokenHolder, type GameState } from "./state";

/** The phase begins: its start token's holder is on turn, and its `atStart` decisions are asked. */
function startPhase(state: GameState, phase: Phase, events: GameEvent[]): void {
  state.phase = phase;
  state.passStreak = 0;
  state.extraActions = 0;
  state.turn = tokenHolder(state, phase);
  for (const player of state.players) player.autoPass = false;
  events.push({ type: "phaseBegins", phase, round: state.round });
  // Ruling R36: a Pickpocket holder without this phase's token is asked first.
  for (const entry of PHASE_PLANS[phase].atStart) {
    for (const seat of entry.askers(state)) state.pending.push({ kind: entry.kind, seat, resume: "phase" } as Decision);
  }
  drain(state, events, "phase");
}

/** After a non-pass action: the streak of passes is broken and the next seat acts. */
export function afterAction(state: GameState, events: GameEvent[]): void {
  state.passStreak = 0;
  if (extraActionLeft(state)) return;
  nextTurn(state, events);
}

export function afterPass(state: GameState, events: GameEvent[]): void {
  // Ruling R13: passes inside a Double Turn do not count towards the streak.
  if (state.extraActions > 0) {
    if (state.players[state.turn].autoPass) state.extraActions = 0; // R35: gives up the rest
    if (extraActionLeft(state)) return;
    nextTurn(state, events);
    return;
  }
  state.passStreak++;
  if (state.passStreak >= state.players.length) endActions(state, events);
  else nextTurn(state, events);
}

/** A Double Turn's action is done: true while the same seat has another one to take (R13, R35). */
function extraActionLeft(state: GameState): boolean {
  if (state.extraActions === 0) return false;
  state.extraActions--;
  return state.extraActions > 0;
}

/**
 * Clockwise to the next seat; seats on auto-pass (R18) pass by themselves, and
 * so does a seat that cannot buy in the second edition's first worker phase (rulings R20, R37).
 */
function nextTurn(state: GameState, events: GameEvent[]): void {
  const seats = state.players.length;
  state.turn = (state.turn + 1) % seats;
  while (state.players[state.turn].autoPass || passedOver(state, state.turn)) {
    state.passStreak++;
    events.push({ type: "passed", seat: state.turn, untilPhaseEnd: state.players[state.turn].autoPass, automatic: true });
    if (state.passStreak >= seats) {
      endActions(state, events);
      return;
    }
    state.turn = (state.turn + 1) % seats;
  }
}

/** Every seat has passed in a row: the phase's scoring, then the decisions after it. */
function endActions(state: GameState, events: GameEvent[]): void {
  const phase = state.phase;
  scorePhase(state, phase, events);
  // Decisions after the scoring (R2, R26): kind by kind, each owner in turn order from the
  // phase's start player. Each is judged for R21 only when it comes up.
  const seats = state.players.length;
  for (const entry of PHASE_PLANS[phase].afterScoring) {
    if (!entry.asked(state)) continue;
    for (let i = 0; i < seats; i++) {
      const seat = (tokenHolder(state, phase) + i) % seats;
      if (entry.owner(state.players[seat])) state.pending.push({ kind: entry.kind, seat, resume: "scoring" } as Decision);
    }
  }
  drain(state, events, "scoring");
}

/**
 * Skips the decisions at the head of the queue that have one possible answer (ruling R21); when
 * the queue is empty, the game goes on as `resume` says.
 */
export function drain(state: GameState, events: GameEvent[], resume: Decision["resume"]): void {
  while (state.pending.length > 0) {
    const head = state.pending[0];
    const rule = decisionRule(head.kind);
    if (!rule.forced?.(state, head)) return;
    events.push({ type: "skipped", seat: head.seat, decision: head.kind, ruling: "R21" });
    rule.skip?.(state, head, events);
    state.pending.shift();
  }
  if (resume === "scoring") afterScoring(state, events);
  else if (resume === "turn") afterAction(state, events);
}

/** The decision asked now has been answered: ask the next one, or go on. */
export function decided(state: GameState, events: GameEvent[]): void {
  const done = state.pending.shift() as Decision;
  drain(state, events, done.resume);
}

/** After a phase's scoring and its decisions: the scoring that waited for them, then the next phase or the round's end. */
function afterScoring(state: GameState, events: GameEvent[]): void {
  for (const entry of PHASE_PLANS[state.phase].afterDecisions) entry.score(state, events);
  const index = state.phases.indexOf(state.phase);
  if (index === state.phases.length - 1) {
    endRound(state, events);
    return;
  }
  const next = state.phases[index + 1];
  layOut(state, next, events);
  startPhase(state, next, events);
}

/** The last phase is over: the game ends after the last round (R8), else the next round begins. */
function endRound(state: GameState, events: GameEvent[]): void {
  if (state.lastRound) {
    finishGame(state, events);
    return;
  }
  for (const step of ROUND_END) step(state, events);
  for (const step of ROUND_START) step(state, events);
  startPhase(state, state.phases[0], events);
}

function finishGame(state: GameState, events: GameEvent[]): void {
  state.status = "finished";
  state.pending = [];
  state.final = state.players.map((p) => finalScore(p, state.options.expansions));
  state.winners = winners(state, state.final);
  events.push({ type: "gameOver", winners: state.winners });
}

/** The steps card modules and moves call after they act, handed to them with every Perform (apply.ts). */
export const FLOW: FlowSteps = { decided, afterAction, afterPass, cardEntered, cardLeft };
