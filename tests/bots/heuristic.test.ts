// The heuristic bot decides from its seat's view only: the same view with every hidden part
// shuffled gives the same move, and the bot is deterministic.
import { describe, expect, it } from "vitest";
import { reshuffled, statesOf } from "./helpers";
import { decide } from "@/lib/bots";
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

describe("the heuristic bot never cheats", () => {
  for (const [name, options, players] of TABLES) {
    it(`decides the same from the same view with the hidden parts changed (${name}, ${players} players)`, () => {
      let compared = 0;
      let hiddenDiffered = 0;
      for (const state of statesOf(options, players, `cheat-${name}`, { every: 5, withChoice: true })) {
        const seat = toAct(state)[0];
        const other = reshuffled(state, seat, `other-${compared}`);
        const view = viewFor(state, seat);
        expect(viewFor(other, seat)).toEqual(view);
        if (JSON.stringify(other.piles) !== JSON.stringify(state.piles) || JSON.stringify(other.players) !== JSON.stringify(state.players)) hiddenDiffered++;
        const mine = decide(view, legalMoves(state, seat), { seed: "s" });
        expect(decide(viewFor(other, seat), legalMoves(other, seat), { seed: "s" })).toEqual(mine);
        compared++;
      }
      expect(compared).toBeGreaterThan(10);
      // The test means something only if the hidden parts really were different.
      expect(hiddenDiffered).toBeGreaterThan(compared / 2);
    });
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
    const a = playMatch({ players: ["A", "B", "C"], expansions: ["banquet"] }, ["heuristic", "random", "heuristic"], "det");
    const b = playMatch({ players: ["A", "B", "C"], expansions: ["banquet"] }, ["heuristic", "random", "heuristic"], "det");
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
