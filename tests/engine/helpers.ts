// Shared helpers of the engine tests: build games from explicit piles and tokens, set up
// positions by moving real cards (so all 116 stay accounted for), apply move sequences.
import { expect } from "vitest";
import { z } from "zod";
import {
  applyMove,
  newGame,
  SetupError,
  stepOf,
  type CardId,
  type GameState,
  type Move,
  type Phase,
  type RuleError,
  type Variants,
} from "@/lib/engine";
import { deckContents } from "@/lib/engine/catalogue";
import type { Expansion } from "@/lib/engine/rules";
import { phaseOrder, type BasePhase } from "@/lib/engine/phases";
import { cloneState } from "@/lib/engine/state";
import { ruleErrorText } from "@/lib/words/errors";

export const NAMES = ["Alice", "Boris", "Clara", "Dmitri"];
/** Five names, for five-player tables (New Society). */
export const NAMES5 = [...NAMES, "Elena"];
export const PILES: BasePhase[] = ["worker", "building", "aristocrat", "trading"];
export const TOTAL_CARDS = 116;

/** The full draw piles with `top` cards first (top card first), the rest in catalogue order. */
export function piles(top: Partial<Record<Phase, CardId[]>> = {}, expansions: Expansion[] = []): Record<Phase, CardId[]> {
  const contents = deckContents(PILES, expansions) as Record<Phase, CardId[]>;
  const out = {} as Record<Phase, CardId[]>;
  for (const pile of PILES) {
    const rest = contents[pile].slice();
    const first = top[pile] ?? [];
    for (const card of first) {
      const i = rest.indexOf(card);
      if (i < 0) throw new Error(`helpers.piles: not enough ${card} in the ${pile} pile`);
      rest.splice(i, 1);
    }
    out[pile] = [...first, ...rest];
  }
  return out;
}

/** Token holders by player count: 2p 2 each, 3p seat 0 holds 2, 4p 1 each, 5p the disc at seat 4. */
export function defaultTokens(players: number): GameState["tokens"] {
  if (players === 2) return { worker: 0, building: 1, aristocrat: 0, trading: 1 };
  if (players === 3) return { worker: 0, building: 1, aristocrat: 2, trading: 0 };
  if (players === 5) return { worker: 0, building: 1, aristocrat: 2, trading: 3, disc: 4 };
  return { worker: 0, building: 1, aristocrat: 2, trading: 3 };
}

export interface GameSpec {
  players?: number;
  variants?: Partial<Variants>;
  top?: Partial<Record<Phase, CardId[]>>;
  tokens?: GameState["tokens"];
  expansions?: Expansion[];
}

/** A new game from explicit piles and tokens. */
export function game(spec: GameSpec = {}): GameState {
  const players = spec.players ?? 2;
  const expansions = spec.expansions ?? [];
  return newGame(
    { players: NAMES5.slice(0, players), variants: { ...spec.variants }, expansions },
    { piles: piles(spec.top, expansions), tokens: spec.tokens ?? defaultTokens(players) },
  );
}

/** Applies moves in order; a rejected move fails the test with its index and the engine's reason. */
export function play(state: GameState, moves: Move[]): GameState {
  let s = state;
  moves.forEach((move, index) => {
    const result = applyMove(s, move);
    if (!result.ok) throw new Error(`move ${index} ${JSON.stringify(move)} rejected: ${result.error.message}`);
    s = result.state;
  });
  return s;
}

/** One move that must be legal. */
export function move(state: GameState, m: Move): GameState {
  return play(state, [m]);
}

/** The seat whose move is awaited (exactly one). */
export function actor(state: GameState): number {
  const { toAct } = requireToAct(state);
  return toAct;
}

function requireToAct(state: GameState): { toAct: number } {
  if (state.status === "finished") throw new Error("the game is over");
  const seat = state.pending[0]?.seat ?? state.turn;
  return { toAct: seat };
}

/** `n` passes by whoever is to act. */
export function passes(state: GameState, n: number): GameState {
  let s = state;
  for (let i = 0; i < n; i++) s = move(s, { type: "pass", seat: actor(s) });
  return s;
}

/** Passes (and Pub decisions of 0) until the phase or round changes or the game ends. */
export function finishPhase(state: GameState): GameState {
  const { phase, round } = state;
  let s = state;
  for (let i = 0; i < 50 && s.status === "active" && s.phase === phase && s.round === round; i++) {
    s = stepOf(s) === "pub" ? move(s, { type: "pub", seat: actor(s), points: 0 }) : move(s, { type: "pass", seat: actor(s) });
  }
  return s;
}

/** Passes through phases until `phase` of a later round or this one begins (or the game ends). */
export function advanceTo(state: GameState, phase: Phase, round = state.round): GameState {
  let s = state;
  for (let i = 0; i < 200 && s.status === "active" && !(s.phase === phase && s.round === round && stepOf(s) === "actions"); i++) {
    s = finishPhase(s);
  }
  return s;
}

/** A refused move's data, and its English sentences (lib/words) about the player and to them. */
export type Refusal = Pick<RuleError, "code" | "reason" | "params"> & { message: string; messageToPlayer: string };

/** An illegal move: returns its error in English words, and checks that the input state was left untouched. */
export function reject(state: GameState, m: Move): Refusal {
  const snapshot = structuredClone(state);
  const result = applyMove(state, m);
  expect(result.ok, `expected ${JSON.stringify(m)} to be rejected`).toBe(false);
  expect(state).toEqual(snapshot);
  if (result.ok) throw new Error("unreachable");
  const error = result.error;
  return {
    code: error.code,
    reason: error.reason,
    params: error.params,
    message: ruleErrorText(error, "en", "others"),
    messageToPlayer: ruleErrorText(error, "en", "player"),
  };
}

/** A copy of `state` changed by `edit`: for setting up positions directly. */
export function arrange(state: GameState, edit: (s: GameState) => void): GameState {
  const s = cloneState(state);
  edit(s);
  return s;
}

/** Takes one copy of `card` out of the draw piles (from the bottom, so the tops stay). */
function takeFromPiles(s: GameState, card: CardId): void {
  for (const pile of s.phases) {
    const i = s.piles[pile].lastIndexOf(card);
    if (i >= 0) {
      s.piles[pile].splice(i, 1);
      return;
    }
  }
  throw new Error(`helpers: no ${card} left in the draw piles`);
}

/** Inside `arrange`: moves cards from the piles into a seat's play area or hand. */
export function give(s: GameState, seat: number, cards: CardId[], where: "play" | "hand" = "play"): void {
  for (const card of cards) {
    takeFromPiles(s, card);
    if (where === "play") s.players[seat].playArea.push({ card, faceDown: false });
    else s.players[seat].hand.push(card);
  }
}

/** Inside `arrange`: moves cards from the piles into a row of the display. */
export function lay(s: GameState, row: "upper" | "lower", cards: CardId[]): void {
  for (const card of cards) {
    takeFromPiles(s, card);
    (row === "upper" ? s.upperRow : s.lowerRow).push(card);
  }
}

/** Inside `arrange`: puts every card of the display back at the bottom of its pile. */
export function clearDisplay(s: GameState): void {
  for (const card of [...s.upperRow, ...s.lowerRow]) s.piles[pileOf(card)].push(card);
  s.upperRow = [];
  s.lowerRow = [];
}

export function pileOf(card: CardId): Phase {
  const contents = deckContents(PILES, ["newSociety", "banquet"]) as Record<Phase, CardId[]>;
  const base = deckContents(PILES) as Record<Phase, CardId[]>;
  for (const pile of PILES) if (base[pile].includes(card)) return pile;
  for (const pile of PILES) if (contents[pile].includes(card)) return pile;
  throw new Error(`no pile holds ${card}`);
}

/** Every card of the game, wherever it is: piles, display, hands, play areas, discard, drawn. */
export function allCards(state: GameState): CardId[] {
  const cards: CardId[] = [];
  for (const pile of state.phases) cards.push(...state.piles[pile]);
  cards.push(...state.upperRow, ...state.lowerRow, ...state.discardPile);
  for (const p of state.players) cards.push(...p.hand, ...p.playArea.map((x) => x.card), ...p.attachments.map((a) => a.card));
  for (const d of state.pending) if (d.kind === "drawn") cards.push(d.card);
  return cards;
}

/** The multiset of the whole deck, sorted: what `allCards` must always equal. */
export function fullDeckSorted(expansions: Expansion[] = []): CardId[] {
  const contents = deckContents(PILES, expansions) as Record<Phase, CardId[]>;
  return PILES.flatMap((p) => contents[p]).sort();
}

export const money = (state: GameState) => state.players.map((p) => p.money);
export const points = (state: GameState) => state.players.map((p) => p.points);
export const cardsIn = (state: GameState, seat: number) => state.players[seat].playArea.map((p) => p.card).sort();

// ---- for the property tests -------------------------------------------------------------

/** The whole deck of a game with these options, every pile, sorted (either edition). */
function wholeDeck(expansions: Expansion[], edition: "first" | "second"): CardId[] {
  const phases = phaseOrder({ expansions });
  const contents = deckContents(phases, expansions, edition) as Record<string, CardId[]>;
  return phases.flatMap((p) => contents[p]).sort();
}

const CARD_INDEX = new Map<string, number>();
for (const card of [...fullDeckSorted(["newSociety", "banquet"]), ...fullDeckSorted(["banquet"]), ...wholeDeck(["market"], "second")]) {
  if (!CARD_INDEX.has(card)) CARD_INDEX.set(card, CARD_INDEX.size);
}
const DECK_COUNTS = new Map<string, Int16Array>();
function deckCounts(expansions: Expansion[], edition: "first" | "second"): Int16Array {
  const key = `${edition}:${expansions.join(",")}`;
  let counts = DECK_COUNTS.get(key);
  if (!counts) {
    counts = new Int16Array(CARD_INDEX.size);
    for (const card of wholeDeck(expansions, edition)) counts[CARD_INDEX.get(card) as number]++;
    DECK_COUNTS.set(key, counts);
  }
  return counts;
}

/** Cheap check that every card of the game is somewhere, exactly once: null, or what is wrong. */
export function cardAccountingError(state: GameState): string | null {
  const DECK_COUNTS = deckCounts(state.options.expansions, state.options.edition);
  const counts = new Int16Array(CARD_INDEX.size);
  let unknown: string | null = null;
  const add = (card: string) => {
    const i = CARD_INDEX.get(card);
    if (i === undefined) unknown = card;
    else counts[i]++;
  };
  for (const pile of state.phases) for (const card of state.piles[pile]) add(card);
  for (const card of state.upperRow) add(card);
  for (const card of state.lowerRow) add(card);
  for (const card of state.discardPile) add(card);
  for (const p of state.players) {
    for (const card of p.hand) add(card);
    for (const played of p.playArea) add(played.card);
    for (const a of p.attachments) add(a.card);
  }
  for (const d of state.pending) if (d.kind === "drawn") add(d.card);
  if (unknown) return `unknown card ${unknown}`;
  for (const [card, i] of CARD_INDEX) if (counts[i] !== DECK_COUNTS[i]) return `${counts[i]} × ${card} instead of ${DECK_COUNTS[i]}`;
  return null;
}

/** fast-check settings: a fixed seed (override with FC_SEED=n) so the suite's run time is stable. */
export function fcParams(numRuns: number): { numRuns: number; seed: number } {
  return { numRuns, seed: Number(process.env.FC_SEED ?? 20040101) };
}

/**
 * Why `start` cannot start a game, as the engine's data (issue 20): a SetupError's problem, or
 * the problem an options issue carries (GameOptionsSchema's params.problem).
 */
export function setupProblem(start: () => unknown): unknown {
  try {
    start();
  } catch (error) {
    if (error instanceof SetupError) return error.problem;
    if (error instanceof z.ZodError) return (error.issues[0] as { params?: { problem?: unknown } }).params?.problem;
    throw error;
  }
  throw new Error("the setup started a game");
}
