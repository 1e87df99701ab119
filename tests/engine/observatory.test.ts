// The Observatory (ruling R9): building phase only, never a pile's last card, buy (no row
// discount) / take (room needed) / discard, face down (no point, cannot be displaced) until the
// next round, and an action for the pass streak.
import { describe, expect, it } from "vitest";
import { displaceTargets, legalMoves, toAct, viewFor, type CardId, type GameState } from "@/lib/engine";
import { drawnOf, stepOf } from "@/lib/engine/decisions";
import { advanceTo, arrange, clearDisplay, finishPhase, game, give, lay, move, passes, play, reject } from "./helpers";

/** Building phase, seat 0 to act, owning `owned`; the building pile starts with `buildingTop`. */
function withObservatory(owned: CardId[] = ["observatory"], buildingTop: CardId[] = ["library", "theater"], hand: CardId[] = []): GameState {
  const s = game({ players: 2, top: { building: buildingTop, trading: ["bank", "czar"], aristocrat: ["judge", "author"] } });
  return arrange(s, (x) => {
    clearDisplay(x);
    give(x, 0, owned);
    give(x, 0, hand, "hand");
    lay(x, "upper", ["market", "author"]);
    x.phase = "building";
    x.turn = 0;
  });
}

describe("using the Observatory (ruling R9)", () => {
  it("draws the top card of the chosen pile, shown to everyone; its owner must decide next", () => {
    const s = move(withObservatory(), { type: "observatory", seat: 0, pile: "building" });
    expect(drawnOf(s)).toEqual({ seat: 0, card: "library" });
    expect(stepOf(s)).toBe("drawn");
    expect(toAct(s)).toEqual([0]);
    expect(s.piles.building[0]).toBe("theater");
    expect(s.players[0].playArea).toEqual([{ card: "observatory", faceDown: true }]);
    expect(viewFor(s, 1).drawn).toEqual({ seat: 0, card: "library" });
    expect(viewFor(s, null).drawn).toEqual({ seat: 0, card: "library" });
    expect(legalMoves(s, 0).map((m) => m.move)).toEqual([
      { type: "buy", seat: 0, card: "library", from: "drawn" },
      { type: "take", seat: 0, card: "library", from: "drawn" },
      { type: "discard", seat: 0, card: "library" },
    ]);
  });

  it("any pile may be chosen", () => {
    for (const [pile, card] of [["trading", "bank"], ["aristocrat", "judge"]] as const) {
      expect(drawnOf(move(withObservatory(), { type: "observatory", seat: 0, pile }))?.card).toBe(card);
    }
  });

  it("buying the drawn card: full price with identical and colour discounts, never the row discount (ruling R3)", () => {
    let s = withObservatory(["observatory", "library", "carpenter-workshop"]);
    s = move(s, { type: "observatory", seat: 0, pile: "building" });
    const after = move(s, { type: "buy", seat: 0, card: "library", from: "drawn" });
    expect(s.players[0].money - after.players[0].money).toBe(17 - 1 - 1);
    expect(drawnOf(after)).toBeNull();
    expect(stepOf(after)).toBe("actions");
    expect(after.turn).toBe(1);
  });

  it("taking it into hand needs room; discarding puts it on the discard pile", () => {
    let s = move(withObservatory(), { type: "observatory", seat: 0, pile: "building" });
    expect(move(s, { type: "take", seat: 0, card: "library", from: "drawn" }).players[0].hand).toEqual(["library"]);
    expect(move(s, { type: "discard", seat: 0, card: "library" }).discardPile).toEqual(["library"]);

    s = move(withObservatory(["observatory"], undefined, ["market", "author", "pub"]), { type: "observatory", seat: 0, pile: "building" });
    expect(reject(s, { type: "take", seat: 0, card: "library", from: "drawn" }).message).toBe("Alice's hand is full: Alice holds 3\u00a0cards and the limit is 3.");
    expect(legalMoves(s, 0).map((m) => m.move.type)).toEqual(["buy", "discard"]);
  });

  it("a trading card drawn must be bought over a legal target, or taken or discarded", () => {
    let s = withObservatory(["observatory", "market"]);
    s = move(s, { type: "observatory", seat: 0, pile: "trading" });
    expect(reject(s, { type: "buy", seat: 0, card: "bank", from: "drawn" }).message).toBe(
      "The Bank is a trading card: choose the card it displaces (Market).",
    );
    const after = move(s, { type: "buy", seat: 0, card: "bank", from: "drawn", displace: "market" });
    expect(s.players[0].money - after.players[0].money).toBe(13 - 5);
    // The face-down Observatory itself is no target (ruling R9).
    expect(displaceTargets(s.players[0], "bank")).toEqual(["market"]);
  });

  it("until decided, nothing else may be done, and nobody else may act", () => {
    const s = move(withObservatory(), { type: "observatory", seat: 0, pile: "building" });
    const msg = "Alice must first buy, take or discard the Library drawn with the Observatory.";
    expect(reject(s, { type: "pass", seat: 0 }).message).toBe(msg);
    expect(reject(s, { type: "buy", seat: 0, card: "market", from: "upper" }).message).toBe(msg);
    expect(reject(s, { type: "discard", seat: 0, card: "theater" }).message).toBe(
      "The card drawn with the Observatory is the Library, not the Theater.",
    );
    expect(reject(s, { type: "pass", seat: 1 }).message).toBe("It is not Boris's turn: Alice is to act.");
  });

  it("cannot draw a pile's last card, nor from an empty pile", () => {
    let s = withObservatory();
    s = arrange(s, (x) => {
      x.discardPile.push(...x.piles.aristocrat.splice(1), ...x.piles.trading.splice(0));
      x.discardPile.push(...x.piles.worker.splice(2));
    });
    expect(reject(s, { type: "observatory", seat: 0, pile: "aristocrat" }).message).toBe(
      "The aristocrat pile has only 1\u00a0card left: the Observatory cannot draw a pile's last card.",
    );
    expect(reject(s, { type: "observatory", seat: 0, pile: "trading" }).message).toBe(
      "The trading pile has no card left: the Observatory cannot draw a pile's last card.",
    );
    expect(move(s, { type: "observatory", seat: 0, pile: "worker" }).piles.worker).toHaveLength(1);
    expect(legalMoves(s, 0).filter((m) => m.move.type === "observatory").map((m) => m.move)).toEqual([
      { type: "observatory", seat: 0, pile: "worker" },
      { type: "observatory", seat: 0, pile: "building" },
    ]);
  });

  it("only in the building phase", () => {
    for (const phase of ["worker", "aristocrat", "trading"] as const) {
      const s = arrange(withObservatory(), (x) => (x.phase = phase));
      expect(reject(s, { type: "observatory", seat: 0, pile: "building" }).message).toBe(
        `The Observatory can only be used in the building phase, and this is the ${phase} phase.`,
      );
      expect(legalMoves(s, 0).some((m) => m.move.type === "observatory")).toBe(false);
    }
  });

  it("once per round per Observatory; without one it cannot be used", () => {
    let s = withObservatory();
    s = play(s, [
      { type: "observatory", seat: 0, pile: "building" },
      { type: "discard", seat: 0, card: "library" },
      { type: "pass", seat: 1 },
    ]);
    expect(reject(s, { type: "observatory", seat: 0, pile: "building" }).message).toBe(
      "Alice has already used the Observatory this round.",
    );
    expect(reject(arrange(s, (x) => (x.turn = 1)), { type: "observatory", seat: 1, pile: "building" }).message).toBe("Boris has no Observatory.");

    let two = withObservatory(["observatory", "observatory"]);
    two = play(two, [
      { type: "observatory", seat: 0, pile: "building" },
      { type: "discard", seat: 0, card: "library" },
      { type: "pass", seat: 1 },
      { type: "observatory", seat: 0, pile: "building" },
      { type: "discard", seat: 0, card: "theater" },
    ]);
    expect(two.players[0].playArea.every((p) => p.faceDown)).toBe(true);
  });

  it("is an action for the pass streak, whatever is done with the card", () => {
    let s = withObservatory();
    s = play(s, [
      { type: "take", seat: 0, card: "market", from: "upper" },
      { type: "pass", seat: 1 },
      { type: "observatory", seat: 0, pile: "building" },
      { type: "discard", seat: 0, card: "library" },
      { type: "pass", seat: 1 },
    ]);
    expect(s.phase).toBe("building");
    expect(s.passStreak).toBe(1);
    s = passes(s, 1);
    expect(s.phase).toBe("aristocrat");
  });
});

describe("a used Observatory (ruling R9)", () => {
  it("scores no point at this building scoring; an unused one scores 1", () => {
    let s = withObservatory(["observatory", "market"]);
    s = arrange(s, (x) => give(x, 1, ["observatory"]));
    s = play(s, [
      { type: "observatory", seat: 0, pile: "building" },
      { type: "discard", seat: 0, card: "library" },
      { type: "pass", seat: 1 },
      { type: "pass", seat: 0 },
    ]);
    expect(s.phase).toBe("aristocrat");
    expect(s.players.map((p) => p.points)).toEqual([1, 1]); // market only / observatory
  });

  it("cannot be displaced until it is turned up next round", () => {
    let s = withObservatory(["observatory"]);
    s = arrange(s, (x) => lay(x, "upper", ["hermitage"]));
    s = play(s, [
      { type: "observatory", seat: 0, pile: "building" },
      { type: "discard", seat: 0, card: "library" },
      { type: "pass", seat: 1 },
    ]);
    expect(displaceTargets(s.players[0], "hermitage")).toEqual([]);
    expect(reject(s, { type: "buy", seat: 0, card: "hermitage", from: "upper", displace: "observatory" }).message).toBe(
      "A used Observatory cannot be displaced until it is turned up next round.",
    );
    expect(reject(s, { type: "buy", seat: 0, card: "hermitage", from: "upper" }).message).toBe(
      "The Hermitage is a trading card and Alice has no card in play it could displace.",
    );
  });

  it("is turned up at the next round and can be used again", () => {
    let s = withObservatory();
    s = play(s, [
      { type: "observatory", seat: 0, pile: "building" },
      { type: "take", seat: 0, card: "library", from: "drawn" },
    ]);
    s = finishPhase(s);
    s = advanceTo(s, "worker", 2);
    expect(s.players[0].playArea).toEqual([{ card: "observatory", faceDown: false }]);
    s = advanceTo(s, "building", 2);
    s = arrange(s, (x) => (x.turn = 0));
    expect(stepOf(move(s, { type: "observatory", seat: 0, pile: "building" }))).toBe("drawn");
  });
});
