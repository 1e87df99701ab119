// `game ladder` (issue 36): the bot levels measured against each other in the duplicate format
// (lib/bots/ladder.ts): for each pair (--pairs strong:standard,… ; default: each level against the
// one below it and against random players), each rule set (--rules base,second,… ; default all)
// and each player count (--players 2,3,4), --deals deals, every one played with the contender in
// each seat. One JSON line per cell on stdout as it is done, then, with --table, the markdown
// table (docs/bots.md) with each pair's cells pooled over the rule sets. --from FILE reads cells
// printed before instead of playing (to print the table of runs made in parallel).
import { readFileSync } from "node:fs";
import { z } from "zod";
import { BOT_LEVELS } from "@/lib/bots";
import { LADDER_HEADER, LADDER_PAIRS, LADDER_RULE_SETS, ladderCell, ladderRow, pooled, type LadderCell } from "@/lib/bots/ladder";
import type { Contender } from "@/lib/bots/match";

const CONTENDERS = ["random", ...BOT_LEVELS] as const;
const list = (s: string) => s.split(",").map((x) => x.trim()).filter(Boolean);

const Args = z.object({
  deals: z.coerce.number({ error: "--deals must be a number" }).int().min(1, "--deals must be at least 1").default(10),
  /** Deals for the pairs with the strong level, whose games take seconds (default: --deals). */
  "strong-deals": z.coerce.number({ error: "--strong-deals must be a number" }).int().min(1).optional(),
  players: z
    .string()
    .default("2,3,4")
    .transform((s) => list(s).map(Number))
    .pipe(z.array(z.number().int("--players lists 2 to 5").min(2, "--players lists 2 to 5").max(5, "--players lists 2 to 5"))),
  rules: z
    .string()
    .default(LADDER_RULE_SETS.map((r) => r.key).join(","))
    .transform(list)
    .pipe(z.array(z.enum(LADDER_RULE_SETS.map((r) => r.key) as [string, ...string[]], { error: `--rules lists ${LADDER_RULE_SETS.map((r) => r.key).join(", ")}` }))),
  pairs: z
    .string()
    .default(LADDER_PAIRS.map(([a, b]) => `${a}:${b}`).join(","))
    .transform((s) => list(s).map((p) => p.split(":")))
    .pipe(z.array(z.tuple([z.enum(CONTENDERS), z.enum(CONTENDERS)], { error: `--pairs lists contender:other, each one of ${CONTENDERS.join(", ")}` }))),
  seed: z.string().min(1).default("ladder"),
  table: z.string().optional(),
  from: z.string().optional(),
});

function flags(args: string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (let i = 0; i < args.length; i++) {
    if (!args[i].startsWith("--")) continue;
    const name = args[i].slice(2);
    // --table takes no value.
    out[name] = name === "table" ? "yes" : (args[++i] ?? "");
  }
  return out;
}

function fail(message: string): never {
  process.stdout.write(`${JSON.stringify({ error: { message } })}\n`);
  process.exit(2);
}

/** The markdown table: pooled lines per pair and player count first, then every cell. */
export function ladderTable(cells: readonly LadderCell[]): string {
  const groups = new Map<string, LadderCell[]>();
  for (const c of cells) {
    const key = `${c.contender}:${c.against}:${c.players}`;
    groups.set(key, [...(groups.get(key) ?? []), c]);
  }
  const lines = [LADDER_HEADER, ...[...groups.values()].map((g) => ladderRow(pooled(g))), ...cells.map(ladderRow)];
  return lines.join("\n");
}

export function ladderCommand(args: string[]): void {
  const parsed = Args.safeParse(flags(args));
  if (!parsed.success) fail(parsed.error.issues.map((i) => i.message).join("; "));
  const a = parsed.data;
  let cells: LadderCell[] = [];
  if (a.from) {
    cells = readFileSync(a.from, "utf8").split("\n").filter((l) => l.startsWith("{")).map((l) => JSON.parse(l) as LadderCell).filter((c) => "perDeal" in c);
  } else {
    for (const [contender, against] of a.pairs as [Contender, Contender][]) {
      const strong = contender === "strong" || against === "strong";
      const deals = strong ? (a["strong-deals"] ?? a.deals) : a.deals;
      for (const rules of LADDER_RULE_SETS.filter((r) => a.rules.includes(r.key))) {
        for (const players of a.players.filter((p) => rules.players.includes(p))) {
          const started = Date.now();
          const cell: LadderCell = { rules: rules.key, ...ladderCell(rules.options, players, deals, `${a.seed}/${rules.key}/${players}`, contender, against) };
          cells.push(cell);
          process.stdout.write(`${JSON.stringify({ ...cell, seconds: Math.round((Date.now() - started) / 1000) })}\n`);
        }
      }
    }
  }
  if (a.table) process.stdout.write(`${ladderTable(cells)}\n`);
}
