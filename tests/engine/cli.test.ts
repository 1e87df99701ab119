// The `game` command's contract (shared/reference/game-record.md): `replay FILE|-` prints only
// one JSON object (exit 0), an illegal move gives exit 1 and {"error":{"move":K,"message"}}, a
// record that is not JSON or not neva-game/1 gives exit 2; `random` prints a record that replays
// to a finished game. The spawns (≈1 s each) all start at once in beforeAll.
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { GameRecordSchema, replayRecord, summarize, type GameRecord } from "@/lib/engine";
import { defaultTokens, NAMES, piles } from "./helpers";

const ROOT = path.resolve(import.meta.dirname, "../..");
const FIXTURE = path.join(ROOT, "tests/fixtures/games/3p-default.json");

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

function game(args: string[], stdin?: string): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--import", "tsx", "scripts/game.ts", ...args], { cwd: ROOT });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (d) => (stdout += d));
    child.stderr.on("data", (d) => (stderr += d));
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, stdout, stderr }));
    child.stdin.end(stdin ?? "");
  });
}

/** A record of a 2-player game with explicit piles: Alice buys, Boris passes, then `moves`. */
function record(moves: unknown[]): GameRecord {
  return {
    format: "neva-game/1",
    options: { players: NAMES.slice(0, 2) },
    setup: { piles: piles({ worker: ["lumberjack", "gold-miner", "shepherd", "fur-trapper"] }), tokens: defaultTokens(2) },
    moves: moves as GameRecord["moves"],
  };
}

const runs: Record<string, Run> = {};
const NS = JSON.stringify({ expansions: ["newSociety"] });

beforeAll(async () => {
  const jobs: Record<string, Promise<Run>> = {
    fixture: game(["replay", FIXTURE]),
    stdin: game(["replay", "-"], JSON.stringify(record([{ type: "buy", seat: 0, card: "lumberjack", from: "upper" }]))),
    illegal: game(
      ["replay", "-"],
      JSON.stringify(
        record([
          { type: "buy", seat: 0, card: "lumberjack", from: "upper" },
          { type: "pass", seat: 1 },
          { type: "buy", seat: 1, card: "shepherd", from: "upper" },
        ]),
      ),
    ),
    notJson: game(["replay", "-"], "{ this is not json"),
    notRecord: game(["replay", "-"], JSON.stringify({ ...record([]), format: "neva-game/2" })),
    random: game(["random", "--players", "3", "--seed", "cli-contract"]),
    // New Society at five: the random record, then that record through `game replay`.
    ns5: game(["random", "--players", "5", "--seed", "cli-ns5", "--options", NS]).then(async (r) => {
      runs.ns5Record = r;
      return game(["replay", "-"], r.stdout);
    }),
    fiveWithoutNs: game(["random", "--players", "5", "--seed", "x"]),
    market: game(["replay", "-"], JSON.stringify({ ...record([]), options: { players: NAMES.slice(0, 2), expansions: ["market"] } })),
    // The Market at five: a random record through `game replay`, and a recorded fixture.
    market5: game(["random", "--players", "5", "--seed", "cli-m5", "--options", JSON.stringify({ edition: "second", expansions: ["market"] })]).then(async (r) => {
      runs.market5Record = r;
      return game(["replay", "-"], r.stdout);
    }),
    marketFixture: game(["replay", path.join(ROOT, "tests/fixtures/games/5p-market.json")]),
    banquet: game(["random", "--players", "3", "--seed", "cli-banquet", "--options", JSON.stringify({ expansions: ["banquet"] })]).then((r) => {
      runs.banquetRecord = r;
      return game(["replay", "-"], r.stdout);
    }),
  };
  const entries = await Promise.all(Object.entries(jobs).map(async ([k, p]) => [k, await p] as const));
  for (const [k, r] of entries) runs[k] = r;
}, 60_000);

describe("game replay", () => {
  it("prints only one JSON object, the summary, with exit status 0", () => {
    const { code, stdout, stderr } = runs.fixture;
    expect(stderr).toBe("");
    expect(code).toBe(0);
    expect(stdout.endsWith("\n")).toBe(true);
    expect(stdout.trim().split("\n")).toHaveLength(1);
    const summary = JSON.parse(stdout);
    expect(Object.keys(summary)).toEqual(["status", "round", "phase", "step", "toAct", "board", "piles", "discard", "drawn", "players", "final", "winners"]);
    expect(summary).toEqual(JSON.parse(readFileSync(FIXTURE.replace(/\.json$/, ".expected.json"), "utf8")));
  });

  it("lists every card list sorted by id, and the players' fields in the documented shape", () => {
    const summary = JSON.parse(runs.fixture.stdout);
    const sorted = (xs: string[]) => expect(xs).toEqual(xs.slice().sort());
    sorted(summary.board.upper);
    sorted(summary.board.lower);
    sorted(summary.discard);
    for (const p of summary.players) {
      expect(Object.keys(p)).toEqual(["seat", "name", "money", "points", "hand", "playArea", "tokens"]);
      sorted(p.hand);
      sorted(p.playArea);
      sorted(p.tokens);
    }
    expect(Object.keys(summary.piles)).toEqual(["worker", "building", "aristocrat", "trading"]);
    for (const f of summary.final) expect(Object.keys(f).sort()).toEqual(["aristocrats", "hand", "money", "seat", "total"]);
  });

  it("`-` reads the record from standard input; an unfinished game shows who is to act", () => {
    const { code, stdout } = runs.stdin;
    expect(code).toBe(0);
    const summary = JSON.parse(stdout);
    expect(summary).toMatchObject({ status: "active", round: 1, phase: "worker", step: "actions", toAct: [1], final: null, winners: null });
    expect(summary.board).toEqual({ upper: ["fur-trapper", "gold-miner", "shepherd"], lower: [] });
    expect(summary.piles).toEqual({ worker: 27, building: 28, aristocrat: 27, trading: 30 });
    expect(summary.players[0]).toEqual({ seat: 0, name: "Alice", money: 22, points: 0, hand: [], playArea: ["lumberjack"], tokens: ["aristocrat", "worker"] });
  });

  it("an illegal move: exit status 1 and {error: {move, message}} naming the move's index", () => {
    const { code, stdout } = runs.illegal;
    expect(code).toBe(1);
    expect(stdout.trim().split("\n")).toHaveLength(1);
    expect(JSON.parse(stdout)).toEqual({ error: { move: 2, message: "It is not Boris's turn: Alice is to act." } });
  });

  it("a record that is not JSON: exit status 2 and {error: {message}}", () => {
    const { code, stdout } = runs.notJson;
    expect(code).toBe(2);
    const out = JSON.parse(stdout);
    expect(Object.keys(out.error)).toEqual(["message"]);
    expect(out.error.message).toMatch(/^the record is not valid JSON/);
  });

  it("a document that is not a neva-game/1 record: exit status 2", () => {
    const { code, stdout } = runs.notRecord;
    expect(code).toBe(2);
    expect(JSON.parse(stdout).error.message).toMatch(/^not a neva-game\/1 record: format/);
  });
});

describe("game random", () => {
  it("prints a record with explicit piles and tokens that replays to a finished game", () => {
    const { code, stdout } = runs.random;
    expect(code).toBe(0);
    expect(stdout.trim().split("\n")).toHaveLength(1);
    const parsed = GameRecordSchema.parse(JSON.parse(stdout));
    expect(parsed.format).toBe("neva-game/1");
    expect(parsed.options.players).toEqual(["Alice", "Boris", "Clara"]);
    expect("piles" in parsed.setup && "tokens" in parsed.setup).toBe(true);
    const result = replayRecord(parsed);
    expect(result.ok).toBe(true);
    expect(result.state.status).toBe("finished");
  });
});

describe("New Society and five players on the command line (rulings R23, R24)", () => {
  it("`random --players 5 --options {expansions:[newSociety]}` replays through `game replay` to the same summary", () => {
    const made = runs.ns5Record;
    expect(made.code).toBe(0);
    const parsed = GameRecordSchema.parse(JSON.parse(made.stdout));
    expect(parsed.options.players).toHaveLength(5);
    expect(parsed.options.expansions).toEqual(["newSociety"]);
    expect("tokens" in parsed.setup && Object.keys(parsed.setup.tokens).sort()).toEqual(["aristocrat", "building", "disc", "trading", "worker"]);
    const replayed = runs.ns5;
    expect(replayed.code).toBe(0);
    const summary = JSON.parse(replayed.stdout);
    const result = replayRecord(parsed);
    expect(result.ok).toBe(true);
    expect(summary).toEqual(JSON.parse(JSON.stringify(summarize(result.state))));
    expect(summary.status).toBe("finished");
    expect(summary.drawn).toBeNull();
    expect(summary.players.flatMap((p: { tokens: string[] }) => p.tokens).sort()).toEqual(["aristocrat", "building", "disc", "trading", "worker"]);
  });

  it("refuses what ruling R23 does not allow with exit status 2 and a clear message", () => {
    // ruling R23
    expect(runs.fiveWithoutNs.code).toBe(2);
    expect(JSON.parse(runs.fiveWithoutNs.stdout).error.message).toBe(
      "the options cannot start a game: players: A game with these options has 2 to 4 players, not 5. 5 players need New Society.",
    );
    expect(runs.market.code).toBe(2);
    // Worded by lib/words/setup.ts from the engine's data: which edition the Market needs, no ruling's number.
    expect(JSON.parse(runs.market.stdout).error.message).toBe("the setup cannot start a game: The Market goes only with the 2nd edition.");
  });

  it("The Banquet: a random record replays through `game replay` to the same summary, with attachments", () => {
    const parsed = GameRecordSchema.parse(JSON.parse(runs.banquetRecord.stdout));
    expect(runs.banquet.code).toBe(0);
    const summary = JSON.parse(runs.banquet.stdout);
    const result = replayRecord(parsed);
    expect(summary).toEqual(JSON.parse(JSON.stringify(summarize(result.state))));
    for (const p of summary.players) expect(Array.isArray(p.attachments)).toBe(true);
  });
});

describe("the second edition and the Market on the command line (game-record.md)", () => {
  it("a random Market record replays through `game replay` to the same summary, with market, valueTile and symbolSupply", () => {
    expect(runs.market5Record.code).toBe(0);
    const parsed = GameRecordSchema.parse(JSON.parse(runs.market5Record.stdout));
    expect(parsed.options.edition).toBe("second");
    expect(parsed.options.expansions).toEqual(["market"]);
    expect("piles" in parsed.setup && parsed.setup.piles.market).toHaveLength(35);
    expect(runs.market5.code).toBe(0);
    const summary = JSON.parse(runs.market5.stdout);
    const result = replayRecord(parsed);
    expect(summary).toEqual(JSON.parse(JSON.stringify(summarize(result.state))));
    expect(summary.piles.market).toBeTypeOf("number");
    expect(summary.valueTile).toHaveLength(2);
    expect(summary.symbolSupply).toEqual([...summary.symbolSupply].sort());
    expect(Object.keys(summary.players[0].market)).toEqual(["apple", "chicken", "fish", "grain", "vegetable"]);
    expect(summary.players.flatMap((p: { tokens: string[] }) => p.tokens).sort()).toEqual(["aristocrat", "building", "market", "trading", "worker"]);
  });

  it("the recorded 5-player Market game replays to its recorded summary", () => {
    expect(runs.marketFixture.code).toBe(0);
    const expected = JSON.parse(readFileSync(path.join(ROOT, "tests/fixtures/games/5p-market.expected.json"), "utf8"));
    expect(JSON.parse(runs.marketFixture.stdout)).toEqual(expected);
  });
});
