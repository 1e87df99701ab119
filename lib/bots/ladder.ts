// The measured ladder (issue 36): one contender against players−1 of another, in the duplicate
// format: every deal (one seed: the same cards, start tokens and piles) is played once with the
// contender in each seat, so luck of the deal cancels out. A game's share for the contender is
// 1 for sole first place, 1/k for first place shared by k, 0 otherwise (the tie-break by rubles
// counts, R5); its fair share is 1/players. The 95% interval is over the deals' mean shares (the
// rotations of one deal are not independent games), by the normal approximation.
import type { GameOptionsInput } from "@/lib/engine";
import { playMatch, type Contender } from "./match";

/** The rule sets the ladder and the bench play, by name (every edition and expansion the engine allows). */
export const LADDER_RULE_SETS: readonly { name: string; key: string; options: Omit<GameOptionsInput, "players">; players: readonly number[] }[] = [
  { name: "base", key: "base", options: {}, players: [2, 3, 4] },
  { name: "New Society", key: "newSociety", options: { expansions: ["newSociety"] }, players: [2, 3, 4, 5] },
  { name: "the Banquet", key: "banquet", options: { expansions: ["banquet"] }, players: [2, 3, 4] },
  { name: "New Society + the Banquet", key: "newSociety+banquet", options: { expansions: ["newSociety", "banquet"] }, players: [2, 3, 4, 5] },
  { name: "second edition", key: "second", options: { edition: "second" }, players: [2, 3, 4] },
  { name: "second edition + the Market", key: "second+market", options: { edition: "second", expansions: ["market"] }, players: [2, 3, 4, 5] },
];

/** Each level against the one below it and against random players (the beginner's "below" is random). */
export const LADDER_PAIRS: readonly [Contender, Contender][] = [
  ["beginner", "random"],
  ["standard", "beginner"],
  ["standard", "random"],
  ["strong", "standard"],
  ["strong", "random"],
];

export interface LadderCell {
  /** The rule set's key (LADDER_RULE_SETS), when the cell was played for the ladder. */
  rules?: string;
  contender: Contender;
  against: Contender;
  players: number;
  deals: number;
  games: number;
  /** Sole first places of the contender, shared first places, and the rest. */
  wins: number;
  ties: number;
  losses: number;
  /** Each deal's mean share (the games of its rotation). */
  perDeal: number[];
  /** Mean share of the games, with its 95% interval. */
  share: number;
  low: number;
  high: number;
}

export function ladderCell(options: Omit<GameOptionsInput, "players">, players: number, deals: number, seed: string, contender: Contender, against: Contender): LadderCell {
  const names = Array.from({ length: players }, (_, i) => `Player ${i + 1}`);
  const perDeal: number[] = [];
  const cell: LadderCell = { contender, against, players, deals, games: 0, wins: 0, ties: 0, losses: 0, perDeal, share: 0, low: 0, high: 0 };
  for (let d = 0; d < deals; d++) {
    let dealShare = 0;
    for (let seat = 0; seat < players; seat++) {
      const seats = names.map((_, i) => (i === seat ? contender : against));
      const winners = playMatch({ ...options, players: names }, seats, `${seed}/${d}`).state.winners ?? [];
      cell.games++;
      if (!winners.includes(seat)) cell.losses++;
      else if (winners.length === 1) cell.wins++;
      else cell.ties++;
      dealShare += winners.includes(seat) ? 1 / winners.length : 0;
    }
    perDeal.push(dealShare / players);
  }
  return { ...cell, ...interval(perDeal) };
}

/** The mean of the deals' shares and its 95% interval (normal approximation, clipped to 0–1). */
function interval(perDeal: readonly number[]): { share: number; low: number; high: number } {
  const n = perDeal.length;
  const mean = perDeal.reduce((a, b) => a + b, 0) / n;
  const variance = n > 1 ? perDeal.reduce((a, b) => a + (b - mean) ** 2, 0) / (n - 1) : 0;
  // One deal says nothing about its spread: no interval then.
  if (n < 2) return { share: mean, low: 0, high: 1 };
  const half = 1.96 * Math.sqrt(variance / n);
  return { share: mean, low: Math.max(0, mean - half), high: Math.min(1, mean + half) };
}

/** Per cent, rounded. */
const pct = (x: number): string => `${Math.round(100 * x)}%`;

/** One line of the ladder's table (docs/bots.md): share, 95% interval, fair share, record. */
export function ladderRow(cell: LadderCell): string {
  const fair = 1 / cell.players;
  const verdict = cell.low > fair ? "above its share" : cell.high < fair ? "below its share" : "not told apart";
  return `| ${cell.rules ?? ""} | ${cell.contender} vs ${cell.against} | ${cell.players} | ${cell.games} (${cell.deals} deals) | ${pct(cell.share)} | ${pct(cell.low)}–${pct(cell.high)} | ${pct(fair)} | ${cell.wins}/${cell.ties}/${cell.losses} | ${verdict} |`;
}

export const LADDER_HEADER = "| rules | contender vs others | players | games | share won | 95% interval | fair share | won/tied/lost | verdict |\n|---|---|---|---|---|---|---|---|---|";

/** Cells of one pair and player count over several rule sets, pooled: every deal counts once. */
export function pooled(cells: readonly LadderCell[]): LadderCell {
  const first = cells[0];
  const perDeal = cells.flatMap((c) => c.perDeal);
  const sum = (f: (c: LadderCell) => number) => cells.reduce((n, c) => n + f(c), 0);
  return {
    rules: "all pooled",
    contender: first.contender,
    against: first.against,
    players: first.players,
    deals: perDeal.length,
    games: sum((c) => c.games),
    wins: sum((c) => c.wins),
    ties: sum((c) => c.ties),
    losses: sum((c) => c.losses),
    perDeal,
    ...interval(perDeal),
  };
}
