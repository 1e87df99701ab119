// The rules engine of Saint Petersburg: pure and deterministic, no I/O.
// newGame → applyMove … ; toAct / legalMoves / viewFor answer the questions of the table.
// Where each part lives, and where a new rule, card, decision, phase or expansion goes:
// docs/engine-decisions.md.
export { applyMove, type MoveResult } from "./apply";
export { allCardIds, cardDef, isCardId, type CardDef, type CardId, type Kind } from "./catalogue";
export { displaceTargets, handLimit, price, type PriceParts, type Source } from "./costs";
export { currentDecision, DecisionSchema, drawnOf, stepOf, type Decision, type DecisionKind } from "./decisions";
export { narrateAftermath, narrateMove, narrateTimeout, type Phrase, type PhraseValue } from "./narrate";
export { EngineInvariantError, RuleError, type RuleErrorCode } from "./errors";
export { GameEventSchema, type GameEvent } from "./events";
export { legalMoves, type LegalMove } from "./legal";
export { MoveSchema, type Move, type MoveType, type Row } from "./moves";
export { GameOptionsSchema, VariantsSchema, VARIANT_NAMES, type GameOptions, type GameOptionsInput, type VariantName, type Variants } from "./options";
export { chooseOrder, MOST_ORDERS, notAtTable, rublesPaid, type OrderChoice, type Otherwise, type StandingOrder } from "./orders";
export { PHASES, type Phase, type PileName } from "./phases";
export {
  GameRecordSchema,
  replayMoves,
  replayRecord,
  summarize,
  type GameRecord,
  type ReplayResult,
  type ReplaySummary,
} from "./record";
export { displaySize, EXPANSIONS_OF, fiveSeatExpansion, MAX_PLAYERS, maxPlayers, MIN_PLAYERS, unsupportedCombination, type CombinationProblem } from "./rules";
export { aristocratPoints, finalScore } from "./scoring";
export { dealFromSeed, drawSeatOrder, newGame, SetupError, type ExplicitSetup, type Setup, type SetupProblem } from "./setup";
export { RULES_VERSION, tokensOf, type FinalScore, type GameState, type PlayedCard, type PlayerState, type Step, type Token } from "./state";
export { applyTimeout, passesForTimeout, timeoutDecision } from "./timeout";
export { toAct } from "./turn";
export { viewFor, type GameView, type PendingDecisionView, type PlayerView } from "./view";
