// The numbers of the rules that depend on the table's options: player counts, start tokens,
// display size, token passing, the disc. Read from the rules constants of cards.json (through
// the catalogue) and from the rulings of decisions.md; nothing else in the engine spells them.
import { RULES } from "./catalogue";

export type Expansion = "newSociety" | "banquet" | "market";

interface TableShape {
  edition: "first" | "second";
  expansions: readonly Expansion[];
}

/** Player counts that have an initial display in the rules: 2 to 5. */
const DISPLAY_COUNTS = Object.keys(RULES.initialWorkerCards).map(Number);
export const MIN_PLAYERS = Math.min(...DISPLAY_COUNTS);
/** The most seats any table can have (five, with New Society or the Market). */
export const MAX_PLAYERS = Math.max(...DISPLAY_COUNTS);
/** Without an expansion: the counts the start-token table gives in full (2–4). */
const BASE_MAX_PLAYERS = Math.max(
  ...Object.entries(RULES.startTokensPerPlayer1stEd)
    .filter(([, v]) => Array.isArray(v))
    .map(([k]) => Number(k)),
);

/** Ruling R23: the most players these options allow (5 only with New Society or the Market). */
export function maxPlayers(table: TableShape): number {
  return table.expansions.includes(fiveSeatExpansion(table.edition)) ? MAX_PLAYERS : BASE_MAX_PLAYERS;
}

/** Ruling R23: the expansions each edition combines with (the new-table form disables the others). */
export const EXPANSIONS_OF: Record<TableShape["edition"], readonly Expansion[]> = {
  first: ["newSociety", "banquet"],
  second: ["market"],
};
/**
 * Ruling R23: why a combination is not playable, as data (lib/words/setup.ts words it):
 * expansions the edition does not combine with, an expansion listed twice, or a player count
 * outside min..max (`fiveNeed`: the expansion five players would need, when max is below five).
 */
export type CombinationProblem =
  | { code: "expansionsNotInEdition"; edition: TableShape["edition"]; expansions: Expansion[] }
  | { code: "expansionTwice"; expansion: Expansion }
  | { code: "playerCount"; min: number; max: number; players: number; fiveNeed: Expansion | null };

/** The expansion that allows a fifth seat in this edition (ruling R23). */
export function fiveSeatExpansion(edition: TableShape["edition"]): Expansion {
  return edition === "first" ? "newSociety" : "market";
}

/** Ruling R23: null when the combination is playable, else why not (data, no words). */
export function unsupportedCombination(table: TableShape & { players: number }): CombinationProblem | null {
  const allowed = EXPANSIONS_OF[table.edition];
  const unsupported = table.expansions.filter((e) => !allowed.includes(e));
  if (unsupported.length > 0) return { code: "expansionsNotInEdition", edition: table.edition, expansions: unsupported };
  const twice = table.expansions.find((e, i) => table.expansions.indexOf(e) !== i);
  if (twice) return { code: "expansionTwice", expansion: twice };
  const most = maxPlayers(table);
  if (table.players < MIN_PLAYERS || table.players > most) {
    return { code: "playerCount", min: MIN_PLAYERS, max: most, players: table.players, fiveNeed: most < MAX_PLAYERS ? fiveSeatExpansion(table.edition) : null };
  }
  return null;
}

/**
 * Start tokens per seat, before the random deal: 2/2, 2/1/1, 1/1/1/1; five players one each.
 * With the Market's fifth token (ruling R25): 2/3, 1/2/2, 1/1/1/2, one each.
 */
export function tokensPerSeat(players: number, expansions: readonly Expansion[] = []): number[] {
  if (expansions.includes("market")) return MARKET_TOKENS_PER_SEAT[players] ?? new Array<number>(players).fill(1);
  const counts = (RULES.startTokensPerPlayer1stEd as Record<string, unknown>)[String(players)];
  if (Array.isArray(counts)) return counts as number[];
  return new Array<number>(players).fill(1);
}

/** Ruling R25: how many of the five start tokens each seat holds with the Market module. */
const MARKET_TOKENS_PER_SEAT: Record<number, number[]> = { 2: [2, 3], 3: [1, 2, 2], 4: [1, 1, 1, 2], 5: [1, 1, 1, 1, 1] };

/**
 * Ruling R16: the Market's value tiles, from the top of the stack (round 1) down; the last stays.
 * Printed tiles known: 1/0, 3/1, 6/3; the other three are the project's values.
 */
export const VALUE_TILES: readonly (readonly [number, number])[] = [
  [1, 0],
  [2, 1],
  [3, 1],
  [4, 2],
  [5, 2],
  [6, 3],
];

/** The value tile showing in `round` (ruling R39): [first place, second place]; its first number is also the upkeep. */
export function valueTile(round: number): readonly [number, number] {
  return VALUE_TILES[Math.min(round, VALUE_TILES.length) - 1];
}

/** Five players with New Society play with the disc as a fifth token (ruling R24). */
export function hasDisc(table: TableShape & { players: number }): boolean {
  return table.expansions.includes("newSociety") && table.players === MAX_PLAYERS;
}

/** Seats every token moves on at round end: two with the disc (ruling R24), else one. */
export function tokenStep(table: TableShape & { players: number }): number {
  return hasDisc(table) ? 2 : 1;
}

export const DISC = RULES.discHolder5p;

export function startingRubles(disc: boolean): number {
  return disc ? RULES.startingRublesDiscHolder5pNewSociety : RULES.startingRubles;
}

export function initialWorkers(players: number): number {
  return (RULES.initialWorkerCards as Record<string, number>)[String(players)];
}

export function displaySize(table: TableShape): number {
  return table.expansions.includes("market") ? RULES.displaySize.withMarketModule : RULES.displaySize.default;
}

/** Points for `n` distinct aristocrats: 1, 3, 6 … 55 for ten; with New Society +10 per one beyond the table (R31). */
export function aristocratBonus(n: number, expansions: readonly Expansion[]): number {
  if (n === 0) return 0;
  const table = RULES.aristocratBonus as unknown as Record<string, number>;
  const top = Math.max(...Object.keys(table).map(Number).filter(Number.isFinite));
  const capped = Math.min(n, top);
  const beyond = expansions.includes("newSociety") ? RULES.aristocratBonus.beyond10.newSociety : RULES.aristocratBonus.beyond10.base;
  return table[String(capped)] + (n - capped) * beyond;
}

/** New Society's Guild Hall: the rubles and points it pays add up to this, split as its owner chooses (R26). */
export const GUILD_HALL_TOTAL = 4;
