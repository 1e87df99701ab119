// `game bots`: G games of one bot against P−1 other players (random legal players by default),
// the bot's seat rotating; one line of progress per rule set on stderr, the tally as JSON last.
import { z } from "zod";
import { unsupportedCombination } from "@/lib/engine";
import { BOT_LEVELS } from "@/lib/bots";
import { tallyMatches } from "@/lib/bots/match";
import { combinationText } from "@/lib/words/setup";

const Args = z.object({
  games: z.coerce.number({ error: "--games must be a number" }).int("--games must be a whole number").min(1, "--games must be at least 1"),
  players: z.coerce.number({ error: "--players must be a number" }).int("--players must be a whole number"),
  seed: z.string().min(1).default("neva"),
  edition: z.enum(["first", "second"], { error: "--edition must be first or second" }).default("first"),
  expansions: z
    .string()
    .default("")
    .transform((s) => s.split(",").map((x) => x.trim()).filter(Boolean))
    .pipe(z.array(z.enum(["newSociety", "banquet", "market"], { error: "--expansions lists newSociety, banquet or market" }))),
  level: z.enum(BOT_LEVELS, { error: `--level must be one of ${BOT_LEVELS.join(", ")}` }).default("standard"),
  against: z.enum(["random", ...BOT_LEVELS], { error: `--against must be random or one of ${BOT_LEVELS.join(", ")}` }).default("random"),
});

function flags(args: string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (let i = 0; i < args.length; i++) if (args[i].startsWith("--")) out[args[i].slice(2)] = args[++i] ?? "";
  return out;
}

function fail(message: string): never {
  process.stdout.write(`${JSON.stringify({ error: { message } })}\n`);
  process.exit(2);
}

export function botsCommand(args: string[]): void {
  const parsed = Args.safeParse(flags(args));
  if (!parsed.success) fail(parsed.error.issues.map((i) => i.message).join("; "));
  const a = parsed.data;
  const problem = unsupportedCombination({ edition: a.edition, expansions: a.expansions, players: a.players });
  if (problem) fail(combinationText(problem, "en"));
  const tally = tallyMatches({ edition: a.edition, expansions: a.expansions }, a.players, a.games, a.seed, a.level, a.against);
  process.stdout.write(`${JSON.stringify(tally)}\n`);
}
