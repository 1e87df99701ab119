// The table's forecasts (lib/engine/forecast.ts) agree with what the engine then does: the price
// explained is the price legalMoves charges, the scoring forecast is what the scoring pays, and
// the final estimate of a finished game is its final score.
import { describe, expect, it } from "vitest";
import { legalMoves, newGame, viewFor, type CardId, type GameOptionsInput, type GameState } from "@/lib/engine";
import { applyMoveInPlace } from "@/lib/engine/apply";
import { aristocratForecast, explainPrice, finalEstimate, nextScorings } from "@/lib/engine/forecast";
import { playRandomGame } from "@/lib/engine/random-game";
import { scorePhase } from "@/lib/engine/scoring";
import { cloneState } from "@/lib/engine/state";
import { toAct } from "@/lib/engine/turn";
import { playerForecast } from "@/components/game/view-model";
import { arrange, clearDisplay, game, give, lay, NAMES } from "./helpers";

function table(owned: CardId[], upper: CardId[] = [], lower: CardId[] = []): GameState {
  return arrange(game({ players: 2 }), (s) => {
    clearDisplay(s);
    give(s, 0, owned);
    lay(s, "upper", upper);
    lay(s, "lower", lower);
    s.phase = "building";
    s.turn = 0;
    s.players[0].money = 60;
  });
}

describe("explainPrice", () => {
  it("names each reduction of the Theater for 17: lower row, one owned, Carpenter Workshop (RU, YU, JA, IT)", () => {
    const s = table(["theater", "carpenter-workshop"], [], ["theater"]);
    const explained = explainPrice(s.players[0].playArea, "theater", "lower");
    expect(explained.total).toBe(17);
    expect(explained.reasons).toEqual([
      { kind: "lowerRow", amount: 1 },
      { kind: "identical", count: 1, amount: 1 },
      { kind: "colour", card: "carpenter-workshop", amount: 1 },
    ]);
    expect(explained.atMinimum).toBe(false);
  });

  it("says when the minimum cost of 1 stops the reductions", () => {
    const s = table(["pub", "carpenter-workshop"], [], ["pub"]);
    const explained = explainPrice(s.players[0].playArea, "pub", "lower");
    expect(explained.total).toBe(1);
    expect(explained.atMinimum).toBe(true);
  });

  /** Checks `explainPrice` against the price of every legal buy and play along random games. */
  function checkPricesAlong(options: GameOptionsInput, seeds: string[], edition?: "second"): number {
    let checked = 0;
    for (const seed of seeds) {
      const { options: dealt, setup, moves } = playRandomGame(options, seed);
      // Walk the game again from its start, checking each position's priced moves.
      const state = newGame(dealt, setup);
      for (const move of moves) {
        for (const seat of toAct(state)) {
          for (const legal of legalMoves(state, seat)) {
            const m = legal.move;
            if ((m.type !== "buy" && m.type !== "play") || legal.price === undefined) continue;
            const from = m.type === "play" ? "hand" : m.from;
            expect(explainPrice(state.players[seat].playArea, m.card, from, m.displace, edition).total).toBe(legal.price);
            checked++;
          }
        }
        expect(applyMoveInPlace(state, move)).toBeNull();
      }
    }
    return checked;
  }

  it("equals the price of every legal buy and play along random games", () => {
    expect(checkPricesAlong({ players: NAMES.slice(0, 3) }, ["f1", "f2", "f3"])).toBeGreaterThan(100);
  });

  it("is the second edition's price (and name) at a second-edition table", () => {
    const checked = checkPricesAlong({ players: NAMES.slice(0, 4), edition: "second", expansions: ["market"] }, ["f2e1", "f2e2"], "second");
    expect(checked).toBeGreaterThan(100);
    const s = table(["czar-and-carpenter"]);
    expect(explainPrice(s.players[0].playArea, "lumberjack", "upper", "czar-and-carpenter", "second").reasons[0]).toMatchObject({ kind: "displaced", card: "czar-and-carpenter" });
  });
});

describe("nextScorings", () => {
  it("is what each scoring pays, Observatory, Mariinskij Theater and Tax Man included", () => {
    for (const seed of ["s1", "s2", "s3", "s4"]) {
      const { state } = playRandomGame({ players: NAMES.slice(0, 4) }, seed);
      for (const phase of ["worker", "building", "aristocrat"] as const) {
        const after = cloneState(state);
        scorePhase(after, phase, []);
        for (const player of viewFor(state, null).players) {
          const forecast = nextScorings(player).find((f) => f.phase === phase)!;
          expect(forecast.rubles).toBe(after.players[player.seat].money - state.players[player.seat].money);
          expect(forecast.points).toBe(after.players[player.seat].points - state.players[player.seat].points);
        }
      }
    }
  });

  it("pays a Tax Man 1 ruble per worker at the aristocrat scoring", () => {
    const s = table(["tax-man", "lumberjack", "gold-miner"]);
    const view = viewFor(s, 0).players[0];
    expect(nextScorings(view)).toMatchObject([
      { phase: "worker", rubles: 6, points: 0 },
      { phase: "building", rubles: 0, points: 0 },
      { phase: "aristocrat", rubles: 2, points: 0 },
    ]);
  });

  it("is whole and honest when the money is hidden: never half a ruble, a span only where money matters", () => {
    let hidden = 0;
    for (const seed of ["h1", "h2", "h3"]) {
      // Halfway through a game: the others' money is hidden until the end.
      const { options: dealt, setup, moves } = playRandomGame({ players: NAMES.slice(0, 3), expansions: ["newSociety"] }, seed);
      const state = newGame(dealt, setup);
      for (const move of moves.slice(0, Math.floor(moves.length / 2))) expect(applyMoveInPlace(state, move)).toBeNull();
      for (const player of viewFor(state, 0).players) {
        if (player.money !== null) continue;
        hidden++;
        for (const f of nextScorings(player)) {
          for (const n of [f.rubles, f.points, f.rublesSpan.least, f.rublesSpan.most, f.pointsSpan.least, f.pointsSpan.most]) expect(Number.isInteger(n), `${seed} ${f.phase}`).toBe(true);
          // What the real money pays lies within the span.
          const after = cloneState(state);
          scorePhase(after, f.phase, []);
          const paid = after.players[player.seat].money - state.players[player.seat].money;
          expect(paid).toBeGreaterThanOrEqual(f.rublesSpan.least);
          expect(paid).toBeLessThanOrEqual(f.rublesSpan.most);
        }
      }
    }
    expect(hidden).toBeGreaterThan(0);
    // A Sycophant's ruble of upkeep: paid with money, the card lost without; hidden money gives both ends.
    const s = arrange(game({ players: 2, expansions: ["newSociety"] }), (x) => {
      give(x, 0, ["sycophant"]);
      x.players[0].money = 0;
    });
    const other = viewFor(s, 1).players[0];
    const aristocrat = nextScorings(other).find((f) => f.phase === "aristocrat")!;
    expect(Number.isInteger(aristocrat.rubles)).toBe(true);
    expect(aristocrat.rublesSpan.least).toBeLessThanOrEqual(aristocrat.rublesSpan.most);
    const known = nextScorings(viewFor(s, 0).players[0]).find((f) => f.phase === "aristocrat")!;
    expect(known.rublesSpan).toEqual({ least: known.rubles, most: known.rubles });
  });
});

describe("aristocratForecast", () => {
  it("counts distinct aristocrats and what one more would add", () => {
    const s = table(["author", "author", "administrator", "carpenter-workshop"]);
    expect(aristocratForecast(s.players[0].playArea)).toEqual({ distinct: 2, points: 3, nextGain: 3 });
  });
});

describe("finalEstimate", () => {
  it("is the final score once the game is over", () => {
    for (const seed of ["e1", "e2", "e3"]) {
      const { state } = playRandomGame({ players: NAMES.slice(0, 3) }, seed);
      expect(state.final).not.toBeNull();
      // The track already holds every scoring; the estimate adds aristocrats, money and hand.
      for (const player of viewFor(state, 0).players) {
        const final = state.final!.find((f) => f.seat === player.seat)!;
        expect(finalEstimate(player)).toEqual({ total: final.total, moneyKnown: true });
      }
    }
  });

  it("counts hidden money as nothing and says so", () => {
    const s = table(["author"]);
    const other = viewFor(s, 1).players[0];
    expect(other.money).toBeNull();
    expect(finalEstimate(other).moneyKnown).toBe(false);
  });
});

describe("the player panel's forecast (playerForecast) at the table's options", () => {
  it("includes the Market's scoring, the yellow cards' rubles, in a Market game", () => {
    let yellow = 0;
    for (const seed of ["m1", "m2", "m3"]) {
      const { state } = playRandomGame({ players: NAMES.slice(0, 5), edition: "second", expansions: ["market"] }, seed);
      const view = viewFor(state, null);
      const after = cloneState(state);
      scorePhase(after, "market", []);
      for (const player of view.players) {
        const forecast = playerForecast(player, view.options);
        expect(forecast.scorings.map((f) => f.phase)).toEqual(["worker", "market", "building", "aristocrat"]);
        const market = forecast.scorings.find((f) => f.phase === "market")!;
        expect(market.rubles).toBe(after.players[player.seat].money - state.players[player.seat].money);
        yellow += market.rubles;
      }
    }
    expect(yellow).toBeGreaterThan(0);
  });
});
