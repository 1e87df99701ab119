// The Market module's symbols and majorities (rules-notes §17, rulings R16, R17, R38, R39).
// A player's markers are not state of their own: they are counted from the cards in play and the
// "?" tokens lying on them (R38), so losing a card moves the marker back at once. Every change is
// still reported as a `marker` event, for the log and for the tests that add them up.
import { cardDef, MARKET, marketSymbols, type CardId, type MarketSymbol } from "../../catalogue";
import type { GameEvent } from "../../events";
import { valueTile } from "../../rules";
import type { GameState, PlayerState } from "../../state";

/** The five symbols, sorted: the order of the record's `market` object and of the supply. */
export const SYMBOLS: readonly MarketSymbol[] = [...MARKET.symbols].sort();

export function hasMarket(state: Pick<GameState, "options">): boolean {
  return state.options.expansions.includes("market");
}

export type SymbolCounts = Record<MarketSymbol, number>;

/** The symbols a player has in play, "?" tokens included (R38). A card in hand counts nothing. */
export function symbolsOf(player: PlayerState): SymbolCounts {
  const counts = Object.fromEntries(SYMBOLS.map((s) => [s, 0])) as SymbolCounts;
  for (const played of player.playArea) {
    for (const [symbol, n] of Object.entries(marketSymbols(played.card))) {
      if (symbol !== "joker") counts[symbol as MarketSymbol] += n as number;
    }
  }
  for (const token of player.symbolTokens) counts[token.symbol]++;
  return counts;
}

/** The "?" symbol tokens nobody holds, sorted (each exists once: R17). */
export function symbolSupply(state: GameState): MarketSymbol[] {
  const held = new Set(state.players.flatMap((p) => p.symbolTokens.map((t) => t.symbol)));
  return SYMBOLS.filter((s) => !held.has(s));
}

/** Does this card carry the "?" symbol (Czar & Carpenter, one Ship Builder)? */
export function hasJoker(card: CardId): boolean {
  return (marketSymbols(card).joker ?? 0) > 0;
}

/** Orange market cards: their upkeep is due at every market scoring (R39). */
export function isOrange(card: CardId): boolean {
  return cardDef(card).special === true;
}

/** The upkeep of an orange card this round: the current value tile's higher number (R39). */
export function upkeepPrice(state: GameState): number {
  return valueTile(state.round)[0];
}

/** Reports each marker that `change` moved, with its new position (the count in play). */
export function markersMoved(player: PlayerState, change: Partial<Record<MarketSymbol | "joker", number>>, events: GameEvent[]): void {
  const now = symbolsOf(player);
  for (const symbol of SYMBOLS) {
    const by = change[symbol] ?? 0;
    if (by !== 0) events.push({ type: "marker", seat: player.seat, symbol, by, total: now[symbol] });
  }
}

/**
 * A card has left `player`'s play area: its "?" token goes back to the supply (R17) and the
 * markers move back by its symbols (R38). Call after the card is gone.
 */
export function cardLeftPlay(state: GameState, player: PlayerState, card: CardId, events: GameEvent[]): void {
  if (!hasMarket(state)) return;
  const change: Partial<Record<MarketSymbol, number>> = {};
  for (const [symbol, n] of Object.entries(marketSymbols(card))) if (symbol !== "joker") change[symbol as MarketSymbol] = -(n as number);
  const token = player.symbolTokens.find((t) => t.on === card);
  if (token && !player.playArea.some((p) => p.card === card)) {
    player.symbolTokens = player.symbolTokens.filter((t) => t !== token);
    change[token.symbol] = (change[token.symbol] ?? 0) - 1;
    events.push({ type: "symbolToken", seat: player.seat, symbol: token.symbol, on: card, taken: false });
  }
  markersMoved(player, change, events);
}

/** A card entered `player`'s play area: its printed symbols move the markers at once (R38). */
export function cardEnteredPlay(state: GameState, player: PlayerState, card: CardId, events: GameEvent[]): void {
  if (!hasMarket(state)) return;
  markersMoved(player, marketSymbols(card), events);
}

/**
 * The majorities of the market scoring, symbol by symbol (R17, R39): among players with at least
 * one symbol, the furthest score the tile's first number (all of them when tied, and then nobody
 * is second); otherwise the next furthest score its second number (all of them when tied).
 */
export function scoreMajorities(state: GameState, events: GameEvent[]): void {
  const [first, second] = valueTile(state.round);
  const counts = state.players.map(symbolsOf);
  for (const symbol of SYMBOLS) {
    const having = state.players.filter((p) => counts[p.seat][symbol] > 0);
    if (having.length === 0) continue;
    const best = Math.max(...having.map((p) => counts[p.seat][symbol]));
    const leaders = having.filter((p) => counts[p.seat][symbol] === best);
    const award = (players: PlayerState[], place: 1 | 2, points: number) => {
      for (const p of players) {
        p.points += points;
        events.push({ type: "majority", seat: p.seat, symbol, place, points });
      }
    };
    award(leaders, 1, first);
    if (leaders.length > 1) continue;
    const rest = having.filter((p) => counts[p.seat][symbol] < best);
    if (rest.length === 0) continue;
    const next = Math.max(...rest.map((p) => counts[p.seat][symbol]));
    award(rest.filter((p) => counts[p.seat][symbol] === next), 2, second);
  }
  events.push({ type: "marketScored", round: state.round, valueTile: [first, second] });
}

/** After `card` entered play: asks for its "?" symbol when it has one and a token is left. True when asked. */
export function askSymbol(s: GameState, seat: number, card: CardId): boolean {
  if (!hasMarket(s) || !hasJoker(card) || symbolSupply(s).length === 0) return false;
  if (s.players[seat].symbolTokens.some((t) => t.on === card)) return false;
  s.pending.push({ kind: "symbol", seat, resume: "turn", card });
  return true;
}
