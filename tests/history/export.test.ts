// Export → replay round trip: 50 random finished games (some with timeouts) exported as
// `neva-game/1` records replay, through the engine and through the replay command, to exactly the
// final state of their event log; the seed in the record checks out.
import { execFile } from "node:child_process";
import { mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { describe, expect, it, vi } from "vitest";
import { GameRecordSchema, replayRecord, summarize } from "@/lib/engine";
import * as exportRoute from "@/app/api/games/[id]/export/route";
import { exportGame, type ExportedRecord } from "@/lib/history/export";
import { checkShuffle } from "@/lib/history/shuffle";
import { insertGame, makeUser, type InsertedGame } from "./helpers";

vi.mock("@/lib/auth", () => import("../games/auth-mock"));

const run = promisify(execFile);

describe("export", () => {
  it("round-trips 50 random finished games through the record", { timeout: 300_000 }, async () => {
    const users = await Promise.all(Array.from({ length: 4 }, () => makeUser("ex")));
    const games: InsertedGame[] = [];
    let timeouts = 0;
    for (let i = 0; i < 50; i++) {
      const n = 2 + (i % 3);
      const table = users.slice(i % 2, i % 2 + n).length === n ? users.slice(i % 2, i % 2 + n) : users.slice(0, n);
      const variants: Record<string, boolean> = i % 5 === 4 ? { autoPass: true, openMoney: true } : i % 7 === 3 ? { pubDuringBuildingPhase: true } : {};
      const game = await insertGame(table, { seed: `export-${i}-${users[0].id}`, timeoutRate: i % 2 === 1 ? 0.04 : 0, variants });
      expect(game.final.status).toBe("finished");
      timeouts += game.events.filter((e) => e.type === "timeout").length;
      games.push(game);
    }
    expect(timeouts).toBeGreaterThan(20);

    for (const game of games) {
      const record = (await exportGame(game.id)) as ExportedRecord;
      // A plain JSON document: what a download holds.
      const parsed = GameRecordSchema.parse(JSON.parse(JSON.stringify(record)));
      expect(parsed.setup).not.toHaveProperty("seed");
      expect(record.moves.length).toBeGreaterThanOrEqual(game.events.length - 1);
      const replayed = replayRecord(parsed);
      if (!replayed.ok) throw new Error(`game ${game.id}: move ${replayed.move}: ${replayed.message}`);
      expect(summarize(replayed.state)).toEqual(summarize(game.final));
      expect(replayed.state.final).toEqual(game.final.final);
      const shuffle = checkShuffle({
        seed: record.shuffle!.seed!,
        seedHash: record.shuffle!.seedHash,
        options: parsed.options,
        setup: record.setup as never,
        joinOrder: record.shuffle!.joinOrder,
      });
      expect(shuffle).toMatchObject({ ok: true, seatOrderMatches: true });
    }
  });

  it("downloads from the route, replays with the command and verifies with the command", { timeout: 120_000 }, async () => {
    const users = await Promise.all(Array.from({ length: 3 }, () => makeUser("ex")));
    const game = await insertGame(users, { seed: `export-cli-${users[0].id}`, timeoutRate: 0.05 });
    expect(game.events.some((e) => e.type === "timeout")).toBe(true);
    const response = await exportRoute.GET(new Request(`http://localhost/api/games/${game.id}/export`), { params: Promise.resolve({ id: game.id }) });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-disposition")).toContain(`neva-${game.id}.json`);
    const text = await response.text();
    const dir = await mkdtemp(path.join(tmpdir(), "neva-export-"));
    const file = path.join(dir, "game.json");
    await writeFile(file, text);

    const replay = await run("node", ["--import", "tsx", "scripts/game.ts", "replay", file]);
    const summary = JSON.parse(replay.stdout);
    expect(summary.status).toBe("finished");
    expect(summary.final).toEqual(game.final.final);
    expect(summary).toEqual(JSON.parse(JSON.stringify(summarize(game.final))));

    const verify = await run("node", ["--import", "tsx", "scripts/game.ts", "verify", file]);
    expect(JSON.parse(verify.stdout)).toMatchObject({ ok: true, hashMatches: true, pilesMatch: true, tokensMatch: true, seatOrderMatches: true });
    // Another seed fails, with exit status 1.
    const wrong = await run("node", ["--import", "tsx", "scripts/game.ts", "verify", file, "--seed", "not-the-seed"]).catch((e) => e);
    expect(wrong.code).toBe(1);
    expect(JSON.parse(wrong.stdout)).toMatchObject({ ok: false, hashMatches: false, pilesMatch: false });

    // A running game cannot be exported: its piles are secret.
    const running = await insertGame(users, { seed: `export-running-${users[0].id}`, stopAfter: 10 });
    const refused = await exportRoute.GET(new Request("http://localhost/x"), { params: Promise.resolve({ id: running.id }) });
    expect(refused.status).toBe(409);
    const missing = await exportRoute.GET(new Request("http://localhost/x"), { params: Promise.resolve({ id: "no-such-game" }) });
    expect(missing.status).toBe(404);
  });

  it("exports timeouts in the second edition's first worker phase as the engine's buys, and the replay command rebuilds them (rulings R20, R37)", { timeout: 120_000 }, async () => {
    const users = await Promise.all(Array.from({ length: 5 }, () => makeUser("ex")));
    // Every turn of the first worker phase times out at the second seat.
    const game = await insertGame(users, {
      seed: `export-second-${users[0].id}`,
      edition: "second",
      expansions: ["market"],
      timeoutWhen: (s) => s.round === 1 && s.phase === "worker" && s.pending.length === 0 && s.turn === 1,
    });
    expect(game.final.status).toBe("finished");
    expect(game.events.filter((e) => e.type === "timeout").length).toBeGreaterThan(0);
    const record = (await exportGame(game.id)) as ExportedRecord;
    expect(record.options).toMatchObject({ edition: "second", expansions: ["market"] });
    const dir = await mkdtemp(path.join(tmpdir(), "neva-export-"));
    const file = path.join(dir, "second.json");
    await writeFile(file, JSON.stringify(record));
    const replay = await run("node", ["--import", "tsx", "scripts/game.ts", "replay", file]);
    expect(JSON.parse(replay.stdout)).toEqual(JSON.parse(JSON.stringify(summarize(game.final))));
  });
});
