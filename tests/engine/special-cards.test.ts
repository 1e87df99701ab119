// Pub (rulings R1, R2), Warehouse (R4), Mariinskij Theater, Tax Man, Potjomkin's Village.
import { describe, expect, it } from "vitest";
import { legalMoves, toAct, type CardId, type GameState, type Variants } from "@/lib/engine";
import { stepOf } from "@/lib/engine/decisions";
import { advanceTo, arrange, clearDisplay, finishPhase, game, give, lay, move, passes, play, reject } from "./helpers";

/** Building phase of a 3-player game, `start` to act first; `owned[seat]` in play. */
function building(owned: CardId[][], opts: { start?: number; variants?: Partial<Variants>; money?: number[] } = {}): GameState {
  const s = game({ players: 3, variants: opts.variants, tokens: { worker: 0, building: opts.start ?? 0, aristocrat: 1, trading: 2 } });
  return arrange(s, (x) => {
    clearDisplay(x);
    lay(x, "upper", ["market", "author", "lumberjack", "customs-house"]);
    owned.forEach((cards, seat) => give(x, seat, cards));
    opts.money?.forEach((m, seat) => (x.players[seat].money = m));
    x.phase = "building";
    x.turn = x.tokens.building;
  });
}

describe("Pub, default timing: right after the building scoring (ruling R2)", () => {
  it("each Pub owner decides in turn order from the building start player; 0 is allowed", () => {
    let s = building([["pub"], [], ["pub"]], { start: 1 });
    s = passes(s, 3);
    expect(s.phase).toBe("building");
    expect(stepOf(s)).toBe("pub");
    expect(s.pending.map((d) => d.seat)).toEqual([2, 0]);
    expect(toAct(s)).toEqual([2]);
    expect(legalMoves(s, 2).map((m) => m.move)).toEqual([0, 1, 2, 3, 4, 5].map((points) => ({ type: "pub", seat: 2, points })));
    s = move(s, { type: "pub", seat: 2, points: 0 });
    expect(toAct(s)).toEqual([0]);
    s = move(s, { type: "pub", seat: 0, points: 5 });
    expect(s.players[0].money).toBe(15);
    expect(s.players[0].points).toBe(5);
    expect(s.players[2].points).toBe(0);
    expect([s.phase, stepOf(s), s.turn]).toEqual(["aristocrat", "actions", 1]);
  });

  it("rubles earned at that building scoring can be spent at the Pub", () => {
    let s = building([["pub", "bank"], [], []], { money: [1, 25, 25] });
    s = passes(s, 3);
    expect(s.players[0].money).toBe(6); // 1 + Bank 5
    expect(legalMoves(s, 0).map((m) => m.move.type === "pub" && m.move.points)).toEqual([0, 1, 2, 3]);
    expect(reject(s, { type: "pub", seat: 0, points: 4 }).message).toBe(
      "Alice cannot afford 4 points at the Pub: they cost 8 rubles and Alice has 6.",
    );
  });

  it("one Pub buys at most 5 points; two Pubs buy up to 10 (ruling R1)", () => {
    let one = passes(building([["pub"], [], []], { money: [40, 25, 25] }), 3);
    expect(reject(one, { type: "pub", seat: 0, points: 6 }).message).toBe("Alice's Pub buys at most 5 points.");
    let two = passes(building([["pub", "pub"], [], []], { money: [40, 25, 25] }), 3);
    expect(reject(two, { type: "pub", seat: 0, points: 11 }).message).toBe("Alice's Pub cards buy at most 10 points.");
    two = move(two, { type: "pub", seat: 0, points: 10 });
    expect([two.players[0].money, two.players[0].points]).toEqual([20, 10]);
    one = move(one, { type: "pub", seat: 0, points: 5 });
    expect(one.players[0].points).toBe(5);
  });

  it("while the Pub decision is pending, no other move is accepted", () => {
    const s = passes(building([["pub"], [], []]), 3);
    expect(reject(s, { type: "pass", seat: 0 }).message).toBe("Alice must first decide how many points to buy at the Pub.");
    expect(reject(s, { type: "pub", seat: 1, points: 0 }).message).toBe("It is not Boris's turn: Alice is to act.");
  });

  it("a Pub owner with under 2 rubles is not asked; without Pub owners the phase simply goes on", () => {
    let s = passes(building([["pub"], [], []], { money: [1, 25, 25] }), 3);
    expect([s.phase, stepOf(s)]).toEqual(["aristocrat", "actions"]);
    s = passes(building([[], [], []]), 3);
    expect([s.phase, stepOf(s)]).toEqual(["aristocrat", "actions"]);
  });

  it("outside the decision after building scoring the Pub cannot be used", () => {
    const s = building([["pub"], [], []]);
    expect(reject(s, { type: "pub", seat: 0, points: 2 }).message).toBe("At this table the Pub is used right after the building scoring.");
    expect(reject(arrange(s, (x) => (x.turn = 1)), { type: "pub", seat: 1, points: 2 }).message).toBe("Boris has no Pub.");
  });
});

describe("Pub with the variant pubDuringBuildingPhase (ruling R2)", () => {
  const variants = { pubDuringBuildingPhase: true };

  it("used in the owner's turn of the building phase: the turn goes on and the pass streak is untouched", () => {
    let s = building([["pub"], [], []], { variants, start: 1 });
    s = play(s, [
      { type: "pass", seat: 1 },
      { type: "pass", seat: 2 },
      { type: "pub", seat: 0, points: 3 },
    ]);
    expect([s.players[0].money, s.players[0].points]).toEqual([19, 3]);
    expect(s.turn).toBe(0);
    expect(s.passStreak).toBe(2);
    s = move(s, { type: "pass", seat: 0 });
    // Three passes in a row: the Pub use was no action. No Pub step follows the scoring.
    expect([s.phase, stepOf(s)]).toEqual(["aristocrat", "actions"]);
  });

  it("only in the owner's own turn", () => {
    const s = building([[], ["pub"], []], { variants });
    expect(reject(s, { type: "pub", seat: 1, points: 1 }).message).toBe("It is not Boris's turn: Alice is to act.");
  });

  it("once per round per Pub, 1 to 5 points at a time", () => {
    let s = building([["pub"], [], []], { variants, money: [40, 25, 25] });
    expect(reject(s, { type: "pub", seat: 0, points: 0 }).message).toBe("Buy at least 1 point at the Pub.");
    expect(reject(s, { type: "pub", seat: 0, points: 6 }).message).toBe("A Pub buys at most 5 points at a time.");
    s = move(s, { type: "pub", seat: 0, points: 1 });
    expect(reject(s, { type: "pub", seat: 0, points: 1 }).message).toBe("Alice has already used the Pub this round.");
    expect(legalMoves(s, 0).some((m) => m.move.type === "pub")).toBe(false);

    let two = building([["pub", "pub"], [], []], { variants, money: [40, 25, 25] });
    two = play(two, [
      { type: "pub", seat: 0, points: 5 },
      { type: "pub", seat: 0, points: 5 },
    ]);
    expect(two.players[0].points).toBe(10); // ruling R1
    expect(reject(two, { type: "pub", seat: 0, points: 1 }).message).toBe("Alice has already used every Pub this round.");
  });

  it("only in the building phase; usable again next round", () => {
    let s = building([["pub"], [], []], { variants });
    s = move(s, { type: "pub", seat: 0, points: 2 });
    s = finishPhase(s);
    s = arrange(s, (x) => (x.turn = 0));
    expect(reject(s, { type: "pub", seat: 0, points: 1 }).message).toBe("The Pub is used during the building phase, and this is the aristocrat phase.");
    s = advanceTo(s, "building", 2);
    s = arrange(s, (x) => (x.turn = 0));
    expect(move(s, { type: "pub", seat: 0, points: 1 }).players[0].usesThisRound.pub).toBe(1);
  });
});

describe("Warehouse (ruling R4)", () => {
  function actions(owned: CardId[], hand: CardId[]): GameState {
    return arrange(game({ players: 2 }), (x) => {
      clearDisplay(x);
      give(x, 0, owned);
      give(x, 0, hand, "hand");
      lay(x, "upper", ["market", "author", "harbor", "lumberjack"]);
      x.phase = "building";
      x.turn = 0;
    });
  }

  it("raises the hand limit to 4", () => {
    let s = actions(["warehouse"], ["theater", "judge", "bank"]);
    s = move(s, { type: "take", seat: 0, card: "market", from: "upper" });
    expect(s.players[0].hand).toHaveLength(4);
    s = arrange(s, (x) => (x.turn = 0));
    expect(reject(s, { type: "take", seat: 0, card: "author", from: "upper" }).message).toBe(
      "Alice's hand is full: Alice holds 4 cards and the limit is 4.",
    );
    expect(legalMoves(s, 0).some((m) => m.move.type === "take")).toBe(false);
  });

  it("without it the limit is 3", () => {
    const s = actions([], ["theater", "judge", "bank"]);
    expect(reject(s, { type: "take", seat: 0, card: "author", from: "upper" }).message).toBe(
      "Alice's hand is full: Alice holds 3 cards and the limit is 3.",
    );
  });

  it("displaced while holding 4: allowed, all 4 are kept, no take until the hand is below 3 (ruling R4)", () => {
    let s = arrange(actions(["warehouse"], ["theater", "judge", "bank", "market"]), (x) => (x.players[0].money = 60));
    s = move(s, { type: "buy", seat: 0, card: "harbor", from: "upper", displace: "warehouse" });
    expect(s.players[0].hand).toHaveLength(4);
    expect(s.discardPile).toEqual(["warehouse"]);
    s = arrange(s, (x) => (x.turn = 0));
    expect(reject(s, { type: "take", seat: 0, card: "author", from: "upper" }).message).toBe(
      "Alice's hand is full: Alice holds 4 cards and the limit is 3.",
    );
    s = play(s, [{ type: "play", seat: 0, card: "market" }]);
    s = arrange(s, (x) => (x.turn = 0));
    expect(reject(s, { type: "take", seat: 0, card: "author", from: "upper" }).code).toBe("hand-full");
    s = play(s, [{ type: "play", seat: 0, card: "judge" }]);
    s = arrange(s, (x) => (x.turn = 0));
    expect(move(s, { type: "take", seat: 0, card: "author", from: "upper" }).players[0].hand).toHaveLength(3);
  });
});

describe("income cards", () => {
  it("Mariinskij Theater: +1 ruble per red card at the building scoring, duplicates and red trading cards included", () => {
    let s = building([["mariinskij-theater", "author", "author", "senator", "shepherd"], [], []]);
    s = passes(s, 3);
    expect(s.players[0].money).toBe(25 + 3);
    expect(s.players[0].points).toBe(0);
    // Nothing at the other scorings.
    s = passes(s, 3);
    expect(s.players[0].money).toBe(28 + 1 + 1 + 2); // aristocrat income of author, author, senator
  });

  it("Tax Man: +1 ruble per green card at the aristocrat scoring, green trading cards included", () => {
    let s = building([["tax-man", "lumberjack", "lumberjack", "wharf", "market"], [], []]);
    s = passes(s, 3); // building: market 1 point
    expect(s.players[0].money).toBe(25);
    s = passes(s, 3);
    expect(s.phase).toBe("trading");
    expect(s.players[0].money).toBe(25 + 3);
  });

  it("Potjomkin's Village pays nothing and is worth no point", () => {
    let s = building([["potjomkins-village"], [], []]);
    s = passes(s, 3);
    expect([s.players[0].money, s.players[0].points]).toEqual([25, 0]);
  });
});
