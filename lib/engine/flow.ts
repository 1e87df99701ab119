// Turn order and the run of a round: who acts next, the end of a phase's actions, scoring, the
// decisions asked after it, refilling the display, the end of a round and of the game.
import { AFTER_DECISIONS, AFTER_SCORING, AT_PHASE_START, AT_ROUND_START, cardEntered, cardLeft, DECISION_RULES, passedOver } from "./expansions";
import type { FlowSteps } from "./cards/types";
import type { CardId } from "./catalogue";
import type { Decision } from "./decisions";
import type { GameEvent } from "./events";
import type { Phase } from "./phases";
import { displaySize, tokenStep } from "./rules";
import { finalScore, scorePhase, winners } from "./scoring";
import { tokenHolder, type GameState } from "./state";

function startPhase(state: GameState, phase: Phase, events: GameEvent[]): void {
  state.phase = phase;
  state.passStreak = 0;
  state.extraActions = 0;
  state.turn = tokenHolder(state, phase);
  for (const player of state.players) player.autoPass = false;
  events.push({ type: "phaseBegins", phase, round: state.round });
  // Ruling R36: a Pickpocket holder without this phase's token is asked first.
  for (const entry of AT_PHASE_START) {
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

function endActions(state: GameState, events: GameEvent[]): void {
  const phase = state.phase;
  scorePhase(state, phase, events);
  // Decisions after the scoring (R2, R26): kind by kind, each owner in turn order from the
  // phase's start player. Each is judged for R21 only when it comes up.
  const seats = state.players.length;
  for (const entry of AFTER_SCORING) {
    if (entry.phase !== phase || !entry.asked(state)) continue;
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
    const rule = DECISION_RULES[head.kind] as {
      forced?: (s: GameState, d: Decision) => boolean;
      skip?: (s: GameState, d: Decision, events: GameEvent[]) => void;
    };
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

/** After a phase's scoring and its decisions: the next phase, or the end of the round. */
function afterScoring(state: GameState, events: GameEvent[]): void {
  for (const entry of AFTER_DECISIONS) if (entry.phase === state.phase) entry.score(state, events);
  const index = state.phases.indexOf(state.phase);
  if (index === state.phases.length - 1) {
    endRound(state, events);
    return;
  }
  const next = state.phases[index + 1];
  refill(state, next, events);
  startPhase(state, next, events);
}

/** Lays out cards of `pile` in the upper row until both rows hold the display size; the last card ends the game (R8). */
function refill(state: GameState, pile: Phase, events: GameEvent[]): void {
  const source = state.piles[pile];
  const wanted = displaySize(state.options) - state.upperRow.length - state.lowerRow.length;
  if (wanted <= 0 || source.length === 0) return;
  const laidOut: CardId[] = source.splice(0, wanted);
  state.upperRow.push(...laidOut);
  for (const card of laidOut) events.push({ type: "moved", card, from: pile, to: "upper", seat: null });
  if (source.length === 0) {
    state.lastRound = true;
    events.push({ type: "pileEmptied", pile });
  }
}

function endRound(state: GameState, events: GameEvent[]): void {
  if (state.lastRound) {
    finishGame(state, events);
    return;
  }
  for (const card of state.lowerRow) events.push({ type: "moved", card, from: "lower", to: "discard", seat: null });
  for (const card of state.upperRow) events.push({ type: "moved", card, from: "upper", to: "lower", seat: null });
  state.discardPile.push(...state.lowerRow);
  state.lowerRow = state.upperRow;
  state.upperRow = [];
  const seats = state.players.length;
  const step = tokenStep({ ...state.options, players: seats });
  for (const token of Object.keys(state.tokens) as (keyof GameState["tokens"])[]) {
    state.tokens[token] = ((state.tokens[token] as number) + step) % seats;
  }
  events.push({ type: "tokensPassed", tokens: { ...state.tokens } as Record<string, number> });
  for (const player of state.players) {
    player.usesThisRound = {};
    if (player.playArea.some((p) => p.faceDown)) {
      player.playArea = player.playArea.map((p) => (p.faceDown ? { card: p.card, faceDown: false } : p));
    }
  }
  state.round++;
  // The worker refill belongs to the new round: emptying the worker pile here means one more round.
  refill(state, state.phases[0], events);
  events.push({ type: "roundBegins", round: state.round, lastRound: state.lastRound });
  for (const step of AT_ROUND_START) step(state, events);
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
