// New Society choices: Guild Hall split, Trading House, Debtor's Prison, Sycophant; their order
// after the building scoring (R26), skipped forced decisions (R21), the Yucata timing (R27),
// timeouts, the log and what every player sees.
import { describe, expect, it } from "vitest";
import {
  applyMove,
  applyTimeout,
  legalMoves,
  summarize,
  toAct,
  viewFor,
  type CardId,
  type GameState,
  type Variants,
} from "@/lib/engine";
import { describeMove } from "@/lib/words/english";
import { stepOf } from "@/lib/engine/decisions";
import { arrange, clearDisplay, finishPhase, game, give, lay, move, passes, reject } from "./helpers";

/** A 3-player New Society game at the start of `phase`; `owned[seat]` in play; seat `start` holds the phase's token. */
function table(
  phase: "building" | "aristocrat",
  owned: CardId[][],
  opts: { start?: number; variants?: Partial<Variants>; money?: number[]; discard?: CardId[]; hand?: CardId[] } = {},
): GameState {
  const start = opts.start ?? 0;
  // Three players hold 2/1/1 tokens: `start` holds the phase's token and one more.
  const others = (["worker", "building", "aristocrat", "trading"] as const).filter((p) => p !== phase);
  const tokens = { [phase]: start, [others[0]]: start, [others[1]]: (start + 1) % 3, [others[2]]: (start + 2) % 3 } as Record<(typeof others)[number] | typeof phase, number>;
  return arrange(game({ players: 3, expansions: ["newSociety"], variants: opts.variants, tokens }), (s) => {
    clearDisplay(s);
    lay(s, "upper", ["market", "author", "lumberjack"]);
    owned.forEach((cards, seat) => give(s, seat, cards));
    give(s, 0, opts.hand ?? [], "hand");
    for (const card of opts.discard ?? []) {
      give(s, 2, [card], "hand");
      s.players[2].hand.pop();
      s.discardPile.push(card);
    }
    opts.money?.forEach((m, seat) => (s.players[seat].money = m));
    s.phase = phase;
    s.turn = start;
  });
}

const YUCATA = { pubDuringBuildingPhase: true };

describe("after the building scoring, default timing (rulings R2, R26)", () => {
  it("Guild Hall split first, then Trading House, then Pub, owners in turn order from the building start player", () => {
    // ruling R26
    let s = table("building", [["pub"], ["guild-hall", "pub"], ["trading-house"]], { start: 2 });
    s = passes(s, 3);
    expect(s.pending.map((d) => [d.kind, d.seat])).toEqual([["guildHall", 1], ["tradingHouse", 2], ["pub", 0], ["pub", 1]]);
    expect(stepOf(s)).toBe("guildHall");
    expect(summarize(s).step).toBe("guildHall");
    expect(toAct(s)).toEqual([1]);
    expect(legalMoves(s, 1).map((m) => m.move)).toEqual([0, 1, 2, 3, 4].map((rubles) => ({ type: "guildHall", seat: 1, rubles })));
    s = move(s, { type: "guildHall", seat: 1, rubles: 1 });
    expect([s.players[1].money, s.players[1].points]).toEqual([26, 3]);
    expect(stepOf(s)).toBe("tradingHouse");
    s = move(s, { type: "tradingHouse", seat: 2, use: true });
    expect([s.players[2].money, s.players[2].points]).toEqual([22, 2]);
    expect(toAct(s)).toEqual([0]);
    s = move(s, { type: "pub", seat: 0, points: 1 });
    s = move(s, { type: "pub", seat: 1, points: 0 });
    expect([s.phase, stepOf(s)]).toEqual(["aristocrat", "actions"]);
  });

  it("the Guild Hall is asked even when its owner has no money (not a forced decision)", () => {
    // ruling R26 ("every decision not listed in R21 is asked")
    const s = passes(table("building", [["guild-hall"], [], []], { money: [0, 25, 25] }), 3);
    expect(stepOf(s)).toBe("guildHall");
  });

  it("a Trading House owner with under 3 rubles is not asked (ruling R21); the skip is an event", () => {
    // ruling R21
    const s = table("building", [["trading-house"], [], []], { money: [2, 25, 25] });
    let result = applyMove(passes(s, 2), { type: "pass", seat: 2 });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.state.phase).toBe("aristocrat");
    expect(result.events).toContainEqual({ type: "skipped", seat: 0, decision: "tradingHouse", ruling: "R21" });
    result = applyMove(passes(table("building", [["trading-house"], [], []], { money: [3, 25, 25] }), 2), { type: "pass", seat: 2 });
    expect(result.ok && stepOf(result.state)).toBe("tradingHouse");
  });

  it("R21 is judged when each decision comes up: rubles spent at the Trading House can make the Pub forced", () => {
    // ruling R21, ruling R26
    let s = passes(table("building", [["trading-house", "pub"], [], []], { money: [4, 25, 25] }), 3);
    expect(s.pending.map((d) => d.kind)).toEqual(["tradingHouse", "pub"]);
    const result = applyMove(s, { type: "tradingHouse", seat: 0, use: true });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    s = result.state;
    expect(s.players[0].money).toBe(1);
    expect(s.phase).toBe("aristocrat");
    expect(result.events).toContainEqual({ type: "skipped", seat: 0, decision: "pub", ruling: "R21" });
  });

  it("declining the Trading House; wrong answers are refused in plain words", () => {
    let s = passes(table("building", [["trading-house"], [], []]), 3);
    expect(reject(s, { type: "pass", seat: 0 }).message).toBe("Alice must first decide whether to use the Trading House.");
    expect(reject(s, { type: "pub", seat: 0, points: 1 }).message).toBe("Alice must first decide whether to use the Trading House.");
    expect(reject(s, { type: "tradingHouse", seat: 1, use: true }).message).toBe("It is not Boris's turn: Alice is to act.");
    s = move(s, { type: "tradingHouse", seat: 0, use: false });
    expect([s.players[0].money, s.players[0].points, s.phase]).toEqual([25, 0, "aristocrat"]);
  });

  it("in the actions the Trading House and the Guild Hall are not free uses at this timing", () => {
    const s = table("building", [["trading-house", "guild-hall"], [], []]);
    expect(reject(s, { type: "tradingHouse", seat: 0, use: true }).message).toBe("At this table the Trading House is used right after the building scoring.");
    expect(reject(s, { type: "guildHall", seat: 0, rubles: 2 }).message).toBe("At this table the Guild Hall's split is chosen right after the building scoring.");
    expect(reject(s, { type: "releaseSycophant", seat: 0 }).message).toBe("A Sycophant can only be released at tables with the Yucata timing.");
  });

  it("a timeout declines: Guild Hall all points, no Trading House, no Pub points", () => {
    let s = passes(table("building", [["guild-hall", "trading-house", "pub"], [], []]), 3);
    for (let i = 0; i < 3; i++) {
      const timedOut = applyTimeout(s, 0);
      expect(timedOut.ok).toBe(true);
      if (!timedOut.ok) return;
      s = timedOut.state;
    }
    expect([s.players[0].money, s.players[0].points, s.phase]).toEqual([25, 4, "aristocrat"]);
  });
});

describe("Yucata timing (rulings R2, R11, R27)", () => {
  it("Trading House: a free use once per round in its owner's building turn, use: true only", () => {
    // ruling R27
    let s = table("building", [["trading-house"], [], []], { variants: YUCATA });
    expect(legalMoves(s, 0).some((m) => m.move.type === "tradingHouse")).toBe(true);
    expect(reject(s, { type: "tradingHouse", seat: 0, use: false }).message).toBe(
      "At this table the Trading House is only used, never declined: simply do not use it.",
    );
    s = move(s, { type: "tradingHouse", seat: 0, use: true });
    expect([s.players[0].money, s.players[0].points, s.turn]).toEqual([22, 2, 0]);
    expect(reject(s, { type: "tradingHouse", seat: 0, use: true }).message).toBe("Alice has already used the Trading House this round.");
    s = passes(s, 3);
    expect([s.phase, stepOf(s)]).toEqual(["aristocrat", "actions"]);
  });

  it("Guild Hall: starts at 0 rubles / 4 points, set at most once a round, the last choice kept across rounds", () => {
    // ruling R27
    let s = table("building", [["guild-hall"], [], []], { variants: YUCATA });
    const unset = finishPhase(s);
    expect([unset.players[0].money - 25, unset.players[0].points]).toEqual([0, 4]);
    s = move(s, { type: "guildHall", seat: 0, rubles: 3 });
    expect(s.turn).toBe(0);
    expect(reject(s, { type: "guildHall", seat: 0, rubles: 1 }).message).toBe("Alice has already chosen the Guild Hall's split this round.");
    s = finishPhase(s);
    expect([s.players[0].money, s.players[0].points]).toEqual([28, 1]);
    expect(stepOf(s)).toBe("actions");
    // Next round, nothing chosen: the split of 3 rubles and 1 point is kept.
    s = arrange(s, (x) => {
      x.round = 2;
      x.phase = "building";
      x.turn = 0;
      x.players[0].usesThisRound = {};
    });
    s = finishPhase(s);
    expect([s.players[0].money, s.players[0].points]).toEqual([31, 2]);
  });

  it("Sycophant: released as a free use in its owner's aristocrat turn, one per move", () => {
    // ruling R27, ruling R11
    let s = table("aristocrat", [["sycophant", "sycophant"], [], []], { variants: YUCATA });
    s = move(s, { type: "releaseSycophant", seat: 0 });
    expect(s.turn).toBe(0);
    expect(s.players[0].playArea.map((p) => p.card)).toEqual(["sycophant"]);
    expect(s.discardPile).toContain("sycophant");
    s = move(s, { type: "releaseSycophant", seat: 0 });
    expect(reject(s, { type: "releaseSycophant", seat: 0 }).message).toBe("Alice has no Sycophant in play.");
    const building = table("building", [["sycophant"], [], []], { variants: YUCATA });
    expect(reject(building, { type: "releaseSycophant", seat: 0 }).message).toBe(
      "A Sycophant is released during the aristocrat phase, and this is the building phase.",
    );
  });
});

describe("Sycophant upkeep (rulings R11, R28)", () => {
  it("paid after all other aristocrat income, 1 ruble each", () => {
    // ruling R28
    const s = finishPhase(table("aristocrat", [["sycophant", "author", "tax-man", "lumberjack"], [], []], { money: [0, 25, 25] }));
    // Author 1 + Tax Man 1 (one green card) = 2, then 1 for the Sycophant.
    expect(s.players[0].money).toBe(1);
    expect(s.players[0].playArea.map((p) => p.card)).toContain("sycophant");
  });

  it("each Sycophant its owner cannot pay is discarded, and the log says so", () => {
    // ruling R28, ruling R11
    const s = passes(table("aristocrat", [["sycophant", "sycophant", "author"], [], []], { money: [0, 25, 25] }), 2);
    const result = applyMove(s, { type: "pass", seat: 2 });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const p = result.state.players[0];
    expect([p.money, p.playArea.map((x) => x.card).sort()]).toEqual([0, ["author", "sycophant"]]);
    expect(result.state.discardPile).toContain("sycophant");
    expect(result.events).toContainEqual({ type: "upkeep", seat: 0, card: "sycophant", rubles: 0, kept: false });
  });
});

describe("Debtor's Prison (rulings R10, R29)", () => {
  it("instead of an action: pick a card from the discard pile, then buy it at full cost or take it", () => {
    // ruling R10, ruling R29
    let s = table("building", [["debtors-prison"], [], []], { discard: ["library", "author"] });
    expect(legalMoves(s, 0).filter((m) => m.move.type === "debtorsPrison").map((m) => m.move)).toEqual([
      { type: "debtorsPrison", seat: 0, card: "library" },
      { type: "debtorsPrison", seat: 0, card: "author" },
    ]);
    s = move(s, { type: "debtorsPrison", seat: 0, card: "library" });
    expect(stepOf(s)).toBe("drawn");
    expect(summarize(s).drawn).toEqual({ seat: 0, card: "library" });
    expect(summarize(s).discard).toEqual(["author"]);
    expect(viewFor(s, 2).drawn).toEqual({ seat: 0, card: "library" });
    expect(viewFor(s, 2).pendingDecision).toMatchObject({ kind: "drawn", seat: 0, card: "library", via: "debtorsPrison" });
    expect(reject(s, { type: "discard", seat: 0, card: "library" }).message).toBe(
      "Alice has room in hand: the Library picked from the discard pile with the Debtor's Prison must be bought or taken into hand.",
    );
    const bought = move(s, { type: "buy", seat: 0, card: "library", from: "drawn" });
    expect(bought.players[0].money).toBe(25 - 17);
    expect([stepOf(bought), bought.turn]).toEqual(["actions", 1]);
    const taken = move(s, { type: "take", seat: 0, card: "library", from: "drawn" });
    expect(taken.players[0].hand).toEqual(["library"]);
  });

  it("with a full hand the picked card may go back to the discard pile; a timeout declines that way", () => {
    // ruling R29: 'hand full' means hand size ≥ hand limit
    let s = table("building", [["debtors-prison"], [], []], { discard: ["library"], hand: ["market", "theater", "author"] });
    s = move(s, { type: "debtorsPrison", seat: 0, card: "library" });
    expect(legalMoves(s, 0).map((m) => m.move.type)).toEqual(["buy", "discard"]);
    const timedOut = applyTimeout(s, 0);
    expect(timedOut.ok && timedOut.state.discardPile).toEqual(["library"]);
  });

  it("a used Prison is face down: no point at this scoring, cannot be displaced, usable once a round", () => {
    // ruling R10
    let s = table("building", [["debtors-prison", "market"], [], []], { discard: ["author"] });
    s = arrange(s, (x) => lay(x, "upper", ["bank"]));
    s = move(s, { type: "debtorsPrison", seat: 0, card: "author" });
    s = move(s, { type: "take", seat: 0, card: "author", from: "drawn" });
    s = move(s, { type: "pass", seat: 1 });
    s = move(s, { type: "pass", seat: 2 });
    expect(reject(s, { type: "debtorsPrison", seat: 0, card: "author" }).message).toBe("Alice has already used the Debtor's Prison this round.");
    expect(legalMoves(s, 0).some((m) => m.move.type === "buy" && m.move.card === "bank" && m.move.displace === "debtors-prison")).toBe(false);
    s = finishPhase(s);
    expect(s.players[0].points).toBe(1); // the Market's point only
  });

  it("only in the building phase, only with a Prison, only a card of the discard pile", () => {
    const s = table("building", [["debtors-prison"], [], []], { discard: ["author"] });
    expect(reject(s, { type: "debtorsPrison", seat: 0, card: "library" }).message).toBe("There is no Library in the discard pile.");
    expect(reject(table("building", [[], [], []], { discard: ["author"] }), { type: "debtorsPrison", seat: 0, card: "author" }).message).toBe(
      "Alice has no Debtor's Prison.",
    );
    expect(reject(table("aristocrat", [["debtors-prison"], [], []], { discard: ["author"] }), { type: "debtorsPrison", seat: 0, card: "author" }).message).toBe(
      "The Debtor's Prison can only be used in the building phase, and this is the aristocrat phase.",
    );
  });

  it("the log names the pick and what became of it", () => {
    const s = table("building", [["debtors-prison"], [], []], { discard: ["library"] });
    const used = applyMove(s, { type: "debtorsPrison", seat: 0, card: "library" });
    expect(used.ok).toBe(true);
    if (!used.ok) return;
    expect(describeMove(s, { type: "debtorsPrison", seat: 0, card: "library" }, used.events)).toBe(
      "Alice used the Debtor's Prison and picked a Library from the discard pile",
    );
    const buy = { type: "buy", seat: 0, card: "library", from: "drawn" } as const;
    const bought = applyMove(used.state, buy);
    expect(bought.ok && describeMove(used.state, buy, bought.events)).toBe("Alice bought a Library picked with the Debtor's Prison for 17\u00a0rubles");
  });
});
