// The card catalogue: what each card is, and which cards a game with given options uses.
// Everything here comes from shared/reference/cards.json through cards.generated.ts.
import { CARD_DATA, NEW_SOCIETY_DELTAS, RULES_CONSTANTS } from "./cards.generated";

type RawCard = (typeof CARD_DATA)[number];

/** Colour family of a card: green workers, blue buildings, red aristocrats (and Banquet/Market kinds). */
export type Kind = "worker" | "building" | "aristocrat" | "action" | "market";
export type WorkerSymbol = "wood" | "gold" | "wool" | "fur" | "ship" | "any" | "wheat";

/** The sets of the first edition the engine plays. */
export type CardSet = "base" | "newSociety" | "banquet";

/**
 * A card id of a first-edition game: base cards and New Society cards. The `*-extra` rows of
 * cards.json describe extra copies of base cards and are not ids (ruling R22).
 */
export type CardId = Exclude<Extract<RawCard, { set: CardSet }>["id"], `${string}-extra`>;

export interface CardDef {
  id: CardId;
  set: CardSet;
  name: string;
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
  ability?: string;
}

export const RULES = RULES_CONSTANTS;

const CARDS: ReadonlyMap<string, CardDef> = new Map(
  CARD_DATA.filter((card) => (card.set === "base" || card.set === "newSociety" || card.set === "banquet") && !("additionalCopiesOf" in card)).map(
    (card) => [card.id, card as unknown as CardDef],
  ),
);

export function isCardId(value: string): value is CardId {
  return CARDS.has(value);
}

export function cardDef(id: CardId): CardDef {
  const def = CARDS.get(id);
  if (!def) throw new Error(`unknown card ${id}`);
  return def;
}

export function cardName(id: string): string {
  return CARDS.get(id)?.name ?? id;
}

/** "a Library", "an Observatory": for sentences in the game log. */
export function withArticle(id: string): string {
  const name = cardName(id);
  return /^[AEIOU]/.test(name) ? `an ${name}` : `a ${name}`;
}

export function allCardIds(): CardId[] {
  return [...CARDS.keys()] as CardId[];
}

/** How many copies of each card a game with these expansions uses (cards.json `deltas`). */
export function cardCounts(expansions: readonly string[]): Map<CardId, number> {
  const counts = new Map<CardId, number>();
  for (const def of CARDS.values()) if (def.set === "base") counts.set(def.id, def.count);
  if (expansions.includes("newSociety")) {
    const d = NEW_SOCIETY_DELTAS;
    for (const [id, n] of Object.entries(d.removeFromBase)) counts.set(id as CardId, (counts.get(id as CardId) ?? 0) - n);
    for (const [id, n] of Object.entries({ ...d.addReplacements, ...d.addNew, ...d.addCopiesOfBase })) {
      counts.set(id as CardId, (counts.get(id as CardId) ?? 0) + n);
    }
  }
  if (expansions.includes("banquet")) {
    for (const def of CARDS.values()) if (def.set === "banquet") counts.set(def.id, def.count);
  }
  for (const [id, n] of counts) if (n <= 0) counts.delete(id);
  return counts;
}

/** Cards of each draw pile, copies spelled out, in catalogue order (the unshuffled deck). */
export function deckContents(piles: readonly string[], expansions: readonly string[] = []): Record<string, CardId[]> {
  const contents: Record<string, CardId[]> = Object.fromEntries(piles.map((pile) => [pile, []]));
  for (const [id, count] of cardCounts(expansions)) {
    const def = cardDef(id);
    const byDeck: Record<string, number> = typeof def.deck === "string" ? { [def.deck]: count } : { ...def.countByDeck };
    for (const [deck, n] of Object.entries(byDeck)) {
      const pile = contents[deck];
      if (!pile) throw new Error(`card ${def.id} belongs to pile ${deck}, which this game does not have`);
      for (let i = 0; i < n; i++) pile.push(def.id);
    }
  }
  return contents;
}

/**
 * The card's name without a printing's note ("Potjomkin's Village (1/4)" → "Potjomkin's Village"):
 * cards sharing it are identical for the discount and count once among distinct aristocrats (R12, R31).
 */
export function sameName(id: CardId): string {
  return NAME_KEYS.get(id) ?? id;
}
const NAME_KEYS = new Map<string, string>([...CARDS.values()].map((def) => [def.id, def.name.replace(/ \(.*\)$/, "")]));

export function isActionCard(id: CardId): boolean {
  return cardDef(id).kind === "action";
}

/** Cards that count as the same card for abilities: the base card and its New Society stand-in. */
export function baseName(id: CardId): string {
  return cardDef(id).replaces ?? id;
}
