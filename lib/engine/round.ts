// The round as data. A round runs its phases in order (phaseOrder: the Market adds one), and every
// phase goes through the same moments. The flow (flow.ts) walks them and, at each, does what the
// phase's plan lists, in its order, and nothing a plan does not name:
//
//   begins      the phase's pile refills the display (the first phase's: as the round begins);
//               the start token's holder is on turn; `atStart` decisions are asked (R36)
//   actions     turns clockwise until every seat has passed in a row (flow.ts; R13, R18, R20, R35)
//   scoring     the cards of the colour it `scores` pay (scoring.ts), then the units' scoring hooks
//   decisions   `afterScoring`: kind by kind, owners in turn order from the start player (R26, R39)
//   settling    `afterDecisions`: scoring that waits for those decisions (R39: the majorities)
//   next        the next phase begins; after the last one the round ends
//
// A round ends with ROUND_END's steps (unless it was the last: R8), then the next one begins with
// ROUND_START's and the units' `atRoundStart` (round 1's beginning is setup's). Where a new rule of
// the round goes: a unit's contribution (lib/engine/expansions) for a card or an expansion, one of
// these lists for the base game.
import type { Kind } from "./catalogue";
import { AFTER_DECISIONS, AFTER_SCORING, AT_PHASE_START, AT_ROUND_START, type AfterDecisions, type PhaseStartAsk, type ScoringAsk } from "./expansions";
import type { GameEvent } from "./events";
import { PHASES, SCORED_KIND, type Phase } from "./phases";
import { displaySize, tokenStep } from "./rules";
import type { GameState } from "./state";

/** One phase of the round, as the flow runs it. */
export interface PhasePlan {
  phase: Phase;
  /** The colour whose cards its scoring pays; none for the trading phase. */
  scores: Kind | undefined;
  /** Decisions asked as its actions begin, before the first action (R36). */
  atStart: readonly PhaseStartAsk[];
  /** Decisions asked after its scoring, in this order (R26, R39). */
  afterScoring: readonly ScoringAsk[];
  /** Scoring once those decisions are answered (R39). */
  afterDecisions: readonly AfterDecisions[];
}

/** Every phase's plan, built once from the registry of units. */
export const PHASE_PLANS: Readonly<Record<Phase, PhasePlan>> = Object.fromEntries(
  PHASES.map((phase): [Phase, PhasePlan] => [
    phase,
    {
      phase,
      scores: SCORED_KIND[phase],
      atStart: AT_PHASE_START,
      afterScoring: AFTER_SCORING.filter((entry) => entry.phase === phase),
      afterDecisions: AFTER_DECISIONS.filter((entry) => entry.phase === phase),
    },
  ]),
) as Record<Phase, PhasePlan>;

/** A step of a round's end or beginning. */
export type RoundStep = (state: GameState, events: GameEvent[]) => void;

/**
 * Lays out cards of `pile` in the upper row until both rows hold the display size; the last card
 * of a pile makes this round the last (R8).
 */
export function layOut(state: GameState, pile: Phase, events: GameEvent[]): void {
  const source = state.piles[pile];
  const wanted = displaySize(state.options) - state.upperRow.length - state.lowerRow.length;
  if (wanted <= 0 || source.length === 0) return;
  const laidOut = source.splice(0, wanted);
  state.upperRow.push(...laidOut);
  for (const card of laidOut) events.push({ type: "moved", card, from: pile, to: "upper", seat: null });
  if (source.length === 0) {
    state.lastRound = true;
    events.push({ type: "pileEmptied", pile });
  }
}

/** The lower row's cards are discarded and the upper row's move down. */
const shiftRows: RoundStep = (state, events) => {
  for (const card of state.lowerRow) events.push({ type: "moved", card, from: "lower", to: "discard", seat: null });
  for (const card of state.upperRow) events.push({ type: "moved", card, from: "upper", to: "lower", seat: null });
  state.discardPile.push(...state.lowerRow);
  state.lowerRow = state.upperRow;
  state.upperRow = [];
};

/** Every start token (the disc too) moves on by the table's step (rules.ts: tokenStep, R24). */
const passTokens: RoundStep = (state, events) => {
  const seats = state.players.length;
  const step = tokenStep({ ...state.options, players: seats });
  for (const token of Object.keys(state.tokens) as (keyof GameState["tokens"])[]) {
    state.tokens[token] = ((state.tokens[token] as number) + step) % seats;
  }
  events.push({ type: "tokensPassed", tokens: { ...state.tokens } as Record<string, number> });
};

/** Free uses count again, and used cards lying face down turn up (R9, R10). */
const freshUses: RoundStep = (state) => {
  for (const player of state.players) {
    player.usesThisRound = {};
    if (player.playArea.some((p) => p.faceDown)) {
      player.playArea = player.playArea.map((p) => (p.faceDown ? { card: p.card, faceDown: false } : p));
    }
  }
};

/** What the end of a round does, in order, when it was not the last. */
export const ROUND_END: readonly RoundStep[] = [shiftRows, passTokens, freshUses];

/** The next round is counted. */
const nextRound: RoundStep = (state) => {
  state.round++;
};

/** The worker refill belongs to the new round: emptying the worker pile here means one more round. */
const layOutFirstPile: RoundStep = (state, events) => layOut(state, state.phases[0], events);

const announce: RoundStep = (state, events) => {
  events.push({ type: "roundBegins", round: state.round, lastRound: state.lastRound });
};

/** What the beginning of a round does, in order, before its first phase begins: the units' steps come last. */
export const ROUND_START: readonly RoundStep[] = [nextRound, layOutFirstPile, announce, ...AT_ROUND_START];

/**
 * Round 1 begins at setup, which lays out the first workers itself (initialWorkers, not the
 * display size) before anyone sees the table: only the units' steps run (R24: the disc scores).
 */
export const FIRST_ROUND_START: readonly RoundStep[] = AT_ROUND_START;
