// The three bot levels (issue 36): each decides from its seat's view and its seed alone (the
// reshuffle check for every level is in heuristic.test.ts), the strong level's guesses at the
// hidden parts agree with everything the seat sees, and the ladder's order holds on a small sample
// (the measured table: docs/bots.md, `npm run --silent game -- ladder`).
import { describe, expect, it } from "vitest";
import { reshuffled, statesOf } from "./helpers";
import { botLevelOf, decide } from "@/lib/bots";
import { ladderCell, ladderRow, pooled, type LadderCell } from "@/lib/bots/ladder";
import { playMatch } from "@/lib/bots/match";
import { sampleState } from "@/lib/bots/sample";
import { legalMoves, toAct, viewFor, type GameOptionsInput } from "@/lib/engine";
import { deckContents } from "@/lib/engine/catalogue";
import { seededRandom } from "@/lib/engine/random";
import type { GameState } from "@/lib/engine/state";

/** Every card of a state, wherever it lies, counted by id. */
function allCards(state: GameState): Map<string, number> {
  const out = new Map<string, number>();
  const add = (card: string) => out.set(card, (out.get(card) ?? 0) + 1);
  for (const pile of state.phases) state.piles[pile].forEach(add);
  [...state.upperRow, ...state.lowerRow, ...state.discardPile].forEach(add);
  for (const p of state.players) {
    p.hand.forEach(add);
    p.playArea.forEach((c) => add(c.card));
    p.attachments.forEach((a) => add(a.card));
  }
  for (const d of state.pending) if (d.kind === "drawn") add(d.card);
  return out;
}

describe("the strong level's guesses at the hidden parts", () => {
  it("show its seat exactly what it sees, hold the game's cards, and differ from one another", () => {
    let checked = 0;
    let differed = 0;
    const tables: [string, Omit<GameOptionsInput, "players">, number][] = [
      ["base", {}, 4],
      ["New Society and the Banquet", { expansions: ["newSociety", "banquet"] }, 3],
    ];
    for (const [name, options, players] of tables) {
      for (const state of statesOf(options, players, `sample-${name}`, { every: 9 })) {
        const seat = toAct(state)[0];
        const view = viewFor(state, seat);
        const random = seededRandom(`sample-${checked}`);
        const first = sampleState(view, random);
        const second = sampleState(view, random);
        expect(viewFor(first, seat)).toEqual(view);
        expect(viewFor(second, seat)).toEqual(view);
        // No card is made up or lost: the sample holds the game's cards (the belief's filler aside, never needed here).
        const deck = new Map<string, number>();
        for (const cards of Object.values(deckContents(state.phases, state.options.expansions, state.options.edition))) for (const c of cards) deck.set(c, (deck.get(c) ?? 0) + 1);
        expect(allCards(first)).toEqual(allCards(state));
        expect([...allCards(state).entries()].every(([card, n]) => n <= (deck.get(card) ?? 0))).toBe(true);
        if (JSON.stringify(first.piles) !== JSON.stringify(second.piles)) differed++;
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(10);
    expect(differed).toBeGreaterThan(checked / 2);
  });

  it("are the same for the same view and seed, whatever the hidden parts really are", () => {
    const [state] = statesOf({}, 3, "sample-same", { every: 5, withChoice: true }).slice(6);
    const seat = toAct(state)[0];
    const other = reshuffled(state, seat, "x");
    expect(sampleState(viewFor(other, seat), seededRandom("k"))).toEqual(sampleState(viewFor(state, seat), seededRandom("k")));
  });
});

describe("the levels", () => {
  it("are deterministic: the same seeds give the same moves, a whole game for the cheap levels, decision by decision for the strong one", () => {
    const options = { players: ["A", "B", "C"], edition: "second" as const };
    const a = playMatch(options, ["beginner", "standard", "beginner"], "levels-det");
    const b = playMatch(options, ["beginner", "standard", "beginner"], "levels-det");
    expect(a.state.status).toBe("finished");
    expect(b.moves).toEqual(a.moves);
    for (const [n, state] of statesOf({ expansions: ["banquet"] }, 3, "levels-det", { every: 11, withChoice: true }).slice(0, 8).entries()) {
      const seat = toAct(state)[0];
      const once = decide(viewFor(state, seat), legalMoves(state, seat), { level: "strong", seed: `n${n}` });
      expect(decide(viewFor(state, seat), legalMoves(state, seat), { level: "strong", seed: `n${n}` })).toEqual(once);
    }
  }, 60_000);

  it("differ: the beginner and the strong level do not simply play the standard level's moves", () => {
    let beginnerDiffers = 0;
    let strongDiffers = 0;
    const states = statesOf({}, 2, "levels-differ", { every: 4, withChoice: true }).slice(0, 30);
    for (const [n, state] of states.entries()) {
      const seat = toAct(state)[0];
      const view = viewFor(state, seat);
      const legal = legalMoves(state, seat);
      const standard = JSON.stringify(decide(view, legal, { level: "standard" }));
      if (JSON.stringify(decide(view, legal, { level: "beginner", seed: `d${n}` })) !== standard) beginnerDiffers++;
      if (JSON.stringify(decide(view, legal, { level: "strong", seed: `d${n}` })) !== standard) strongDiffers++;
    }
    expect(beginnerDiffers).toBeGreaterThan(2);
    expect(strongDiffers).toBeGreaterThan(2);
  }, 60_000);

  it("read a stored level, the standard level's old name included", () => {
    expect(botLevelOf("strong")).toBe("strong");
    expect(botLevelOf("beginner")).toBe("beginner");
    expect(botLevelOf("heuristic")).toBe("standard");
    expect(botLevelOf(null)).toBe("standard");
  });

  it("keep their order on a small duplicate sample: standard over beginner, beginner over random", () => {
    const standard = ladderCell({}, 2, 8, "levels-ladder", "standard", "beginner");
    expect(standard.games).toBe(16);
    expect(standard.wins + standard.ties + standard.losses).toBe(16);
    expect(standard.share).toBeGreaterThan(0.5);
    expect(standard.low).toBeLessThanOrEqual(standard.share);
    expect(ladderCell({ edition: "second" }, 2, 8, "levels-ladder", "beginner", "random").share).toBeGreaterThanOrEqual(0.8);
  });
});

describe("the ladder's pooled lines", () => {
  it("count every deal once, with the interval over all of them, and say where the share stands", () => {
    const cell = (rules: string, perDeal: number[]): LadderCell => ({ rules, contender: "strong", against: "standard", players: 2, deals: perDeal.length, games: 2 * perDeal.length, wins: 0, ties: 0, losses: 0, perDeal, share: 0, low: 0, high: 0 });
    const all = pooled([cell("base", [1, 1, 0.5]), cell("second", [0.5, 1, 1, 0.5])]);
    expect(all).toMatchObject({ rules: "all pooled", deals: 7, games: 14 });
    expect(all.share).toBeCloseTo(5.5 / 7);
    expect(all.low).toBeGreaterThan(0.5);
    expect(all.high).toBeLessThanOrEqual(1);
    expect(ladderRow(all)).toContain("above its share");
    expect(ladderRow(pooled([cell("base", [0.5, 0, 1, 0.5])]))).toContain("not told apart");
  });
});
