// Neva's bots: players built on the engine alone. A bot decides from its seat's view and the
// legal moves its table offers, never from the state, so it cannot see a hidden card.
// Three levels (issue 36): beginner (the heuristic with a first game's habits, lib/bots/beginner.ts),
// standard (the heuristic, lib/bots/heuristic.ts) and strong (a search over samples of the hidden
// parts with the heuristic playing on, lib/bots/search.ts). Their measured strength: docs/bots.md.
import type { GameView, LegalMove, Move } from "@/lib/engine";
import { decideBeginner } from "./beginner";
import { decideHeuristic } from "./heuristic";
import { decideStrong } from "./search";

import { DEFAULT_BOT_LEVEL, type BotLevel } from "./levels";

export { BOT_LEVELS, botLevelOf, DEFAULT_BOT_LEVEL, type BotLevel } from "./levels";

export interface DecideOptions {
  level?: BotLevel;
  /** For levels that draw (beginner, strong); the same view, moves and seed always give the same move. */
  seed?: string;
}

/** The move of the seat whose view this is. */
export function decide(view: GameView, legal: readonly LegalMove[], options: DecideOptions = {}): Move {
  const level: BotLevel = options.level ?? DEFAULT_BOT_LEVEL;
  const seed = options.seed ?? "";
  switch (level) {
    case "beginner":
      return decideBeginner(view, legal, seed);
    case "standard":
      return decideHeuristic(view, legal);
    case "strong":
      return decideStrong(view, legal, seed);
  }
}
