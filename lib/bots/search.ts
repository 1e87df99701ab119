// The strong level (issue 36): determinized sampling. The heuristic's few best moves are each
// tried on the same guesses at the hidden parts (lib/bots/sample.ts, drawn from the seat's view
// alone), every seat then playing on like the heuristic for a stretch of the game; a position
// is judged by what it is worth to the bot less what it is worth to its best rival, so taking a
// card a rival needs, or leaving one, counts. The budget is a number of play-outs, never a time:
// the same view, moves and seed give the same move on any machine.
import { legalMoves, toAct, type GameView, type LegalMove, type Move } from "@/lib/engine";
import { applyMove, applyMoveInPlace } from "@/lib/engine/apply";
import { seededRandom } from "@/lib/engine/random";
import type { GameState } from "@/lib/engine/state";
import { beliefOf } from "./belief";
import { bestOf, scoreMoves, scoreOn, type Scored } from "./heuristic";
import { sampleState } from "./sample";
import { positionValue } from "./value";

export interface SearchBudget {
  /** Guesses at the hidden parts; every candidate is played out on each. */
  samples: number;
  /** Moves after the candidate that a play-out runs (all seats), unless the game ends first. */
  horizon: number;
  /** Candidates: the heuristic's best moves, at most this many… */
  candidates: number;
  /** …and only those the heuristic scores within this many points of its favourite. */
  margin: number;
}

export const STRONG_BUDGET: SearchBudget = { samples: 8, horizon: 24, candidates: 4, margin: 4 };

/** What a position is worth to `seat` against its best rival: its own worth less the best other's. */
export function edge(state: GameState, seat: number): number {
  if (state.final) {
    const mine = state.final.find((f) => f.seat === seat)?.total ?? 0;
    const best = Math.max(...state.final.filter((f) => f.seat !== seat).map((f) => f.total));
    // A sole winner is what counts: a point of lead at the end weighs like several during the game.
    return mine - best + (mine > best ? 5 : mine < best ? -5 : 0);
  }
  const mine = positionValue(state, seat);
  let best = -Infinity;
  for (const p of state.players) if (p.seat !== seat) best = Math.max(best, positionValue(state, p.seat));
  return mine - best;
}

/** Every seat plays on like the heuristic, on the sample, for `horizon` moves (in place). */
function playOut(state: GameState, horizon: number): void {
  for (let n = 0; n < horizon && state.status === "active"; n++) {
    const seat = toAct(state)[0];
    const legal = legalMoves(state, seat);
    const move = legal.length === 1 ? legal[0].move : bestOf(scoreOn(state, seat, legal));
    if (applyMoveInPlace(state, move)) return;
  }
}

/** The candidates worth searching: the heuristic's best few, close enough to its favourite. */
function candidatesOf(scored: readonly Scored[], budget: SearchBudget): Move[] {
  const order = scored.map((s, i) => ({ ...s, i })).sort((a, b) => b.score - a.score || a.i - b.i);
  const top = order[0].score;
  return order.filter((s, k) => k < budget.candidates && s.score >= top - budget.margin && s.score > -1000).map((s) => s.move);
}

/** The candidates the strong level would search in this position (the heuristic's best few). */
export function strongCandidates(view: GameView, legal: readonly LegalMove[], budget: SearchBudget = STRONG_BUDGET): Move[] {
  return candidatesOf(scoreMoves(view, legal), budget);
}

/**
 * Each of `moves` played on the same `budget.samples` guesses at the hidden parts and played on:
 * the summed edge for `seat` after each (the strong level's judgement; the review of a game,
 * lib/bots/review.ts, weighs the move played by the same measure).
 */
export function playOutTotals(view: GameView, moves: readonly Move[], seed: string, budget: SearchBudget = STRONG_BUDGET): number[] {
  const seat = view.viewer;
  if (seat === null) throw new Error("a bot decides for a seat, not as a spectator");
  const random = seededRandom(`strong/${seed}`);
  const belief = beliefOf(view);
  const totals = moves.map(() => 0);
  for (let s = 0; s < budget.samples; s++) {
    // The same guess for every candidate: their difference is the move's, not the luck of the draw.
    const sample = sampleState(view, random, belief);
    moves.forEach((move, c) => {
      const result = applyMove(sample, move);
      if (!result.ok) {
        totals[c] -= 1000;
        return;
      }
      playOut(result.state, budget.horizon);
      totals[c] += edge(result.state, seat);
    });
  }
  return totals;
}

export function decideStrong(view: GameView, legal: readonly LegalMove[], seed: string, budget: SearchBudget = STRONG_BUDGET): Move {
  if (legal.length === 0) throw new Error("the bot was asked to move with no legal move");
  if (view.viewer === null) throw new Error("a bot decides for a seat, not as a spectator");
  if (legal.length === 1) return legal[0].move;
  const candidates = strongCandidates(view, legal, budget);
  if (candidates.length === 1) return candidates[0];
  const totals = playOutTotals(view, candidates, seed, budget);
  let best = 0;
  for (let c = 1; c < candidates.length; c++) if (totals[c] > totals[best]) best = c;
  return candidates[best];
}
