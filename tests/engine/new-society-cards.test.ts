// New Society cards whose abilities are numbers: scoring, costs, displacement, final scoring.
// Choices (Trading House, Guild Hall, Debtor's Prison, Sycophant) are in new-society-decisions.
import { describe, expect, it } from "vitest";
import { aristocratPoints, legalMoves, price, type CardId, type GameState, type Phase } from "@/lib/engine";
import { arrange, clearDisplay, finishPhase, game, give, lay, move, reject } from "./helpers";

/** A 2-player New Society game at the start of `phase`, Alice to act, `owned` in Alice's play area. */
function table(phase: Phase, owned: CardId[], opts: { upper?: CardId[]; money?: number; hand?: CardId[] } = {}): GameState {
  return arrange(game({ players: 2, expansions: ["newSociety"] }), (s) => {
    clearDisplay(s);
    lay(s, "upper", opts.upper ?? ["market"]);
    give(s, 0, owned);
    give(s, 0, opts.hand ?? [], "hand");
    if (opts.money !== undefined) s.players[0].money = opts.money;
    s.phase = phase;
    s.turn = 0;
  });
}

/** Alice's rubles and points gained by this phase's scoring (everyone passes). */
function scoring(s: GameState): { rubles: number; points: number } {
  const after = finishPhase(s);
  return { rubles: after.players[0].money - s.players[0].money, points: after.players[0].points - s.players[0].points };
}

describe("building scoring abilities", () => {
  it("Textile Factory: 2 points per weaving-symbol card: Shepherd, Weaving Mill, Czar and Carpenter, New Society (ruling R30)", () => {
    // ruling R30; Russian rule book: «Пастух», «Мануфактура», «Царь-плотник», «Пролетариат», not the Factory itself
    const s = table("building", ["textile-factory", "shepherd", "weaving-mill", "czar-and-carpenter-ns", "new-society", "lumberjack"]);
    expect(scoring(s)).toEqual({ rubles: 0, points: 8 });
  });

  it("Coffee House: 1 ruble per red card, duplicates and a kept Sycophant included (ruling R28)", () => {
    // ruling R28
    const s = table("building", ["coffee-house", "author", "author", "sycophant", "merchant", "market"]);
    expect(scoring(s)).toEqual({ rubles: 4, points: 1 }); // + the Market's point
  });

  it("Mariinski Theater (New Society): 1 point per red card", () => {
    const s = table("building", ["mariinski-theater-ns", "author", "administrator", "lieutenant-kije"]);
    expect(scoring(s)).toEqual({ rubles: 0, points: 3 });
  });

  it("St Petersburg University scores 6 points; the New Society Academy 9", () => {
    expect(scoring(table("building", ["st-petersburg-university"]))).toEqual({ rubles: 0, points: 6 });
    expect(scoring(table("building", ["academy-ns"]))).toEqual({ rubles: 0, points: 9 });
  });
});

describe("worker and aristocrat scoring", () => {
  it("New Farmer pays 3 rubles and 1 point; the New Society Czar and Carpenter pays 2", () => {
    expect(scoring(table("worker", ["new-farmer"]))).toEqual({ rubles: 3, points: 1 });
    expect(scoring(table("worker", ["czar-and-carpenter-ns"]))).toEqual({ rubles: 2, points: 0 });
  });

  it("Mayor: 1 ruble per blue card in play, blue trading cards included", () => {
    const s = table("aristocrat", ["mayor", "market", "coffee-house", "bank"]);
    expect(scoring(s)).toEqual({ rubles: 3, points: 0 });
  });

  it("Merchant pays 3 rubles, Lieutenant Kije 3 points, the New Society Mistress of Ceremonies 3 and 4", () => {
    expect(scoring(table("aristocrat", ["merchant"]))).toEqual({ rubles: 3, points: 0 });
    expect(scoring(table("aristocrat", ["lieutenant-kije"]))).toEqual({ rubles: 0, points: 3 });
    expect(scoring(table("aristocrat", ["mistress-of-ceremonies-ns"]))).toEqual({ rubles: 3, points: 4 });
  });
});

describe("costs", () => {
  it("the New Society Czar and Carpenter costs 3 and the New Society Observatory 8", () => {
    const s = table("worker", [], { upper: ["czar-and-carpenter-ns", "observatory-ns"] });
    expect(price(s.players[0], "czar-and-carpenter-ns", "upper").total).toBe(3);
    expect(price(s.players[0], "observatory-ns", "upper").total).toBe(8);
  });

  it("Obshchina Commune: 1 ruble less for every green card, green trading cards included", () => {
    const s = table("worker", ["obshchina-commune", "fur-trapper"], { upper: ["lumberjack", "fur-shop", "market"] });
    expect(price(s.players[0], "lumberjack", "upper").total).toBe(2);
    expect(price(s.players[0], "fur-shop", "upper", "fur-trapper").total).toBe(10 - 6 - 1);
    expect(price(s.players[0], "market", "upper").total).toBe(5);
  });

  it("Obshchina Commune never lowers its own price (it is not in play when bought)", () => {
    const s = table("worker", ["new-farmer"], { upper: ["obshchina-commune"] });
    expect(price(s.players[0], "obshchina-commune", "upper", "new-farmer").total).toBe(13 - 9);
  });
});

describe("displacement with the New Society cards (ruling R30)", () => {
  it("Obshchina Commune displaces a New Farmer or a Czar and Carpenter, nothing else", () => {
    // ruling R30
    const s = table("worker", ["new-farmer", "czar-and-carpenter-ns", "lumberjack"], { upper: ["obshchina-commune"] });
    const targets = legalMoves(s, 0).flatMap((m) => (m.move.type === "buy" && m.move.card === "obshchina-commune" ? [m.move.displace] : []));
    expect(targets.sort()).toEqual(["czar-and-carpenter-ns", "new-farmer"]);
    expect(reject(s, { type: "buy", seat: 0, card: "obshchina-commune", from: "upper", displace: "lumberjack" }).message).toBe(
      "The Obshchina Commune can only displace a worker with its own symbol (or the Czar and Carpenter), not the Lumberjack.",
    );
  });

  it("the New Society card displaces any worker, never a trading card", () => {
    // ruling R30
    const s = table("worker", ["lumberjack", "new-farmer", "czar-and-carpenter-ns", "weaving-mill"], { upper: ["new-society"], money: 40 });
    const targets = legalMoves(s, 0).flatMap((m) => (m.move.type === "buy" && m.move.card === "new-society" ? [m.move.displace] : []));
    expect(targets.sort()).toEqual(["czar-and-carpenter-ns", "lumberjack", "new-farmer"]);
    expect(reject(s, { type: "buy", seat: 0, card: "new-society", from: "upper", displace: "weaving-mill" }).message).toBe(
      "The Weaving Mill is a trading card: a trading card can never be displaced.",
    );
    const after = move(s, { type: "buy", seat: 0, card: "new-society", from: "upper", displace: "new-farmer" });
    expect(after.players[0].money).toBe(40 - (15 - 9));
    expect(after.discardPile).toContain("new-farmer");
  });

  it("any green trading card displaces the New Society Czar and Carpenter", () => {
    const s = table("worker", ["czar-and-carpenter-ns"], { upper: ["fur-shop"] });
    const after = move(s, { type: "buy", seat: 0, card: "fur-shop", from: "upper", displace: "czar-and-carpenter-ns" });
    expect(after.players[0].money).toBe(25 - (10 - 3));
  });

  it("a Sycophant is a red card a red trading card may displace (value 1)", () => {
    const s = table("aristocrat", ["sycophant"], { upper: ["merchant"] });
    const after = move(s, { type: "buy", seat: 0, card: "merchant", from: "upper", displace: "sycophant" });
    expect(after.players[0].money).toBe(25 - 5);
  });
});

describe("final scoring: distinct aristocrats beyond ten (ruling R31)", () => {
  const twelve: CardId[] = [
    "author", "administrator", "warehouse-manager", "secretary", "controller", "judge",
    "mistress-of-ceremonies-ns", "sycophant", "merchant", "lieutenant-kije", "mayor", "pope",
  ];

  it("Russian rule book: 12 distinct aristocrats score 75 with New Society", () => {
    // ruling R31
    const s = table("trading", twelve);
    expect(aristocratPoints(s.players[0], ["newSociety"])).toBe(75);
  });

  it("without New Society the table stops at 55; duplicates count once", () => {
    // ruling R31
    const s = table("trading", [...twelve, "author"]);
    expect(aristocratPoints(s.players[0], [])).toBe(55);
    expect(aristocratPoints(s.players[0], ["newSociety"])).toBe(75);
  });
});
