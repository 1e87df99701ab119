// What a card costs: identical cards, the lower row (ruling R3), Carpenter Workshop, Gold Smelter,
// trading cards (difference to the displaced card, Potjomkin's Village counts 6), the floor of 1.
// Worked examples from the rule books (seeds 000 RU, 001 YU, 002 JA, 004 FR2).
import { describe, expect, it } from "vitest";
import { displaceTargets, legalMoves, price, type CardId, type GameState } from "@/lib/engine";
import { arrange, cardsIn, clearDisplay, game, give, lay, move } from "./helpers";

/** Seat 0 to act in the building phase with `owned` in play and `upper`/`lower` on the display. */
function table(owned: CardId[], upper: CardId[] = [], lower: CardId[] = [], hand: CardId[] = []): GameState {
  return arrange(game({ players: 2 }), (s) => {
    clearDisplay(s);
    give(s, 0, owned);
    give(s, 0, hand, "hand");
    lay(s, "upper", upper);
    lay(s, "lower", lower);
    s.phase = "building";
    s.turn = 0;
    s.players[0].money = 60;
  });
}

const paid = (before: GameState, after: GameState) => before.players[0].money - after.players[0].money;

describe("worked examples of the rule books", () => {
  it("the Theater for 17: lower row, one Theater owned, Carpenter Workshop (RU, YU, JA, IT)", () => {
    const s = table(["theater", "carpenter-workshop"], [], ["theater"]);
    const parts = price(s.players[0], "theater", "lower");
    expect(parts).toEqual({ printed: 20, displaced: 0, identical: 1, lowerRow: 1, colour: 1, total: 17 });
    const after = move(s, { type: "buy", seat: 0, card: "theater", from: "lower" });
    expect(paid(s, after)).toBe(17);
    expect(cardsIn(after, 0)).toEqual(["carpenter-workshop", "theater", "theater"]);
  });

  it("St Isaac's Cathedral over a Market for 8: lower row and Carpenter Workshop (RU, YU, JA, IT)", () => {
    const s = table(["market", "carpenter-workshop"], [], ["st-isaacs-cathedral"]);
    const after = move(s, { type: "buy", seat: 0, card: "st-isaacs-cathedral", from: "lower", displace: "market" });
    expect(paid(s, after)).toBe(8);
    expect(cardsIn(after, 0)).toEqual(["carpenter-workshop", "st-isaacs-cathedral"]);
    expect(after.discardPile).toEqual(["market"]);
  });

  it("Lumberjacks cost 3, 2, 1, then 1 and 1 (the floor) (RU, JA, IT)", () => {
    let s = table([], ["lumberjack", "lumberjack", "lumberjack", "lumberjack", "lumberjack"]);
    const costs: number[] = [];
    for (let i = 0; i < 5; i++) {
      const next = move(s, { type: "buy", seat: 0, card: "lumberjack", from: "upper" });
      costs.push(paid(s, next));
      s = arrange(next, (x) => (x.turn = 0));
    }
    expect(costs).toEqual([3, 2, 1, 1, 1]);
  });

  it("the green trading cards over their own worker cost 1, 2, 3, 4, 5 (JA: Wharf 12 − 7 = 5; FR2: Fur Shop 10 − 6 = 4)", () => {
    const pairs: [CardId, CardId][] = [
      ["carpenter-workshop", "lumberjack"],
      ["gold-smelter", "gold-miner"],
      ["weaving-mill", "shepherd"],
      ["fur-shop", "fur-trapper"],
      ["wharf", "ship-builder"],
    ];
    const costs = pairs.map(([trading, worker]) => {
      const s = table([worker], [trading]);
      const after = move(s, { type: "buy", seat: 0, card: trading, from: "upper", displace: worker });
      expect(cardsIn(after, 0)).toEqual([trading]);
      expect(after.discardPile).toEqual([worker]);
      return paid(s, after);
    });
    expect(costs).toEqual([1, 2, 3, 4, 5]);
  });

  it("a third Market costs 3 (RU, JA)", () => {
    const s = table(["market", "market"], ["market"]);
    expect(paid(s, move(s, { type: "buy", seat: 0, card: "market", from: "upper" }))).toBe(3);
  });

  it("a Theater from the lower row costs 19 (RU, JA, FR2)", () => {
    const s = table([], [], ["theater"]);
    expect(paid(s, move(s, { type: "buy", seat: 0, card: "theater", from: "lower" }))).toBe(19);
  });

  it("with the Gold Smelter a Warehouse Manager costs 9; with the Carpenter Workshop a Firehouse costs 10 (RU, JA)", () => {
    const s = table(["gold-smelter", "carpenter-workshop"], ["warehouse-manager", "firehouse"]);
    expect(paid(s, move(s, { type: "buy", seat: 0, card: "warehouse-manager", from: "upper" }))).toBe(9);
    expect(paid(s, move(s, { type: "buy", seat: 0, card: "firehouse", from: "upper" }))).toBe(10);
  });

  it("a Senator over an aristocrat that cost as much or more costs 1 (JA)", () => {
    for (const target of ["secretary", "controller", "mistress-of-ceremonies"] as CardId[]) {
      const s = table([target], ["senator"]);
      expect(paid(s, move(s, { type: "buy", seat: 0, card: "senator", from: "upper", displace: target }))).toBe(1);
    }
  });

  it("a Potjomkin's Village counts 6 when displaced: the Bank over it costs 13 − 6 = 7", () => {
    const s = table(["potjomkins-village"], ["bank"]);
    expect(price(s.players[0], "bank", "upper", "potjomkins-village").displaced).toBe(6);
    expect(paid(s, move(s, { type: "buy", seat: 0, card: "bank", from: "upper", displace: "potjomkins-village" }))).toBe(7);
    // … though it costs 2 to buy.
    const v = table([], ["potjomkins-village"]);
    expect(paid(v, move(v, { type: "buy", seat: 0, card: "potjomkins-village", from: "upper" }))).toBe(2);
  });
});

describe("the lower-row discount (ruling R3)", () => {
  it("applies when buying straight from the lower row", () => {
    const s = table([], ["library"], ["library"]);
    expect(paid(s, move(s, { type: "buy", seat: 0, card: "library", from: "upper" }))).toBe(17);
    expect(paid(s, move(s, { type: "buy", seat: 0, card: "library", from: "lower" }))).toBe(16);
  });

  it("is lost when the card is taken into hand from the lower row and played later (ruling R3)", () => {
    let s = table([], [], ["library"]);
    s = move(s, { type: "take", seat: 0, card: "library", from: "lower" });
    s = arrange(s, (x) => (x.turn = 0));
    expect(price(s.players[0], "library", "hand").lowerRow).toBe(0);
    expect(paid(s, move(s, { type: "play", seat: 0, card: "library" }))).toBe(17);
  });

  it("never applies to a card drawn by the Observatory (ruling R3)", () => {
    expect(price(table([]).players[0], "library", "drawn").total).toBe(17);
  });
});

describe("identical cards and colour discounts", () => {
  it("identical cards count when playing from hand too", () => {
    const s = table(["market", "market"], [], [], ["market"]);
    expect(paid(s, move(s, { type: "play", seat: 0, card: "market" }))).toBe(3);
  });

  it("the Carpenter Workshop makes every blue card 1 cheaper, blue trading cards included, also from hand", () => {
    const s = table(["carpenter-workshop", "market"], ["hospital", "bank"], [], ["library"]);
    expect(paid(s, move(s, { type: "buy", seat: 0, card: "hospital", from: "upper" }))).toBe(13);
    expect(paid(s, move(s, { type: "buy", seat: 0, card: "bank", from: "upper", displace: "market" }))).toBe(13 - 5 - 1);
    expect(paid(s, move(s, { type: "play", seat: 0, card: "library" }))).toBe(16);
  });

  it("the Carpenter Workshop does not touch green or red cards", () => {
    const s = table(["carpenter-workshop"], ["shepherd", "author"]);
    expect(price(s.players[0], "shepherd", "upper").total).toBe(5);
    expect(price(s.players[0], "author", "upper").total).toBe(4);
  });

  it("the Gold Smelter makes every red card 1 cheaper, red trading cards included; not blue or green", () => {
    const s = table(["gold-smelter", "author"], ["judge", "czar", "library", "ship-builder"]);
    expect(paid(s, move(s, { type: "buy", seat: 0, card: "judge", from: "upper" }))).toBe(15);
    expect(paid(s, move(s, { type: "buy", seat: 0, card: "czar", from: "upper", displace: "author" }))).toBe(24 - 4 - 1);
    expect(price(s.players[0], "library", "upper").total).toBe(17);
    expect(price(s.players[0], "ship-builder", "upper").total).toBe(7);
  });

  it("every reduction adds up, on trading cards too: a second Fur Shop over a Fur Trapper from the lower row", () => {
    const s = table(["fur-shop", "fur-trapper"], [], ["fur-shop"]);
    expect(price(s.players[0], "fur-shop", "lower", "fur-trapper")).toEqual({ printed: 10, displaced: 6, identical: 1, lowerRow: 1, colour: 0, total: 2 });
  });

  it("a displaced card no longer gives its identical-card discount", () => {
    let s = table(["lumberjack", "lumberjack"], ["carpenter-workshop", "lumberjack"]);
    expect(price(s.players[0], "lumberjack", "upper").total).toBe(1);
    s = move(s, { type: "buy", seat: 0, card: "carpenter-workshop", from: "upper", displace: "lumberjack" });
    expect(price(s.players[0], "lumberjack", "upper").total).toBe(2);
  });
});

describe("the floor of 1 ruble", () => {
  it("a card never costs less than 1, and never pays money back", () => {
    const s = table(["carpenter-workshop", "pub", "warehouse"], [], ["pub", "potjomkins-village"]);
    expect(price(s.players[0], "pub", "lower").total).toBe(1); // 1 − 1 − 1 − 1
    expect(price(s.players[0], "potjomkins-village", "lower").total).toBe(1); // 2 − 1 − 1
    expect(paid(s, move(s, { type: "buy", seat: 0, card: "pub", from: "lower" }))).toBe(1);
  });

  it("a trading card not dearer than the displaced card costs 1 (Weaving Mill over Czar and Carpenter)", () => {
    const s = table(["czar-and-carpenter"], ["weaving-mill"]);
    expect(paid(s, move(s, { type: "buy", seat: 0, card: "weaving-mill", from: "upper", displace: "czar-and-carpenter" }))).toBe(1);
  });
});

describe("which cards a trading card may displace", () => {
  const owned: CardId[] = ["lumberjack", "gold-miner", "shepherd", "fur-trapper", "ship-builder", "czar-and-carpenter", "weaving-mill", "market", "pub", "warehouse", "potjomkins-village", "observatory", "bank", "author", "judge", "senator"];
  const s = table(owned);
  const targets = (card: CardId) => displaceTargets(s.players[0], card).sort();

  it("green: only the worker with its own symbol, or the Czar and Carpenter; never a trading card", () => {
    expect(targets("carpenter-workshop")).toEqual(["czar-and-carpenter", "lumberjack"]);
    expect(targets("gold-smelter")).toEqual(["czar-and-carpenter", "gold-miner"]);
    expect(targets("weaving-mill")).toEqual(["czar-and-carpenter", "shepherd"]);
    expect(targets("fur-shop")).toEqual(["czar-and-carpenter", "fur-trapper"]);
    expect(targets("wharf")).toEqual(["czar-and-carpenter", "ship-builder"]);
  });

  it("blue: any building (Pub, Warehouse, Potjomkin's Village, face-up Observatory), never a blue trading card", () => {
    expect(targets("hermitage")).toEqual(["market", "observatory", "potjomkins-village", "pub", "warehouse"]);
  });

  it("red: any aristocrat, never a red trading card", () => {
    expect(targets("admiral")).toEqual(["author", "judge"]);
  });

  it("legalMoves offers one buy per legal target, each with its own price", () => {
    const t = table(["lumberjack", "czar-and-carpenter", "gold-miner"], ["carpenter-workshop"]);
    const buys = legalMoves(t, 0).filter((m) => m.move.type === "buy");
    expect(buys).toEqual([
      { move: { type: "buy", seat: 0, card: "carpenter-workshop", from: "upper", displace: "lumberjack" }, price: 1 },
      { move: { type: "buy", seat: 0, card: "carpenter-workshop", from: "upper", displace: "czar-and-carpenter" }, price: 1 },
    ]);
  });

  it("a trading card may be taken into hand with no target, but not played until it has one", () => {
    let t = table(["lumberjack"], ["wharf", "ship-builder"]);
    t = move(t, { type: "take", seat: 0, card: "wharf", from: "upper" });
    t = arrange(t, (x) => (x.turn = 0));
    expect(legalMoves(t, 0).some((m) => m.move.type === "play")).toBe(false);
    t = move(t, { type: "buy", seat: 0, card: "ship-builder", from: "upper" });
    t = arrange(t, (x) => (x.turn = 0));
    expect(legalMoves(t, 0).filter((m) => m.move.type === "play")).toEqual([
      { move: { type: "play", seat: 0, card: "wharf", displace: "ship-builder" }, price: 5 },
    ]);
  });

  it("the Wharf over the Czar and Carpenter costs 12 − 8 = 4", () => {
    const t = table(["czar-and-carpenter"], ["wharf"]);
    expect(paid(t, move(t, { type: "buy", seat: 0, card: "wharf", from: "upper", displace: "czar-and-carpenter" }))).toBe(4);
  });
});
