// Neva's bots: players built on the engine alone. A bot decides from its seat's view and the
// legal moves its table offers, never from the state, so it cannot see a hidden card.
import type { GameView, LegalMove, Move } from "@/lib/engine";
import { decideHeuristic } from "./heuristic";

export const BOT_LEVELS = ["heuristic"] as const;
export type BotLevel = (typeof BOT_LEVELS)[number];

export interface DecideOptions {
  level?: BotLevel;
  /** For levels that sample; the same view, moves and seed always give the same move. */
  seed?: string;
}

/** The move of the seat whose view this is; the heuristic level draws nothing, so needs no seed. */
export function decide(view: GameView, legal: readonly LegalMove[], options: DecideOptions = {}): Move {
  const level: BotLevel = options.level ?? "heuristic";
  switch (level) {
    case "heuristic":
      return decideHeuristic(view, legal);
  }
}
