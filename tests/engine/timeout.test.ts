// A move time limit running out (issue 4): the player is passed for the rest of the current
// action phase, like "pass until the end of this phase" (ruling R18), and a decision they owe is
// declined: no points at the Pub (ruling R2), the Observatory's drawn card discarded (ruling R9).
import { describe, expect, it } from "vitest";
import { applyTimeout, toAct, type GameState } from "@/lib/engine";
import { describeTimeout } from "@/lib/words/english";
import { drawnOf, stepOf } from "@/lib/engine/decisions";
import { arrange, clearDisplay, game, give, lay, move, passes } from "./helpers";
import { secondGame } from "./second-helpers";

function timeout(state: GameState, seat: number): GameState {
  const result = applyTimeout(state, seat);
  if (!result.ok) throw new Error(result.error.message);
  return result.state;
}

describe("applyTimeout", () => {
  it("passes the player now and on every later turn of the same phase, not the next", () => {
    let s = game({ players: 3 }); // worker phase, seat 0 to act
    s = timeout(s, 0);
    expect(s.players[0].autoPass).toBe(true);
    expect(s.passStreak).toBe(1);
    expect(toAct(s)).toEqual([1]);
    s = move(s, { type: "take", seat: 1, card: s.upperRow[0], from: "upper" });
    s = move(s, { type: "pass", seat: 2 });
    // Seat 0 is skipped by itself: the streak goes on to seat 1.
    expect(toAct(s)).toEqual([1]);
    expect(s.passStreak).toBe(2);
    s = move(s, { type: "pass", seat: 1 });
    expect(s.phase).toBe("building");
    expect(s.players[0].autoPass).toBe(false);
  });

  it("works without the autoPass variant, which players themselves cannot use", () => {
    const s = game({ players: 2 });
    expect(s.options.variants.autoPass).toBe(false);
    expect(applyTimeout(s, s.turn).ok).toBe(true);
  });

  it("declines a pending Pub decision with 0 points (ruling R2)", () => {
    let s = arrange(game({ players: 2 }), (x) => {
      give(x, 0, ["pub"]);
      x.phase = "building";
      x.turn = x.tokens.building;
    });
    s = passes(s, 2);
    expect(stepOf(s)).toBe("pub");
    const money = s.players[0].money;
    s = timeout(s, 0);
    expect(s.players[0].money).toBe(money);
    expect(s.players[0].points).toBe(0);
    expect(s.phase).toBe("aristocrat");
    // The pass was for the building phase only: the aristocrat phase starts afresh.
    expect(s.players[0].autoPass).toBe(false);
    expect(toAct(s)).toEqual([s.tokens.aristocrat]);
  });

  it("discards a card drawn with the Observatory (ruling R9)", () => {
    let s = arrange(game({ players: 2 }), (x) => {
      clearDisplay(x);
      lay(x, "upper", ["market"]);
      give(x, 0, ["observatory"]);
      x.phase = "building";
      x.turn = 0;
    });
    const top = s.piles.aristocrat[0];
    s = move(s, { type: "observatory", seat: 0, pile: "aristocrat" });
    s = timeout(s, 0);
    expect(drawnOf(s)).toBeNull();
    expect(s.discardPile).toContain(top);
    expect(s.players[0].autoPass).toBe(true);
    expect(toAct(s)).toEqual([1]);
  });

  it("is refused for a seat the game is not waiting for, and changes nothing", () => {
    const s = game({ players: 2 });
    const other = 1 - s.turn;
    const result = applyTimeout(s, other);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.code).toBe("not-your-turn");
    expect(s.players[other].autoPass).toBe(false);
  });

  it("in the second edition's first worker phase buys the cheapest card instead of passing (rulings R20, R37)", () => {
    // R20 allows no pass there, and the record has no move for it: the timeout is one buy.
    let s = secondGame({ top: { worker: ["shepherd", "gold-miner", "lumberjack", "fur-trapper"] } });
    const result = applyTimeout(s, 0);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    // The log says what the timeout did.
    expect(describeTimeout(s, 0, result.events)).toBe(
      "Alice ran out of time; nobody passes in the first worker phase, so: Alice bought a Lumberjack from the upper row for 3\u00a0rubles",
    );
    s = result.state;
    expect(s.players[0].playArea.map((c) => c.card)).toEqual(["lumberjack"]);
    expect(s.players[0].autoPass).toBe(false);
    expect(result.events.some((e) => e.type === "passed")).toBe(false);
    expect(s.passStreak).toBe(0);
    expect(toAct(s)).toEqual([1]);
    s = move(s, { type: "buy", seat: 1, card: "gold-miner", from: "upper" });
    // Seat 0 is asked again on its next turn: one timeout stands for one turn.
    expect(toAct(s)).toEqual([0]);
  });
});
