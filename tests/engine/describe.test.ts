// The game log in plain words: describeMove (the move, as made in the state before it) and
// describeAftermath (what happened by itself: scoring, new phases and rounds, the end).
import { describe, expect, it } from "vitest";
import { describeAftermath, describeMove } from "@/lib/words/english";
import { applyMove, legalMoves, viewFor, type GameEvent, type CardId, type GameState, type Move, type Variants } from "@/lib/engine";
import { stepOf } from "@/lib/engine/decisions";
import { cardName } from "@/lib/words/cards";
import { arrange, clearDisplay, game, give, lay, move, passes, reject } from "./helpers";
import { secondGame } from "./second-helpers";

function table(opts: { owned?: CardId[]; hand?: CardId[]; variants?: Partial<Variants> } = {}): GameState {
  return arrange(game({ players: 2, variants: opts.variants, top: { building: ["theater", "hospital"] } }), (s) => {
    clearDisplay(s);
    give(s, 0, opts.owned ?? []);
    give(s, 0, opts.hand ?? [], "hand");
    lay(s, "upper", ["market", "bank", "author", "lumberjack"]);
    lay(s, "lower", ["library", "observatory"]);
    s.phase = "building";
    s.turn = 0;
  });
}

/** Describes `m` in `s` and checks the move is legal there. */
function say(s: GameState, m: Move): string {
  return describeMove(s, m, applied(s, m).events);
}

/** The move applied, with its events; the move must be legal. */
function applied(s: GameState, m: Move): { state: GameState; events: GameEvent[] } {
  const result = applyMove(s, m);
  if (!result.ok) throw new Error(`${JSON.stringify(m)} rejected: ${result.error.message}`);
  return result;
}

describe("describeMove", () => {
  it("buying from a row, with the price paid", () => {
    expect(say(table(), { type: "buy", seat: 0, card: "library", from: "lower" })).toBe("Alice bought a Library from the lower row for 16\u00a0rubles");
    expect(say(table(), { type: "buy", seat: 0, card: "author", from: "upper" })).toBe("Alice bought an Author from the upper row for 4\u00a0rubles");
    expect(say(table({ owned: ["lumberjack", "lumberjack"] }), { type: "buy", seat: 0, card: "lumberjack", from: "upper" })).toBe(
      "Alice bought a Lumberjack from the upper row for 1\u00a0ruble",
    );
  });

  it("a trading card names the card it displaced", () => {
    expect(say(table({ owned: ["market"] }), { type: "buy", seat: 0, card: "bank", from: "upper", displace: "market" })).toBe(
      "Alice bought a Bank from the upper row for 8\u00a0rubles, displacing a Market",
    );
  });

  it("taking into hand and playing from hand", () => {
    expect(say(table(), { type: "take", seat: 0, card: "observatory", from: "lower" })).toBe("Alice took an Observatory from the lower row into hand");
    expect(say(table({ hand: ["theater"] }), { type: "play", seat: 0, card: "theater" })).toBe("Alice played a Theater from hand for 20\u00a0rubles");
  });

  it("passing, and passing until the end of the phase", () => {
    expect(say(table(), { type: "pass", seat: 0 })).toBe("Alice passed");
    expect(say(table({ variants: { autoPass: true } }), { type: "pass", seat: 0, untilPhaseEnd: true })).toBe(
      "Alice passed until the end of the building phase",
    );
  });

  it("the Observatory: the draw and what becomes of the drawn card", () => {
    const s = table({ owned: ["observatory"] });
    expect(say(s, { type: "observatory", seat: 0, pile: "building" })).toBe("Alice used an Observatory and drew a Theater from the building pile");
    const drawn = move(s, { type: "observatory", seat: 0, pile: "building" });
    expect(say(drawn, { type: "buy", seat: 0, card: "theater", from: "drawn" })).toBe("Alice bought a Theater drawn with the Observatory for 20\u00a0rubles");
    expect(say(drawn, { type: "take", seat: 0, card: "theater", from: "drawn" })).toBe("Alice took a Theater drawn with the Observatory into hand");
    expect(say(drawn, { type: "discard", seat: 0, card: "theater" })).toBe("Alice discarded the Theater drawn with the Observatory");
  });

  it("the Pub", () => {
    const s = passes(table({ owned: ["pub"] }), 2);
    expect(stepOf(s)).toBe("pub");
    expect(say(s, { type: "pub", seat: 0, points: 3 })).toBe("Alice bought 3\u00a0points at the Pub for 6\u00a0rubles");
    expect(say(s, { type: "pub", seat: 0, points: 1 })).toBe("Alice bought 1\u00a0point at the Pub for 2\u00a0rubles");
    expect(say(s, { type: "pub", seat: 0, points: 0 })).toBe("Alice bought no points at the Pub");
  });
});

describe("describeAftermath", () => {
  /** The aftermath of `m` played in `s`. */
  function after(s: GameState, m: Move): string[] {
    return describeAftermath(s, applied(s, m).events);
  }

  it("an ordinary move has none", () => {
    expect(after(table(), { type: "buy", seat: 0, card: "market", from: "upper" })).toEqual([]);
    expect(after(table(), { type: "pass", seat: 0 })).toEqual([]);
  });

  it("the last pass of a phase: its scoring, then the next phase", () => {
    let s = game({ players: 2 });
    s = move(s, { type: "buy", seat: 0, card: s.upperRow[0], from: "upper" });
    s = move(s, { type: "pass", seat: 1 });
    expect(after(s, { type: "pass", seat: 0 })).toEqual(["Worker phase scored: Alice +3\u00a0rubles, +0\u00a0points", "The building phase begins"]);
  });

  it("a scoring that pays nobody says so", () => {
    const s = move(table(), { type: "pass", seat: 0 });
    expect(after(s, { type: "pass", seat: 1 })).toEqual(["Building phase scored: nobody gains anything", "The aristocrat phase begins"]);
  });

  it("points and rubles of several players", () => {
    const s = move(arrange(table({ owned: ["harbor", "market"] }), (x) => give(x, 1, ["observatory"])), { type: "pass", seat: 0 });
    expect(after(s, { type: "pass", seat: 1 })).toEqual([
      "Building phase scored: Alice +5\u00a0rubles, +3\u00a0points; Boris +0\u00a0rubles, +1\u00a0point",
      "The aristocrat phase begins",
    ]);
  });

  it("with a Pub decision pending, the scoring comes first and the next phase after the decision", () => {
    let s = move(table({ owned: ["pub"] }), { type: "pass", seat: 0 });
    expect(after(s, { type: "pass", seat: 1 })).toEqual(["Building phase scored: nobody gains anything"]);
    s = move(s, { type: "pass", seat: 1 });
    expect(after(s, { type: "pub", seat: 0, points: 2 })).toEqual(["The aristocrat phase begins"]);
  });

  it("a new round", () => {
    const s = passes(arrange(table(), (x) => (x.phase = "trading")), 1);
    expect(after(s, { type: "pass", seat: 1 })).toEqual(["Round 2 begins"]);
  });

  it("a pile running out announces the last round", () => {
    const s = arrange(table(), (x) => {
      x.discardPile.push(...x.piles.aristocrat.splice(3));
      x.upperRow = x.upperRow.slice(0, 1);
      x.discardPile.push(...["bank", "author", "lumberjack"] as CardId[]);
    });
    const s1 = move(s, { type: "pass", seat: 0 });
    expect(after(s1, { type: "pass", seat: 1 })).toEqual([
      "Building phase scored: nobody gains anything",
      "The aristocrat phase begins: a pile has run out, this is the last round",
    ]);
  });

  it("a round that begins as the last one", () => {
    const s = arrange(table(), (x) => {
      x.phase = "trading";
      x.discardPile.push(...x.piles.worker.splice(1));
    });
    const s1 = move(s, { type: "pass", seat: 0 });
    expect(after(s1, { type: "pass", seat: 1 })).toEqual(["Round 2 begins: it is the last round"]);
  });

  it("the end of the game: the winner, or a shared win", () => {
    const last = (pointsOf: number[]) =>
      arrange(table(), (x) => {
        x.phase = "trading";
        x.lastRound = true;
        x.players.forEach((p, i) => {
          p.points = pointsOf[i];
          p.money = 25;
        });
      });
    let s = move(last([3, 1]), { type: "pass", seat: 0 });
    expect(after(s, { type: "pass", seat: 1 })).toEqual(["The game is over: Alice wins"]);
    s = move(last([3, 3]), { type: "pass", seat: 0 });
    expect(after(s, { type: "pass", seat: 1 })).toEqual(["The game is over: Alice and Boris share the win"]);
  });

  it("a whole round logs each phase once, in order", () => {
    let s = game({ players: 2 });
    const log: string[] = [];
    for (let i = 0; i < 8; i++) {
      const m: Move = { type: "pass", seat: s.turn };
      const result = applied(s, m);
      log.push(...describeAftermath(s, result.events));
      s = result.state;
    }
    expect(log).toEqual([
      "Worker phase scored: nobody gains anything",
      "The building phase begins",
      "Building phase scored: nobody gains anything",
      "The aristocrat phase begins",
      "Aristocrat phase scored: nobody gains anything",
      "The trading phase begins",
      "Round 2 begins",
    ]);
  });
});

describe("card names follow the edition (issue 12: the second edition prints “Czar & Carpenter”)", () => {
  const top = { worker: ["czar-and-carpenter", "lumberjack", "gold-miner", "shepherd"] as CardId[] };

  it("in the log: the buy, the “?” symbol and its decision as the table waits for it", () => {
    const plain = secondGame({ top });
    expect(say(plain, { type: "buy", seat: 0, card: "czar-and-carpenter", from: "upper" })).toBe("Alice bought a Czar & Carpenter from the upper row for 8\u00a0rubles");

    const market = secondGame({ top, market: true });
    const bought = applied(market, { type: "buy", seat: 0, card: "czar-and-carpenter", from: "upper" }).state;
    // The table waits for data (the engine says no words): the symbol for this card.
    expect(viewFor(bought, 1).pendingDecision).toMatchObject({ kind: "symbol", seat: 0, card: "czar-and-carpenter" });
    const symbol = legalMoves(bought, 0)[0].move;
    expect(say(bought, symbol)).toMatch(/^Alice took the \w+ token for the "\?" of the Czar & Carpenter$/);
  });

  it("in the table's card names and the engine's refusals (move labels: tests/engine/table-edition.test.ts)", () => {
    const s = arrange(secondGame({ top }), (x) => {
      x.players[0].money = 2;
    });
    expect(cardName("czar-and-carpenter", s.options.edition)).toBe("Czar & Carpenter");
    expect(reject(s, { type: "buy", seat: 0, card: "czar-and-carpenter", from: "upper" }).message).toContain("the Czar & Carpenter");
    expect(reject(s, { type: "buy", seat: 0, card: "czar-and-carpenter", from: "lower" }).message).toBe("There is no Czar & Carpenter in the lower row.");
  });
});
