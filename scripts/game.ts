// The `game` command (shared/reference/game-record.md):
//   npm run --silent game -- replay FILE|-
//   npm run --silent game -- random --players N --seed S [--options JSON]
//   npm run --silent game -- verify FILE|- [--seed S] [--hash H]   (scripts/verify-seed.ts)
//   npm run --silent game -- bots --games G --players P --seed S [--edition first|second]
//     [--expansions newSociety,banquet,market] [--level beginner|standard|strong] [--against random|beginner|standard|strong]
//     (scripts/bots.ts)
//   npm run --silent game -- ladder [--deals D] [--strong-deals D] [--players 2,3,4] [--rules base,newSociety,…]
//     [--pairs strong:standard,…] [--seed S] [--table] [--from FILE]   (scripts/ladder.ts, issue 36)
import { readFileSync } from "node:fs";
import { GameOptionsSchema, GameRecordSchema, MAX_PLAYERS, MIN_PLAYERS, replayRecord, SetupError, summarize } from "@/lib/engine";
import { ruleErrorText } from "@/lib/words/errors";
import { issuesText, setupProblemText } from "@/lib/words/setup";
import { playRandomGame } from "@/lib/engine/random-game";
import { verifySeed } from "./verify-seed";

function print(value: unknown): void {
  process.stdout.write(`${JSON.stringify(value)}\n`);
}

function fail(status: number, error: Record<string, unknown>): never {
  print({ error });
  process.exit(status);
}

function replay(file: string | undefined): void {
  if (!file) fail(2, { message: "usage: game replay FILE (or - for standard input)" });
  let text: string;
  try {
    text = readFileSync(file === "-" ? 0 : file, "utf8");
  } catch (error) {
    fail(2, { message: `cannot read ${file}: ${(error as Error).message}` });
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    fail(2, { message: `the record is not valid JSON: ${(error as Error).message}` });
  }
  const parsed = GameRecordSchema.safeParse(json);
  if (!parsed.success) fail(2, { message: `not a neva-game/1 record: ${issuesText(parsed.error)}` });
  try {
    const result = replayRecord(parsed.data);
    if (!result.ok) {
      const message = result.refused
        ? ruleErrorText(result.refused, "en", "others")
        : result.invalid
          ? `Move ${result.move} is not a valid move: ${issuesText(result.invalid)}`
          : result.message;
      fail(1, { move: result.move, message });
    }
    print(summarize(result.state));
  } catch (error) {
    if (error instanceof SetupError) fail(2, { message: `the setup cannot start a game: ${setupProblemText(error.problem, parsed.data.options.edition)}` });
    throw error;
  }
}

function flag(args: string[], name: string): string | undefined {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? args[index + 1] : undefined;
}

function random(args: string[]): void {
  const players = Number(flag(args, "players") ?? "4");
  const seed = flag(args, "seed") ?? "neva";
  let extra: Record<string, unknown> = {};
  const optionsJson = flag(args, "options");
  if (optionsJson) {
    try {
      extra = JSON.parse(optionsJson);
    } catch {
      fail(2, { message: "--options must be a JSON object" });
    }
  }
  if (!Number.isInteger(players) || players < MIN_PLAYERS || players > MAX_PLAYERS) {
    fail(2, { message: `--players must be ${MIN_PLAYERS} to ${MAX_PLAYERS}` });
  }
  const names = ["Alice", "Boris", "Clara", "Dmitri", "Elena"].slice(0, players);
  const options = GameOptionsSchema.safeParse({ players: names, ...extra });
  if (!options.success) fail(2, { message: `the options cannot start a game: ${issuesText(options.error)}` });
  try {
    const game = playRandomGame({ players: names, ...extra }, seed);
    print({ format: "neva-game/1", options: game.options, setup: game.setup, moves: game.moves });
  } catch (error) {
    if (error instanceof SetupError) fail(2, { message: setupProblemText(error.problem, options.data.edition) });
    throw error;
  }
}

const [command, ...rest] = process.argv.slice(2);
if (command === "replay") replay(rest[0]);
else if (command === "random") random(rest);
else if (command === "verify") verifySeed(rest);
// Loaded only for its own command: replay, random and verify start no slower for it.
else if (command === "bots") await import("./bots").then((m) => m.botsCommand(rest));
else if (command === "ladder") await import("./ladder").then((m) => m.ladderCommand(rest));
else fail(2, { message: "usage: game replay FILE | game random --players N --seed S [--options JSON] | game bots --games G --players P --seed S | game ladder [--deals D] [--strong-deals D] [--players 2,3,4] [--rules base,…] [--pairs strong:standard,…] [--table]" });
