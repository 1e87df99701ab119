// The whole state of a game. It is rebuilt from the log by replay and never stored as truth.
import type { CardId, MarketSymbol } from "./catalogue";
import type { Decision } from "./decisions";
import type { GameOptions } from "./options";
import type { BasePhase, Phase, PileName } from "./phases";

/** Bump when a rule change would replay an old log differently; old games keep their version. */
export const RULES_VERSION = 1;

export interface PlayedCard {
  card: CardId;
  /** A used Observatory or Debtor's Prison lies face down until the next round: no point, cannot be displaced. */
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
  /** Auto-pass is on: the seat passes by itself for the rest of the phase (ruling R18). */
  autoPass: boolean;
  /** Free uses this round, by card (Pub, Trading House, Guild Hall split at the Yucata timing: R2, R27). */
  usesThisRound: Partial<Record<CardId, number>>;
  /** Guild Hall split kept across rounds at the Yucata timing: rubles of the 4 (R27; 0 = 4 points). */
  guildHallRubles: number;
  /** The Banquet: a Jester or Banquet lying on a card of the play area until it scores (R14, R33). */
  attachments: { card: CardId; on: CardId }[];
  /** Market module: the "?" symbol tokens lying on this player's cards (R17, R38); public. */
  symbolTokens: { symbol: MarketSymbol; on: CardId }[];
}

/** Start tokens: one per phase, and the disc at five players with New Society (ruling R24). */
export type Token = Phase | "disc";

export type { Step } from "./decisions";

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
  /** Seat whose turn it is when no decision is pending. */
  turn: number;
  /** Passes in a row; the actions end when every player has passed in a row. */
  passStreak: number;
  /** Draw piles, top card first. Secret: never leaves the server. */
  piles: Record<PileName, CardId[]>;
  upperRow: CardId[];
  lowerRow: CardId[];
  discardPile: CardId[];
  /** Seat holding each start token (the market token with the Market module, R25). */
  tokens: Partial<Record<Token, number>> & Record<BasePhase, number>;
  players: PlayerState[];
  /** Actions still due to the seat on turn from a Double Turn (R13, R35). */
  extraActions: number;
  /** Decisions the game waits for, first one asked now (rulings R26, R39: one at a time). */
  pending: Decision[];
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
    players: state.players.map((p) => ({ ...p, hand: p.hand.slice(), playArea: p.playArea.slice(), usesThisRound: { ...p.usesThisRound }, attachments: p.attachments.slice(), symbolTokens: p.symbolTokens.slice() })),
    pending: state.pending.slice(),
  };
}

/** The seat holding `phase`'s start token: it begins the phase. */
export function tokenHolder(state: GameState, phase: Phase): number {
  return state.tokens[phase] as number;
}

/** Tokens a seat holds, in phase order then the disc. */
export function tokensOf(state: GameState, seat: number): Token[] {
  const held: Token[] = state.phases.filter((phase) => tokenHolder(state, phase) === seat);
  if (state.tokens.disc === seat) held.push("disc");
  return held;
}
