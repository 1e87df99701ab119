// The model (lib/ratings/model.ts, openskill) against the paper's formulas computed independently
// (./weng-lin.ts), over a long series of games of 2 to 5 players with ties: to 1e-6 everywhere.
import { describe, expect, it } from "vitest";
import { seededRandom } from "@/lib/engine/random";
import { defaultRating, isRatedGame, ordinal, rateGame, winChances, type Rating } from "@/lib/ratings/model";
import { plackettLuce } from "./weng-lin";

describe("the rating model", () => {
  it("agrees with an independent Plackett-Luce computation over a series with ties", () => {
    const random = seededRandom("ratings-series");
    const ours = new Map<number, Rating>();
    const theirs = new Map<number, Rating>();
    let ties = 0;
    for (let game = 0; game < 300; game++) {
      const size = 2 + random.below(4);
      const pool = Array.from({ length: 9 }, (_, i) => i);
      const players = Array.from({ length: size }, () => pool.splice(random.below(pool.length), 1)[0]);
      // Scores from 0 to 3: ties are common. Rank = 1 + players with a higher score.
      const scores = players.map(() => random.below(4));
      const ranks = scores.map((s) => 1 + scores.filter((o) => o > s).length);
      if (new Set(ranks).size < ranks.length) ties++;
      const a = rateGame(players.map((p, i) => ({ rating: ours.get(p) ?? defaultRating(), rank: ranks[i] })));
      const b = plackettLuce(players.map((p) => theirs.get(p) ?? { mu: 25, sigma: 25 / 3 }), ranks);
      players.forEach((p, i) => {
        ours.set(p, a[i]);
        theirs.set(p, b[i]);
      });
    }
    expect(ties).toBeGreaterThan(50);
    for (const [p, r] of ours) {
      expect(Math.abs(r.mu - theirs.get(p)!.mu)).toBeLessThan(1e-6);
      expect(Math.abs(r.sigma - theirs.get(p)!.sigma)).toBeLessThan(1e-6);
    }
    // The series moved the ratings far from the start (a comparison of defaults proves nothing).
    expect(Math.max(...[...ours.values()].map((r) => Math.abs(r.mu - 25)))).toBeGreaterThan(1);
  });

  it("ranks a tie between the winner and the loser, shows mu - 3 sigma, predicts wins", () => {
    const start = defaultRating();
    expect(start).toEqual({ mu: 25, sigma: 25 / 3 });
    expect(ordinal(start)).toBeCloseTo(0, 12);
    const [w, l] = rateGame([{ rating: start, rank: 1 }, { rating: start, rank: 2 }]);
    expect(w.mu).toBeGreaterThan(25);
    expect(l.mu).toBeLessThan(25);
    const [t1, t2] = rateGame([{ rating: start, rank: 1 }, { rating: start, rank: 1 }]);
    expect(t1.mu).toBeCloseTo(t2.mu, 12);
    const chances = winChances([w, l, start]);
    expect(chances.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 9);
    expect(chances[0]).toBeGreaterThan(chances[2]);
    expect(chances[2]).toBeGreaterThan(chances[1]);
    expect(isRatedGame({ rated: true, people: 2, botSeats: 0 })).toBe(true);
    expect(isRatedGame({ rated: false, people: 3, botSeats: 0 })).toBe(false);
    expect(isRatedGame({ rated: true, people: 1, botSeats: 0 })).toBe(false);
    expect(isRatedGame({ rated: true, people: 2, botSeats: 1 })).toBe(false);
  });
});
