// Standing orders (issue 32) in the engine: the first order that is legal and meets its conditions
// is chosen, exactly as a person's move would be judged; `otherwise: "pass"` passes or declines as
// a timeout would (R2's Pub decision declined with 0); nothing where R20 forbids passing.
import { describe, expect, it } from "vitest";
import { applyMove, chooseOrder, notAtTable, rublesPaid, type CardId, type GameState, type Move, type StandingOrder } from "@/lib/engine";
import { arrange, clearDisplay, game, give, lay, passes } from "./helpers";
import { secondGame } from "./second-helpers";

/** Building phase of a 3-player game, seat 0 to act; the upper row Market 5, Author 4, Lumberjack 3, Customs House 8. */
function building(owned: CardId[][] = [[], [], []], money = [25, 25, 25]): GameState {
  const s = game({ players: 3, tokens: { worker: 0, building: 0, aristocrat: 1, trading: 2 } });
  return arrange(s, (x) => {
    clearDisplay(x);
    lay(x, "upper", ["market", "author", "lumberjack", "customs-house"]);
    owned.forEach((cards, seat) => give(x, seat, cards));
    money.forEach((m, seat) => (x.players[seat].money = m));
    x.phase = "building";
    x.turn = 0;
  });
}

const buy = (card: CardId, extra: Partial<StandingOrder> = {}): StandingOrder => ({ move: { type: "buy", seat: 0, card, from: "upper" }, ...extra });

describe("chooseOrder", () => {
  it("plays the first order that is legal and meets maxRubles and keepRubles; a played buy is used up", () => {
    const s = building();
    const orders = [
      buy("customs-house", { maxRubles: 6 }), // costs 8: over the limit
      buy("market", { keepRubles: 21 }), // 25 - 5 = 20 left: under the reserve
      buy("observatory"), // not in the row: not legal
      buy("author", { maxRubles: 4, keepRubles: 21 }), // 4 paid, 21 left: plays
      buy("lumberjack"),
    ];
    expect(chooseOrder(s, 0, orders, "ask")).toEqual({ move: { type: "buy", seat: 0, card: "author", from: "upper" }, index: 3, stays: false });
  });

  it("keeps a phase condition, and asks when nothing applies", () => {
    const s = building();
    const orders: StandingOrder[] = [{ move: { type: "pass", seat: 0 }, phase: "aristocrat" }, buy("customs-house", { keepRubles: 18 })];
    expect(chooseOrder(s, 0, orders, "ask")).toBeNull();
    expect(chooseOrder(s, 0, [{ move: { type: "pass", seat: 0 }, phase: "building" }], "ask")).toMatchObject({ index: 0, stays: true });
  });

  it('otherwise "pass" passes when nothing applies (index null), and is never played for a seat not to act', () => {
    const s = building();
    expect(chooseOrder(s, 0, [], "pass")).toEqual({ move: { type: "pass", seat: 0 }, index: null, stays: true });
    expect(chooseOrder(s, 1, [], "pass")).toBeNull();
    expect(chooseOrder(s, 1, [{ move: { type: "pass", seat: 1 } }], "ask")).toBeNull();
  });

  it("answers a decision (the Pub after the building scoring, R2) with the first affordable order; otherwise declines with 0", () => {
    const s = passes(building([["pub"], [], []]), 3);
    expect(s.pending[0]).toMatchObject({ kind: "pub", seat: 0 });
    const money = s.players[0].money;
    const pub = (points: number, keepRubles: number): StandingOrder => ({ move: { type: "pub", seat: 0, points }, keepRubles });
    // Each point costs 2 rubles: keep all but 4 → 2 points; a decision order stays for the next time.
    const orders = [pub(3, money - 4), pub(2, money - 4), pub(1, 0)];
    expect(chooseOrder(s, 0, orders, "ask")).toEqual({ move: { type: "pub", seat: 0, points: 2 }, index: 1, stays: true });
    expect(chooseOrder(s, 0, [], "pass")).toEqual({ move: { type: "pub", seat: 0, points: 0 }, index: null, stays: true });
    expect(chooseOrder(s, 0, [buy("market")], "ask")).toBeNull();
  });

  it("where a turn must be a buy (the second edition's first worker phase, R20), a pass order and otherwise-pass play nothing", () => {
    const s = secondGame();
    const seat = s.turn;
    expect(chooseOrder(s, seat, [{ move: { type: "pass", seat } }], "pass")).toBeNull();
    const card = s.upperRow[0];
    expect(chooseOrder(s, seat, [{ move: { type: "buy", seat, card, from: "upper" } }], "pass")).toMatchObject({ index: 0, stays: false });
  });
});

describe("rublesPaid", () => {
  it("counts the price of a buy and the rubles of points bought, not the income of a scoring the move brings about", () => {
    const s = building();
    const bought = applyMove(s, { type: "buy", seat: 0, card: "market", from: "upper" });
    expect(bought.ok && rublesPaid(bought.events, 0)).toBe(5);
    // The last pass of the phase scores the buildings: income, not a payment.
    const last = passes(building([[], [], ["market"]]), 2);
    const scored = applyMove(last, { type: "pass", seat: last.turn } as Move);
    expect(scored.ok && scored.events.some((e) => e.type === "income")).toBe(true);
    expect(scored.ok && rublesPaid(scored.events, 2)).toBe(0);
  });
});

describe("notAtTable", () => {
  it("names an expansion's move at a table without it, and a card not in the table's decks", () => {
    const base = { edition: "first" as const, expansions: [] };
    const withNewSociety = { edition: "first" as const, expansions: ["newSociety" as const] };
    expect(notAtTable(base, { type: "guildHall", seat: 0, rubles: 2 })).toEqual({ field: "type" });
    expect(notAtTable(withNewSociety, { type: "guildHall", seat: 0, rubles: 2 })).toBeNull();
    expect(notAtTable(base, { type: "buy", seat: 0, card: "trading-house", from: "upper" })).toEqual({ field: "card" });
    expect(notAtTable(withNewSociety, { type: "buy", seat: 0, card: "trading-house", from: "upper" })).toBeNull();
    expect(notAtTable(base, { type: "pub", seat: 0, points: 1 })).toBeNull();
  });
});
