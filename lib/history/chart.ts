// Points and money per player, round by round: the figures at the end of each round (after its
// trading scoring and the next round's set-up), and at the end of the game.
import type { GameState } from "@/lib/engine";

export interface ChartSeries {
  seat: number;
  name: string;
  /** One value per round, index 0 = end of round 1. */
  points: number[];
  money: number[];
}

export interface ChartData {
  rounds: number;
  series: ChartSeries[];
  /** Final totals (after final scoring), when the game is over. */
  finalTotals: number[] | null;
}

export function chartData(states: readonly GameState[]): ChartData {
  const last = states[states.length - 1];
  const series: ChartSeries[] = last.players.map((p) => ({ seat: p.seat, name: p.name, points: [], money: [] }));
  const record = (state: GameState) => {
    for (const p of state.players) {
      series[p.seat].points.push(p.points);
      series[p.seat].money.push(p.money);
    }
  };
  for (let i = 1; i < states.length; i++) {
    // A round ended between these states: the later one opens the next round.
    if (states[i].round > states[i - 1].round) record(states[i]);
  }
  if (last.status === "finished") record(last);
  return {
    rounds: series[0]?.points.length ?? 0,
    series,
    finalTotals: last.final ? last.final.map((f) => f.total) : null,
  };
}
