// The run of a round: phase order, the end of a phase's actions (every player passes in a row),
// scoring of that phase's colour, refilling from the next pile, the end of a round.
import { describe, expect, it } from "vitest";
import { legalMoves, toAct, type CardId } from "@/lib/engine";
import { advanceTo, arrange, finishPhase, game, give, move, passes, play } from "./helpers";

const WORKERS: CardId[] = ["lumberjack", "gold-miner", "shepherd", "fur-trapper", "ship-builder", "lumberjack", "gold-miner", "shepherd", "fur-trapper", "ship-builder", "czar-and-carpenter", "lumberjack", "gold-miner"];
const BUILDINGS: CardId[] = ["market", "customs-house", "firehouse", "hospital", "library", "theater", "academy", "market"];
const ARISTOCRATS: CardId[] = ["author", "administrator", "warehouse-manager", "secretary", "controller", "judge", "mistress-of-ceremonies", "author"];
const TRADING: CardId[] = ["wharf", "bank", "pope", "fur-shop", "czar", "harbor", "senator", "weaving-mill"];
const top = { worker: WORKERS, building: BUILDINGS, aristocrat: ARISTOCRATS, trading: TRADING };

describe("phase order and start players", () => {
  it("worker → building → aristocrat → trading → next round; each phase begins with its token holder", () => {
    let s = game({ players: 4, top, tokens: { worker: 2, building: 0, aristocrat: 3, trading: 1 } });
    expect([s.phase, s.turn]).toEqual(["worker", 2]);
    s = finishPhase(s);
    expect([s.phase, s.turn, s.round]).toEqual(["building", 0, 1]);
    s = finishPhase(s);
    expect([s.phase, s.turn, s.round]).toEqual(["aristocrat", 3, 1]);
    s = finishPhase(s);
    expect([s.phase, s.turn, s.round]).toEqual(["trading", 1, 1]);
    s = finishPhase(s);
    // Tokens passed left (seat i → seat i+1): the worker token went from seat 2 to seat 3.
    expect([s.phase, s.turn, s.round]).toEqual(["worker", 3, 2]);
  });

  it("play goes clockwise from the start player, wrapping round", () => {
    let s = game({ players: 3, top, tokens: { worker: 2, building: 0, aristocrat: 1, trading: 2 } });
    const order: number[] = [];
    for (let i = 0; i < 5; i++) {
      order.push(s.turn);
      s = move(s, { type: "take", seat: s.turn, card: s.upperRow[0], from: "upper" });
    }
    expect(order).toEqual([2, 0, 1, 2, 0]);
  });
});

describe("the end of a phase's actions: every player passes in a row", () => {
  it("the streak may start with any player, not only the start player", () => {
    let s = game({ players: 3, top }); // worker token: seat 0
    s = play(s, [
      { type: "buy", seat: 0, card: "lumberjack", from: "upper" },
      { type: "pass", seat: 1 },
      { type: "pass", seat: 2 },
    ]);
    expect(s.phase).toBe("worker");
    s = move(s, { type: "pass", seat: 0 });
    expect(s.phase).toBe("building");
  });

  it("any action resets the streak; a player who passed may act again later", () => {
    let s = game({ players: 3, top });
    s = play(s, [
      { type: "pass", seat: 0 },
      { type: "pass", seat: 1 },
      { type: "take", seat: 2, card: "gold-miner", from: "upper" }, // resets
      { type: "buy", seat: 0, card: "lumberjack", from: "upper" }, // passed before, acts now
      { type: "pass", seat: 1 },
      { type: "pass", seat: 2 },
    ]);
    expect(s.phase).toBe("worker");
    expect(s.passStreak).toBe(2);
    s = move(s, { type: "pass", seat: 0 });
    expect(s.phase).toBe("building");
  });

  it("a phase where nobody acts still scores", () => {
    let s = game({ players: 2, top });
    s = arrange(s, (x) => give(x, 1, ["ship-builder"]));
    s = passes(s, 2);
    expect(s.phase).toBe("building");
    expect(s.players[1].money).toBe(28);
  });
});

describe("scoring: only the colour of the phase, cards bought this phase included", () => {
  const owned: CardId[] = ["shepherd", "weaving-mill", "market", "bank", "author", "senator"];

  it("worker scoring pays green cards only, including one bought this phase", () => {
    let s = arrange(game({ players: 2, top }), (x) => give(x, 0, owned));
    s = move(s, { type: "buy", seat: 0, card: "lumberjack", from: "upper" }); // 25 → 22
    s = passes(s, 2);
    // shepherd 3 + weaving mill 6 + new lumberjack 3 = 12 rubles, no point.
    expect(s.players[0].money).toBe(22 + 12);
    expect(s.players[0].points).toBe(0);
    expect(s.players[1].money).toBe(25);
  });

  it("building scoring pays blue cards only; aristocrat scoring red only; trading nothing", () => {
    let s = arrange(game({ players: 2, top }), (x) => give(x, 0, owned));
    s = finishPhase(s); // worker: +9
    expect([s.players[0].money, s.players[0].points]).toEqual([34, 0]);
    s = finishPhase(s); // building: market 0/1, bank 5/1
    expect([s.players[0].money, s.players[0].points]).toEqual([39, 2]);
    s = finishPhase(s); // aristocrat: author 1/0, senator 2/2
    expect([s.players[0].money, s.players[0].points]).toEqual([42, 4]);
    s = finishPhase(s); // trading: nothing
    expect([s.players[0].money, s.players[0].points]).toEqual([42, 4]);
    expect(s.phase).toBe("worker");
  });
});

describe("refilling the display", () => {
  it("after a phase, the upper row is filled to 8 cards in both rows from the NEXT phase's pile", () => {
    let s = game({ players: 2, top }); // upper: lumberjack, gold-miner, shepherd, fur-trapper
    s = move(s, { type: "buy", seat: 0, card: "lumberjack", from: "upper" });
    s = passes(s, 2);
    expect(s.phase).toBe("building");
    expect(s.upperRow.slice().sort()).toEqual(["customs-house", "firehouse", "fur-trapper", "gold-miner", "hospital", "library", "market", "shepherd"]);
    expect(s.lowerRow).toEqual([]);
    expect(s.piles.building).toHaveLength(28 - 5);
    expect(s.piles.building[0]).toBe("theater");
    expect(s.piles.worker).toHaveLength(31 - 4);
  });

  it("the refill goes into the upper row only, counting the lower row too", () => {
    let s = advanceTo(game({ players: 2, top }), "worker", 2);
    // Round 1 bought nothing: the 8 trading-phase cards moved down, so no worker is laid out.
    expect(s.lowerRow).toHaveLength(8);
    expect(s.upperRow).toEqual([]);
    s = play(s, [
      { type: "buy", seat: 1, card: s.lowerRow[0], from: "lower" },
      { type: "take", seat: 0, card: s.lowerRow[1], from: "lower" },
    ]);
    s = finishPhase(s);
    expect(s.phase).toBe("building");
    expect(s.lowerRow).toHaveLength(6);
    expect(s.upperRow).toHaveLength(2);
    expect(s.upperRow.slice().sort()).toEqual(["library", "theater"]);
  });
});

describe("the end of a round", () => {
  it("discards the lower row, moves the upper row down, refills with workers, passes the tokens left", () => {
    let s = game({ players: 4, top, tokens: { worker: 0, building: 1, aristocrat: 2, trading: 3 } });
    s = play(s, [
      { type: "take", seat: 0, card: "lumberjack", from: "upper" },
      { type: "take", seat: 1, card: "gold-miner", from: "upper" },
      { type: "take", seat: 2, card: "shepherd", from: "upper" },
    ]);
    s = advanceTo(s, "trading");
    const upperBefore = s.upperRow.slice();
    expect(upperBefore.slice().sort()).toEqual(["customs-house", "firehouse", "fur-trapper", "gold-miner", "lumberjack", "market", "shepherd", "ship-builder"]);
    expect(s.turn).toBe(3);
    s = move(s, { type: "take", seat: 3, card: "customs-house", from: "upper" });
    s = finishPhase(s);
    expect(s.round).toBe(2);
    expect(s.phase).toBe("worker");
    expect(s.lowerRow.slice().sort()).toEqual(upperBefore.filter((c) => c !== "customs-house").sort());
    expect(s.upperRow).toEqual(["fur-trapper"]); // the next worker of the pile
    expect(s.discardPile).toEqual([]); // the lower row was empty in round 1
    expect(s.tokens).toEqual({ worker: 1, building: 2, aristocrat: 3, trading: 0 });
    expect(s.turn).toBe(1);

    // Round 2 ends: its lower row (7 cards left from round 1) goes to the discard pile.
    const lower2 = s.lowerRow.slice();
    s = advanceTo(s, "worker", 3);
    expect(s.discardPile.slice().sort()).toEqual(lower2.sort());
    expect(s.tokens).toEqual({ worker: 2, building: 3, aristocrat: 0, trading: 1 });
  });

  it("with 2 players the tokens are swapped", () => {
    let s = game({ players: 2, top, tokens: { worker: 0, building: 0, aristocrat: 1, trading: 1 } });
    s = advanceTo(s, "worker", 2);
    expect(s.tokens).toEqual({ worker: 1, building: 1, aristocrat: 0, trading: 0 });
    s = advanceTo(s, "worker", 3);
    expect(s.tokens).toEqual({ worker: 0, building: 0, aristocrat: 1, trading: 1 });
  });

  it("with 3 players the holder of two tokens passes both", () => {
    let s = game({ players: 3, top, tokens: { worker: 1, building: 1, aristocrat: 2, trading: 0 } });
    s = advanceTo(s, "worker", 2);
    expect(s.tokens).toEqual({ worker: 2, building: 2, aristocrat: 0, trading: 1 });
  });
});

describe("whose move is awaited", () => {
  it("toAct names the seat on turn and legalMoves is empty for everyone else", () => {
    const s = game({ players: 3, top });
    expect(toAct(s)).toEqual([0]);
    expect(legalMoves(s, 1)).toEqual([]);
    expect(legalMoves(s, 0).length).toBeGreaterThan(0);
  });
});
