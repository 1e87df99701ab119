// The whole state of a game. It is rebuilt from the log by replay and never stored as truth.
import type { CardId } from "./catalogue";
import type { GameOptions } from "./options";
import type { Phase, PileName } from "./phases";

/** Bump when a rule change would replay an old log differently; old games keep their version. */
export const RULES_VERSION = 1;

export interface PlayedCard {
  card: CardId;
  /** A used Observatory lies face down until the next round: no point, cannot be displaced. */
  faceDown: boolean;
}

export interface PlayerState {
  seat: number;
  name: string;
  money: number;
  /** The score track during play; final scoring is kept apart in `final`. */
  points: number;
  hand: CardId[];
  playArea: PlayedCard[];
  /** "Pass until the end of this phase" is on (ruling R18). */
  autoPass: boolean;
  /** Pub uses this round, with the Pub during the building phase (ruling R2). */
  pubUses: number;
}

/** What the game waits for: ordinary turns, a Pub decision, or what to do with a drawn card. */
export type Step = "actions" | "pub" | "drawn";

export interface FinalScore {
  seat: number;
  /** Points for distinct aristocrats. */
  aristocrats: number;
  /** One point per full 10 rubles. */
  money: number;
  /** −5 per card in hand. */
  hand: number;
  total: number;
}

export interface GameState {
  rulesVersion: number;
  options: GameOptions;
  phases: readonly Phase[];
  status: "active" | "finished";
  round: number;
  phase: Phase;
  step: Step;
  /** Seat whose turn it is during the actions step. */
  turn: number;
  /** Passes in a row; the actions end when every player has passed in a row. */
  passStreak: number;
  /** Draw piles, top card first. Secret: never leaves the server. */
  piles: Record<PileName, CardId[]>;
  upperRow: CardId[];
  lowerRow: CardId[];
  discardPile: CardId[];
  /** Seat holding each phase's start token. */
  tokens: Record<Phase, number>;
  players: PlayerState[];
  /** A card drawn by an Observatory, shown to everyone, waiting for its owner's decision. */
  drawn: { seat: number; card: CardId } | null;
  /** Pub owners still to decide after the building scoring, in turn order. */
  pubQueue: number[];
  /** The last card of a draw pile has been laid out: this round is the last (ruling R8). */
  lastRound: boolean;
  final: FinalScore[] | null;
  winners: number[] | null;
}

/** A copy that a move may change in place; card lists are copied, card entries never mutated. */
export function cloneState(state: GameState): GameState {
  const piles = {} as Record<PileName, CardId[]>;
  for (const pile of state.phases) piles[pile] = state.piles[pile].slice();
  return {
    ...state,
    piles,
    upperRow: state.upperRow.slice(),
    lowerRow: state.lowerRow.slice(),
    discardPile: state.discardPile.slice(),
    tokens: { ...state.tokens },
    players: state.players.map((p) => ({ ...p, hand: p.hand.slice(), playArea: p.playArea.slice() })),
    drawn: state.drawn && { ...state.drawn },
    pubQueue: state.pubQueue.slice(),
  };
}
