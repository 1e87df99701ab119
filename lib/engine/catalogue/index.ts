// The card catalogue: what each card is, and which cards a game with given options uses.
import { CARD_DATA, RULES_CONSTANTS } from "./cards.generated";

type RawCard = (typeof CARD_DATA)[number];

/** Colour family of a card: green workers, blue buildings, red aristocrats (and Banquet/Market kinds). */
export type Kind = "worker" | "building" | "aristocrat" | "action" | "market";
export type WorkerSymbol = "wood" | "gold" | "wool" | "fur" | "ship" | "any" | "wheat";

/** A card id of the first-edition base game (the only set the engine plays so far). */
export type CardId = Extract<RawCard, { set: "base" }>["id"];

export interface CardDef {
  id: CardId;
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
  deck: string;
  displacesOnly?: readonly string[];
  ability?: string;
}

export const RULES = RULES_CONSTANTS;

const BASE_CARDS: ReadonlyMap<string, CardDef> = new Map(
  CARD_DATA.filter((card) => card.set === "base").map((card) => [card.id, card as unknown as CardDef]),
);

export function isCardId(value: string): value is CardId {
  return BASE_CARDS.has(value);
}

export function cardDef(id: CardId): CardDef {
  const def = BASE_CARDS.get(id);
  if (!def) throw new Error(`unknown card ${id}`);
  return def;
}

export function cardName(id: string): string {
  return BASE_CARDS.get(id)?.name ?? id;
}

/** "a Library", "an Observatory": for sentences in the game log. */
export function withArticle(id: string): string {
  const name = cardName(id);
  return /^[AEIOU]/.test(name) ? `an ${name}` : `a ${name}`;
}

export function allCardIds(): CardId[] {
  return [...BASE_CARDS.keys()] as CardId[];
}

/** Cards of each draw pile, copies spelled out, in catalogue order (the unshuffled deck). */
export function deckContents(piles: readonly string[]): Record<string, CardId[]> {
  const contents: Record<string, CardId[]> = Object.fromEntries(piles.map((pile) => [pile, []]));
  for (const def of BASE_CARDS.values()) {
    const pile = contents[def.deck];
    if (!pile) throw new Error(`card ${def.id} belongs to pile ${def.deck}, which this game does not have`);
    for (let i = 0; i < def.count; i++) pile.push(def.id);
  }
  return contents;
}
