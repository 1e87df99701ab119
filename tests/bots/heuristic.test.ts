// Every bot level decides from its seat's view only: the same view with every hidden part
// shuffled gives the same move (for the levels that draw, with the same seed), and each level is
// deterministic.
import { describe, expect, it } from "vitest";
import { reshuffled, statesOf } from "./helpers";
import { BOT_LEVELS, decide } from "@/lib/bots";
import { beliefOf } from "@/lib/bots/belief";
import { playMatch } from "@/lib/bots/match";
import { GameOptionsSchema, legalMoves, newGame, toAct, viewFor, type GameOptionsInput } from "@/lib/engine";

const TABLES: [string, Omit<GameOptionsInput, "players">, number][] = [
  ["base", {}, 4],
  ["New Society", { expansions: ["newSociety"] }, 5],
  ["the Banquet", { expansions: ["banquet"] }, 3],
  ["New Society and the Banquet", { expansions: ["newSociety", "banquet"] }, 5],
  ["second edition", { edition: "second" }, 2],
  ["the Market", { edition: "second", expansions: ["market"] }, 5],
];

describe("no bot level cheats", () => {
  for (const level of BOT_LEVELS) for (const [name, options, players] of TABLES) {
    it(`${level}: decides the same from the same view with the hidden parts changed (${name}, ${players} players)`, () => {
      let compared = 0;
      let hiddenDiffered = 0;
      // The strong level searches (tens of milliseconds a decision): every other state of the others' sample.
      const every = level === "strong" ? 10 : 5;
      for (const state of statesOf(options, players, `cheat-${name}`, { every, withChoice: true })) {
        const seat = toAct(state)[0];
        const other = reshuffled(state, seat, `other-${compared}`);
        const view = viewFor(state, seat);
        expect(viewFor(other, seat)).toEqual(view);
        if (JSON.stringify(other.piles) !== JSON.stringify(state.piles) || JSON.stringify(other.players) !== JSON.stringify(state.players)) hiddenDiffered++;
        const mine = decide(view, legalMoves(state, seat), { level, seed: `s${compared}` });
        expect(decide(viewFor(other, seat), legalMoves(other, seat), { level, seed: `s${compared}` })).toEqual(mine);
        compared++;
      }
      expect(compared).toBeGreaterThan(level === "strong" ? 5 : 10);
      // The test means something only if the hidden parts really were different.
      expect(hiddenDiffered).toBeGreaterThan(compared / 2);
    }, level === "strong" ? 60_000 : undefined);
  }

  it("builds its belief from the view alone: the state's hidden cards never appear in it", () => {
    const [state] = statesOf({}, 4, "belief", { every: 5, withChoice: true }).slice(10);
    const seat = toAct(state)[0];
    const belief = beliefOf(viewFor(state, seat));
    const other = reshuffled(state, seat, "again");
    expect(beliefOf(viewFor(other, seat))).toEqual(belief);
    for (const p of belief.players) if (p.seat !== seat) expect(p.hand).toHaveLength(state.players[p.seat].hand.length);
    expect(belief.players[seat].hand.slice().sort()).toEqual(state.players[seat].hand.slice().sort());
  });
});

describe("the heuristic bot's moves", () => {
  it("are legal and deterministic for a given view and seed", () => {
    const a = playMatch({ players: ["A", "B", "C"], expansions: ["banquet"] }, ["standard", "random", "standard"], "det");
    const b = playMatch({ players: ["A", "B", "C"], expansions: ["banquet"] }, ["standard", "random", "standard"], "det");
    expect(a.state.status).toBe("finished");
    expect(b.moves).toEqual(a.moves);
  });

  it("buys income early rather than passing", () => {
    const state = newGame(GameOptionsSchema.parse({ players: ["A", "B"] }), { seed: "early" });
    const seat = toAct(state)[0];
    const move = decide(viewFor(state, seat), legalMoves(state, seat));
    expect(move.type).toBe("buy");
  });
});
