// The card catalogue: what each card is, and which cards a game with given options uses.
// Everything here comes from shared/reference/cards.json through cards.generated.ts.
import { CARD_DATA, MARKET_COMPONENTS, NEW_SOCIETY_DELTAS, RULES_CONSTANTS } from "./cards.generated";
import { EngineInvariantError } from "../errors";

type RawCard = (typeof CARD_DATA)[number];

/** Colour family of a card: green workers, blue buildings, red aristocrats (and Banquet/Market kinds). */
export type Kind = "worker" | "building" | "aristocrat" | "action" | "market";
export type WorkerSymbol = "wood" | "gold" | "wool" | "fur" | "ship" | "any" | "wheat";

/** The sets the engine plays: the first edition's base, New Society, The Banquet; the second's base and Market. */
export type CardSet = "base" | "newSociety" | "banquet" | "secondEdition" | "market";
export type Edition = "first" | "second";
const FIRST_EDITION_SETS: readonly string[] = ["base", "newSociety", "banquet"];
const SECOND_EDITION_SETS: readonly string[] = ["secondEdition", "market"];

/** The Market module's symbols (grain, chicken, apple, fish, vegetable) and its components. */
export const MARKET = MARKET_COMPONENTS;
export type MarketSymbol = (typeof MARKET_COMPONENTS.symbols)[number];
/** A card's market symbols: "joker" is the "?" symbol, chosen from the supply when acquired. */
export type MarketSymbols = Partial<Record<MarketSymbol | "joker", number>>;

/**
 * A card id of either edition. The `*-extra` rows of cards.json describe extra copies of base
 * cards and are not ids (ruling R22). Cards the second edition shares with the first keep their
 * id (`lumberjack`, `observatory`); only their name, cost and displaced value may differ, and the
 * engine asks those of the edition (`cardDef(id, edition)`).
 */
export type CardId = Exclude<Extract<RawCard, { set: CardSet }>["id"], `${string}-extra`>;

export interface CardDef {
  id: CardId;
  set: CardSet;
  kind: Kind;
  /** Trading (upgrade) cards enter play only by displacing a card of their colour. */
  trading: boolean;
  workerSymbol?: WorkerSymbol;
  cost: number;
  /** What this card is worth when a trading card displaces it (Potjomkin's Village: 6). */
  displaceValue: number;
  rubles: number;
  points: number;
  count: number;
  /** The draw pile, or piles (Away with it! lies in two: `countByDeck`). */
  deck: string | readonly string[];
  countByDeck?: Readonly<Record<string, number>>;
  displacesOnly?: readonly string[];
  /** A New Society card that stands in for a base card (Observatory, Academy…). */
  replaces?: string;
  /**
   * The card it is the same card as, by name (R12, R31, R38): the id of the first card printed
   * with that name, the printing's numbering note left aside. Language-free.
   */
  sameName: CardId;
  /** Second edition: symbols that count with the Market module (ruling R38). */
  marketSymbols?: MarketSymbols;
  /** Market module: an orange card, whose upkeep is due at every market scoring (R39). */
  special?: boolean;
}

export const RULES = RULES_CONSTANTS;

function cardsOf(sets: readonly string[]): ReadonlyMap<string, CardDef> {
  return new Map(
    CARD_DATA.filter((card) => sets.includes(card.set) && !("additionalCopiesOf" in card)).map((card) => [card.id, card as unknown as CardDef]),
  );
}
const FIRST: ReadonlyMap<string, CardDef> = cardsOf(FIRST_EDITION_SETS);
const SECOND: ReadonlyMap<string, CardDef> = cardsOf(SECOND_EDITION_SETS);
/** Every id once; a shared id answers with its first-edition row unless the edition is named. */
const CARDS: ReadonlyMap<string, CardDef> = new Map([...SECOND, ...FIRST]);

export function isCardId(value: string): value is CardId {
  return CARDS.has(value);
}

/** The card as printed in `edition` (only cost, displaced value and name differ between editions; names are lib/words'). */
export function cardDef(id: CardId, edition: Edition = "first"): CardDef {
  const def = (edition === "second" ? SECOND.get(id) : undefined) ?? CARDS.get(id);
  if (!def) throw new EngineInvariantError("unknown-card", { card: id });
  return def;
}

export function allCardIds(): CardId[] {
  return [...CARDS.keys()] as CardId[];
}

/** How many copies of each card a game with these expansions uses (cards.json `deltas`). */
export function cardCounts(expansions: readonly string[], edition: Edition = "first"): Map<CardId, number> {
  const counts = new Map<CardId, number>();
  if (edition === "second") {
    for (const def of SECOND.values()) if (def.set === "secondEdition" || expansions.includes(def.set)) counts.set(def.id, def.count);
    return counts;
  }
  for (const def of FIRST.values()) if (def.set === "base") counts.set(def.id, def.count);
  if (expansions.includes("newSociety")) {
    const d = NEW_SOCIETY_DELTAS;
    for (const [id, n] of Object.entries(d.removeFromBase)) counts.set(id as CardId, (counts.get(id as CardId) ?? 0) - n);
    for (const [id, n] of Object.entries({ ...d.addReplacements, ...d.addNew, ...d.addCopiesOfBase })) {
      counts.set(id as CardId, (counts.get(id as CardId) ?? 0) + n);
    }
  }
  if (expansions.includes("banquet")) {
    for (const def of FIRST.values()) if (def.set === "banquet") counts.set(def.id, def.count);
  }
  for (const [id, n] of counts) if (n <= 0) counts.delete(id);
  return counts;
}

/** Cards of each draw pile, copies spelled out, in catalogue order (the unshuffled deck). */
export function deckContents(piles: readonly string[], expansions: readonly string[] = [], edition: Edition = "first"): Record<string, CardId[]> {
  const contents: Record<string, CardId[]> = Object.fromEntries(piles.map((pile) => [pile, []]));
  for (const [id, count] of cardCounts(expansions, edition)) {
    const def = cardDef(id, edition);
    const byDeck: Record<string, number> = typeof def.deck === "string" ? { [def.deck]: count } : { ...def.countByDeck };
    for (const [deck, n] of Object.entries(byDeck)) {
      const pile = contents[deck];
      if (!pile) throw new EngineInvariantError("pile-missing", { card: def.id, pile: deck });
      for (let i = 0; i < n; i++) pile.push(def.id);
    }
  }
  return contents;
}

/**
 * Which card this one is the same as, by name: cards sharing it are identical for the discount and
 * count once among distinct aristocrats (R12, R31); the second edition's six Ship Builders and five
 * Markets share theirs (R38). A card id (cards.json's names decide it when the catalogue is built),
 * so no rule depends on a language.
 */
export function sameName(id: CardId): CardId {
  return CARDS.get(id)?.sameName ?? id;
}

/** Market module: the card's symbols, "?" included (none for first-edition cards). */
export function marketSymbols(id: CardId): MarketSymbols {
  // Only second-edition printings carry symbols (the shared ids' first-edition rows have none).
  return SECOND.get(id)?.marketSymbols ?? {};
}

export function isActionCard(id: CardId): boolean {
  return cardDef(id).kind === "action";
}

/** Cards that count as the same card for abilities: the base card and its New Society stand-in. */
export function baseName(id: CardId): string {
  return cardDef(id).replaces ?? id;
}

/** Every card row of every set, each printing once (the `*-extra` copy rows left out), in catalogue order. */
export function catalogueCards(): readonly CardDef[] {
  return CARD_DATA.filter((card) => !("additionalCopiesOf" in card)) as unknown as CardDef[];
}

export const CARD_SETS: readonly CardSet[] = ["base", "newSociety", "banquet", "secondEdition", "market"];

/** The edition a set belongs to. */
export function editionOfSet(set: CardSet): Edition {
  return SECOND_EDITION_SETS.includes(set) ? "second" : "first";
}
