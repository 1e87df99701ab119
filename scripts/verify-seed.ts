// `npm run --silent game -- verify FILE|- [--seed S] [--hash H]`: checks a finished game's shuffle.
// FILE is an exported `neva-game/1` record (its `shuffle` field carries the seed and commitment,
// or give them with --seed / --hash). Prints one JSON object; exit 0 when every check passes,
// 1 when one fails, 2 when the input is unusable.
import { readFileSync } from "node:fs";
import { GameOptionsSchema } from "../lib/engine";
import { ExplicitSetupSchema } from "../lib/engine/setup";
import { checkShuffle } from "../lib/history/shuffle";

function out(value: unknown, status: number): never {
  process.stdout.write(`${JSON.stringify(value)}\n`);
  process.exit(status);
}

function flag(args: string[], name: string): string | undefined {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? args[index + 1] : undefined;
}

/** The fields of an exported record this reads; a file is untrusted, so each is checked before use. */
type RecordFile = {
  format?: unknown;
  options?: unknown;
  setup?: unknown;
  shuffle?: { seed?: unknown; seedHash?: unknown; joinOrder?: unknown; bots?: unknown };
};

export function verifySeed(args: string[]): void {
  const file = args.find((a, i) => !a.startsWith("--") && !(i > 0 && args[i - 1].startsWith("--")));
  if (!file) out({ error: { message: "usage: game verify FILE|- [--seed SEED] [--hash SHA256]" } }, 2);
  let json: RecordFile | null;
  try {
    json = JSON.parse(readFileSync(file === "-" ? 0 : file, "utf8"));
  } catch (error) {
    out({ error: { message: `cannot read the record: ${(error as Error).message}` } }, 2);
  }
  const options = GameOptionsSchema.safeParse(json?.options);
  const setup = ExplicitSetupSchema.safeParse(json?.setup);
  if (json?.format !== "neva-game/1" || !options.success || !setup.success) {
    out({ error: { message: "not a neva-game/1 record with explicit piles and tokens" } }, 2);
  }
  const shuffle = json.shuffle ?? {};
  const seed = flag(args, "seed") ?? shuffle.seed;
  const seedHash = flag(args, "hash") ?? shuffle.seedHash;
  if (typeof seed !== "string" || !seed) out({ error: { message: "no seed: the record has none (a running game) and --seed was not given" } }, 2);
  if (typeof seedHash !== "string" || !seedHash) out({ error: { message: "no commitment: the record has no shuffle.seedHash and --hash was not given" } }, 2);
  const joinOrder = Array.isArray(shuffle.joinOrder) ? (shuffle.joinOrder as string[]) : null;
  const bots = Number.isInteger(shuffle.bots) ? (shuffle.bots as number) : 0;
  const result = checkShuffle({ seed, seedHash, options: options.data!, setup: setup.data as never, joinOrder, bots });
  out(result, result.ok ? 0 : 1);
}
