// Bot benchmark (issues 21, 36). The time each level takes to decide, on positions from every
// stage of 2- and 4-player games (wall time and the process's CPU time, which a busy machine does
// not inflate), beside legalMoves on the same states; then the ladder (lib/bots/ladder.ts): each
// level against the one below it and against random players, in every rule set, 2, 3 and 4
// players, in the duplicate format with a 95% interval. BENCH_LADDER_DEALS (default 4; 0: none) deals
// per line, BENCH_STRONG_DEALS (default 1) for the strong level's lines, whose games take seconds; the
// table in docs/bots.md was made with more (`npm run --silent game -- ladder`).
import { loadavg } from "node:os";
import { decide, type BotLevel } from "@/lib/bots";
import { LADDER_PAIRS, LADDER_RULE_SETS, ladderCell, ladderRow, LADDER_HEADER } from "@/lib/bots/ladder";
import { randomMove } from "@/lib/bots/random-player";
import { GameOptionsSchema, legalMoves, newGame, toAct, viewFor, type GameOptionsInput } from "@/lib/engine";
import { applyMoveInPlace } from "@/lib/engine/apply";
import { seededRandom } from "@/lib/engine/random";
import { cloneState, type GameState } from "@/lib/engine/state";
import { percentile } from "./server";

/** States where the seat to act has a choice, one in `every`, from random games of `players`. */
function statesOf(options: Omit<GameOptionsInput, "players">, players: number, games: number, every: number): GameState[] {
  const out: GameState[] = [];
  for (let g = 0; g < games; g++) {
    const names = Array.from({ length: players }, (_, i) => `P${i}`);
    const state = newGame(GameOptionsSchema.parse({ ...options, players: names }), { seed: `bench-bots-${players}-${g}` });
    const random = seededRandom(`bench-bots-${g}/r`);
    for (let n = 0; state.status === "active"; n++) {
      const legal = legalMoves(state, toAct(state)[0]);
      if (legal.length > 1 && n % every === 0) out.push(cloneState(state));
      applyMoveInPlace(state, randomMove(legal, random));
    }
  }
  return out;
}

/** Wall and CPU milliseconds of one call per state (after a warm-up), each list sorted. */
function timesOf(states: readonly GameState[], fn: (state: GameState) => void): { wall: number[]; cpu: number[] } {
  for (const state of states.slice(0, 5)) fn(state);
  const wall: number[] = [];
  const cpu: number[] = [];
  for (const state of states) {
    const c = process.cpuUsage();
    const start = process.hrtime.bigint();
    fn(state);
    wall.push(Number(process.hrtime.bigint() - start) / 1e6);
    const used = process.cpuUsage(c);
    cpu.push((used.user + used.system) / 1000);
  }
  return { wall: wall.sort((a, b) => a - b), cpu: cpu.sort((a, b) => a - b) };
}

const ms = (x: number) => (x >= 100 ? x.toFixed(0) : x.toFixed(2)).padStart(7);

export function benchBots(): void {
  const states = [
    ...statesOf({ expansions: ["newSociety", "banquet"] }, 4, 3, 6),
    ...statesOf({ edition: "second", expansions: ["market"] }, 4, 3, 6),
    ...statesOf({}, 2, 4, 4),
    ...statesOf({ edition: "second" }, 2, 4, 4),
  ];
  console.log(`bots: ${states.length} positions from every stage of 2- and 4-player games (New Society + Banquet, Market, base, second edition); load average ${loadavg().map((l) => l.toFixed(1)).join(" ")} on this machine`);
  const baseline = timesOf(states, (s) => legalMoves(s, toAct(s)[0]));
  console.log(`  legalMoves on the same states      wall p50 ${ms(percentile(baseline.wall, 50))} ms  p95 ${ms(percentile(baseline.wall, 95))} ms`);
  const goals: Record<BotLevel, number> = { beginner: 20, standard: 20, strong: 1000 };
  for (const level of ["beginner", "standard", "strong"] as const) {
    const t = timesOf(states, (s) => {
      const seat = toAct(s)[0];
      decide(viewFor(s, seat), legalMoves(s, seat), { level, seed: "bench" });
    });
    console.log(
      `  ${level.padEnd(8)} decision             wall p50 ${ms(percentile(t.wall, 50))} ms  p95 ${ms(percentile(t.wall, 95))} ms  max ${ms(t.wall.at(-1) ?? NaN)} ms | CPU p50 ${ms(percentile(t.cpu, 50))} ms  p95 ${ms(percentile(t.cpu, 95))} ms  (goal p95 ≤ ${goals[level]} ms)`,
    );
  }

  const deals = Number(process.env.BENCH_LADDER_DEALS ?? 4);
  const strongDeals = Number(process.env.BENCH_STRONG_DEALS ?? 1);
  // BENCH_LADDER_DEALS=0: the decision times alone.
  if (deals === 0) return;
  console.log(`  ladder, duplicate format (every deal played with the contender in each seat), ${deals} deals a line, ${strongDeals} with the strong level:`);
  console.log(LADDER_HEADER.split("\n").map((l) => `    ${l}`).join("\n"));
  for (const [contender, against] of LADDER_PAIRS) {
    const n = contender === "strong" || against === "strong" ? strongDeals : deals;
    for (const rules of LADDER_RULE_SETS) {
      for (const players of [2, 3, 4]) {
        const cell = ladderCell(rules.options, players, n, `bench/${rules.key}/${players}`, contender, against);
        console.log(`    ${ladderRow({ ...cell, rules: rules.key })}`);
      }
    }
  }
}
