// Every number of the rules, in one place: the table's shape (seats, start tokens, display size,
// token passing, the disc), what each expansion changes in it, the discounts, and the numbers
// printed in the cards' abilities. Read from cards.json (through the catalogue) wherever the
// reference holds them as data; the rest from the rulings of decisions.md and the rules notes,
// cited at each. Nothing else in the engine spells a number of the rules: a module that needs one
// reads it here, so a newcomer changes a rule's number in this file and nowhere else.
import { cardDef, MARKET, RULES, type CardId, type Edition, type Kind, type WorkerSymbol } from "./catalogue";
import type { Phase } from "./phases";

/** The expansions a table may add, in the order the new-table form lists them. */
export const EXPANSIONS = ["newSociety", "banquet", "market"] as const;
export type Expansion = (typeof EXPANSIONS)[number];

interface TableShape {
  edition: Edition;
  expansions: readonly Expansion[];
}

/** A game's first round: the second edition's first worker phase (R20), no Pickpocket in its first phase (R36). */
export const FIRST_ROUND = 1;

// ── The table ──────────────────────────────────────────────────────────────────────────────────

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

/** What an expansion changes in a table's numbers; its unit (lib/engine/expansions) points here. */
export interface TableRules {
  /** The edition it combines with (R23). */
  edition: Edition;
  /** A fifth seat is allowed with it (R23). */
  fifthSeat: boolean;
  /** At five players the disc is a fifth token (R24). */
  disc: boolean;
  /** Cards laid out in the two rows together, when it changes the base's. */
  displaySize?: number;
  /** The round's phases, when it adds one (the Market's phase follows the worker phase). */
  phaseOrder?: readonly Phase[];
  /** Start tokens per seat by player count, when they differ from the base's (R25). */
  tokensPerSeat?: Readonly<Record<number, readonly number[]>>;
  /** Points per distinct aristocrat beyond ten (R31), when it changes the base's. */
  aristocratsBeyondTen?: number;
}

export const TABLE_RULES: Readonly<Record<Expansion, TableRules>> = {
  newSociety: { edition: "first", fifthSeat: true, disc: true, aristocratsBeyondTen: RULES.aristocratBonus.beyond10.newSociety },
  banquet: { edition: "first", fifthSeat: false, disc: false },
  market: {
    edition: "second",
    fifthSeat: true,
    disc: false,
    displaySize: RULES.displaySize.withMarketModule,
    phaseOrder: RULES.phaseOrder.withMarket,
    // Ruling R25: how many of the five start tokens each seat holds.
    tokensPerSeat: { 2: [2, 3], 3: [1, 2, 2], 4: [1, 1, 1, 2], 5: [1, 1, 1, 1, 1] },
  },
};

/** Ruling R23: the most players these options allow (5 only with New Society or the Market). */
export function maxPlayers(table: TableShape): number {
  return table.expansions.includes(fiveSeatExpansion(table.edition)) ? MAX_PLAYERS : BASE_MAX_PLAYERS;
}

/** Ruling R23: the expansions each edition combines with (the new-table form disables the others). */
export const EXPANSIONS_OF: Record<Edition, readonly Expansion[]> = {
  first: EXPANSIONS.filter((e) => TABLE_RULES[e].edition === "first"),
  second: EXPANSIONS.filter((e) => TABLE_RULES[e].edition === "second"),
};
/**
 * Ruling R23: why a combination is not playable, as data (lib/words/setup.ts words it):
 * expansions the edition does not combine with, an expansion listed twice, or a player count
 * outside min..max (`fiveNeed`: the expansion five players would need, when max is below five).
 */
export type CombinationProblem =
  | { code: "expansionsNotInEdition"; edition: Edition; expansions: Expansion[] }
  | { code: "expansionTwice"; expansion: Expansion }
  | { code: "playerCount"; min: number; max: number; players: number; fiveNeed: Expansion | null };

/** The expansion that allows a fifth seat in this edition (ruling R23). */
export function fiveSeatExpansion(edition: Edition): Expansion {
  return EXPANSIONS.find((e) => TABLE_RULES[e].edition === edition && TABLE_RULES[e].fifthSeat) as Expansion;
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

/** The first of the table's expansions that sets `key`, or undefined (the base's number holds). */
function changed<K extends keyof TableRules>(expansions: readonly Expansion[], key: K): TableRules[K] | undefined {
  for (const expansion of expansions) {
    const value = TABLE_RULES[expansion][key];
    if (value !== undefined) return value;
  }
  return undefined;
}

/** Five players hold one start token each (the disc among them with New Society: R24). */
const ONE_EACH = 1;

/**
 * Start tokens per seat, before the random deal: 2/2, 2/1/1, 1/1/1/1; five players one each.
 * With the Market's fifth token (ruling R25): 2/3, 1/2/2, 1/1/1/2, one each.
 */
export function tokensPerSeat(players: number, expansions: readonly Expansion[] = []): number[] {
  const byExpansion = changed(expansions, "tokensPerSeat");
  if (byExpansion) return byExpansion[players]?.slice() ?? new Array<number>(players).fill(ONE_EACH);
  const counts = (RULES.startTokensPerPlayer1stEd as Record<string, unknown>)[String(players)];
  if (Array.isArray(counts)) return counts as number[];
  return new Array<number>(players).fill(ONE_EACH);
}

/** Five players with New Society play with the disc as a fifth token (ruling R24). */
export function hasDisc(table: TableShape & { players: number }): boolean {
  return table.players === MAX_PLAYERS && table.expansions.some((e) => TABLE_RULES[e].disc);
}

/** Seats every token moves on at round end: one, or two with the disc (ruling R24). */
const TOKEN_STEP = { plain: 1, withDisc: 2 } as const;

export function tokenStep(table: TableShape & { players: number }): number {
  return hasDisc(table) ? TOKEN_STEP.withDisc : TOKEN_STEP.plain;
}

/** The disc (R24): its first holder's extra rubles, and the points it scores as every round begins. */
export const DISC = RULES.discHolder5p;

export function startingRubles(disc: boolean): number {
  return disc ? RULES.startingRublesDiscHolder5pNewSociety : RULES.startingRubles;
}

export function initialWorkers(players: number): number {
  return (RULES.initialWorkerCards as Record<string, number>)[String(players)];
}

/** Cards the two rows hold together after a lay-out: 8, or 10 with the Market. */
export function displaySize(table: Pick<TableShape, "expansions">): number {
  return changed(table.expansions, "displaySize") ?? RULES.displaySize.default;
}

/** The round's phases: worker, building, aristocrat, trading; the Market adds its own after the worker phase. */
export function phasesOf(table: Pick<TableShape, "expansions">): readonly Phase[] {
  return changed(table.expansions, "phaseOrder") ?? RULES.phaseOrder["1stEd/2ndEdBase"];
}

/** Points for `n` distinct aristocrats: 1, 3, 6 … 55 for ten; with New Society +10 per one beyond the table (R31). */
export function aristocratBonus(n: number, expansions: readonly Expansion[]): number {
  if (n === 0) return 0;
  const table = RULES.aristocratBonus as unknown as Record<string, number>;
  const top = Math.max(...Object.keys(table).map(Number).filter(Number.isFinite));
  const capped = Math.min(n, top);
  const beyond = changed(expansions, "aristocratsBeyondTen") ?? RULES.aristocratBonus.beyond10.base;
  return table[String(capped)] + (n - capped) * beyond;
}

// ── Prices ─────────────────────────────────────────────────────────────────────────────────────

/** Rubles off a card's price for each identical card in the buyer's play area (rules-notes §6, R12). */
export const IDENTICAL_DISCOUNT = 1;
/** Rubles off a card's price for each card in play whose ability discounts its colour. */
export const COLOUR_DISCOUNT = 1;

/** Owning one of these cards makes every card of these colours cheaper for its owner (COLOUR_DISCOUNT). */
export const COLOUR_DISCOUNTS: Partial<Record<CardId, readonly Kind[]>> = {
  "carpenter-workshop": ["building"],
  "gold-smelter": ["aristocrat"],
  // New Society: never on itself, since it is not in play when bought (rules-notes §6).
  "obshchina-commune": ["worker"],
  // The Banquet (rules-notes §6).
  "czar-superstar": ["building", "aristocrat"],
};

// ── Abilities that count ───────────────────────────────────────────────────────────────────────

/** Which cards of the owner's play area an ability counts: a colour, or worker symbols. */
export type Counted = { kind: Kind } | { workerSymbols: readonly WorkerSymbol[] };

export interface CountingAbility {
  phase: Phase;
  counts: Counted;
  gain: "rubles" | "points";
  per: number;
}

/** At the scoring of `phase`, the owner gains `per` rubles or points for each counted card in play. */
export const COUNTING_ABILITIES: Partial<Record<CardId, CountingAbility>> = {
  "mariinskij-theater": { phase: "building", counts: { kind: "aristocrat" }, gain: "rubles", per: 1 },
  "tax-man": { phase: "aristocrat", counts: { kind: "worker" }, gain: "rubles", per: 1 },
  // New Society (rules-notes §14).
  "coffee-house": { phase: "building", counts: { kind: "aristocrat" }, gain: "rubles", per: 1 },
  "mariinski-theater-ns": { phase: "building", counts: { kind: "aristocrat" }, gain: "points", per: 1 },
  mayor: { phase: "aristocrat", counts: { kind: "building" }, gain: "rubles", per: 1 },
  // Ruling R30: wool or 'any' symbols (Shepherd, Weaving Mill, Czar and Carpenter, New Society).
  "textile-factory": { phase: "building", counts: { workerSymbols: ["wool", "any"] }, gain: "points", per: 2 },
  // Second edition (rules-notes §16): 1 point per red card at the building scoring.
  "mariinsky-theater": { phase: "building", counts: { kind: "aristocrat" }, gain: "points", per: 1 },
};

// ── Cards with a choice or an action ───────────────────────────────────────────────────────────

/** The numbers in the abilities of the cards that are rule modules (lib/engine/cards, lib/engine/expansions). */
export const CARD_RULES = {
  /** Pub (R1, R2): up to 5 points per Pub and use, 2 rubles each; two Pubs buy 10. */
  pub: { pointsPerPub: 5, rublesPerPoint: 2 },
  /** Observatory (R9): draws from a pile holding at least 2 cards, never a pile's last card. */
  observatory: { pileAtLeast: 2 },
  /** New Society's Trading House (R26, R27): 3 rubles for 2 points. */
  tradingHouse: { rubles: 3, points: 2 },
  /** New Society's Guild Hall (R26, R27): rubles and points adding up to 4, split as its owner chooses. */
  guildHall: { total: 4 },
  /** New Society's Sycophant (R28): its upkeep is its printed income of −1, paid at the aristocrat scoring. */
  sycophant: { upkeep: -cardDef("sycophant").rubles },
  /** The Banquet's Golden Donkey: 5 rubles from the bank. */
  goldenDonkey: { rubles: 5 },
  /** The Banquet's Double Turn (R13): two more actions at once. */
  doubleTurn: { actions: 2 },
  /** The Banquet's Banquet card (R14, R33): the income of the card it lies on, doubled. */
  banquet: { factor: 2 },
} as const;

/** The Guild Hall's total, as the move schema and the Guild Hall's module read it (R26). */
export const GUILD_HALL_TOTAL = CARD_RULES.guildHall.total;

/** The most points one Pub move may buy: every Pub of the deck in one play area (R1: two buy 10). */
export const PUB_MOST_POINTS = CARD_RULES.pub.pointsPerPub * Math.max(cardDef("pub").count, cardDef("pub", "second").count);

// ── The Market ─────────────────────────────────────────────────────────────────────────────────

/**
 * Ruling R16: the Market's value tiles, from the top of the stack (round 1) down; the last stays.
 * The printed tiles the reference knows (1/0, 3/1, 6/3) come from cards.json; the other three are
 * the project's values. The stack is ascending, so the tiles sort by their first number.
 */
const PROJECT_VALUE_TILES: readonly (readonly [number, number])[] = [
  [2, 1],
  [4, 2],
  [5, 2],
];
export const VALUE_TILES: readonly (readonly [number, number])[] = [
  ...MARKET.valueTiles.known.map(([first, second]) => [first, second] as const),
  ...PROJECT_VALUE_TILES,
].sort((a, b) => a[0] - b[0]);

/** The value tile showing in `round` (ruling R39): [first place, second place]; its first number is also the upkeep. */
export function valueTile(round: number): readonly [number, number] {
  return VALUE_TILES[Math.min(round, VALUE_TILES.length) - 1];
}

/** Spaces of a symbol's marker track: a marker passing the end takes a "+10" token (rules-notes §17). */
export const MARKER_TRACK = MARKET.trackLength;
