// Replay benchmark: rebuilds complete random 4-player games from their records and compares the
// time with JSON.parse of the same record text, measured in the same run.
import { GameRecordSchema, replayRecord } from "@/lib/engine";
import { playRandomGame } from "@/lib/engine/random-game";
import { median } from "./server";

/** Median time of one call of `fn`, in milliseconds, over `rounds` rounds of `batch` calls. */
function time(fn: () => void, rounds = 15, batch = 20): number {
  for (let i = 0; i < batch; i++) fn();
  const samples: number[] = [];
  for (let r = 0; r < rounds; r++) {
    const start = process.hrtime.bigint();
    for (let i = 0; i < batch; i++) fn();
    samples.push(Number(process.hrtime.bigint() - start) / 1e6 / batch);
  }
  return median(samples);
}

export function benchReplay(games = 40): void {
  const records = Array.from({ length: games }, (_, i) => {
    const game = playRandomGame({ players: ["A", "B", "C", "D"] }, `bench-${i}`);
    return JSON.stringify({ format: "neva-game/1", options: game.options, setup: game.setup, moves: game.moves });
  });
  const moves = records.map((text) => JSON.parse(text).moves.length as number);
  const parsed = records.map((text) => GameRecordSchema.parse(JSON.parse(text)));

  const replayTimes = parsed.map((record) => time(() => {
    const result = replayRecord(record);
    if (!result.ok) throw new Error(result.message);
  }));
  const parseTimes = records.map((text) => time(() => JSON.parse(text)));
  const fullTimes = records.map((text) => time(() => replayRecord(GameRecordSchema.parse(JSON.parse(text)))));

  const perGame = median(replayTimes);
  const perMove = median(replayTimes.map((t, i) => t / moves[i]));
  const parse = median(parseTimes);
  console.log(`replay: ${games} random 4-player games, median ${median(moves)} moves each`);
  console.log(`  replay (parsed record → final state)  ${(perGame * 1000).toFixed(1)} µs/game  ${(perMove * 1000).toFixed(2)} µs/move`);
  console.log(`  JSON.parse of the same record text    ${(parse * 1000).toFixed(1)} µs/game`);
  console.log(`  parse + validate + replay             ${(median(fullTimes) * 1000).toFixed(1)} µs/game`);
  console.log(`  ratio replay / JSON.parse             ${(perGame / parse).toFixed(1)}×`);
}
