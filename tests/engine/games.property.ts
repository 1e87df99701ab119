// Shared body of the complete-random-game properties, one test file per player count so that
// vitest runs them in parallel. See games-2p/3p/4p.property.test.ts.
import fc from "fast-check";
import { expect } from "vitest";
import { GameRecordSchema, newGame, replayRecord, viewFor, type GameRecord, type GameState } from "@/lib/engine";
import { applyMoveInPlace } from "@/lib/engine/apply";
import { playRandomGame } from "@/lib/engine/random-game";
import type { Expansion } from "@/lib/engine/rules";
import { cardAccountingError, fcParams, NAMES5 } from "./helpers";

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
export function checkRandomGames(players: number, runs: number, expansions: Expansion[] = []): { games: number; moves: number } {
  let games = 0;
  let moves = 0;
  fc.assert(
    fc.property(fc.string({ minLength: 1, maxLength: 12 }), variantsArb, (seed, variants) => {
      const game = playRandomGame({ players: NAMES5.slice(0, players), variants, expansions }, seed);
      expect(game.state.status).toBe("finished");
      expect(game.state.winners?.length).toBeGreaterThan(0);

      // In place, for speed: the copying applyMove is walked in legal.property.test.ts.
      const state = newGame(game.options, game.setup);
      expect(cardAccountingError(state)).toBeNull();
      for (let i = 0; i < game.moves.length; i++) {
        const error = applyMoveInPlace(state, game.moves[i]);
        if (error) throw new Error(`move ${i} refused on the second play: ${error.message}`);
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
