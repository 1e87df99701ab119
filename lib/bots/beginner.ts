// The beginner level (issue 36): the heuristic's judgement with a first game's habits. Rubles
// are spent as if they were worth little later (income bought too late, points bought too
// early), cards in hand look better than they are, and its sense of a move's worth is blurred,
// so it sometimes takes the second- or third-best card. The blur is drawn from the seed: the
// same view, moves and seed give the same move.
import type { GameView, LegalMove, Move } from "@/lib/engine";
import { seededRandom } from "@/lib/engine/random";
import { bestOf, scoreMoves } from "./heuristic";
import type { Weights } from "./value";

/** A newcomer's sense of money and hand (the standard weights: lib/bots/value.ts). */
export const BEGINNER_WEIGHTS: Weights = { rublePerRoundLeft: 0.12, rubleCap: 0.5, handShare: 0.9 };

/** How far, in points, a move's worth may be misjudged upward. */
export const BEGINNER_BLUR = 3;

export function decideBeginner(view: GameView, legal: readonly LegalMove[], seed: string): Move {
  if (legal.length === 0) throw new Error("the bot was asked to move with no legal move");
  const random = seededRandom(`beginner/${seed}`);
  // Tenths of a point: the seeded generator draws whole numbers.
  const scored = scoreMoves(view, legal, BEGINNER_WEIGHTS).map((s) => ({ ...s, score: s.score + random.below(BEGINNER_BLUR * 10 + 1) / 10 }));
  return bestOf(scored);
}
