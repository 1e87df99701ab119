// Game review benchmark (issue 36, BENCH_ONLY=review): the worker's review of a long game (every
// seat a person, so every decision is judged: the worst case), wall and CPU time, against the
// budget of a minute for 300 moves. Beside it, what a move's append asks of the engine (applying
// the move to the state) on the same game, measured before and after the review ran: the review
// is no append subscriber (lib/services.ts wires it as a worker job only) and shares no cache with
// the append, so the figure must not move.
import { loadavg } from "node:os";
import { randomMove } from "@/lib/bots/random-player";
import { reviewSeat, type ReviewedDecision } from "@/lib/bots/review";
import { GameOptionsSchema, legalMoves, newGame, toAct, type Move } from "@/lib/engine";
import { applyMove } from "@/lib/engine/apply";
import { seededRandom } from "@/lib/engine/random";
import type { GameState } from "@/lib/engine/state";

/** A game of random legal moves with at least `least` moves: the states before each and the moves. */
function longGame(players: number, least: number): { steps: { before: GameState; move: Move }[]; seed: string } {
  for (let g = 0; ; g++) {
    const seed = `bench-review-${players}-${g}`;
    const names = Array.from({ length: players }, (_, i) => `P${i}`);
    let state = newGame(GameOptionsSchema.parse({ players: names, edition: "first", expansions: [], variants: {} }), { seed });
    const random = seededRandom(`${seed}/r`);
    const steps: { before: GameState; move: Move }[] = [];
    while (state.status === "active") {
      const move = randomMove(legalMoves(state, toAct(state)[0]), random);
      const result = applyMove(state, move);
      if (!result.ok) throw new Error(result.error.message);
      steps.push({ before: state, move });
      state = result.state;
    }
    if (steps.length >= least) return { steps, seed };
  }
}

/** Microseconds per move of applying every move of the game, median of five runs. */
function appendEngineMicros(steps: readonly { before: GameState; move: Move }[]): number {
  const runs: number[] = [];
  for (let r = 0; r < 5; r++) {
    const t0 = performance.now();
    for (const s of steps) applyMove(s.before, s.move);
    runs.push(((performance.now() - t0) * 1000) / steps.length);
  }
  return runs.sort((a, b) => a - b)[2];
}

export function benchReview(): void {
  const players = Number(process.env.BENCH_REVIEW_SEATS || 4);
  const { steps, seed } = longGame(players, Number(process.env.BENCH_REVIEW_MOVES || 300));
  appendEngineMicros(steps); // warm-up: the first runs compile the engine
  const appendBefore = appendEngineMicros(steps);
  const wall0 = performance.now();
  const cpu0 = process.cpuUsage();
  let decisions = 0;
  let moments = 0;
  for (let seat = 0; seat < players; seat++) {
    const mine: ReviewedDecision[] = steps.map((s, i) => ({ seq: i + 1, before: s.before, move: s.move })).filter((d) => d.move.seat === seat);
    decisions += mine.length;
    moments += reviewSeat(mine, seat, seed).length;
  }
  const cpu = process.cpuUsage(cpu0);
  const wall = performance.now() - wall0;
  const appendAfter = appendEngineMicros(steps);
  console.log(`\nGame review (issue 36), ${players} seats all people, a ${steps.length}-move game (${decisions} decisions), load ${loadavg()[0].toFixed(2)}`);
  console.log(`  review: ${(wall / 1000).toFixed(1)} s wall, ${((cpu.user + cpu.system) / 1e6).toFixed(1)} s CPU (budget: 60 s for 300 moves), ${(wall / decisions).toFixed(0)} ms a decision, ${moments} moments kept`);
  console.log(`  a move's engine work in the append: ${appendBefore.toFixed(1)} µs before the review, ${appendAfter.toFixed(1)} µs after (the review is a worker job, not an append subscriber)`);
}
