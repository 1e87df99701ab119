// What a good player works out in their head, computed by the engine's own rules so the table can
// never disagree with the game: why a card costs what it costs, what each colour's next scoring
// pays, and what a player's score would be if the game ended now. Reads only what a view shows.
import { cardDef, type CardId, type Edition } from "./catalogue";
import { price, type PriceParts, type Source } from "./costs";
import type { GameEvent } from "./events";
import type { GameOptions } from "./options";
import { phaseOrder, SCORED_KIND, type Phase } from "./phases";
import { aristocratBonus, COLOUR_DISCOUNT, COLOUR_DISCOUNTS, IDENTICAL_DISCOUNT, type Expansion } from "./rules";
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
export function probe(player: Visible): PlayerState {
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

/** One reduction of a price, as data: the table words it in the reader's language. */
export type PriceReason =
  | { kind: "displaced"; card: CardId; amount: number }
  | { kind: "lowerRow"; amount: number }
  | { kind: "identical"; count: number; amount: number }
  | { kind: "colour"; card: CardId; amount: number };

export interface PriceExplained extends PriceParts {
  reasons: PriceReason[];
  /** True when the reductions would take it below the minimum card cost. */
  atMinimum: boolean;
}

/** The viewer's price of `card` and each reduction that makes it (the edition's prices). */
export function explainPrice(playArea: readonly PlayedCard[], card: CardId, source: Source, displace?: CardId, edition: Edition = "first"): PriceExplained {
  const parts = price({ playArea } as PlayerState, card, source, displace, edition);
  const reasons: PriceReason[] = [];
  if (parts.displaced) reasons.push({ kind: "displaced", card: displace!, amount: parts.displaced });
  if (parts.lowerRow) reasons.push({ kind: "lowerRow", amount: parts.lowerRow });
  if (parts.identical) reasons.push({ kind: "identical", count: parts.identical / IDENTICAL_DISCOUNT, amount: parts.identical });
  const kind = cardDef(card).kind;
  for (const played of playArea) {
    if (COLOUR_DISCOUNTS[played.card]?.includes(kind)) reasons.push({ kind: "colour", card: played.card, amount: COLOUR_DISCOUNT });
  }
  const reduced = parts.printed - reasons.reduce((sum, r) => sum + r.amount, 0);
  return { ...parts, reasons, atMinimum: reduced < parts.total };
}

/** Least and most of an amount; equal when it is certain. */
export interface Span {
  least: number;
  most: number;
}

export interface ScoringForecast {
  phase: Phase;
  /** What it pays when the player has money enough for any upkeep (whole rubles and points). */
  rubles: number;
  points: number;
  /**
   * With the money hidden from the viewer the payout may depend on it (an upkeep the player may
   * not afford): the least and most it may pay. Equal to rubles/points when certain.
   */
  rublesSpan: Span;
  pointsSpan: Span;
}

/** Money that pays any upkeep of one scoring: a whole number, so every difference stays whole. */
const AMPLE = 1_000_000;

/** What one phase's scoring pays `player` holding `money`. */
function scoringWith(player: Visible, phase: Phase, options: ForecastOptions, money: number): { rubles: number; points: number } {
  const me = probe({ ...player, money, points: 0 });
  const events: GameEvent[] = [];
  scorePhase({ players: [me], options: { edition: "first", ...options }, discardPile: [] } as unknown as GameState, phase, events);
  return { rubles: me.money - money, points: me.points };
}

const span = (a: number, b: number): Span => ({ least: Math.min(a, b), most: Math.max(a, b) });

/**
 * What each phase's scoring would pay this player with the play area as it is now, in phase order,
 * net of upkeep (a Sycophant's ruble). Hidden money gives the payout for no money and for ample
 * money, the two ends of what it may be: whole numbers, never a guess.
 */
export function nextScorings(player: Visible, options: ForecastOptions = PLAIN): ScoringForecast[] {
  const out: ScoringForecast[] = [];
  for (const phase of phaseOrder(options)) {
    if (!SCORED_KIND[phase]) continue;
    const known = player.money !== null;
    const rich = scoringWith(player, phase, options, known ? player.money! : AMPLE);
    const poor = known ? rich : scoringWith(player, phase, options, 0);
    out.push({ phase, ...rich, rublesSpan: span(rich.rubles, poor.rubles), pointsSpan: span(rich.points, poor.points) });
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
  /**
   * Points if the game ended now: track, aristocrats, money and hand penalty. With the money
   * hidden it is counted as 0, so this is what is certain: the least the score may be.
   */
  total: number;
  /** False when the player's money is hidden from the viewer (total is then a least). */
  moneyKnown: boolean;
}

export function finalEstimate(player: Visible, expansions: readonly Expansion[] = []): FinalEstimate {
  return { total: finalScore(probe(player), expansions).total, moneyKnown: player.money !== null };
}
