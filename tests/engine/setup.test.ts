// Setup: money, start tokens, the first workers, explicit-setup validation, seed determinism.
import { describe, expect, it } from "vitest";
import { dealFromSeed, GameOptionsSchema, newGame, SetupError, type CardId, type Phase, type SetupProblem } from "@/lib/engine";
import { stepOf } from "@/lib/engine/decisions";
import { allCards, defaultTokens, fullDeckSorted, game, NAMES, piles, PILES, setupProblem } from "./helpers";
import { setupProblemText } from "@/lib/words/setup";

const opts = (n: number) => GameOptionsSchema.parse({ players: NAMES.slice(0, n) });

function tokenCounts(tokens: Record<"worker" | "building" | "aristocrat" | "trading", number>, seats: number): number[] {
  const held = new Array<number>(seats).fill(0);
  for (const pile of PILES) held[tokens[pile]]++;
  return held;
}

describe("a new game", () => {
  it.each([2, 3, 4])("with %i players: 25 rubles each, 0 points, empty hands and play areas", (n) => {
    const s = newGame({ players: NAMES.slice(0, n) }, { seed: `setup-${n}` });
    expect(s.players.map((p) => p.money)).toEqual(new Array(n).fill(25));
    expect(s.players.map((p) => p.points)).toEqual(new Array(n).fill(0));
    expect(s.players.every((p) => p.hand.length === 0 && p.playArea.length === 0)).toBe(true);
    expect(s.players.map((p) => p.name)).toEqual(NAMES.slice(0, n));
    expect(s.round).toBe(1);
    expect(s.phase).toBe("worker");
    expect(stepOf(s)).toBe("actions");
    expect(s.status).toBe("active");
    expect(s.lowerRow).toEqual([]);
    expect(s.discardPile).toEqual([]);
  });

  it.each([2, 3, 4])("with %i players lays out 2 workers per player, top of the worker pile first", (n) => {
    const top: CardId[] = ["ship-builder", "lumberjack", "fur-trapper", "gold-miner", "shepherd", "czar-and-carpenter", "lumberjack", "shepherd", "gold-miner"];
    const s = game({ players: n, top: { worker: top } });
    expect(s.upperRow).toEqual(top.slice(0, 2 * n));
    expect(s.piles.worker).toHaveLength(31 - 2 * n);
    expect(s.piles.worker[0]).toBe(top[2 * n]);
    expect(s.piles.building).toHaveLength(28);
    expect(s.piles.aristocrat).toHaveLength(27);
    expect(s.piles.trading).toHaveLength(30);
  });

  it("holds all 116 cards (31 workers, 28 buildings, 27 aristocrats, 30 trading cards)", () => {
    const s = newGame({ players: NAMES }, { seed: "count" });
    expect(allCards(s)).toHaveLength(116);
    expect(allCards(s).sort()).toEqual(fullDeckSorted());
  });

  it("the worker-phase token holder acts first", () => {
    const s = game({ players: 4, tokens: { worker: 2, building: 0, aristocrat: 1, trading: 3 } });
    expect(s.turn).toBe(2);
    expect(s.tokens).toEqual({ worker: 2, building: 0, aristocrat: 1, trading: 3 });
  });
});

describe("start tokens dealt from a seed", () => {
  it("2 players hold 2 tokens each", () => {
    for (let i = 0; i < 20; i++) {
      expect(tokenCounts(dealFromSeed(opts(2), `t2-${i}`).tokens, 2)).toEqual([2, 2]);
    }
  });

  it("4 players hold 1 token each", () => {
    for (let i = 0; i < 20; i++) {
      expect(tokenCounts(dealFromSeed(opts(4), `t4-${i}`).tokens, 4)).toEqual([1, 1, 1, 1]);
    }
  });

  it("3 players: one seat gets 2 and the others 1; the double seat is random across seeds, fixed per seed (ruling R7)", () => {
    const doubleSeats = new Set<number>();
    const whichTokens = new Set<string>();
    for (let i = 0; i < 60; i++) {
      const { tokens } = dealFromSeed(opts(3), `t3-${i}`);
      const held = tokenCounts(tokens, 3);
      expect(held.slice().sort()).toEqual([1, 1, 2]);
      doubleSeats.add(held.indexOf(2));
      whichTokens.add(JSON.stringify(tokens));
      expect(dealFromSeed(opts(3), `t3-${i}`).tokens).toEqual(tokens);
    }
    // Not "the first seat always" (as BGA does): every seat gets the double some time.
    expect([...doubleSeats].sort()).toEqual([0, 1, 2]);
    expect(whichTokens.size).toBeGreaterThan(6);
  });
});

describe("seeds", () => {
  it("the same seed deals the same piles and tokens", () => {
    expect(dealFromSeed(opts(4), "same")).toEqual(dealFromSeed(opts(4), "same"));
    expect(newGame({ players: NAMES }, { seed: "same" })).toEqual(newGame({ players: NAMES }, { seed: "same" }));
  });

  it("different seeds deal different piles", () => {
    const a = dealFromSeed(opts(4), "seed-a");
    const b = dealFromSeed(opts(4), "seed-b");
    for (const pile of PILES) expect(a.piles[pile]).not.toEqual(b.piles[pile]);
  });

  it("each pile is a shuffled permutation of exactly its own cards", () => {
    const dealt = dealFromSeed(opts(3), "perm");
    const sorted = piles();
    for (const pile of PILES) {
      expect(dealt.piles[pile].slice().sort()).toEqual(sorted[pile].slice().sort());
      expect(dealt.piles[pile]).not.toEqual(sorted[pile]);
    }
  });

  it("a game from a seed equals the game from the explicit setup dealt from that seed", () => {
    const o = opts(3);
    expect(newGame(o, { seed: "export" })).toEqual(newGame(o, dealFromSeed(o, "export")));
  });
});

describe("explicit setup validation names the pile or token at fault", () => {
  const options = { players: NAMES.slice(0, 4) };
  const tokens = defaultTokens(4);
  const fails = (setup: unknown) => () => newGame(options, setup as Parameters<typeof newGame>[1]);

  it("a missing pile", () => {
    const p: Partial<Record<Phase, CardId[]>> = piles();
    delete p.aristocrat;
    expect(fails({ piles: p, tokens })).toThrow(SetupError);
    expect(setupProblem(fails({ piles: p, tokens }))).toEqual({ code: "missingPile", pile: "aristocrat" });
    // The command line's English (lib/words/setup.ts), not the engine's.
    expect(setupProblemText({ code: "missingPile", pile: "aristocrat" })).toBe("the aristocrat pile is missing");
  });

  it("a pile with a card missing and another too many", () => {
    const p = piles();
    p.building[p.building.indexOf("theater")] = "market";
    const problem = setupProblem(fails({ piles: p, tokens }));
    expect(problem).toEqual({ code: "pileContents", pile: "building", size: 28, missing: [{ card: "theater", count: 1 }], extra: [{ card: "market", count: 1 }] });
    expect(setupProblemText(problem as SetupProblem)).toBe("the building pile must hold exactly the 28 cards of that pile: missing 1 × Theater; too many 1 × Market");
  });

  it("a pile that is short of a card", () => {
    const p = piles();
    p.trading = p.trading.filter((c) => c !== "czar");
    expect(setupProblem(fails({ piles: p, tokens }))).toEqual({ code: "pileContents", pile: "trading", size: 30, missing: [{ card: "czar", count: 1 }], extra: [] });
  });

  it("a card of another pile", () => {
    const p = piles();
    p.worker[0] = "market";
    expect(setupProblem(fails({ piles: p, tokens }))).toMatchObject({ code: "pileContents", pile: "worker", extra: [{ card: "market", count: 1 }] });
  });

  it("an unknown pile", () => {
    expect(setupProblem(fails({ piles: { ...piles(), market: [] }, tokens }))).toEqual({ code: "unknownPile", pile: "market" });
  });

  it("a token without holder, an unknown token, a seat that does not exist", () => {
    const { trading: _, ...noTrading } = tokens;
    expect(setupProblem(fails({ piles: piles(), tokens: noTrading }))).toEqual({ code: "tokenWithoutHolder", token: "trading" });
    expect(setupProblem(fails({ piles: piles(), tokens: { ...tokens, disc: 0 } }))).toEqual({ code: "unknownToken", token: "disc" });
    expect(setupProblem(fails({ piles: piles(), tokens: { ...tokens, building: 4 } }))).toEqual({ code: "tokenSeat", token: "building", seat: 4, seats: 4 });
    expect(setupProblemText({ code: "tokenSeat", token: "building", seat: 4, seats: 4 })).toBe("the building token is held by seat 4, but there are 4 seats");
  });

  it("a token held by a negative or fractional seat is refused naming that token", () => {
    // (The record schema refuses these before newGame; newGame is also called directly.)
    expect(setupProblem(fails({ piles: piles(), tokens: { ...tokens, worker: -1 } }))).toEqual({ code: "tokenSeat", token: "worker", seat: -1, seats: 4 });
    expect(setupProblem(fails({ piles: piles(), tokens: { ...tokens, worker: 0.5 } }))).toEqual({ code: "tokenSeat", token: "worker", seat: 0.5, seats: 4 });
  });

  it("token counts that do not match the player count", () => {
    expect(setupProblem(fails({ piles: piles(), tokens: { worker: 0, building: 0, aristocrat: 2, trading: 3 } }))).toEqual({
      code: "tokensPerSeat",
      seats: 4,
      expected: [1, 1, 1, 1],
      held: [2, 0, 1, 1],
    });
    expect(
      setupProblem(() => newGame({ players: NAMES.slice(0, 2) }, { piles: piles(), tokens: { worker: 0, building: 0, aristocrat: 0, trading: 1 } })),
    ).toEqual({ code: "tokensPerSeat", seats: 2, expected: [2, 2], held: [3, 1] });
    expect(setupProblemText({ code: "tokensPerSeat", seats: 2, expected: [2, 2], held: [3, 1] })).toBe("with 2 players the seats must hold 2/2 tokens, not 3/1");
    // Three players: any seat may hold the two tokens (ruling R7) …
    for (const double of [0, 1, 2]) {
      const t = { worker: double, building: double, aristocrat: (double + 1) % 3, trading: (double + 2) % 3 };
      expect(newGame({ players: NAMES.slice(0, 3) }, { piles: piles(), tokens: t }).tokens).toEqual(t);
    }
    // … but not all three.
    expect(() =>
      newGame({ players: NAMES.slice(0, 3) }, { piles: piles(), tokens: { worker: 0, building: 0, aristocrat: 0, trading: 1 } }),
    ).toThrow(SetupError);
  });

  it("player counts outside 2–4, other editions and expansions are refused", () => {
    // ruling R23: 2 to 4 players; five need New Society (1st edition).
    expect(setupProblem(() => newGame({ players: ["Solo"] }, { seed: "x" }))).toEqual({ code: "playerCount", min: 2, max: 4, players: 1, fiveNeed: "newSociety" });
    const five = setupProblem(() => newGame({ players: [...NAMES, "Elena"] }, { seed: "x" }));
    expect(five).toEqual({ code: "playerCount", min: 2, max: 4, players: 5, fiveNeed: "newSociety" });
    expect(setupProblemText(five as SetupProblem)).toBe("A game with these options has 2 to 4 players, not 5. 5 players need New Society.");
    // ruling R23: the second edition plays with the Market only, the Market only in the second edition.
    expect(setupProblem(() => newGame({ players: NAMES, edition: "second", expansions: ["newSociety"] }, { seed: "x" }))).toEqual({
      code: "expansionsNotInEdition",
      edition: "second",
      expansions: ["newSociety"],
    });
    const market = setupProblem(() => newGame({ players: NAMES, expansions: ["market"] }, { seed: "x" }));
    expect(market).toEqual({ code: "expansionsNotInEdition", edition: "first", expansions: ["market"] });
    // A player reads no ruling's number.
    expect(setupProblemText(market as SetupProblem)).toBe("The Market goes only with the 2nd edition.");
    expect(setupProblem(() => newGame({ players: NAMES, expansions: ["banquet", "banquet"] }, { seed: "x" }))).toEqual({ code: "expansionTwice", expansion: "banquet" });
  });
});
