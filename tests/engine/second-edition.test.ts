// The second edition (2014): its cards (cards.json set `secondEdition`), the forced buying of the
// first worker phase (R20, R37), the Warehouse (R4), the tie-break (R5), and the French rule
// book's walk-through of a first round (seeds/004, "Poursuivons notre exemple").
import { describe, expect, it } from "vitest";
import { applyMove, cardDef, legalMoves, newGame, price, stepOf, toAct, type Move } from "@/lib/engine";
import { cardCounts, deckContents } from "@/lib/engine/catalogue";
import { cardNameIn } from "@/lib/words/cards";
import { BASE_PHASES } from "@/lib/engine/phases";
import { finalScore, winners } from "@/lib/engine/scoring";
import { arrange, clearDisplay, give, lay, move, play, reject } from "./helpers";
import { secondGame } from "./second-helpers";

describe("the 2014 cards", () => {
  it("the piles hold 31 / 28 / 27 / 30 cards, as in the first edition", () => {
    const deck = deckContents(BASE_PHASES, [], "second");
    expect(BASE_PHASES.map((p) => deck[p].length)).toEqual([31, 28, 27, 30]);
  });

  it("names follow the edition: the Abbot and the Czarina, never the Pope or the Czar", () => {
    const counts = cardCounts([], "second");
    expect(counts.get("abbot")).toBe(1);
    expect(counts.get("czarina")).toBe(1);
    expect(counts.has("pope")).toBe(false);
    expect(counts.has("czar")).toBe(false);
    expect(counts.has("potjomkins-village")).toBe(false);
    expect(counts.get("potemkin-village")).toBe(1);
    expect(cardNameIn("czar-and-carpenter", "second")).toBe("Czar & Carpenter");
    // six Ship Builders and five Markets, one per market symbol
    expect([...counts.keys()].filter((id) => id.startsWith("ship-builder-"))).toHaveLength(6);
    expect([...counts.keys()].filter((id) => id.startsWith("market-"))).toHaveLength(5);
  });

  it("changed costs: Observatory 7, Judge 17, Mistress of Ceremonies 20; shared ids differ in nothing else", () => {
    expect(cardDef("observatory", "second").cost).toBe(7);
    expect(cardDef("judge", "second").cost).toBe(17);
    expect(cardDef("mistress-of-ceremonies", "second").cost).toBe(20);
    expect(cardDef("observatory").cost).toBe(6);
    // The engine reads only cost and displaced value by edition: everything else must be the same.
    for (const id of cardCounts([], "second").keys()) {
      const first = cardDef(id, "first");
      const second = cardDef(id, "second");
      for (const key of ["kind", "trading", "workerSymbol", "rubles", "points", "count", "deck"] as const) {
        if (first.set === "base") expect(second[key], `${id}.${key}`).toEqual(first[key]);
      }
    }
    const s = secondGame();
    expect(price(s.players[0], "observatory", "upper", undefined, "second").total).toBe(7);
  });

  it("the Ship Builders share a name: each one in play makes the others 1 cheaper (R38)", () => {
    const s = arrange(secondGame(), (x) => give(x, 0, ["ship-builder-fish"]));
    expect(price(s.players[0], "ship-builder-grain", "upper", undefined, "second").total).toBe(6);
  });

  it("the Mariinsky Theater scores 1 point per red card at the building scoring", () => {
    let s = arrange(secondGame(), (x) => {
      clearDisplay(x);
      give(x, 0, ["mariinsky-theater", "author", "author", "abbot", "lumberjack"]);
      x.phase = "building";
      x.turn = x.tokens.building;
    });
    s = play(s, [
      { type: "pass", seat: s.turn },
      { type: "pass", seat: (s.turn + 1) % 2 },
    ]);
    expect(s.phase).toBe("aristocrat");
    expect(s.players[0].points).toBe(3);
    expect(s.players[0].money).toBe(25);
  });
});

describe("the first worker phase: buy while you can (rulings R20, R37)", () => {
  it("taking a card or passing is refused while a card can be bought", () => {
    const s = secondGame();
    // Ruling R20 by its reason (the sentence a player reads names no ruling).
    expect(reject(s, { type: "take", seat: 0, card: s.upperRow[0], from: "upper" }).reason).toBe("mustBuyFirstWorkerPhase");
    expect(reject(s, { type: "pass", seat: 0 }).reason).toBe("mustBuyFirstWorkerPhase");
    expect(legalMoves(s, 0).every((m) => m.move.type === "buy")).toBe(true);
  });

  it("a player who cannot buy is passed over without a move, and that counts as a pass", () => {
    // Seat 1 has 2 rubles: nothing costs so little, so the turns go 0, 0, 0 … until the row is empty.
    let s = arrange(secondGame({ top: { worker: ["lumberjack", "gold-miner", "shepherd", "fur-trapper"] } }), (x) => {
      x.players[1].money = 2;
    });
    s = move(s, { type: "buy", seat: 0, card: "lumberjack", from: "upper" });
    expect(toAct(s)).toEqual([0]);
    s = move(s, { type: "buy", seat: 0, card: "gold-miner", from: "upper" });
    s = move(s, { type: "buy", seat: 0, card: "shepherd", from: "upper" });
    const result = applyMove(s, { type: "buy", seat: 0, card: "fur-trapper", from: "upper" });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    // Both seats are passed over: the phase is scored and the next begins, with no move recorded.
    expect(result.events.filter((e) => e.type === "passed")).toEqual([
      { type: "passed", seat: 1, untilPhaseEnd: false, automatic: true },
      { type: "passed", seat: 0, untilPhaseEnd: false, automatic: true },
    ]);
    expect(result.state.phase).toBe("building");
  });

  it("from the second round on, worker phases are ordinary again", () => {
    const s = arrange(secondGame(), (x) => {
      x.round = 2;
    });
    expect(legalMoves(s, 0).some((m) => m.move.type === "pass")).toBe(true);
  });
});

describe("the Warehouse while its owner holds 4 cards (rulings R4, R37)", () => {
  const position = (edition: "first" | "second", hand: number) =>
    arrange(edition === "second" ? secondGame() : newGame({ players: ["Alice", "Boris"] }, { seed: "w" }), (x) => {
      x.round = 2;
      clearDisplay(x);
      give(x, 0, ["warehouse"]);
      give(x, 0, (["library", "author", "hospital", "bank"] as const).slice(0, hand), "hand");
      lay(x, "upper", ["hermitage"]);
      x.players[0].money = 40;
      x.turn = 0;
    });

  it("second edition: not displaceable while 4 cards stay in hand", () => {
    const s = position("second", 4);
    const error = reject(s, { type: "buy", seat: 0, card: "hermitage", from: "upper", displace: "warehouse" });
    expect(error.reason).toBe("warehouseHeld"); // ruling R4
    expect(legalMoves(s, 0).some((m) => m.move.type === "buy" && m.move.card === "hermitage")).toBe(false);
  });

  it("second edition: the hand is counted after the trading card played from it leaves it (R37)", () => {
    const s = position("second", 4);
    const after = move(s, { type: "play", seat: 0, card: "bank", displace: "warehouse" });
    expect(after.players[0].hand).toHaveLength(3);
  });

  it("first edition: allowed, the player keeps all 4 cards", () => {
    const s = position("first", 4);
    const after = move(s, { type: "buy", seat: 0, card: "hermitage", from: "upper", displace: "warehouse" });
    expect(after.players[0].hand).toHaveLength(4);
  });
});

describe("final scoring and the tie-break (ruling R5)", () => {
  it("Daniel's 8 aristocrats, 6 distinct, score 21; 21 rubles give 2 points and 1 ruble left", () => {
    const s = arrange(secondGame({ players: 4 }), (x) => {
      give(x, 2, ["author", "author", "administrator", "builder", "senator", "secretary", "secretary", "controller"]);
      x.players[2].money = 21;
    });
    const score = finalScore(s.players[2]);
    expect(score.aristocrats).toBe(21);
    expect(score.money).toBe(2);
  });

  it("equal totals: most rubles left after the conversion wins; still equal, the win is shared", () => {
    const s = arrange(secondGame({ players: 3 }), (x) => {
      x.players[0].money = 29; // 2 points, 9 left
      x.players[1].money = 30; // 3 points, 0 left
      x.players[2].money = 19; // 1 point, 9 left
      x.players[0].points = 11;
      x.players[1].points = 10;
      x.players[2].points = 12;
    });
    const scores = s.players.map((p) => finalScore(p));
    expect(scores.map((x) => x.total)).toEqual([13, 13, 13]);
    expect(winners(s, scores)).toEqual([0, 2]);
  });
});

describe("the French walk-through of a first round (seeds/004)", () => {
  // Nicolas holds the hammer (worker), Alice the bust (aristocrat), Daniel the cathedral
  // (building), Olivier the hand (trading).
  const N = 0, A = 1, D = 2, O = 3;
  const start = () =>
    secondGame({
      players: 4,
      names: ["Nicolas", "Alice", "Daniel", "Olivier"],
      tokens: { worker: N, aristocrat: A, building: D, trading: O },
      top: {
        worker: ["lumberjack", "lumberjack", "gold-miner", "gold-miner", "fur-trapper", "fur-trapper", "fur-trapper", "ship-builder-grain"],
        building: ["potemkin-village", "market-grain", "market-chicken", "firehouse", "hospital", "library", "theater", "theater"],
        aristocrat: ["author", "author", "administrator", "administrator", "controller"],
      },
    });
  const money = (s: ReturnType<typeof start>) => s.players.map((p) => p.money);
  const buy = (seat: number, card: string, from: "upper" | "lower" = "upper"): Move => ({ type: "buy", seat, card: card as never, from });
  const take = (seat: number, card: string): Move => ({ type: "take", seat, card: card as never, from: "upper" });
  const pass = (seat: number): Move => ({ type: "pass", seat });
  // The walk-through's moves, phase by phase: each test replays the phases before its own.
  const workerPhase = (): Move[] => [
      buy(N, "lumberjack"), buy(A, "lumberjack"), buy(D, "gold-miner"), buy(O, "gold-miner"),
      buy(N, "fur-trapper"), buy(A, "fur-trapper"), buy(D, "fur-trapper"), buy(O, "ship-builder-grain"),
  ];
  const buildingPhase = (): Move[] => [
      buy(D, "market-grain"), take(O, "potemkin-village"), take(N, "library"), pass(A),
      take(D, "hospital"), pass(O), pass(N), buy(A, "firehouse"),
      pass(D), pass(O), pass(N), pass(A),
  ];

  it("worker phase: everyone must buy; 22, 22, 21 and 20 rubles after the worker scoring", () => {
    let s = start();
    expect(s.upperRow).toHaveLength(8);
    s = play(s, workerPhase());
    // The board is empty: nobody can buy, everybody is passed over and the workers are scored.
    expect(s.phase).toBe("building");
    expect(money(s)).toEqual([22, 22, 21, 20]);
    expect(s.upperRow).toHaveLength(8);
    expect(toAct(s)).toEqual([D]);
  });

  it("building phase: Daniel 16 and 1 point, Olivier 20, Nicolas 22, Alice 11 and 3 points", () => {
    let s = start();
    s = play(s, [...workerPhase(), ...buildingPhase()]);
    expect(s.phase).toBe("aristocrat");
    expect(money(s)).toEqual([22, 11, 16, 20]);
    expect(s.players.map((p) => p.points)).toEqual([0, 3, 1, 0]);
    // 3 cards were left, 5 aristocrats are added: 8 on the board, Alice (the bust) begins.
    expect(s.upperRow.slice().sort()).toEqual(["administrator", "administrator", "author", "author", "controller", "market-chicken", "theater", "theater"]);
    expect(toAct(s)).toEqual([A]);
  });

  it("aristocrat and trading phases, then the round's end: the display moves down a row and the tokens one seat on", () => {
    let s = start();
    s = play(s, [
      ...workerPhase(),
      ...buildingPhase(),
      // Aristocrats: Daniel buys the Controller (14), and gets 4 rubles and 1 point for it.
      pass(A), buy(D, "controller"), pass(O), pass(N), pass(A), pass(D),
    ]);
    expect(s.phase).toBe("trading");
    expect(money(s)[D]).toBe(16 - 14 + 4);
    expect(s.players[D].points).toBe(2);
    // Trading: the display is refilled to 8; Olivier (the hand) begins; no scoring.
    expect(s.upperRow).toHaveLength(8);
    expect(toAct(s)).toEqual([O]);
    const before = money(s);
    s = play(s, [pass(O), pass(N), pass(A), pass(D)]);
    expect(money(s)).toEqual(before);
    // Round 2: Nicolas the hand, Alice the hammer, Daniel the bust, Olivier the cathedral.
    expect(s.round).toBe(2);
    expect(s.tokens).toEqual({ trading: N, worker: A, aristocrat: D, building: O });
    expect(toAct(s)).toEqual([A]);
    // The Market and the two Theaters went down a row and cost 1 less: 4 and 19.
    expect(s.lowerRow.filter((c) => c === "market-chicken" || c === "theater").sort()).toEqual(["market-chicken", "theater", "theater"]);
    expect(price(s.players[N], "market-chicken", "lower", undefined, "second").total).toBe(4);
    expect(price(s.players[N], "theater", "lower", undefined, "second").total).toBe(19);
    // Only as many workers as make 8 cards again: the player count no longer matters.
    expect(s.upperRow.length + s.lowerRow.length).toBe(8);
    expect(stepOf(s)).toBe("actions");
  });
});
