// Calendar benchmark (issue 32): how long a play-by-web game lasts, and how often it stands
// waiting for a person who is not looking in, without standing orders ("none", the baseline
// measured in the same run), with Yucata's auto-pass alone ("yucata") and with standing orders
// planned like the bot ("orders", lib/bots/plan.ts). Pure simulation on the engine: every seat is
// a person played by the heuristic bot, who looks in 2 to 4 times a day at seeded random times
// while awake (16 h a day). The three scenarios use the same deals and the same look-in times.
// BENCH_CALENDAR_GAMES (default 40: about 40 s on two cores, the bot deciding most of it) games per table.
import { decide } from "@/lib/bots";
import { planLikeBot, type BotPlan } from "@/lib/bots/plan";
import { chooseOrder, dealFromSeed, GameOptionsSchema, legalMoves, newGame, toAct, viewFor, type GameOptionsInput, type GameState, type Move } from "@/lib/engine";
import { applyMoveInPlace } from "@/lib/engine/apply";
import { seededRandom } from "@/lib/engine/random";
import { expired } from "@/lib/orders/plan";
import { median } from "./server";

const TABLES: [string, Omit<GameOptionsInput, "players">, number][] = [
  ["base", {}, 2],
  ["base", {}, 3],
  ["base", {}, 4],
  ["New Society + the Banquet", { expansions: ["newSociety", "banquet"] }, 4],
  ["second edition", { edition: "second" }, 2],
];
const SCENARIOS = ["none", "yucata", "orders"] as const;
type Scenario = (typeof SCENARIOS)[number];

const MINUTE = 1;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** A look-in lasts this long: a seat that comes to act meanwhile moves at once. */
const SESSION = 10 * MINUTE;
const AWAKE = 16 * HOUR;
/** A move made by hand takes this long (orders and auto-pass play at once): two people looking in together play live. */
const MOVE_TIME = 1 * MINUTE;

/** When one person looks in: 2 to 4 times a day at random while awake, their waking hour fixed (7:00 ± 2 h). */
class LookIns {
  private readonly days = new Map<number, number[]>();
  private readonly wake: number;
  constructor(private readonly seed: string) {
    this.wake = 5 * HOUR + seededRandom(`${seed}/wake`).below(4 * HOUR);
  }
  private day(d: number): number[] {
    let times = this.days.get(d);
    if (!times) {
      const random = seededRandom(`${this.seed}/${d}`);
      const n = 2 + random.below(3);
      times = Array.from({ length: n }, () => d * DAY + this.wake + random.below(AWAKE)).sort((a, b) => a - b);
      this.days.set(d, times);
    }
    return times;
  }
  /** Is the person looking in at time `t`? */
  present(t: number): boolean {
    const d = Math.floor(t / DAY);
    return [d - 1, d].some((day) => this.day(day).some((at) => at <= t && t < at + SESSION));
  }
  /** The start of their next look-in after `t`. */
  next(t: number): number {
    for (let d = Math.max(0, Math.floor(t / DAY)); ; d++) {
      const at = this.day(d).find((x) => x > t);
      if (at !== undefined) return at;
    }
  }
}

interface Stored extends BotPlan {
  set: { round: number; phase: string };
}

interface Outcome {
  waits: number;
  days: number;
  moves: number;
  /** Moves the standing orders played (their `otherwise` pass included). */
  byOrder: number;
}

/**
 * The moves of a game so far, as a pair of 32-bit FNV-1a hashes: the same deal and the same moves
 * are the same position, so the bot's choice there is looked up, not decided again, in the next
 * scenario (they share their first moves, and yucata many more).
 */
function extend(path: string, move: Move): string {
  const text = path + JSON.stringify(move);
  let a = 0x811c9dc5;
  let b = 0x01000193;
  for (let i = 0; i < text.length; i++) {
    a = Math.imul(a ^ text.charCodeAt(i), 0x01000193);
    b = Math.imul(b ^ text.charCodeAt(i), 0x5bd1e995);
  }
  return `${(a >>> 0).toString(36)}.${(b >>> 0).toString(36)}|`;
}

/** The bot's move for `seat` at the position `path` leads to. */
function botMove(state: GameState, seat: number, path: string, cache: Map<string, Move>): Move {
  let move = cache.get(path);
  if (!move) {
    move = decide(viewFor(state, seat), legalMoves(state, seat));
    cache.set(path, move);
  }
  return move;
}

function simulate(options: Omit<GameOptionsInput, "players">, players: number, seed: string, scenario: Scenario, cache: Map<string, Move>): Outcome {
  // Auto-pass is on at every table, so the three scenarios deal and decide alike; only "yucata" uses it.
  const parsed = GameOptionsSchema.parse({ ...options, players: Array.from({ length: players }, (_, i) => `P${i}`), variants: { autoPass: true } });
  const state = newGame(parsed, dealFromSeed(parsed, seed));
  const people = Array.from({ length: players }, (_, seat) => new LookIns(`${seed}/look/${seat}`));
  let moves = 0;
  let path = "";
  const play = (move: Move) => {
    applyMoveInPlace(state, move);
    path = extend(path, move);
    moves++;
  };
  const plans: (Stored | null)[] = new Array<Stored | null>(players).fill(null);
  // The move count each seat last planned at: the same board gives the same plan, so it is not planned twice.
  const plannedAt: number[] = new Array<number>(players).fill(-1);
  const plan = (seat: number) => {
    if (plannedAt[seat] === moves) return;
    plannedAt[seat] = moves;
    plans[seat] = { ...planLikeBot(viewFor(state, seat)), set: { round: state.round, phase: state.phase } };
  };
  const start = seededRandom(`${seed}/start`).below(DAY);
  let t = start;
  let waits = 0;
  let byOrder = 0;
  while (state.status === "active") {
    if (moves > 5000) throw new Error(`game ${seed} (${scenario}) did not end`);
    const seat = toAct(state)[0];
    if (people[seat].present(t)) {
      let move = botMove(state, seat, path, cache);
      // Yucata: a person who passes in an action phase sets auto-pass for the rest of it.
      if (scenario === "yucata" && move.type === "pass" && state.pending.length === 0) {
        const until = legalMoves(state, seat).find((l) => l.move.type === "pass" && l.move.untilPhaseEnd);
        if (until) move = until.move;
      }
      play(move);
      t += MOVE_TIME;
      if (scenario === "orders" && state.status === "active" && toAct(state)[0] !== seat) plan(seat);
      continue;
    }
    const stored = plans[seat];
    if (scenario === "orders" && stored && !expired(stored.until, stored.set, state)) {
      const choice = chooseOrder(state, seat, stored.orders, stored.otherwise);
      if (choice) {
        play(choice.move);
        byOrder++;
        if (!choice.stays && choice.index !== null) stored.orders.splice(choice.index, 1);
        continue;
      }
    }
    // The game waits for this person. Whoever else looks in meanwhile sees the same board and,
    // with orders, leaves a fresh plan for it.
    waits++;
    const next = people[seat].next(t);
    if (scenario === "orders") {
      for (let other = 0; other < players; other++) if (other !== seat && people[other].next(t) <= next) plan(other);
    }
    t = next;
  }
  return { waits, days: (t - start) / DAY, moves, byOrder };
}

const mean = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
const pct = (ours: number, base: number) => (100 * (base - ours)) / base;
/** A reduction as "−42%", a rise as "+7%". */
const cutOf = (ours: number, base: number) => {
  const cut = pct(ours, base);
  return `${cut >= 0 ? "−" : "+"}${Math.abs(cut).toFixed(0)}%`;
};

export function benchCalendar(): void {
  const games = Number(process.env.BENCH_CALENDAR_GAMES ?? 40);
  const started = process.hrtime.bigint();
  console.log(`calendar: ${games} games per table, every seat a person played by the bot, looking in 2–4 times a day (16 h awake, ${SESSION} min each, ${MOVE_TIME} min a move by hand)`);
  console.log(`  same deals and look-in times in each scenario: none (baseline), yucata (auto-pass alone), orders (planned like the bot)`);
  console.log(`  ${"table".padEnd(36)} ${"scenario".padEnd(8)} ${"waits mean".padStart(10)} ${"median".padStart(6)} ${"days mean".padStart(9)} ${"median".padStart(6)} ${"moves".padStart(6)}`);
  const goals: string[] = [];
  for (const [name, options, players] of TABLES) {
    const results = new Map<Scenario, Outcome[]>(SCENARIOS.map((s) => [s, []]));
    for (let g = 0; g < games; g++) {
      const cache = new Map<string, Move>();
      const seed = `bench-calendar/${name}/${players}/${g}`;
      for (const scenario of SCENARIOS) results.get(scenario)!.push(simulate(options, players, seed, scenario, cache));
    }
    const label = `${name}, ${players} players`;
    const none = results.get("none")!;
    for (const scenario of SCENARIOS) {
      const r = results.get(scenario)!;
      const waits = r.map((o) => o.waits);
      const days = r.map((o) => o.days);
      const played = scenario === "orders" ? `  ${mean(r.map((o) => o.byOrder)).toFixed(0)} moves by order,` : "";
      const versus = scenario === "none" ? "" : `${played || " "} waits ${cutOf(mean(waits), mean(none.map((o) => o.waits)))}  days ${cutOf(mean(days), mean(none.map((o) => o.days)))} vs none`;
      console.log(
        `  ${(scenario === "none" ? label : "").padEnd(36)} ${scenario.padEnd(8)} ${mean(waits).toFixed(1).padStart(10)} ${median(waits).toFixed(0).padStart(6)} ${mean(days).toFixed(1).padStart(9)} ${median(days).toFixed(1).padStart(6)} ${mean(r.map((o) => o.moves)).toFixed(0).padStart(6)}${versus}`,
      );
    }
    if (players === 4) {
      const cut = pct(mean(results.get("orders")!.map((o) => o.waits)), mean(none.map((o) => o.waits)));
      goals.push(`${label}: ${cutOf(mean(results.get("orders")!.map((o) => o.waits)), mean(none.map((o) => o.waits)))} ${cut >= 40 ? "met" : "NOT met"}`);
    }
  }
  console.log(`  goal (issue 32): ≥ 40% fewer waits for a person with orders than without, 4 players — ${goals.join("; ")}`);
  console.log(`  simulated in ${(Number(process.hrtime.bigint() - started) / 1e9).toFixed(1)} s`);
}
