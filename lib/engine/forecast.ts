// What a good player works out in their head, computed by the engine's own rules so the table can
// never disagree with the game: why a card costs what it costs, what each colour's next scoring
// pays, and what a player's score would be if the game ended now. Reads only what a view shows.
import { COLOUR_DISCOUNTS, SCORED_KIND } from "./abilities";
import { cardDef, cardNameIn, type CardId, type Edition } from "./catalogue";
import { price, type PriceParts, type Source } from "./costs";
import type { GameEvent } from "./events";
import type { GameOptions } from "./options";
import { phaseOrder, type Phase } from "./phases";
import { aristocratBonus, type Expansion } from "./rules";
import { distinctAristocrats, finalScore, scorePhase } from "./scoring";
import type { GameState, PlayedCard, PlayerState } from "./state";

/**
 * The table options a forecast depends on: the edition (prices, names), the expansions (the
 * Market's phase, the New Society aristocrat table) and the variants (the Yucata timing).
 */
export type ForecastOptions = Pick<GameOptions, "expansions" | "variants"> & { edition?: Edition };
const PLAIN: ForecastOptions = { edition: "first", expansions: [], variants: {} as GameOptions["variants"] };

/** The part of a player a forecast needs; a PlayerView has all of it (money may be hidden). */
export interface Visible {
  seat: number;
  points: number;
  /** null when hidden from the viewer. */
  money: number | null;
  handSize: number;
  /** The cards in hand when the viewer may see them. */
  hand?: readonly CardId[] | null;
  playArea: readonly PlayedCard[];
  /** The Banquet's Jesters and Banquets lying on cards (public). */
  attachments?: readonly { card: CardId; on: CardId }[];
}

/** A player with only what the forecasts read, for the engine's scoring functions. */
function probe(player: Visible): PlayerState {
  return {
    seat: player.seat,
    name: "",
    money: player.money ?? 0,
    points: player.points,
    // A hidden hand counts by its size: any card stands in for the unseen ones.
    hand: player.hand ? player.hand.slice() : new Array<CardId>(player.handSize).fill("pub" as CardId),
    playArea: player.playArea.map((p) => ({ ...p })),
    autoPass: false,
    usesThisRound: {},
    guildHallRubles: 0,
    attachments: player.attachments ? player.attachments.map((a) => ({ ...a })) : [],
    symbolTokens: [],
  };
}

export interface PriceReason {
  /** "lower row", "you own one", "Carpenter Workshop", "displaces Lumberjack (worth 3)". */
  label: string;
  amount: number;
}

export interface PriceExplained extends PriceParts {
  reasons: PriceReason[];
  /** True when the reductions would take it below the minimum card cost. */
  atMinimum: boolean;
}

/** The viewer's price of `card` and each reduction that makes it, named as `edition` prints them. */
export function explainPrice(playArea: readonly PlayedCard[], card: CardId, source: Source, displace?: CardId, edition: Edition = "first"): PriceExplained {
  const parts = price({ playArea } as PlayerState, card, source, displace, edition);
  const reasons: PriceReason[] = [];
  if (parts.displaced) reasons.push({ label: `displaces ${cardNameIn(displace!, edition)}`, amount: parts.displaced });
  if (parts.lowerRow) reasons.push({ label: "lower row", amount: parts.lowerRow });
  if (parts.identical) reasons.push({ label: parts.identical === 1 ? "you own one" : `you own ${parts.identical}`, amount: parts.identical });
  const kind = cardDef(card).kind;
  for (const played of playArea) {
    if (COLOUR_DISCOUNTS[played.card]?.includes(kind)) reasons.push({ label: cardNameIn(played.card, edition), amount: 1 });
  }
  const reduced = parts.printed - reasons.reduce((sum, r) => sum + r.amount, 0);
  return { ...parts, reasons, atMinimum: reduced < parts.total };
}

export interface ScoringForecast {
  phase: Phase;
  rubles: number;
  points: number;
}

/**
 * What each phase's scoring would pay this player with the play area as it is now, in phase order,
 * net of upkeep (a Sycophant's ruble). Hidden money is taken as enough to pay any upkeep.
 */
export function nextScorings(player: Visible, options: ForecastOptions = PLAIN): ScoringForecast[] {
  const out: ScoringForecast[] = [];
  const start = player.money ?? Number.MAX_SAFE_INTEGER / 2;
  for (const phase of phaseOrder(options)) {
    if (!SCORED_KIND[phase]) continue;
    const me = probe({ ...player, money: start, points: 0 });
    const events: GameEvent[] = [];
    scorePhase({ players: [me], options: { edition: "first", ...options }, discardPile: [] } as unknown as GameState, phase, events);
    out.push({ phase, rubles: me.money - start, points: me.points });
  }
  return out;
}

export interface AristocratForecast {
  distinct: number;
  /** Points they are worth at the end as things stand. */
  points: number;
  /** Points one more distinct aristocrat would add. */
  nextGain: number;
}

export function aristocratForecast(playArea: readonly PlayedCard[], expansions: readonly Expansion[] = []): AristocratForecast {
  const distinct = distinctAristocrats({ playArea } as PlayerState);
  const now = aristocratBonus(distinct, expansions);
  return { distinct, points: now, nextGain: aristocratBonus(distinct + 1, expansions) - now };
}

export interface FinalEstimate {
  /** Points if the game ended now: track, aristocrats, money and hand penalty. */
  total: number;
  /** False when the player's money is hidden from the viewer (counted as 0). */
  moneyKnown: boolean;
}

export function finalEstimate(player: Visible, expansions: readonly Expansion[] = []): FinalEstimate {
  return { total: finalScore(probe(player), expansions).total, moneyKnown: player.money !== null };
}
