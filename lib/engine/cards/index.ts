// The registry of card rule modules. A new decision card is a module in this folder, its row
// here, its decision in decisions.ts and its move in moves.ts (plus the UI for its kind of choice).
import type { DecisionKind } from "../decisions";
import type { GameEvent } from "../events";
import type { MoveType } from "../moves";
import type { Phase } from "../phases";
import type { GameState, PlayerState } from "../state";
import { actionMove, pickpocketAskers, pickpocketDecision } from "./action-cards";
import { debtorsPrisonMove } from "./debtors-prison";
import { drawnDecision } from "./drawn";
import { scoreMajorities } from "../market";
import { ownsOrange, symbolDecision, upkeepDecision } from "./market-cards";
import { GUILD_HALL, guildHallDecision, guildHallMove, scoreGuildHall } from "./guild-hall";
import { observatoryMove } from "./observatory";
import { PUB, pubDecision, pubMove } from "./pub";
import { releaseSycophantMove, sycophantUpkeep } from "./sycophant";
import { TRADING_HOUSE, tradingHouseDecision, tradingHouseMove } from "./trading-house";
import { owns, type DecisionRule, type TurnMoveRule } from "./types";

export const DECISION_RULES: { [K in DecisionKind]: DecisionRule<K> } = {
  drawn: drawnDecision,
  pub: pubDecision,
  guildHall: guildHallDecision,
  tradingHouse: tradingHouseDecision,
  pickpocket: pickpocketDecision,
  symbol: symbolDecision,
  upkeep: upkeepDecision,
};

/** Moves cards add to a turn, in the order legalMoves lists them. */
export const TURN_MOVES: { [T in MoveType]?: TurnMoveRule<T> } = {
  observatory: observatoryMove,
  debtorsPrison: debtorsPrisonMove,
  pub: pubMove,
  tradingHouse: tradingHouseMove,
  guildHall: guildHallMove,
  releaseSycophant: releaseSycophantMove,
  action: actionMove,
};

/** Decisions asked when a phase's actions begin, before its first action (ruling R36). */
export const AT_PHASE_START: { kind: DecisionKind; askers: (s: GameState) => number[] }[] = [
  { kind: "pickpocket", askers: pickpocketAskers },
];

const defaultTiming = (state: GameState) => !state.options.variants.pubDuringBuildingPhase;

/** Decisions asked after a phase's scoring, in this order (ruling R26), at the default timing only. */
export const AFTER_SCORING: { phase: Phase; kind: DecisionKind; asked: (s: GameState) => boolean; owner: (p: PlayerState) => boolean }[] = [
  { phase: "building", kind: "guildHall", asked: defaultTiming, owner: (p) => owns(p, GUILD_HALL) > 0 },
  { phase: "building", kind: "tradingHouse", asked: defaultTiming, owner: (p) => owns(p, TRADING_HOUSE) > 0 },
  { phase: "building", kind: "pub", asked: defaultTiming, owner: (p) => owns(p, PUB) > 0 },
  // Ruling R39: upkeep owners one at a time in turn order from the market token holder.
  { phase: "market", kind: "upkeep", asked: () => true, owner: ownsOrange },
];

/** Scoring that follows a phase's decisions: the market majorities come after the upkeep (R39). */
export const AFTER_DECISIONS: { phase: Phase; score: (s: GameState, events: GameEvent[]) => void }[] = [
  { phase: "market", score: scoreMajorities },
];

/** Scoring by card modules, after each player's printed and counting income. */
export const SCORING_HOOKS: ((state: GameState, phase: Phase, player: PlayerState, events: GameEvent[]) => void)[] = [
  scoreGuildHall,
  sycophantUpkeep,
];
