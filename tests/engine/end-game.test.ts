// The end of the game (ruling R8), final scoring and the tie-break (ruling R5).
import { describe, expect, it } from "vitest";
import { aristocratPoints, type CardId, type GameState, type Phase } from "@/lib/engine";
import { advanceTo, allCards, arrange, clearDisplay, finishPhase, fullDeckSorted, game, give, lay, move, passes } from "./helpers";

/** Leaves only `left` cards in `pile` (the rest go to the discard pile, so all 116 stay counted). */
function shorten(s: GameState, pile: Phase, left: number): GameState {
  return arrange(s, (x) => {
    x.discardPile.push(...x.piles[pile].splice(left));
  });
}

describe("the end trigger and its timing (ruling R8)", () => {
  it("laying out a pile's last card mid-round: the round is played to the end of its trading phase", () => {
    let s = shorten(game({ players: 2 }), "building", 3);
    s = move(s, { type: "take", seat: 0, card: s.upperRow[0], from: "upper" });
    s = passes(s, 2); // worker phase over: 3 upper + 3 buildings laid out (wanted 5)
    expect(s.phase).toBe("building");
    expect(s.piles.building).toEqual([]);
    expect(s.lastRound).toBe(true);
    expect(s.upperRow.length + s.lowerRow.length).toBe(6); // fewer than 8: what there was
    s = finishPhase(s);
    expect([s.phase, s.status]).toEqual(["aristocrat", "active"]);
    s = finishPhase(s);
    expect([s.phase, s.status]).toEqual(["trading", "active"]);
    s = finishPhase(s);
    expect(s.status).toBe("finished");
    expect(s.round).toBe(1);
    expect(s.final).not.toBeNull();
  });

  it("a refill that takes exactly the pile's last card triggers the end", () => {
    let s = shorten(game({ players: 2 }), "building", 5);
    s = move(s, { type: "take", seat: 0, card: s.upperRow[0], from: "upper" });
    s = passes(s, 2);
    expect(s.piles.building).toEqual([]);
    expect(s.upperRow).toHaveLength(8);
    expect(s.lastRound).toBe(true);
  });

  it("a refill that leaves a card in the pile does not", () => {
    let s = shorten(game({ players: 2 }), "building", 6);
    s = move(s, { type: "take", seat: 0, card: s.upperRow[0], from: "upper" });
    s = passes(s, 2);
    expect(s.piles.building).toHaveLength(1);
    expect(s.lastRound).toBe(false);
  });

  it("the trading pile emptied before the trading phase ends the game after that phase", () => {
    let s = shorten(game({ players: 2 }), "trading", 2);
    s = arrange(s, (x) => {
      clearDisplay(x);
      x.phase = "aristocrat";
      x.turn = x.tokens.aristocrat;
    });
    s = passes(s, 2);
    expect(s.phase).toBe("trading");
    expect(s.upperRow).toHaveLength(2);
    expect(s.piles.trading).toEqual([]);
    expect(s.lastRound).toBe(true);
    s = finishPhase(s);
    expect(s.status).toBe("finished");
    expect(s.round).toBe(1);
  });

  it("a worker pile emptied by the round-start refill means one more full round", () => {
    let s = shorten(game({ players: 2 }), "worker", 5);
    s = arrange(s, (x) => {
      // 3 cards stay on the display through the trading phase; the round-start refill wants 5.
      clearDisplay(x);
      x.discardPile.push(...x.piles.worker.splice(5));
      lay(x, "upper", ["market", "author", "bank"]);
      x.phase = "trading";
      x.turn = x.tokens.trading;
    });
    expect(s.piles.worker).toHaveLength(5);
    s = passes(s, 2);
    expect([s.round, s.phase, s.status]).toEqual([2, "worker", "active"]);
    expect(s.piles.worker).toEqual([]);
    expect(s.upperRow).toHaveLength(5);
    expect(s.lastRound).toBe(true);
    s = advanceTo(s, "trading");
    expect(s.status).toBe("active");
    s = finishPhase(s);
    expect(s.status).toBe("finished");
    expect(s.round).toBe(2);
    expect(allCards(s).sort()).toEqual(fullDeckSorted());
  });

  it("a worker pile that keeps a card after the round-start refill does not end the game", () => {
    let s = game({ players: 2 });
    s = arrange(s, (x) => {
      clearDisplay(x);
      x.discardPile.push(...x.piles.worker.splice(6));
      lay(x, "upper", ["market", "author", "bank"]);
      x.phase = "trading";
      x.turn = x.tokens.trading;
    });
    s = passes(s, 2);
    expect(s.piles.worker).toHaveLength(1);
    expect(s.lastRound).toBe(false);
  });

});

describe("final scoring", () => {
  it("distinct aristocrats: 1, 3, 6, 10, 15, 21, 28, 36, 45, 55, and 55 beyond ten; duplicates count once", () => {
    const distinct: CardId[] = ["author", "administrator", "warehouse-manager", "secretary", "controller", "judge", "mistress-of-ceremonies", "pope", "senator", "czar", "admiral", "tax-man"];
    const expected = [0, 1, 3, 6, 10, 15, 21, 28, 36, 45, 55, 55, 55];
    const base = game({ players: 2 });
    for (let n = 0; n <= 12; n++) {
      const s = arrange(base, (x) => give(x, 0, distinct.slice(0, n)));
      expect(aristocratPoints(s.players[0]), `${n} distinct aristocrats`).toBe(expected[n]);
    }
    const dup = arrange(base, (x) => give(x, 0, ["author", "author", "author", "secretary", "secretary", "market", "shepherd"]));
    expect(aristocratPoints(dup.players[0])).toBe(3);
  });

  it("adds aristocrats, 1 point per full 10 rubles and −5 per card in hand to the score track", () => {
    let s = game({ players: 2 });
    s = arrange(s, (x) => {
      give(x, 0, ["author", "administrator", "secretary", "author"]); // 3 distinct: 6
      give(x, 0, ["market", "library"], "hand"); // −10
      x.players[0].money = 39; // 3 points (19 → 1, 20 → 2)
      x.players[0].points = 20;
      x.players[1].money = 20; // 2
      x.players[1].points = 5;
      x.phase = "trading";
      x.turn = x.tokens.trading;
      x.lastRound = true;
    });
    s = passes(s, 2);
    expect(s.status).toBe("finished");
    // (Compared as JSON: the −0 of an empty hand is the subject of its own test below.)
    expect(JSON.parse(JSON.stringify(s.final))).toEqual([
      { seat: 0, aristocrats: 6, money: 3, hand: -10, total: 20 + 6 + 3 - 10 },
      { seat: 1, aristocrats: 0, money: 2, hand: 0, total: 7 },
    ]);
    expect(s.winners).toEqual([0]);
    // Final scoring is kept apart: the score track is unchanged.
    expect(s.players.map((p) => p.points)).toEqual([20, 5]);
  });

  it("an empty hand costs 0 points, not −0 (Intl.NumberFormat prints −0 as \"-0\")", () => {
    const s = arrange(game({ players: 2 }), (x) => {
      x.phase = "trading";
      x.turn = x.tokens.trading;
      x.lastRound = true;
    });
    const final = passes(s, 2).final ?? [];
    expect(Object.is(final[0].hand, 0)).toBe(true);
    expect(Object.is(final[1].hand, 0)).toBe(true);
  });
});

describe("the winner and the tie-break (ruling R5)", () => {
  function finish(setup: (x: GameState) => void): GameState {
    let s = game({ players: 3 });
    s = arrange(s, (x) => {
      x.phase = "trading";
      x.turn = x.tokens.trading;
      x.lastRound = true;
      setup(x);
    });
    s = passes(s, 3);
    expect(s.status).toBe("finished");
    return s;
  }

  it("most points wins", () => {
    const s = finish((x) => {
      x.players.forEach((p, i) => (p.points = [10, 30, 20][i]));
    });
    expect(s.winners).toEqual([1]);
  });

  it("a tie goes to the most rubles left after the 10:1 conversion, not the most rubles (ruling R5)", () => {
    const s = finish((x) => {
      // Seat 0: 10 + 3 (30 rubles, 0 left). Seat 1: 11 + 2 (28 rubles, 8 left). Seat 2: 12.
      x.players[0].points = 10;
      x.players[0].money = 30;
      x.players[1].points = 11;
      x.players[1].money = 28;
      x.players[2].points = 12;
      x.players[2].money = 0;
    });
    expect(s.final?.map((f) => f.total)).toEqual([13, 13, 12]);
    expect(s.winners).toEqual([1]);
  });

  it("still tied after the leftover rubles: the win is shared (ruling R5)", () => {
    const s = finish((x) => {
      x.players[0].points = 10;
      x.players[0].money = 19; // 1 point, 9 left
      x.players[1].points = 9;
      x.players[1].money = 29; // 2 points, 9 left
      x.players[2].points = 11;
      x.players[2].money = 5; // 0 points, 5 left
    });
    expect(s.final?.map((f) => f.total)).toEqual([11, 11, 11]);
    expect(s.winners).toEqual([0, 1]);
  });
});
