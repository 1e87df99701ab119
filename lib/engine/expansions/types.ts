// What a unit of the game may add. A unit is the base game, an expansion (New Society, The
// Banquet, the Market module) or the second edition: one object, in its own file or folder, that
// declares everything it adds. The registry (./index.ts) gathers the units; the core (flow, apply,
// legal, timeout, scoring, view, record) reads only the registry, never a unit by name.
//
// What a unit cannot add here, and where it goes instead: its numbers (rules.ts: TABLE_RULES for
// the table, CARD_RULES for its cards), its data shapes (its schema.ts, gathered by decisions.ts,
// moves.ts and events.ts), its refusal reasons (errors.ts), its state fields (state.ts), its cards
// (cards.json, through the catalogue) and its words (lib/words).
import type { CardDef, CardId } from "../catalogue";
import type { DecisionRule, TurnMoveRule } from "../cards/types";
import type { DecisionKind } from "../decisions";
import type { GameEvent } from "../events";
import type { MoveType } from "../moves";
import type { Phase } from "../phases";
import type { TableRules } from "../rules";
import type { GameState, PlayerState } from "../state";
import type { GameView, PlayerView } from "../view";
import type { ReplaySummary } from "../record";

export type UnitName = "base" | "newSociety" | "banquet" | "secondEdition" | "market";

/** A decision rule of any kind (the registry keys them by kind). */
export type AnyDecisionRule = { [K in DecisionKind]: DecisionRule<K> }[DecisionKind];
/** A turn move rule of any type (the registry keys them by move type). */
export type AnyTurnMoveRule = { [T in MoveType]: TurnMoveRule<T> }[MoveType];

/**
 * A move a unit's card adds to a turn. legalMoves lists them in unit order; `before` puts one
 * ahead of another unit's move (the order the table and the random games have always seen).
 */
export interface TurnMoveEntry {
  rule: AnyTurnMoveRule;
  before?: MoveType;
}

/** Decisions asked when a phase's actions begin, before its first action (R36). */
export interface PhaseStartAsk {
  kind: DecisionKind;
  askers(state: GameState): number[];
}

/**
 * Decisions asked after `phase`'s scoring, kind by kind, owners in turn order from its start
 * player (R26, R39). Kinds come in unit order; `before` puts one ahead of another unit's (R26).
 */
export interface ScoringAsk {
  phase: Phase;
  kind: DecisionKind;
  before?: DecisionKind;
  /** Whether the kind is asked at all at this table (R2, R27: not at the Yucata timing). */
  asked(state: GameState): boolean;
  /** Whether this player is asked. */
  owner(player: PlayerState): boolean;
}

/** Scoring that follows `phase`'s decisions (R39: the market majorities after the upkeep). */
export interface AfterDecisions {
  phase: Phase;
  score(state: GameState, events: GameEvent[]): void;
}

/** A step of a player's phase scoring, after their printed and counting income. */
export type ScoringHook = (state: GameState, phase: Phase, player: PlayerState, events: GameEvent[]) => void;

/**
 * A unit's say in one player's printed income at a phase scoring: `forPlayer` returns null when
 * the player has nothing of the unit's (no allocation in the common case); else `printed` may
 * change each card's income as it is paid, and `settle` runs after every scoring hook.
 */
export interface PrintedIncome {
  forPlayer(player: PlayerState): IncomeChanger | null;
}
export interface IncomeChanger {
  printed(def: CardDef, rubles: number, points: number): readonly [number, number];
  settle(state: GameState, player: PlayerState, events: GameEvent[]): void;
}

/** A step as a round begins, after its display is laid out (round 1: at setup, its events unseen). */
export type RoundStartStep = (state: GameState, events: GameEvent[]) => void;

export interface Unit {
  name: UnitName;
  /** For an expansion a table adds: what it changes in the table's numbers (rules.ts). */
  table?: TableRules;
  /** The decisions it asks (state.pending), each answered through its rule. */
  decisions?: readonly AnyDecisionRule[];
  /** Moves its cards add to a turn (actions like the Observatory, free uses like the Pub at the Yucata timing). */
  turnMoves?: readonly TurnMoveEntry[];
  /** The round: decisions as a phase begins, after its scoring, and scoring after those (round.ts reads these). */
  atPhaseStart?: readonly PhaseStartAsk[];
  afterScoring?: readonly ScoringAsk[];
  afterDecisions?: readonly AfterDecisions[];
  /** Steps as every round begins, round 1 included (the disc's points, R24). */
  atRoundStart?: readonly RoundStartStep[];
  /** Its part in each player's phase scoring. */
  scoring?: {
    /** Cards whose printed income its hooks settle, so the printed scoring leaves them out (R28). */
    ownIncome?: readonly CardId[];
    printed?: PrintedIncome;
    hooks?: readonly ScoringHook[];
  };
  /** Its bookkeeping when a card enters or leaves a play area (FlowSteps.cardEntered / cardLeft). */
  playArea?: {
    /** True when it asked a decision about the card. */
    entered?(s: GameState, player: PlayerState, card: CardId, events: GameEvent[]): boolean;
    left?(s: GameState, player: PlayerState, card: CardId, events: GameEvent[]): void;
  };
  /** Its rules of the turn (the second edition's first worker phase: R20, R37). */
  turn?: {
    /** The turn must be a buy: no other move is judged legal, and a timeout buys. */
    mustBuy(state: GameState): boolean;
    /** The seat on turn is passed over without a move (it counts as a pass). */
    passedOver(state: GameState, seat: number): boolean;
  };
  /** Fields it adds to the views (views are allow-lists: each field is listed in view.ts's types). */
  view?: {
    player?(state: GameState, player: PlayerState): Partial<PlayerView>;
    board?(state: GameState): Partial<GameView>;
  };
  /** Fields it adds to the replay command's summary (record.ts). */
  summary?: {
    player?(state: GameState, player: PlayerState): Partial<ReplaySummary["players"][number]>;
    board?(state: GameState): Partial<ReplaySummary>;
  };
}
