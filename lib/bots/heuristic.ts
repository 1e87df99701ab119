// The heuristic player: every legal move the table offers its seat is played out on the bot's
// belief (lib/bots/belief.ts) and valued by what the position is then worth to it over the
// remaining rounds (lib/bots/value.ts), plus what the card taken away would have brought the next
// player. The best one is chosen; ties go to the move listed first, so a decision depends only on
// the view, the legal moves and the seed.
import { applyMove, cardDef, type GameView, type LegalMove, type Move } from "@/lib/engine";
import type { GameState } from "@/lib/engine/state";
import { beliefOf } from "./belief";
import { positionValue, roundsAfter, rubleWorth, WEIGHTS, type Weights } from "./value";

/** Passing wins a tie with a move that brings nothing: an idle card in hand costs at the end. */
const PASS_BONUS = 0.05;
/** Share of the next player's gain counted for a card the bot takes off the rows. */
const DENIAL_SHARE = 0.15;

export interface Scored {
  move: Move;
  score: number;
}

/** What the card would have brought the next seat to act, had it stayed in the rows. */
function denial(belief: GameState, seat: number, move: Move, w: Weights): number {
  if ((move.type !== "buy" && move.type !== "take") || move.from === "drawn") return 0;
  const def = cardDef(move.card, belief.options.edition);
  if (def.kind === "action" || def.trading) return 0;
  const after = roundsAfter(belief);
  const worth = (def.points + def.rubles * rubleWorth(after / 2, w)) * Math.max(1, after) - def.cost * rubleWorth(after, w);
  return Math.max(0, DENIAL_SHARE * worth);
}

export function scoreMoves(view: GameView, legal: readonly LegalMove[], w: Weights = WEIGHTS): Scored[] {
  const seat = view.viewer;
  if (seat === null) throw new Error("a bot decides for a seat, not as a spectator");
  return scoreOn(beliefOf(view), seat, legal, w);
}

/** The heuristic's scores on a given picture of the game (the belief, or a sample the strong level plays out). */
export function scoreOn(belief: GameState, seat: number, legal: readonly LegalMove[], w: Weights = WEIGHTS): Scored[] {
  const base = positionValue(belief, seat, w);
  return legal.map(({ move }) => {
    if (move.type === "pass") return { move, score: move.untilPhaseEnd ? PASS_BONUS / 2 : PASS_BONUS };
    const result = applyMove(belief, move);
    // The belief lacks a few private counters (uses this round); a move it cannot play is last.
    if (!result.ok) return { move, score: -1000 };
    return { move, score: positionValue(result.state, seat, w) - base + denial(belief, seat, move, w) };
  });
}

/** The heuristic level's move for the seat whose view this is, among the moves its table offers. */
export function decideHeuristic(view: GameView, legal: readonly LegalMove[], w: Weights = WEIGHTS): Move {
  if (legal.length === 0) throw new Error("the bot was asked to move with no legal move");
  return bestOf(scoreMoves(view, legal, w));
}

/** The best-scored move; ties go to the one listed first. */
export function bestOf(scored: readonly Scored[]): Move {
  let best = scored[0].move;
  let bestScore = -Infinity;
  for (const { move, score } of scored) {
    if (score > bestScore) {
      best = move;
      bestScore = score;
    }
  }
  return best;
}
