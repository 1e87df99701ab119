// The Market module (rules-notes §17; rulings R8, R16, R17, R21, R25, R38, R39): setup, the
// market phase, symbols and "?" tokens, yellow income, orange upkeep and the majorities.
import { describe, expect, it } from "vitest";
import { describeAftermath, describeMove } from "@/lib/words/english";
import { applyMove, dealFromSeed, legalMoves, newGame, stepOf, summarize, toAct, viewFor, type CardId, type GameState } from "@/lib/engine";
import { GameOptionsSchema } from "@/lib/engine/options";
import { scoreMajorities, symbolsOf } from "@/lib/engine/market";
import { VALUE_TILES } from "@/lib/engine/rules";
import type { GameEvent } from "@/lib/engine/events";
import { arrange, clearDisplay, give, lay, move, NAMES5, play, reject, setupProblem } from "./helpers";
import { secondGame } from "./second-helpers";

/** Everybody passes from the market token holder on: the market phase is scored. */
function scoreMarket(s: GameState): { state: GameState; events: GameEvent[] } {
  let state = s;
  const events: GameEvent[] = [];
  for (let i = 0; i < s.players.length; i++) {
    const r = applyMove(state, { type: "pass", seat: toAct(state)[0] });
    if (!r.ok) throw new Error(r.error.message);
    state = r.state;
    events.push(...r.events);
  }
  return { state, events };
}

/** A market phase of round `round` about to be played, with these play areas. */
function marketPhase(players: number, areas: CardId[][], round = 1): GameState {
  return arrange(secondGame({ players, market: true }), (x) => {
    clearDisplay(x);
    areas.forEach((cards, seat) => give(x, seat, cards));
    x.round = round;
    x.phase = "market";
    x.turn = x.tokens.market as number;
  });
}

describe("setup with the Market (rulings R23, R25)", () => {
  it("2 to 5 players; five tokens dealt 2/3, 1/2/2, 1/1/1/2 and one each, at random", () => {
    const expected: Record<number, string> = { 2: "2,3", 3: "1,2,2", 4: "1,1,1,2", 5: "1,1,1,1,1" };
    for (let n = 2; n <= 5; n++) {
      const seen = new Set<string>();
      for (const seed of ["a", "b", "c", "d", "e", "f"]) {
        const options = GameOptionsSchema.parse({ players: NAMES5.slice(0, n), edition: "second", expansions: ["market"] });
        const { tokens, piles } = dealFromSeed(options, seed);
        const held = new Array<number>(n).fill(0);
        for (const seat of Object.values(tokens)) held[seat as number]++;
        expect(held.slice().sort().join(",")).toBe(expected[n]);
        expect(Object.keys(tokens).sort()).toEqual(["aristocrat", "building", "market", "trading", "worker"]);
        expect(piles.market).toHaveLength(35);
        seen.add(held.join(","));
      }
      if (n < 5) expect(seen.size).toBeGreaterThan(1);
    }
  });

  it("the first worker phase shows 2 cards per player (10 at five), then every display is 10", () => {
    const s = secondGame({ players: 5, market: true });
    expect(s.upperRow).toHaveLength(10);
    expect(s.phases).toEqual(["worker", "market", "building", "aristocrat", "trading"]);
    const two = secondGame({ players: 2, market: true });
    expect(two.upperRow).toHaveLength(4);
    const bought = play(two, [
      { type: "buy", seat: 0, card: two.upperRow[0], from: "upper" },
      { type: "buy", seat: 1, card: two.upperRow[1], from: "upper" },
    ]);
    // Sooner or later nobody can buy (R20); the market phase then lays out 10 cards in all.
    let s2 = bought;
    for (let i = 0; i < 10 && s2.phase === "worker"; i++) s2 = play(s2, [legalMoves(s2, toAct(s2)[0])[0].move]);
    expect(s2.phase).toBe("market");
    expect(s2.upperRow.length + s2.lowerRow.length).toBe(10);
    expect(toAct(s2)).toEqual([s2.tokens.market]);
  });

  it("the Market needs the second edition, and five players need the Market", () => {
    // ruling R23: in the second edition five players need the Market.
    expect(setupProblem(() => newGame({ players: NAMES5, edition: "second" }, { seed: "x" }))).toEqual({ code: "playerCount", min: 2, max: 4, players: 5, fiveNeed: "market" });
    expect(newGame({ players: NAMES5, edition: "second", expansions: ["market"] }, { seed: "x" }).players).toHaveLength(5);
  });
});

describe("market symbols (rulings R17, R38)", () => {
  it("a card's symbols move its owner's marker at once; a card in hand counts nothing", () => {
    const s = arrange(marketPhase(2, [[]]), (x) => {
      lay(x, "upper", ["hen", "chick"]);
    });
    const r = applyMove(s, { type: "buy", seat: s.turn, card: "hen", from: "upper" });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.events).toContainEqual({ type: "marker", seat: s.turn, symbol: "chicken", by: 2, total: 2 });
    const other = 1 - s.turn;
    const after = move(r.state, { type: "take", seat: other, card: "chick", from: "upper" });
    expect(symbolsOf(after.players[other]).chicken).toBe(0);
    expect(summarize(after).players[s.turn].market).toEqual({ apple: 0, chicken: 2, fish: 0, grain: 0, vegetable: 0 });
  });

  it("a marker passing 10 wraps: the record shows the count (12 = track 2 and a +10 token), the log says so", () => {
    const s = arrange(marketPhase(2, [["field", "grain-sack", "grain-sack", "ear-of-wheat", "ear-of-wheat"], []]), (x) => {
      lay(x, "upper", ["special-grain"]);
      x.turn = 0;
    });
    expect(symbolsOf(s.players[0]).grain).toBe(9);
    const r = applyMove(s, { type: "buy", seat: 0, card: "special-grain", from: "upper" });
    if (!r.ok) throw new Error(r.error.message);
    expect(summarize(r.state).players[0].market?.grain).toBe(13);
    expect(describeAftermath(s, r.events)).toContain("Alice's grain marker passes 10: a +10 token");
  });

  it('"?": the buyer chooses a token left in the supply before the turn passes; each token exists once', () => {
    let s = arrange(marketPhase(2, [[], []]), (x) => {
      lay(x, "upper", ["czar-and-carpenter", "ship-builder-joker"]);
      x.turn = 0;
    });
    s = move(s, { type: "buy", seat: 0, card: "czar-and-carpenter", from: "upper" });
    expect(stepOf(s)).toBe("symbol");
    expect(toAct(s)).toEqual([0]);
    expect(legalMoves(s, 0).map((m) => m.move)).toHaveLength(5);
    s = move(s, { type: "symbol", seat: 0, symbol: "fish" });
    expect(toAct(s)).toEqual([1]);
    expect(summarize(s).symbolSupply).toEqual(["apple", "chicken", "grain", "vegetable"]);
    expect(symbolsOf(s.players[0]).fish).toBe(1);
    s = move(s, { type: "buy", seat: 1, card: "ship-builder-joker", from: "upper" });
    // ruling R17
    expect(reject(s, { type: "symbol", seat: 1, symbol: "fish" }).message).toContain("not in the supply");
    expect(reject(s, { type: "pass", seat: 1 }).message).toContain("market symbol");
    s = move(s, { type: "symbol", seat: 1, symbol: "apple" });
    expect(viewFor(s, null).marketBoard?.symbolSupply).toEqual(["chicken", "grain", "vegetable"]);
  });

  it('a "?" card leaving play gives its token back to the supply, and the marker moves back 1 (ruling R17)', () => {
    let s = arrange(marketPhase(2, [["czar-and-carpenter"], []]), (x) => {
      x.players[0].symbolTokens.push({ symbol: "grain", on: "czar-and-carpenter" });
      x.phase = "trading";
      x.turn = 0;
      lay(x, "upper", ["fur-shop"]);
    });
    expect(symbolsOf(s.players[0]).grain).toBe(1);
    const r = applyMove(s, { type: "buy", seat: 0, card: "fur-shop", from: "upper", displace: "czar-and-carpenter" });
    if (!r.ok) throw new Error(r.error.message);
    s = r.state;
    expect(s.players[0].symbolTokens).toEqual([]);
    expect(symbolsOf(s.players[0]).grain).toBe(0);
    expect(summarize(s).symbolSupply).toEqual(["apple", "chicken", "fish", "grain", "vegetable"]);
    expect(r.events).toContainEqual({ type: "marker", seat: 0, symbol: "grain", by: -1, total: 0 });
  });

  it("a displaced Market building takes its symbol away (R38)", () => {
    const s = arrange(marketPhase(2, [["market-fish"], []]), (x) => {
      x.phase = "trading";
      x.turn = 0;
      lay(x, "upper", ["harbor"]);
    });
    const after = move(s, { type: "buy", seat: 0, card: "harbor", from: "upper", displace: "market-fish" });
    // The Harbor has a fish of its own: one lost, one gained.
    expect(symbolsOf(after.players[0]).fish).toBe(1);
  });
});

describe("market scoring (ruling R39)", () => {
  it("yellow cards pay their rubles; then each symbol: the furthest scores the tile's first number, the next its second", () => {
    // Round 2: tile 2/1.
    const s = marketPhase(3, [["chick", "hen"], ["chick"], ["grain-sack"]], 2);
    const { state, events } = scoreMarket(s);
    expect(state.phase).toBe("building");
    expect(state.players.map((p) => p.money)).toEqual([25 + 2 + 1, 25 + 2, 25 + 1]);
    expect(events.filter((e) => e.type === "majority")).toEqual([
      { type: "majority", seat: 0, symbol: "chicken", place: 1, points: 2 },
      { type: "majority", seat: 1, symbol: "chicken", place: 2, points: 1 },
      { type: "majority", seat: 2, symbol: "grain", place: 1, points: 2 },
    ]);
    expect(state.players.map((p) => p.points)).toEqual([2, 1, 2]);
  });

  it("tie for first: all tied score the first number and nobody is second (ruling R17)", () => {
    const { state } = scoreMarket(marketPhase(3, [["hen"], ["hen"], ["chick"]], 3));
    expect(state.players.map((p) => p.points)).toEqual([3, 3, 0]);
  });

  it("tie for second: all tied score the second number (ruling R17)", () => {
    const { state } = scoreMarket(marketPhase(4, [["hen"], ["chick"], ["chick"], []], 6));
    expect(state.players.map((p) => p.points)).toEqual([6, 3, 3, 0]);
  });

  it("players with no symbol of a kind never score it, even as second (ruling R17)", () => {
    const { state } = scoreMarket(marketPhase(3, [["chick"], [], []], 1));
    expect(state.players.map((p) => p.points)).toEqual([1, 0, 0]);
    const { state: none } = scoreMarket(marketPhase(2, [[], []], 4));
    expect(none.players.map((p) => p.points)).toEqual([0, 0]);
  });

  it("the value tiles rise one per round: 1/0, 2/1, 3/1, 4/2, 5/2, then 6/3 stays (ruling R16)", () => {
    expect(VALUE_TILES).toEqual([[1, 0], [2, 1], [3, 1], [4, 2], [5, 2], [6, 3]]);
    for (let round = 1; round <= 8; round++) {
      const s = marketPhase(2, [["hen"], ["chick"]], round);
      const tile = VALUE_TILES[Math.min(round, 6) - 1];
      expect(summarize(s).valueTile).toEqual(tile);
      expect(scoreMarket(s).state.players.map((p) => p.points)).toEqual([tile[0], tile[1]]);
    }
  });

  it("the French example (tile 3/1): Nicolas, Alice and Jean score 4, Olivier and Daniel 3", () => {
    const names = ["Nicolas", "Alice", "Daniel", "Olivier", "Jean"];
    const s = marketPhase(5, [
      ["chick", "field", "cabbage"], // Nicolas: chicken 1 (tied second), grain 3 (alone), vegetable 1 (third)
      ["chick", "vegetable-garden"], // Alice: chicken 1 (tied second), vegetable 3 (first)
      ["apple"], //                     Daniel: apple alone
      ["hen"], //                       Olivier: chicken 2 (first)
      ["fish", "vegetable-basket"], //  Jean: fish alone, vegetable 2 (second)
    ], 3);
    s.players.forEach((p, i) => (p.name = names[i]));
    const events: GameEvent[] = [];
    scoreMajorities(s, events);
    expect(s.players.map((p) => p.points)).toEqual([4, 4, 3, 3, 4]);
  });
});

describe("orange cards: upkeep (rulings R21, R39)", () => {
  it("pay the tile's first number and keep the card, or give it up and move the marker back 4", () => {
    let s = marketPhase(2, [["special-fish", "special-apple"], ["fish"]], 3);
    s = scoreMarket(s).state;
    expect(stepOf(s)).toBe("upkeep");
    expect(toAct(s)).toEqual([0]);
    expect(legalMoves(s, 0).map((m) => m.move)).toContainEqual({ type: "upkeep", seat: 0, card: "special-fish", pay: true });
    // The owner chooses the order, one move per card.
    s = move(s, { type: "upkeep", seat: 0, card: "special-apple", pay: false });
    expect(stepOf(s)).toBe("upkeep");
    expect(symbolsOf(s.players[0]).apple).toBe(0);
    expect(s.discardPile).toContain("special-apple");
    s = move(s, { type: "upkeep", seat: 0, card: "special-fish", pay: true });
    expect(s.phase).toBe("building");
    expect(s.players[0].money).toBe(25 - 3);
    // Majorities after the upkeep: fish 4 against 1 (3 and 1), apple given up scores nothing.
    expect(s.players.map((p) => p.points)).toEqual([3, 1]);
  });

  it("an orange card its owner cannot pay is given up without asking: no move in the record (ruling R21)", () => {
    const s = arrange(marketPhase(2, [["special-chicken"], ["chick"]], 2), (x) => {
      x.players[0].money = 1;
    });
    const r = scoreMarket(s);
    expect(r.state.phase).toBe("building");
    expect(r.events).toContainEqual({ type: "skipped", seat: 0, decision: "upkeep", ruling: "R21" });
    expect(r.state.players[0].playArea).toEqual([]);
    expect(r.state.players[0].money).toBe(1);
    // The Chick alone has chickens now: it scores the first number.
    expect(r.state.players.map((p) => p.points)).toEqual([0, 2]);
    expect(describeAftermath(s, r.events)).toContain("Alice cannot pay the upkeep of the Special chicken crate (orange): it is given up");
  });

  it("paying one card can leave too little for the next, which is then given up by itself", () => {
    const s = arrange(marketPhase(2, [["special-chicken", "special-grain"], []], 2), (x) => {
      x.players[0].money = 3;
    });
    let t = scoreMarket(s).state;
    expect(reject(t, { type: "upkeep", seat: 0, card: "chick" as CardId, pay: true }).message).toContain("choose one of");
    const r = applyMove(t, { type: "upkeep", seat: 0, card: "special-grain", pay: true });
    if (!r.ok) throw new Error(r.error.message);
    t = r.state;
    expect(t.phase).toBe("building");
    expect(t.players[0].money).toBe(1);
    expect(t.players[0].playArea.map((p) => p.card)).toEqual(["special-grain"]);
    expect(r.events).toContainEqual({ type: "skipped", seat: 0, decision: "upkeep", ruling: "R21" });
  });
});

describe("the market pile and the Observatory (rulings R8, R39)", () => {
  it("laying out the market pile's last card makes the round the last", () => {
    const s = arrange(secondGame({ players: 2, market: true }), (x) => {
      clearDisplay(x);
      // All but 3 market cards go to the discard pile: the market refill empties the pile.
      x.discardPile.push(...x.piles.market.splice(3));
      x.phase = "worker";
      x.round = 2;
      x.turn = 0;
    });
    const r = applyMove(s, { type: "pass", seat: 0 });
    if (!r.ok) throw new Error(r.error.message);
    const t = move(r.state, { type: "pass", seat: 1 });
    expect(t.phase).toBe("market");
    expect(t.lastRound).toBe(true);
    expect(t.piles.market).toHaveLength(0);
  });

  it("an Observatory may draw from the market pile, never its last card", () => {
    const s = arrange(secondGame({ players: 2, market: true }), (x) => {
      give(x, 0, ["observatory"]);
      x.round = 2;
      x.phase = "building";
      x.turn = 0;
    });
    expect(legalMoves(s, 0).map((m) => m.move)).toContainEqual({ type: "observatory", seat: 0, pile: "market" });
    const drawn = move(s, { type: "observatory", seat: 0, pile: "market" });
    expect(stepOf(drawn)).toBe("drawn");
    const last = arrange(s, (x) => x.discardPile.push(...x.piles.market.splice(1)));
    expect(reject(last, { type: "observatory", seat: 0, pile: "market" }).message).toContain("last card");
  });
});

describe("the log in plain words", () => {
  it("names the symbol chosen, the upkeep paid or the card given up, and the majorities", () => {
    let s = arrange(marketPhase(2, [[], []]), (x) => {
      lay(x, "upper", ["ship-builder-joker"]);
      x.turn = 0;
    });
    s = move(s, { type: "buy", seat: 0, card: "ship-builder-joker", from: "upper" });
    const symbol = applyMove(s, { type: "symbol", seat: 0, symbol: "grain" });
    if (!symbol.ok) throw new Error(symbol.error.message);
    expect(describeMove(s, { type: "symbol", seat: 0, symbol: "grain" }, symbol.events)).toBe('Alice took the grain token for the "?" of the Ship Builder (?)');

    let t = scoreMarket(marketPhase(2, [["special-fish", "special-apple"], ["chick"]], 2)).state;
    const paid = applyMove(t, { type: "upkeep", seat: 0, card: "special-fish", pay: true });
    if (!paid.ok) throw new Error(paid.error.message);
    expect(describeMove(t, { type: "upkeep", seat: 0, card: "special-fish", pay: true }, paid.events)).toBe("Alice paid 2\u00a0rubles upkeep for the Special fish crate (orange)");
    t = paid.state;
    const gaveUp = applyMove(t, { type: "upkeep", seat: 0, card: "special-apple", pay: false });
    if (!gaveUp.ok) throw new Error(gaveUp.error.message);
    expect(describeMove(t, { type: "upkeep", seat: 0, card: "special-apple", pay: false }, gaveUp.events)).toBe("Alice gave up the Special apple crate (orange)");
    expect(describeAftermath(t, gaveUp.events).join("\n")).toContain("Market majorities (value tile 2/1): Boris +2\u00a0points (most chicken); Alice +2\u00a0points (most fish)");
  });
});
