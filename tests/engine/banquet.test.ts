// The Banquet (rulings R3, R9, R12–R15, R30, R32–R36): action cards, the villages, Czar-Superstar.
import { describe, expect, it } from "vitest";
import { applyMove, applyTimeout, finalScore, legalMoves, price, summarize, toAct, type CardId, type GameState, type Phase } from "@/lib/engine";
import { deckContents } from "@/lib/engine/catalogue";
import { stepOf } from "@/lib/engine/decisions";
import { arrange, clearDisplay, finishPhase, game, give, lay, move, passes, PILES, reject } from "./helpers";

/** A 2-player Banquet game at `phase`, Alice to act with `hand` and `owned`; Boris holds `bhand`. */
function table(phase: Phase, opts: { hand?: CardId[]; owned?: CardId[]; upper?: CardId[]; discard?: CardId[]; bhand?: CardId[]; round?: number } = {}): GameState {
  return arrange(game({ players: 2, expansions: ["banquet"] }), (s) => {
    clearDisplay(s);
    lay(s, "upper", opts.upper ?? ["market"]);
    give(s, 0, opts.owned ?? []);
    give(s, 0, opts.hand ?? [], "hand");
    give(s, 1, opts.bhand ?? [], "hand");
    for (const card of opts.discard ?? []) {
      give(s, 1, [card], "hand");
      s.players[1].hand.pop();
      s.discardPile.push(card);
    }
    s.phase = phase;
    s.turn = 0;
    s.round = opts.round ?? 2;
  });
}

describe("the Banquet deck", () => {
  it("adds its 12 cards; Away with it! lies in the building and the aristocrat piles", () => {
    const deck = deckContents(PILES, ["banquet"]);
    expect(PILES.map((p) => deck[p].length)).toEqual([31, 31, 30, 36]);
    expect(deck.building.filter((c) => c === "away-with-it")).toHaveLength(1);
    expect(deck.aristocrat.filter((c) => c === "away-with-it")).toHaveLength(1);
  });
});

describe("action cards are only taken, then used with an action (ruling R32)", () => {
  it("never bought from a row nor played as a card; taking one needs hand room", () => {
    // ruling R32
    const s = table("worker", { upper: ["golden-donkey"] });
    expect(reject(s, { type: "buy", seat: 0, card: "golden-donkey", from: "upper" }).message).toBe(
      "The Golden Donkey is an action card: it can only be taken into hand, never bought.",
    );
    expect(legalMoves(s, 0).filter((m) => "card" in m.move && m.move.card === "golden-donkey").map((m) => m.move.type)).toEqual(["take"]);
    const held = table("worker", { hand: ["golden-donkey"] });
    expect(reject(held, { type: "play", seat: 0, card: "golden-donkey" }).message).toBe(
      "The Golden Donkey is an action card: it is used with an action, never played as a card.",
    );
  });

  it("Golden Donkey: 5 rubles, the card goes to the discard pile, the turn passes", () => {
    const s = move(table("worker", { hand: ["golden-donkey"] }), { type: "action", seat: 0, card: "golden-donkey" });
    expect([s.players[0].money, s.players[0].hand, s.discardPile, s.turn]).toEqual([30, [], ["golden-donkey"], 1]);
  });

  it("no hand penalty at the end for action cards (ruling R32)", () => {
    const s = table("trading", { hand: ["golden-donkey", "market"] });
    expect(finalScore(s.players[0], ["banquet"]).hand).toBe(-5);
  });

  it("Away with it! discards another card of the hand, an action card included; it needs one", () => {
    // ruling R32
    expect(reject(table("worker", { hand: ["away-with-it"] }), { type: "action", seat: 0, card: "away-with-it", target: "market" }).message).toBe(
      "Away with it! needs another card in Alice's hand, and there is none.",
    );
    const s = move(table("worker", { hand: ["away-with-it", "golden-donkey"] }), { type: "action", seat: 0, card: "away-with-it", target: "golden-donkey" });
    expect([s.players[0].hand, s.discardPile.sort()]).toEqual([[], ["away-with-it", "golden-donkey"]]);
  });

  it("Black Market: pick a non-action card of the discard pile, buy it at full cost (R3) or take it; discard only with a full hand", () => {
    // ruling R34, ruling R3
    const none = table("worker", { hand: ["black-market"], discard: ["golden-donkey"] });
    expect(reject(none, { type: "action", seat: 0, card: "black-market", pick: "golden-donkey" }).message).toBe(
      "The Black Market needs a card in the discard pile that is not an action card, and there is none.",
    );
    let s = move(table("worker", { hand: ["black-market"], discard: ["library"] }), { type: "action", seat: 0, card: "black-market", pick: "library" });
    expect([stepOf(s), summarize(s).drawn]).toEqual(["drawn", { seat: 0, card: "library" }]);
    expect(reject(s, { type: "discard", seat: 0, card: "library" }).message).toBe(
      "Alice has room in hand: the Library picked from the discard pile with the Black Market must be bought or taken into hand.",
    );
    s = move(s, { type: "buy", seat: 0, card: "library", from: "drawn" });
    expect([s.players[0].money, s.turn]).toEqual([25 - 17, 1]);
  });

  it("drawn by an Observatory, an action card goes to hand or discard, never bought (ruling R9)", () => {
    // ruling R9
    const s = arrange(table("building", { owned: ["observatory"] }), (x) => {
      const i = x.piles.trading.indexOf("jester");
      x.piles.trading.splice(i, 1);
      x.piles.trading.unshift("jester");
    });
    const drawn = move(s, { type: "observatory", seat: 0, pile: "trading" });
    expect(legalMoves(drawn, 0).map((m) => m.move.type)).toEqual(["take", "discard"]);
  });

  it("the Debtor's Prison cannot pick an action card (ruling R29)", () => {
    const s = arrange(game({ players: 2, expansions: ["newSociety", "banquet"] }), (x) => {
      give(x, 0, ["debtors-prison"]);
      give(x, 1, ["golden-donkey"], "hand");
      x.discardPile.push(x.players[1].hand.pop() as CardId);
      x.phase = "building";
      x.turn = 0;
    });
    expect(reject(s, { type: "debtorsPrison", seat: 0, card: "golden-donkey" }).message).toBe("The Debtor's Prison cannot pick an action card.");
  });
});

describe("Jester and Banquet (rulings R14, R33)", () => {
  it("only on a card printing both rubles and points", () => {
    // ruling R33
    const s = table("worker", { hand: ["jester"], owned: ["market", "lumberjack"] });
    expect(reject(s, { type: "action", seat: 0, card: "jester", target: "market" }).message).toBe(
      "The Jester needs a card in Alice's play area that gives both rubles and points, and there is none.",
    );
  });

  it("Banquet doubles, Jester swaps, both: 2× points as rubles and 2× rubles as points; then discarded", () => {
    // ruling R33
    let s = table("worker", { hand: ["jester", "banquet"], owned: ["fur-shop"] }); // Fur Shop: 3 rubles, 2 points
    s = move(s, { type: "action", seat: 0, card: "banquet", target: "fur-shop" });
    expect(summarize(s).players[0].attachments).toEqual([{ card: "banquet", on: "fur-shop" }]);
    s = move(s, { type: "pass", seat: 1 });
    s = move(s, { type: "action", seat: 0, card: "jester", target: "fur-shop" });
    const before = s.players[0];
    s = passes(s, 2);
    expect([s.players[0].money - before.money, s.players[0].points - before.points]).toEqual([4, 6]);
    expect(s.players[0].attachments).toEqual([]);
    expect(s.discardPile.sort()).toEqual(["banquet", "jester"]);
  });

  it("an attachment stays on a remaining copy and is discarded with the last one", () => {
    // ruling R14, ruling R33
    let s = table("aristocrat", { hand: ["banquet"], owned: ["controller", "controller"], upper: ["senator", "admiral"] });
    s = arrange(s, (x) => (x.players[0].money = 60));
    s = move(s, { type: "action", seat: 0, card: "banquet", target: "controller" });
    s = move(s, { type: "pass", seat: 1 });
    s = move(s, { type: "buy", seat: 0, card: "senator", from: "upper", displace: "controller" });
    expect(s.players[0].attachments).toEqual([{ card: "banquet", on: "controller" }]);
    s = move(s, { type: "pass", seat: 1 });
    s = move(s, { type: "buy", seat: 0, card: "admiral", from: "upper", displace: "controller" });
    expect(s.players[0].attachments).toEqual([]);
    expect(s.discardPile.sort()).toEqual(["banquet", "controller", "controller"]);
  });
});

describe("Double Turn (rulings R13, R35)", () => {
  it("one non-pass action, then two more at once; passes inside do not count", () => {
    // ruling R13, ruling R35
    let s = table("worker", { hand: ["double-turn"], upper: ["lumberjack", "gold-miner"] });
    s = move(s, { type: "action", seat: 0, card: "double-turn" });
    expect(toAct(s)).toEqual([0]);
    s = move(s, { type: "buy", seat: 0, card: "lumberjack", from: "upper" });
    expect(toAct(s)).toEqual([0]);
    s = move(s, { type: "pass", seat: 0 });
    expect([toAct(s), s.passStreak]).toEqual([[1], 0]);
    // Boris's pass alone does not end the phase: Alice's pass inside the Double Turn did not count.
    s = move(s, { type: "pass", seat: 1 });
    expect([s.phase, toAct(s)]).toEqual(["worker", [0]]);
  });
});

describe("Pickpocket (rulings R15, R36)", () => {
  it("its holder without the phase's token is asked first; playing it takes the first turn, tokens stay", () => {
    // ruling R36
    let s = table("worker", { bhand: ["pickpocket"] });
    s = passes(s, 2);
    // Boris holds the building token (2-player helpers): he is not asked.
    expect([s.phase, stepOf(s)]).toEqual(["building", "actions"]);
    s = finishPhase(s);
    expect(s.phase).toBe("aristocrat");
    expect(s.tokens.aristocrat).toBe(0);
    expect([stepOf(s), toAct(s)]).toEqual(["pickpocket", [1]]);
    expect(reject(s, { type: "pass", seat: 1, untilPhaseEnd: true }).message).toMatch(/plain pass/);
    const played = move(s, { type: "action", seat: 1, card: "pickpocket" });
    expect([stepOf(played), played.turn, played.tokens.aristocrat, played.discardPile]).toEqual(["actions", 1, 0, ["pickpocket"]]);
    const declined = move(s, { type: "pass", seat: 1 });
    expect([declined.turn, declined.passStreak, declined.players[1].hand]).toEqual([0, 0, ["pickpocket"]]);
    const timedOut = applyTimeout(s, 1);
    expect(timedOut.ok && timedOut.state.players[1].hand).toEqual(["pickpocket"]);
  });

  it("cannot be played as an ordinary action (ruling R15)", () => {
    // ruling R15
    const s = table("worker", { hand: ["pickpocket"] });
    expect(reject(s, { type: "action", seat: 0, card: "pickpocket" }).message).toBe(
      "The Pickpocket is played only at the start of a phase, when the game asks for it.",
    );
  });
});

describe("villages and Czar-Superstar (rulings R12, R30)", () => {
  it("the three Potjomkin's Villages share a name: each one gives −1 on the others", () => {
    // ruling R12
    const s = table("building", { owned: ["potjomkins-village"], upper: ["potjomkins-village-3-8"] });
    expect(price(s.players[0], "potjomkins-village-3-8", "upper").total).toBe(2);
  });

  it("Czar-Superstar displaces only a Czar and Carpenter, the New Society one too, then −1 on blue and red", () => {
    // ruling R30
    const s = arrange(game({ players: 2, expansions: ["newSociety", "banquet"] }), (x) => {
      clearDisplay(x);
      give(x, 0, ["czar-and-carpenter-ns", "lumberjack"]);
      lay(x, "upper", ["czar-superstar", "market"]);
      x.turn = 0;
    });
    const targets = legalMoves(s, 0).flatMap((m) => (m.move.type === "buy" && m.move.card === "czar-superstar" ? [m.move.displace] : []));
    expect(targets).toEqual(["czar-and-carpenter-ns"]);
    const after = move(s, { type: "buy", seat: 0, card: "czar-superstar", from: "upper", displace: "czar-and-carpenter-ns" });
    expect(price(after.players[0], "market", "upper").total).toBe(4);
    const r = applyMove(after, { type: "pass", seat: 1 });
    expect(r.ok).toBe(true);
  });
});
