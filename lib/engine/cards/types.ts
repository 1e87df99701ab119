// The shape of a card's rule module. A card with a choice (Pub, Observatory, Trading House…)
// is one module: the moves it adds to a turn, the decisions it asks, and their legal answers.
import type { CardId } from "../catalogue";
import type { DecisionKind, DecisionOf } from "../decisions";
import type { Because, RuleError, RuleErrorCode, RuleParams, RuleReason } from "../errors";
import type { GameEvent } from "../events";
import type { LegalMove } from "../acquire";
import type { Move, MoveType } from "../moves";
import type { GameState, PlayerState } from "../state";

/**
 * What comes after a move, handed to every Perform by the one who carries it out (apply.ts): the
 * flow calls the cards and the cards never import the flow or the registry of units, so the
 * engine's imports run one way. `FLOW` of flow.ts is the one implementation.
 */
export interface FlowSteps {
  /** The pending decision is answered: resume where it was asked. */
  decided(s: GameState, events: GameEvent[]): void;
  /** The seat's action is over: the next seat, or the phase's end. */
  afterAction(s: GameState, events: GameEvent[]): void;
  /** The seat passed. */
  afterPass(s: GameState, events: GameEvent[]): void;
  /**
   * `card` has just entered `player`'s play area: each unit does its part (the Market's markers);
   * true when one asked a decision about it (the Market's "?" symbol, R38), which the turn waits for.
   */
  cardEntered(s: GameState, player: PlayerState, card: CardId, events: GameEvent[]): boolean;
  /** `card` has just left `player`'s play area: each unit does its part (the Banquet's attachments, the Market's markers). */
  cardLeft(s: GameState, player: PlayerState, card: CardId, events: GameEvent[]): void;
}

/** A judged move, carried out on the state (a copy, or replay's own) with its events. */
export type Perform = (s: GameState, events: GameEvent[], flow: FlowSteps) => void;

export type MoveOf<T extends MoveType> = Extract<Move, { type: T }>;

/** Makes a rule error (data: lib/words says it) for the player trying the move. */
export type Fail = (code: RuleErrorCode, reason: RuleReason, params?: RuleParams) => RuleError;

export interface DecisionRule<K extends DecisionKind> {
  kind: K;
  /** The move types that answer it. */
  answers: readonly MoveType[];
  /** The reason (a RuleReason with its parameters) a move other than its answers is refused. */
  mustFirst(decision: DecisionOf<K>): Because;
  /** Ruling R21: the decision has one possible answer, so it is skipped (the record holds no move). */
  forced?(state: GameState, decision: DecisionOf<K>): boolean;
  /** What a skipped (forced) decision does by itself, if anything (an unpaid orange card is given up). */
  skip?(state: GameState, decision: DecisionOf<K>, events: GameEvent[]): void;
  judge(state: GameState, decision: DecisionOf<K>, move: Move, fail: Fail): RuleError | Perform;
  legal(state: GameState, decision: DecisionOf<K>): LegalMove[];
  /** The plain answer a timeout gives: declining. */
  decline(state: GameState, decision: DecisionOf<K>): Move;
}

/** A move a card adds to its owner's turn: an action (Observatory) or a free use (Pub at the Yucata timing). */
export interface TurnMoveRule<T extends MoveType> {
  type: T;
  judge(state: GameState, player: PlayerState, move: MoveOf<T>, fail: Fail): RuleError | Perform;
  legal(state: GameState, player: PlayerState): LegalMove[];
}

export function owns(player: PlayerState, card: CardId): number {
  let n = 0;
  for (const played of player.playArea) if (played.card === card) n++;
  return n;
}

/**
 * Rulings R2, R27: at the default timing the cards' uses are decisions after the building scoring;
 * with `pubDuringBuildingPhase` (the Yucata timing) they are free uses inside the owner's turn.
 */
export function atDefaultTiming(state: GameState): boolean {
  return !state.options.variants.pubDuringBuildingPhase;
}
