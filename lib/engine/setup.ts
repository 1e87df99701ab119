// A new game: the starting rubles each, piles shuffled separately, start tokens dealt, the first workers
// laid out. Either from a secret seed or from explicit piles and tokens (a finished game's export).
import { z } from "zod";
import { deckContents, type CardId } from "./catalogue";
import { GameOptionsSchema, type GameOptions, type GameOptionsInput } from "./options";
import { phaseOrder, type Phase } from "./phases";
import { FIRST_ROUND_START } from "./round";
import { seededRandom, shuffle } from "./random";
import { FIRST_ROUND, hasDisc, initialWorkers, startingRubles, tokensPerSeat, unsupportedCombination, type CombinationProblem } from "./rules";
import { RULES_VERSION, type GameState, type Token } from "./state";

export const ExplicitSetupSchema = z.object({
  piles: z.record(z.string(), z.array(z.string())),
  tokens: z.record(z.string(), z.number().int().min(0)),
});
export const SetupSchema = z.union([
  z.object({ seed: z.string().min(1) }).strict(),
  ExplicitSetupSchema,
]);
export type ExplicitSetup = { piles: Record<Phase, CardId[]>; tokens: GameState["tokens"] };
export type Setup = { seed: string } | ExplicitSetup;

/** Cards and how many of each: what a pile lacks or holds too many of. */
export type CardCount = { card: string; count: number };

/**
 * Why a setup cannot start a game, as data (lib/words/setup.ts words it): an unplayable
 * combination (ruling R23), or the pile or token at fault in explicit piles and tokens.
 */
export type SetupProblem =
  | CombinationProblem
  | { code: "unknownPile"; pile: string }
  | { code: "missingPile"; pile: Phase }
  | { code: "pileContents"; pile: Phase; size: number; missing: CardCount[]; extra: CardCount[] }
  | { code: "unknownToken"; token: string }
  | { code: "tokenWithoutHolder"; token: Token }
  | { code: "tokenSeat"; token: Token; seat: number; seats: number }
  | { code: "tokensPerSeat"; seats: number; expected: number[]; held: number[] };

/** A setup that cannot start a game: `problem` says why; the message is its JSON, no sentence. */
export class SetupError extends Error {
  constructor(readonly problem: SetupProblem) {
    super(JSON.stringify(problem));
    this.name = "SetupError";
  }
}

/** Ruling R23: only the combinations and player counts the engine plays. */
function checkOptions(options: GameOptions): void {
  const problem = unsupportedCombination({ ...options, players: options.players.length });
  if (problem) throw new SetupError(problem);
}

/** The start tokens of this table: one per phase, and the disc at five players with New Society. */
function tokenNames(options: GameOptions): Token[] {
  const phases: Token[] = [...phaseOrder(options)];
  return hasDisc({ ...options, players: options.players.length }) ? [...phases, "disc"] : phases;
}

/** Deals piles and tokens from a seed. Three players: a random seat gets the two tokens (ruling R7). */
export function dealFromSeed(options: GameOptions, seed: string): ExplicitSetup {
  checkOptions(options);
  const random = seededRandom(seed);
  const phases = phaseOrder(options);
  const contents = deckContents(phases, options.expansions, options.edition);
  const piles = {} as Record<Phase, CardId[]>;
  for (const pile of phases) piles[pile] = shuffle(contents[pile].slice(), random);

  const counts = tokensPerSeat(options.players.length, options.expansions);
  let perSeat: number[];
  if (options.expansions.includes("market")) {
    // Ruling R25: which seats hold the extra tokens is dealt at random too.
    perSeat = shuffle(counts.slice(), random);
  } else {
    // Ruling R7: the table's counts are dealt from a random seat on, so with three players a random
    // seat holds the two tokens (with even counts any seat gives the same deal; the draw is kept).
    const first = random.below(counts.length);
    perSeat = counts.map((_, seat) => counts[(seat - first + counts.length) % counts.length]);
  }
  // Ruling R24: at five players the disc is dealt at random with the four phase tokens.
  const order = shuffle(tokenNames(options), random);
  const tokens = {} as ExplicitSetup["tokens"];
  let next = 0;
  perSeat.forEach((count, seat) => {
    for (let i = 0; i < count; i++) tokens[order[next++]] = seat;
  });
  return { piles, tokens };
}

/** Seat order for players joining a table, drawn from the game's seed. */
export function drawSeatOrder(seed: string, players: number): number[] {
  const random = seededRandom(`${seed}/seats`);
  return shuffle(Array.from({ length: players }, (_, i) => i), random);
}

function pileDifference(pile: Phase, expected: CardId[], actual: string[]): SetupProblem {
  const count = new Map<string, number>();
  for (const card of expected) count.set(card, (count.get(card) ?? 0) + 1);
  for (const card of actual) count.set(card, (count.get(card) ?? 0) - 1);
  const missing: CardCount[] = [];
  const extra: CardCount[] = [];
  for (const [card, n] of count) {
    if (n > 0) missing.push({ card, count: n });
    if (n < 0) extra.push({ card, count: -n });
  }
  return { code: "pileContents", pile, size: expected.length, missing, extra };
}

/** Same cards, any order. */
function samePile(expected: readonly CardId[], actual: readonly string[]): boolean {
  if (expected.length !== actual.length) return false;
  const count = new Map<string, number>();
  for (const card of expected) count.set(card, (count.get(card) ?? 0) + 1);
  for (const card of actual) {
    const left = count.get(card);
    if (!left) return false;
    count.set(card, left - 1);
  }
  return true;
}

export function checkExplicitSetup(options: GameOptions, setup: z.infer<typeof ExplicitSetupSchema>): ExplicitSetup {
  checkOptions(options);
  const phases = phaseOrder(options);
  const contents = deckContents(phases, options.expansions, options.edition);
  for (const pile of Object.keys(setup.piles)) {
    if (!(phases as readonly string[]).includes(pile)) throw new SetupError({ code: "unknownPile", pile });
  }
  for (const pile of phases) {
    const actual = setup.piles[pile];
    if (!actual) throw new SetupError({ code: "missingPile", pile });
    if (!samePile(contents[pile], actual)) throw new SetupError(pileDifference(pile, contents[pile], actual));
  }
  const seats = options.players.length;
  const held = new Array<number>(seats).fill(0);
  const names = tokenNames(options);
  for (const token of Object.keys(setup.tokens)) {
    if (!(names as readonly string[]).includes(token)) throw new SetupError({ code: "unknownToken", token });
  }
  for (const token of names) {
    const seat = setup.tokens[token];
    if (seat === undefined) throw new SetupError({ code: "tokenWithoutHolder", token });
    if (!Number.isInteger(seat) || seat < 0 || seat >= seats) {
      throw new SetupError({ code: "tokenSeat", token, seat, seats });
    }
    held[seat]++;
  }
  const perSeat = tokensPerSeat(seats, options.expansions);
  const expected = perSeat.slice().sort().join(",");
  if (held.slice().sort().join(",") !== expected) {
    throw new SetupError({ code: "tokensPerSeat", seats, expected: perSeat, held });
  }
  return setup as ExplicitSetup;
}

export function newGame(optionsInput: GameOptionsInput, setup: Setup): GameState {
  const options = GameOptionsSchema.parse(optionsInput);
  const dealt = "seed" in setup ? dealFromSeed(options, setup.seed) : checkExplicitSetup(options, setup);
  const phases = phaseOrder(options);
  const piles = {} as Record<Phase, CardId[]>;
  for (const pile of phases) piles[pile] = dealt.piles[pile].slice();
  const upperRow = piles[phases[0]].splice(0, initialWorkers(options.players.length));
  const state: GameState = {
    rulesVersion: RULES_VERSION,
    options,
    phases,
    status: "active",
    round: FIRST_ROUND,
    phase: phases[0],
    turn: dealt.tokens.worker,
    passStreak: 0,
    piles,
    upperRow,
    lowerRow: [],
    discardPile: [],
    tokens: { ...dealt.tokens },
    players: options.players.map((name, seat) => ({
      seat,
      name,
      // Ruling R24: the first disc holder starts with more rubles.
      money: startingRubles(dealt.tokens.disc === seat),
      points: 0,
      hand: [],
      playArea: [],
      autoPass: false,
      usesThisRound: {},
      guildHallRubles: 0,
      attachments: [],
      symbolTokens: [],
    })),
    extraActions: 0,
    pending: [],
    lastRound: false,
    final: null,
    winners: null,
  };
  // Round 1 begins before the first move (R24: the disc holder scores then too); no one sees these events.
  for (const step of FIRST_ROUND_START) step(state, []);
  return state;
}
