// Shared body of the complete-random-game properties, one test file per player count so that
// vitest runs them in parallel. See games-2p/3p/4p.property.test.ts.
import fc from "fast-check";
import { expect } from "vitest";
import { GameRecordSchema, newGame, replayRecord, viewFor, type GameRecord, type GameState } from "@/lib/engine";
import { applyMoveInPlace } from "@/lib/engine/apply";
import { playRandomGame } from "@/lib/engine/random-game";
import type { Expansion } from "@/lib/engine/rules";
import type { GameEvent } from "@/lib/engine/events";
import { symbolsOf, SYMBOLS, symbolSupply, hasJoker } from "@/lib/engine/market";
import { cardAccountingError, fcParams, NAMES5 } from "./helpers";

/**
 * Market invariants after a move: the five "?" tokens are each in the supply or on exactly one
 * card in play of their holder; every marker, moved only by the `marker` events reported so far,
 * stands at the symbols its player has in play. null if all hold.
 */
function marketError(state: GameState, events: GameEvent[], markers: Map<string, number>[]): string | null {
  for (const e of events) if (e.type === "marker") markers[e.seat].set(e.symbol, (markers[e.seat].get(e.symbol) ?? 0) + e.by);
  const held = state.players.flatMap((p) => p.symbolTokens.map((t) => t.symbol));
  if (held.length + symbolSupply(state).length !== SYMBOLS.length || new Set(held).size !== held.length) return `symbol tokens not conserved: ${held}`;
  for (const p of state.players) {
    for (const t of p.symbolTokens) {
      if (!p.playArea.some((x) => x.card === t.on) || !hasJoker(t.on)) return `${p.name}'s ${t.symbol} token lies on no "?" card of theirs`;
    }
    const counts = symbolsOf(p);
    for (const symbol of SYMBOLS) {
      if ((markers[p.seat].get(symbol) ?? 0) !== counts[symbol]) return `${p.name}'s ${symbol} marker at ${markers[p.seat].get(symbol) ?? 0}, ${counts[symbol]} in play`;
    }
  }
  return null;
}

/** What seat `viewer` must not see in its view (ruling R19): others' money and hands, pile order. null if nothing leaks. */
function viewLeak(state: GameState, viewer: number): string | null {
  const view = viewFor(state, viewer);
  const { variants } = state.options;
  for (const p of view.players) {
    if (p.seat === viewer || state.status === "finished") continue;
    if (!variants.openMoney && p.money !== null) return `${viewer} sees ${p.name}'s money`;
    if (!variants.openHands && p.hand !== null) return `${viewer} sees ${p.name}'s hand`;
  }
  for (const pile of state.phases) {
    if (!variants.pileContents && state.status !== "finished" && view.piles[pile].contents !== null) return `${viewer} sees the ${pile} pile's contents`;
  }
  // A pile is shown as its size (and grouped counts), never as its order.
  for (const pile of state.phases) {
    if (Object.keys(view.piles[pile]).sort().join() !== "contents,size") return `${viewer} sees more of the ${pile} pile than its size`;
  }
  return null;
}

export const variantsArb = fc.record({
  openMoney: fc.boolean(),
  openHands: fc.boolean(),
  pileContents: fc.boolean(),
  pubDuringBuildingPhase: fc.boolean(),
  autoPass: fc.boolean(),
});

/**
 * Plays `runs` complete random games of `players` players and checks, for each: it terminates;
 * at every step all 116 cards are accounted for and no money is negative; the state reached
 * move by move equals the state reached while playing; replaying the record
 * (through JSON and the schema) twice gives that same state both times.
 */
export function checkRandomGames(
  players: number,
  runs: number,
  expansions: Expansion[] = [],
  edition: "first" | "second" = "first",
): { games: number; moves: number } {
  let games = 0;
  let moves = 0;
  fc.assert(
    fc.property(fc.string({ minLength: 1, maxLength: 12 }), variantsArb, (seed, variants) => {
      const game = playRandomGame({ players: NAMES5.slice(0, players), variants, expansions, edition }, seed);
      expect(game.state.status).toBe("finished");
      expect(game.state.winners?.length).toBeGreaterThan(0);

      // In place, for speed: the copying applyMove is walked in legal.property.test.ts.
      const state = newGame(game.options, game.setup);
      expect(cardAccountingError(state)).toBeNull();
      const markers = state.players.map(() => new Map<string, number>());
      for (let i = 0; i < game.moves.length; i++) {
        const events: GameEvent[] = [];
        const error = applyMoveInPlace(state, game.moves[i], events);
        if (error) throw new Error(`move ${i} refused on the second play: ${error.message}`);
        if (expansions.includes("market")) {
          const wrong = marketError(state, events, markers);
          if (wrong) throw new Error(`after move ${i}: ${wrong}`);
        }
        const lost = cardAccountingError(state);
        if (lost) throw new Error(`after move ${i}: ${lost}`);
        for (const p of state.players) if (p.money < 0) throw new Error(`after move ${i}: ${p.name} has ${p.money} rubles`);
        if (i % 25 === 0) {
          const leak = viewLeak(state, i % players);
          if (leak) throw new Error(`after move ${i}: ${leak}`);
        }
      }
      expect(state).toEqual(game.state);

      const record: GameRecord = { format: "neva-game/1", options: game.options, setup: game.setup, moves: game.moves };
      const parsed = GameRecordSchema.parse(JSON.parse(JSON.stringify(record)));
      const first = replayRecord(parsed);
      const second = replayRecord(parsed);
      expect(first.ok && second.ok).toBe(true);
      expect(first.state).toEqual(second.state);
      expect(first.state).toEqual(game.state);
      games++;
      moves += game.moves.length;
    }),
    fcParams(runs),
  );
  return { games, moves };
}
