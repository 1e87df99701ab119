// The review of a finished game (issue 36): the strong level looks at each decision a person made,
// from that seat's view at that moment only, and weighs the move played against its own choice by
// the same play-outs (lib/bots/search.ts: the same guesses at the hidden parts for both, seeded,
// so a review is the same on any machine). The costliest few are kept.
import { legalMoves, viewFor, type GameState, type GameView, type LegalMove, type Move, type Phase } from "@/lib/engine";
import { playOutTotals, STRONG_BUDGET, strongCandidates } from "./search";

/** One decision of the reviewed seat: the state before it (its view is taken here) and the move played. */
export interface ReviewedDecision {
  seq: number;
  before: GameState;
  move: Move;
}

export interface Moment {
  /** The event of the move played (the replay's step before it is `seq - 1`). */
  seq: number;
  seat: number;
  round: number;
  phase: Phase;
  played: Move;
  better: Move;
  /** What the better move was worth more, in points at the end (the play-outs' estimate). */
  points: number;
}

/** How many moments a seat's review keeps; the result page shows the first three. */
export const MOMENTS_KEPT = 5;
/** A difference smaller than this is the play-outs' noise, not a mistake. */
const NOISE_POINTS = 1;

function sameMove(a: Move, b: Move): boolean {
  const key = (m: Move) => JSON.stringify(Object.entries(m).filter(([k, v]) => v !== undefined && !(k === "untilPhaseEnd" && v === false)).sort(([x], [y]) => (x < y ? -1 : 1)));
  return key(a) === key(b);
}

/**
 * The strong level's verdict on one decision, from `view` alone: its better move and what it was
 * worth more per play-out, or null when the move played was as good (or there was no choice).
 */
export function judgeDecision(view: GameView, legal: readonly LegalMove[], played: Move, seed: string): { better: Move; points: number } | null {
  if (legal.length < 2) return null;
  const moves = [played, ...strongCandidates(view, legal).filter((m) => !sameMove(m, played))];
  if (moves.length === 1) return null;
  const totals = playOutTotals(view, moves, seed);
  let best = 0;
  for (let c = 1; c < moves.length; c++) if (totals[c] > totals[best]) best = c;
  const points = (totals[best] - totals[0]) / STRONG_BUDGET.samples;
  if (best === 0 || points < NOISE_POINTS) return null;
  return { better: moves[best], points: Math.round(points * 10) / 10 };
}

/** One decision of `seat` judged from its view: a moment when the strong level would have done better. */
export function momentOf(d: ReviewedDecision, seat: number, seed: string): Moment | null {
  const verdict = judgeDecision(viewFor(d.before, seat), legalMoves(d.before, seat), d.move, `review/${seed}/${d.seq}`);
  return verdict ? { seq: d.seq, seat, round: d.before.round, phase: d.before.phase, played: d.move, ...verdict } : null;
}

/** The costliest of `moments`, costliest first, at most MOMENTS_KEPT. */
export function costliest(moments: readonly Moment[]): Moment[] {
  return [...moments].sort((a, b) => b.points - a.points || a.seq - b.seq).slice(0, MOMENTS_KEPT);
}

/** The costliest moments of `seat`'s decisions, costliest first, at most MOMENTS_KEPT. */
export function reviewSeat(decisions: Iterable<ReviewedDecision>, seat: number, seed: string): Moment[] {
  const moments: Moment[] = [];
  for (const d of decisions) {
    const moment = momentOf(d, seat, seed);
    if (moment) moments.push(moment);
  }
  return costliest(moments);
}
