// The heuristic bot decides from its seat's view only: the same view with every hidden part
// shuffled gives the same move, and the bot is deterministic.
import { describe, expect, it } from "vitest";
import { decide } from "@/lib/bots";
import { beliefOf } from "@/lib/bots/belief";
import { playMatch } from "@/lib/bots/match";
import { GameOptionsSchema, legalMoves, newGame, toAct, viewFor, type GameOptionsInput } from "@/lib/engine";
import { applyMoveInPlace } from "@/lib/engine/apply";
import { seededRandom, shuffle } from "@/lib/engine/random";
import { cloneState, type GameState } from "@/lib/engine/state";
import { randomMove } from "@/lib/bots/random-player";

const TABLES: [string, Omit<GameOptionsInput, "players">, number][] = [
  ["base", {}, 4],
  ["New Society", { expansions: ["newSociety"] }, 5],
  ["the Banquet", { expansions: ["banquet"] }, 3],
  ["New Society and the Banquet", { expansions: ["newSociety", "banquet"] }, 5],
  ["second edition", { edition: "second" }, 2],
  ["the Market", { edition: "second", expansions: ["market"] }, 5],
];

/** States of a game of random players, one every few moves, where some seat has a decision to make. */
function statesOf(options: Omit<GameOptionsInput, "players">, players: number, seed: string): GameState[] {
  const names = Array.from({ length: players }, (_, i) => `P${i}`);
  const state = newGame(GameOptionsSchema.parse({ ...options, players: names }), { seed });
  const random = seededRandom(`${seed}/r`);
  const out: GameState[] = [];
  for (let n = 0; state.status === "active"; n++) {
    const seat = toAct(state)[0];
    const legal = legalMoves(state, seat);
    if (n % 5 === 0 && legal.length > 1) out.push(cloneState(state));
    applyMoveInPlace(state, randomMove(legal, random));
  }
  return out;
}

/** The same game with everything `seat` may not see changed: other hands, hidden money, pile order. */
function reshuffled(state: GameState, seat: number, seed: string): GameState {
  const copy = cloneState(state);
  const random = seededRandom(seed);
  for (const pile of copy.phases) shuffle(copy.piles[pile], random);
  // Swap unseen cards between the piles' and the other players' hands, kind for kind irrelevant:
  // any card of the same pile may stand in a hand, since nobody but its owner sees it.
  for (const p of copy.players) {
    if (p.seat === seat) continue;
    p.money = p.money + 1 + random.below(30);
    p.hand = p.hand.map((card) => {
      const pile = copy.phases[random.below(copy.phases.length)];
      const stack = copy.piles[pile];
      if (stack.length === 0) return card;
      const i = random.below(stack.length);
      const swapped = stack[i];
      stack[i] = card;
      return swapped;
    });
  }
  return copy;
}

describe("the heuristic bot never cheats", () => {
  for (const [name, options, players] of TABLES) {
    it(`decides the same from the same view with the hidden parts changed (${name}, ${players} players)`, () => {
      let compared = 0;
      let hiddenDiffered = 0;
      for (const state of statesOf(options, players, `cheat-${name}`)) {
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
    const [state] = statesOf({}, 4, "belief").slice(10);
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
