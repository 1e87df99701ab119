// New Society setup: the deck from cards.json deltas (R22), the sets that combine (R23), and
// five players with the disc (R24), including the Russian rule book's examples.
import { describe, expect, it } from "vitest";
import { newGame, summarize, viewFor, type GameState } from "@/lib/engine";
import { deckContents } from "@/lib/engine/catalogue";
import { NEW_SOCIETY_DELTAS } from "@/lib/engine/catalogue/cards.generated";
import { dealFromSeed, SetupError } from "@/lib/engine/setup";
import { applyMove } from "@/lib/engine";
import { actor, defaultTokens, finishPhase, game, move, NAMES5, piles, PILES, setupProblem } from "./helpers";

const NS = { expansions: ["newSociety" as const] };

function count(cards: readonly string[], id: string): number {
  return cards.filter((c) => c === id).length;
}

describe("the New Society deck (cards.json deltas)", () => {
  const deck = deckContents(PILES, ["newSociety"]);

  it("has the resulting pile sizes of cards.json: 37 / 34 / 34 / 39", () => {
    for (const pile of PILES) expect(deck[pile]).toHaveLength(NEW_SOCIETY_DELTAS.resultingDeckSizes[pile]);
  });

  it("removes the replaced base cards and adds their New Society versions", () => {
    const all = PILES.flatMap((p) => deck[p]);
    for (const id of Object.keys(NEW_SOCIETY_DELTAS.removeFromBase)) expect(count(all, id), id).toBe(0);
    for (const [id, n] of Object.entries(NEW_SOCIETY_DELTAS.addReplacements)) expect(count(all, id), id).toBe(n);
    for (const [id, n] of Object.entries(NEW_SOCIETY_DELTAS.addNew)) expect(count(all, id), id).toBe(n);
  });

  it("extra copies of base cards use the base id (ruling R22)", () => {
    const all = PILES.flatMap((p) => deck[p]);
    expect(count(all, "wharf")).toBe(4); // ruling R22
    expect(count(all, "firehouse")).toBe(5);
    expect(count(all, "administrator")).toBe(6);
    expect(all.some((c) => c.endsWith("-extra"))).toBe(false);
  });

  it("a seeded New Society game deals exactly these piles; the base game is unchanged", () => {
    const dealt = dealFromSeed({ players: NAMES5.slice(0, 3), edition: "first", expansions: ["newSociety"], variants: {} as never }, "ns");
    for (const pile of PILES) expect(dealt.piles[pile].slice().sort()).toEqual(deck[pile].slice().sort());
    const base = deckContents(PILES);
    expect(PILES.map((p) => base[p].length)).toEqual([31, 28, 27, 30]);
  });
});

describe("which sets combine (ruling R23)", () => {
  it("refuses five players without New Society, and expansions the engine does not play", () => {
    // ruling R23
    expect(setupProblem(() => newGame({ players: NAMES5 }, { seed: "x" }))).toMatchObject({ code: "playerCount", max: 4, players: 5, fiveNeed: "newSociety" });
    expect(setupProblem(() => newGame({ players: NAMES5, expansions: ["newSociety", "market"] }, { seed: "x" }))).toEqual({
      code: "expansionsNotInEdition",
      edition: "first",
      expansions: ["market"],
    });
    expect(() => newGame({ players: NAMES5, expansions: ["newSociety", "market"] }, { seed: "x" })).toThrow(SetupError);
    expect(() => newGame({ players: NAMES5.slice(0, 4), edition: "second", expansions: ["banquet"] }, { seed: "x" })).toThrow(SetupError);
    expect(() => newGame({ players: NAMES5.slice(0, 4), expansions: ["market"] }, { seed: "x" })).toThrow(SetupError);
  });

  it("New Society plays with 2 to 5 players", () => {
    for (let n = 2; n <= 5; n++) expect(newGame({ players: NAMES5.slice(0, n), ...NS }, { seed: `n${n}` }).players).toHaveLength(n);
  });

  it("an explicit setup must hold the New Society piles", () => {
    expect(setupProblem(() => newGame({ players: NAMES5.slice(0, 2), ...NS }, { piles: piles(), tokens: defaultTokens(2) }))).toMatchObject({
      code: "pileContents",
      pile: "worker",
      size: 37,
    });
  });
});

describe("five players with New Society (ruling R24)", () => {
  const five = (): GameState => game({ players: 5, expansions: ["newSociety"] });

  it("the disc and the four phase tokens are dealt one each, at random", () => {
    // ruling R24
    const holders = new Set<number>();
    for (let i = 0; i < 20; i++) {
      const dealt = dealFromSeed({ players: NAMES5, edition: "first", expansions: ["newSociety"], variants: {} as never }, `disc${i}`);
      const seats = Object.values(dealt.tokens).sort();
      expect(Object.keys(dealt.tokens).sort()).toEqual(["aristocrat", "building", "disc", "trading", "worker"]);
      expect(seats).toEqual([0, 1, 2, 3, 4]);
      holders.add(dealt.tokens.disc as number);
    }
    expect(holders.size).toBeGreaterThan(1);
  });

  it("the first disc holder starts with 27 rubles and scores 2 points before the first move", () => {
    // ruling R24
    const s = five();
    expect(s.players.map((p) => p.money)).toEqual([25, 25, 25, 25, 27]);
    expect(s.players.map((p) => p.points)).toEqual([0, 0, 0, 0, 2]);
    expect(summarize(s).players[4].tokens).toEqual(["disc"]);
    expect(viewFor(s, 0).players[4].tokens).toEqual(["disc"]);
  });

  it("10 workers are laid out at the start, and the display is refilled to 8 afterwards", () => {
    // ruling R24; Russian rule book: "10 карт мастеров … В дальнейшем … до восьми"
    let s = five();
    expect(s.upperRow).toHaveLength(10);
    for (let i = 0; i < 3; i++) s = move(s, { type: "take", seat: actor(s), card: s.upperRow[0], from: "upper" });
    s = finishPhase(s);
    expect(s.phase).toBe("building");
    expect(s.upperRow.length + s.lowerRow.length).toBe(8);
  });

  it("the disc holder never starts a phase; at round end every token moves two seats on", () => {
    // ruling R24; Russian rule book: the token goes to the player left of the left neighbour
    let s = five();
    for (const phase of ["worker", "building", "aristocrat", "trading"] as const) {
      expect(s.phase).toBe(phase);
      expect(s.turn).toBe(s.tokens[phase]);
      expect(s.turn).not.toBe(s.tokens.disc);
      s = finishPhase(s);
    }
    expect(s.round).toBe(2);
    expect(s.tokens).toEqual({ worker: 2, building: 3, aristocrat: 4, trading: 0, disc: 1 });
  });

  it("the new disc holder scores 2 points at the start of every round, and the log says so", () => {
    // ruling R24
    let s = five();
    for (let i = 0; i < 3; i++) s = finishPhase(s);
    const before = s.players[1].points;
    let last = applyMove(s, { type: "pass", seat: actor(s) });
    for (let i = 0; i < 5 && last.ok && last.state.round === 1; i++) {
      s = last.state;
      last = applyMove(s, { type: "pass", seat: actor(s) });
    }
    expect(last.ok).toBe(true);
    if (!last.ok) return;
    expect(last.state.round).toBe(2);
    expect(last.state.players[1].points).toBe(before + 2);
    expect(last.events).toContainEqual({ type: "discScored", seat: 1, points: 2 });
  });
});
