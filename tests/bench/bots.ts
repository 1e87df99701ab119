// Bot benchmark (issue 21): the heuristic bot's decision time on late-game states, beside
// legalMoves on the same states measured in the same run (the bot calls it once per decision on
// the table's side and plays each of those moves on its belief), then the win-rate table against
// random legal players in every rule set. BENCH_BOT_GAMES (default 100) games per line.
import { decide } from "@/lib/bots";
import { tallyMatches } from "@/lib/bots/match";
import { randomMove } from "@/lib/bots/random-player";
import { GameOptionsSchema, legalMoves, newGame, toAct, viewFor, type GameOptionsInput } from "@/lib/engine";
import { applyMoveInPlace } from "@/lib/engine/apply";
import { seededRandom } from "@/lib/engine/random";
import { cloneState, type GameState } from "@/lib/engine/state";
import { percentile } from "./server";

const RULE_SETS: [string, Omit<GameOptionsInput, "players">, number[]][] = [
  ["base", {}, [2, 3, 4]],
  ["New Society", { expansions: ["newSociety"] }, [2, 3, 4, 5]],
  ["the Banquet", { expansions: ["banquet"] }, [2, 3, 4]],
  ["New Society + the Banquet", { expansions: ["newSociety", "banquet"] }, [2, 3, 4, 5]],
  ["second edition", { edition: "second" }, [2, 3, 4]],
  ["second edition + the Market", { edition: "second", expansions: ["market"] }, [2, 3, 4, 5]],
];

/** States from the last rounds of random 4-player games where the seat to act has a choice. */
function lateStates(options: Omit<GameOptionsInput, "players">, games: number): GameState[] {
  const out: GameState[] = [];
  for (let g = 0; g < games; g++) {
    const state = newGame(GameOptionsSchema.parse({ ...options, players: ["A", "B", "C", "D"] }), { seed: `bench-bots-${g}` });
    const random = seededRandom(`bench-bots-${g}/r`);
    while (state.status === "active") {
      const legal = legalMoves(state, toAct(state)[0]);
      if ((state.lastRound || state.round >= 5) && legal.length > 1) out.push(cloneState(state));
      applyMoveInPlace(state, randomMove(legal, random));
    }
  }
  return out;
}

/**
 * Each state's time is the median of five calls, so a state is slow only when the work is, not
 * when the scheduler of a shared machine paused the process once; then sorted for percentiles.
 */
function timesOf(states: readonly GameState[], fn: (state: GameState) => void): number[] {
  for (const state of states.slice(0, 20)) fn(state); // warm up
  return states.map((state) => {
    const runs: number[] = [];
    for (let i = 0; i < 5; i++) {
      const start = process.hrtime.bigint();
      fn(state);
      runs.push(Number(process.hrtime.bigint() - start) / 1e6);
    }
    return runs.sort((x, y) => x - y)[2];
  }).sort((a, b) => a - b);
}

export function benchBots(): void {
  const states = [...lateStates({ expansions: ["newSociety", "banquet"] }, 15), ...lateStates({ edition: "second", expansions: ["market"] }, 15)];
  const decisions = timesOf(states, (s) => {
    const seat = toAct(s)[0];
    decide(viewFor(s, seat), legalMoves(s, seat), { seed: "bench" });
  });
  const baseline = timesOf(states, (s) => legalMoves(s, toAct(s)[0]));
  const p95 = percentile(decisions, 95);
  console.log(`bots: ${states.length} late-game states (round 5 on, 4 players, New Society + Banquet and Market)`);
  console.log(`  decision (view, legal moves, choice)  p50 ${percentile(decisions, 50).toFixed(2)} ms  p95 ${p95.toFixed(2)} ms  (goal ≤ 20 ms)`);
  console.log(`  legalMoves on the same states         p50 ${percentile(baseline, 50).toFixed(3)} ms  p95 ${percentile(baseline, 95).toFixed(3)} ms`);
  console.log(`  ratio decision / legalMoves (p95)     ${(p95 / percentile(baseline, 95)).toFixed(1)}×`);

  const games = Number(process.env.BENCH_BOT_GAMES ?? 100);
  console.log(`  win rates of the heuristic bot against random legal players, ${games} games each (goal 95% at 2, 80% at 4–5):`);
  for (const [name, options, counts] of RULE_SETS) {
    for (const players of counts) {
      const t = tallyMatches(options, players, games, `bench/${name}`);
      console.log(`    ${name.padEnd(28)} ${players} players  ${((100 * t.botWins) / t.games).toFixed(0).padStart(3)}%  (${t.botWins} won, ${t.randomWins} lost, ${t.ties} tied)`);
    }
  }
}
