// Standing orders (issue 32): moves a player leaves in advance for their own seat, tried top to
// bottom whenever the seat is to act. The engine judges them like any move (the first legal one
// that meets its conditions is played), so an order can never do what the player could not have
// done by hand at that moment. Storing orders, their lifetime and playing them are the service's
// (lib/orders); this file only answers "what would the orders play now?".
import { applyMove } from "./apply";
import { cardCounts, type CardId } from "./catalogue";
import { BANQUET_MOVES } from "./expansions/banquet/schema";
import { MARKET_MOVES } from "./expansions/market/schema";
import { NEW_SOCIETY_MOVES } from "./expansions/new-society/schema";
import type { GameEvent } from "./events";
import { legalMoves } from "./legal";
import type { Move } from "./moves";
import type { GameOptions } from "./options";
import type { Phase } from "./phases";
import type { GameState } from "./state";
import { timeoutDecision } from "./timeout";
import { toAct } from "./turn";

/** A seat leaves at most this many orders: a whole round's plan fits well within it (the route refuses more). */
export const MOST_ORDERS = 20;

/** One order: a move of the seat's, played only while its conditions hold. */
export interface StandingOrder {
  move: Move;
  /** Pay at most this many rubles for it (card prices and points bought, after every reduction). */
  maxRubles?: number;
  /** Play it only if at least this many rubles are left after paying. */
  keepRubles?: number;
  /** Only in this phase. */
  phase?: Phase;
}

/** What happens when no order applies: ask the player (as without orders), or pass as a timeout would. */
export type Otherwise = "ask" | "pass";

/** What the orders would play now: an order (`index`) or the `otherwise` pass (`index` null). */
export interface OrderChoice {
  move: Move;
  index: number | null;
  /** The order answers a decision or passes: it stays for the next time (else it is used up). */
  stays: boolean;
}

/** The move types each expansion's cards add; the base game's are every table's. */
const EXPANSION_MOVES: Readonly<Record<string, readonly { shape: { type: { value: string } } }[]>> = {
  newSociety: NEW_SOCIETY_MOVES,
  banquet: BANQUET_MOVES,
  market: MARKET_MOVES,
};
const EXPANSION_ONLY = new Set(Object.values(EXPANSION_MOVES).flatMap((moves) => moves.map((m) => m.shape.type.value)));

/**
 * What in `move` this table's rule set does not have: its type (an expansion's move at a table
 * without that expansion) or a card that is not in the table's decks. Null when it has both.
 */
export function notAtTable(options: Pick<GameOptions, "edition" | "expansions">, move: Move): { field: "type" | CardField } | null {
  if (EXPANSION_ONLY.has(move.type)) {
    const enabled = options.expansions.some((expansion) => EXPANSION_MOVES[expansion]?.some((m) => m.shape.type.value === move.type));
    if (!enabled) return { field: "type" };
  }
  const cards = cardCounts(options.expansions, options.edition);
  for (const field of CARD_FIELDS) {
    const card = (move as Partial<Record<CardField, string>>)[field];
    if (card !== undefined && !cards.has(card as CardId)) return { field };
  }
  return null;
}

const CARD_FIELDS = ["card", "displace", "target", "pick"] as const;
type CardField = (typeof CARD_FIELDS)[number];

/** Rubles a move pays by itself: card prices, points bought, an upkeep paid (not the income a phase's end brings). */
export function rublesPaid(effects: readonly GameEvent[], seat: number): number {
  let paid = 0;
  for (const event of effects) {
    if (!("seat" in event) || event.seat !== seat) continue;
    if (event.type === "paid" || event.type === "pointsBought") paid += event.rubles;
    else if (event.type === "upkeep" && event.kept) paid += event.rubles;
  }
  return paid;
}

/** Is `order` legal for `seat` now, and does it meet its conditions? */
function applies(state: GameState, seat: number, order: StandingOrder): boolean {
  if (order.phase !== undefined && order.phase !== state.phase) return false;
  const result = applyMove(state, { ...order.move, seat } as Move);
  if (!result.ok) return false;
  const paid = rublesPaid(result.events, seat);
  if (order.maxRubles !== undefined && paid > order.maxRubles) return false;
  if (order.keepRubles !== undefined && state.players[seat].money - paid < order.keepRubles) return false;
  return true;
}

/** The move `otherwise: "pass"` stands for now: a pass where passing is legal, a decision declined as a timeout would. */
function passInstead(state: GameState, seat: number): Move | null {
  if (state.pending[0]) return state.pending[0].seat === seat ? timeoutDecision(state, seat) : null;
  const pass = legalMoves(state, seat).find((legal) => legal.move.type === "pass" && !("untilPhaseEnd" in legal.move && legal.move.untilPhaseEnd));
  return pass?.move ?? null;
}

/**
 * What `seat`'s orders play now, if it is to act: the first order that is legal and meets its
 * conditions, else the pass of `otherwise: "pass"`, else null (the player is asked).
 */
export function chooseOrder(state: GameState, seat: number, orders: readonly StandingOrder[], otherwise: Otherwise): OrderChoice | null {
  if (state.status !== "active" || !toAct(state).includes(seat)) return null;
  const deciding = state.pending.length > 0;
  for (const [index, order] of orders.entries()) {
    if (applies(state, seat, order)) return { move: { ...order.move, seat } as Move, index, stays: deciding || order.move.type === "pass" };
  }
  if (otherwise !== "pass") return null;
  const move = passInstead(state, seat);
  return move && { move, index: null, stays: true };
}
