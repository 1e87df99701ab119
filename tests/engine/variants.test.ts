// Hidden information (ruling R19) and the online variants: openMoney, openHands, pileContents,
// autoPass (ruling R18). (pubDuringBuildingPhase: special-cards.test.ts.)
import { describe, expect, it } from "vitest";
import { legalMoves, viewFor, type GameState, type Variants } from "@/lib/engine";

import { arrange, game, give, move, passes, play, reject } from "./helpers";

function position(variants: Partial<Variants> = {}): GameState {
  return arrange(game({ players: 3, variants, top: { worker: ["lumberjack", "gold-miner", "shepherd", "fur-trapper", "ship-builder", "lumberjack"] } }), (x) => {
    give(x, 0, ["library", "author"], "hand");
    give(x, 1, ["bank"], "hand");
    give(x, 1, ["market"]);
    x.players[0].money = 11;
    x.players[1].money = 32;
  });
}

describe("default hidden information (ruling R19)", () => {
  const s = position();

  it("a player sees their own money and hand (sorted), not the others'", () => {
    const v = viewFor(s, 0);
    expect(v.viewer).toBe(0);
    expect(v.players[0].money).toBe(11);
    expect(v.players[0].hand).toEqual(["author", "library"]);
    expect(v.players[1].money).toBeNull();
    expect(v.players[1].hand).toBeNull();
    expect(v.players[2].money).toBeNull();
    expect(JSON.stringify(v)).not.toContain("bank");
  });

  it("hand sizes, play areas, points and tokens are public", () => {
    const v = viewFor(s, 2);
    expect(v.players.map((p) => p.handSize)).toEqual([2, 1, 0]);
    expect(v.players[1].playArea).toEqual([{ card: "market", faceDown: false }]);
    expect(v.players.map((p) => p.points)).toEqual([0, 0, 0]);
    expect(v.players.map((p) => p.tokens)).toEqual([["worker", "trading"], ["building"], ["aristocrat"]]);
  });

  it("a spectator sees no money and no hand", () => {
    const v = viewFor(s, null);
    expect(v.players.every((p) => p.money === null && p.hand === null)).toBe(true);
  });

  it("piles show their size only, never their order nor contents", () => {
    const v = viewFor(s, 0);
    expect(v.piles.worker).toEqual({ size: s.piles.worker.length, contents: null });
    expect(v.piles.trading).toEqual({ size: 29, contents: null }); // the Bank is in a hand
  });

  it("the table options and turn are visible", () => {
    const v = viewFor(s, 1);
    expect(v.toAct).toEqual([0]);
    expect([v.phase, v.round, v.step, v.status]).toEqual(["worker", 1, "actions", "active"]);
    expect(v.upperRow).toEqual(s.upperRow);
  });
});

describe("variants that open information", () => {
  it("openMoney: everyone's money, to players and spectators", () => {
    const s = position({ openMoney: true });
    expect(viewFor(s, 2).players.map((p) => p.money)).toEqual([11, 32, 25]);
    expect(viewFor(s, null).players.map((p) => p.money)).toEqual([11, 32, 25]);
    expect(viewFor(s, 2).players[0].hand).toBeNull();
  });

  it("openHands: everyone's hand, sorted", () => {
    const s = position({ openHands: true });
    expect(viewFor(s, 2).players.map((p) => p.hand)).toEqual([["author", "library"], ["bank"], []]);
    expect(viewFor(s, 2).players[0].money).toBeNull();
  });

  it("pileContents: each pile's remaining cards grouped and counted, sorted by id, never in order", () => {
    const s = position({ pileContents: true });
    const v = viewFor(s, null);
    expect(v.piles.trading.size).toBe(29);
    const contents = v.piles.worker.contents ?? {};
    expect(Object.keys(contents)).toEqual(Object.keys(contents).slice().sort());
    expect(Object.values(contents).reduce((a, b) => a + b, 0)).toBe(s.piles.worker.length);
    const expected: Record<string, number> = {};
    for (const c of s.piles.worker) expected[c] = (expected[c] ?? 0) + 1;
    expect(contents).toEqual(expected);
    expect(v.piles.building.contents).toEqual({
      academy: 1, "customs-house": 5, firehouse: 3, hospital: 3, library: 2, market: 4, observatory: 2, "potjomkins-village": 1, pub: 2, theater: 2, warehouse: 1,
    });
  });

  it("after the game everything is shown", () => {
    const s = arrange(position(), (x) => {
      x.phase = "trading";
      x.turn = x.tokens.trading;
      x.lastRound = true;
    });
    const over = passes(s, 3);
    expect(over.status).toBe("finished");
    const v = viewFor(over, null);
    expect(v.players.map((p) => p.money)).toEqual([11, 32, 25]);
    expect(v.players[1].hand).toEqual(["bank"]);
    expect(v.piles.trading.contents).not.toBeNull();
  });
});

describe("autoPass: pass until the end of the phase (ruling R18)", () => {
  const variants = { autoPass: true };

  it("is rejected without the variant, and only offered with it", () => {
    const s = position();
    expect(reject(s, { type: "pass", seat: 0, untilPhaseEnd: true }).message).toBe(
      "Passing until the end of the phase is not allowed at this table.",
    );
    expect(legalMoves(s, 0).filter((m) => m.move.type === "pass").map((m) => m.move)).toEqual([{ type: "pass", seat: 0 }]);
    expect(legalMoves(position(variants), 0).filter((m) => m.move.type === "pass").map((m) => m.move)).toEqual([
      { type: "pass", seat: 0 },
      { type: "pass", seat: 0, untilPhaseEnd: true },
    ]);
  });

  it("passes now and on every later turn of the phase; each automatic pass counts in the streak", () => {
    let s = position(variants);
    s = move(s, { type: "pass", seat: 0, untilPhaseEnd: true });
    expect(s.players[0].autoPass).toBe(true);
    expect(viewFor(s, 1).players[0].autoPass).toBe(true);
    s = play(s, [
      { type: "buy", seat: 1, card: "lumberjack", from: "upper" },
      { type: "pass", seat: 2 },
    ]);
    // Seat 0 passed by itself: seat 1 is to act with two passes in a row behind.
    expect(s.turn).toBe(1);
    expect(s.passStreak).toBe(2);
    expect(reject(s, { type: "buy", seat: 0, card: "gold-miner", from: "upper" }).code).toBe("not-your-turn");
    s = move(s, { type: "pass", seat: 1 });
    expect(s.phase).toBe("building");
  });

  it("is cleared when the next phase starts", () => {
    let s = position(variants);
    s = play(s, [
      { type: "pass", seat: 0, untilPhaseEnd: true },
      { type: "pass", seat: 1, untilPhaseEnd: true },
      { type: "take", seat: 2, card: "gold-miner", from: "upper" },
    ]);
    // Both others pass automatically: seat 2 again, streak 2.
    expect([s.turn, s.passStreak, s.phase]).toEqual([2, 2, "worker"]);
    s = move(s, { type: "pass", seat: 2 });
    expect(s.phase).toBe("building");
    expect(s.players.map((p) => p.autoPass)).toEqual([false, false, false]);
    expect(s.turn).toBe(1);
    // Seat 0 gets an ordinary turn again in the building phase.
    s = move(s, { type: "pass", seat: 1 });
    expect(s.turn).toBe(2);
    s = move(s, { type: "pass", seat: 2 });
    expect(s.turn).toBe(0);
  });

  it("when every player has chosen it, the phase ends at once", () => {
    let s = position(variants);
    s = play(s, [
      { type: "pass", seat: 0, untilPhaseEnd: true },
      { type: "pass", seat: 1, untilPhaseEnd: true },
      { type: "pass", seat: 2, untilPhaseEnd: true },
    ]);
    expect(s.phase).toBe("building");
  });
});
