// The registry of units: the base game, each expansion and the second edition, in the order
// their contributions are read. The core reads what the units add only from here (flow.ts,
// round.ts, apply.ts, legal.ts, timeout.ts, scoring.ts, view.ts, record.ts, setup.ts). A new
// expansion is a folder beside these with its unit in index.ts, and one row in UNITS.
//
// Every table is built once, when the engine loads: a move reads them as plain lists and lookups.
import type { CardId } from "../catalogue";
import type { DecisionRule, TurnMoveRule } from "../cards/types";
import type { DecisionKind } from "../decisions";
import type { GameEvent } from "../events";
import type { MoveType } from "../moves";
import type { GameState, PlayerState } from "../state";
import { banquet } from "./banquet";
import { base } from "./base";
import { market } from "./market";
import { newSociety } from "./new-society";
import { secondEdition } from "./second-edition";
import type { AfterDecisions, AnyTurnMoveRule, PhaseStartAsk, ScoringAsk, ScoringHook, Unit } from "./types";

export type { AfterDecisions, IncomeChanger, PhaseStartAsk, ScoringAsk, ScoringHook, Unit } from "./types";

export const UNITS: readonly Unit[] = [base, newSociety, banquet, secondEdition, market];

/** Entries in unit order, except that one with `before` goes ahead of the entry it names. */
function placed<T>(entries: readonly T[], key: (entry: T) => string, before: (entry: T) => string | undefined): T[] {
  const out: T[] = [];
  for (const entry of entries) {
    const ahead = before(entry);
    const at = ahead === undefined ? -1 : out.findIndex((e) => key(e) === ahead);
    if (at < 0) out.push(entry);
    else out.splice(at, 0, entry);
  }
  return out;
}

const all = <T>(pick: (unit: Unit) => readonly T[] | undefined): T[] => UNITS.flatMap((unit) => pick(unit) ?? []);

/** Every decision's rule, by kind: answers, legal answers, judging, declining (cards/types.ts). */
export const DECISION_RULES = Object.fromEntries(all((u) => u.decisions).map((rule) => [rule.kind, rule])) as unknown as {
  [K in DecisionKind]: DecisionRule<K>;
};

/** Moves cards add to a turn, in the order legalMoves lists them. */
export const TURN_MOVE_RULES: readonly AnyTurnMoveRule[] = placed(all((u) => u.turnMoves), (e) => e.rule.type, (e) => e.before).map((e) => e.rule);
/** The same, by move type. */
export const TURN_MOVES = Object.fromEntries(TURN_MOVE_RULES.map((rule) => [rule.type, rule])) as unknown as { [T in MoveType]?: TurnMoveRule<T> };

/** Decisions asked when a phase's actions begin, before its first action (ruling R36). */
export const AT_PHASE_START: readonly PhaseStartAsk[] = all((u) => u.atPhaseStart);

/** Decisions asked after a phase's scoring, in this order (ruling R26). */
export const AFTER_SCORING: readonly ScoringAsk[] = placed(all((u) => u.afterScoring), (e) => e.kind, (e) => e.before);

/** Scoring that follows a phase's decisions: the market majorities come after the upkeep (R39). */
export const AFTER_DECISIONS: readonly AfterDecisions[] = all((u) => u.afterDecisions);

/** Steps as every round begins, round 1 included (setup runs them too). */
export const AT_ROUND_START: readonly ((state: GameState, events: GameEvent[]) => void)[] = all((u) => u.atRoundStart);

/** Cards whose printed income a unit's own hook settles (R28). */
export const OWN_INCOME: ReadonlySet<string> = new Set<string>(all((u) => u.scoring?.ownIncome));

/** Units that may change a card's printed income at a scoring (the Banquet's attachments). */
export const PRINTED_INCOME = all((u) => (u.scoring?.printed ? [u.scoring.printed] : undefined));

/** Scoring by card modules, after each player's printed and counting income. */
export const SCORING_HOOKS: readonly ScoringHook[] = all((u) => u.scoring?.hooks);

const ENTERED = all((u) => (u.playArea?.entered ? [u.playArea.entered] : undefined));
const LEFT = all((u) => (u.playArea?.left ? [u.playArea.left] : undefined));

/** A card entered a play area: every unit's part; true when one of them asked a decision. */
export function cardEntered(s: GameState, player: PlayerState, card: CardId, events: GameEvent[]): boolean {
  let asked = false;
  for (const entered of ENTERED) if (entered(s, player, card, events)) asked = true;
  return asked;
}

/** A card left a play area: every unit's part. */
export function cardLeft(s: GameState, player: PlayerState, card: CardId, events: GameEvent[]): void {
  for (const left of LEFT) left(s, player, card, events);
}

const TURN_RULES = all((u) => (u.turn ? [u.turn] : undefined));

/** Must this turn be a buy (the second edition's first worker phase, R20)? */
export function mustBuy(state: GameState): boolean {
  for (const rule of TURN_RULES) if (rule.mustBuy(state)) return true;
  return false;
}

/** Is `seat` passed over without a move (R20, R37)? */
export function passedOver(state: GameState, seat: number): boolean {
  for (const rule of TURN_RULES) if (rule.passedOver(state, seat)) return true;
  return false;
}

/** The units' view and summary fields, in unit order (after the core's own: view.ts, record.ts). */
export const PLAYER_VIEWS = all((u) => (u.view?.player ? [u.view.player] : undefined));
export const BOARD_VIEWS = all((u) => (u.view?.board ? [u.view.board] : undefined));
export const PLAYER_SUMMARIES = all((u) => (u.summary?.player ? [u.summary.player] : undefined));
export const BOARD_SUMMARIES = all((u) => (u.summary?.board ? [u.summary.board] : undefined));

/** The rule of a decision kind, typed for callers that hold a decision of any kind. */
export function decisionRule(kind: DecisionKind): DecisionRule<DecisionKind> {
  return DECISION_RULES[kind] as DecisionRule<DecisionKind>;
}

/** The rule of a turn move type, if a unit adds that move. */
export function turnMoveRule(type: MoveType): TurnMoveRule<MoveType> | undefined {
  return TURN_MOVES[type] as TurnMoveRule<MoveType> | undefined;
}
