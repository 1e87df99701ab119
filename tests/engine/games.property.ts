// Shared body of the complete-random-game properties, one test file per player count so that
// vitest runs them in parallel. See games-2p/3p/4p.property.test.ts.
import fc from "fast-check";
import { expect } from "vitest";
import { GameRecordSchema, newGame, replayRecord, type GameRecord } from "@/lib/engine";
import { applyMoveInPlace } from "@/lib/engine/apply";
import { playRandomGame } from "@/lib/engine/random-game";
import { cardAccountingError, fcParams, NAMES } from "./helpers";

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
export function checkRandomGames(players: number, runs: number): { games: number; moves: number } {
  let games = 0;
  let moves = 0;
  fc.assert(
    fc.property(fc.string({ minLength: 1, maxLength: 12 }), variantsArb, (seed, variants) => {
      const game = playRandomGame({ players: NAMES.slice(0, players), variants }, seed);
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
