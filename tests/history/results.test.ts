// Result summaries: written once, in the transaction of the last move, when a game ends through
// the move path; rebuilt from the logs by `npm run rebuild-results` into identical rows.
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { describe, expect, inject, it, vi } from "vitest";
import { prisma } from "@/lib/db/client";
import { drawSeatOrder, type Move } from "@/lib/engine";
import { loadState } from "@/lib/games/current";
import { submitMove } from "@/lib/games/moves";
import { computeResult, rebuildResults, recordResult, storedResults } from "@/lib/history/results";
import { generateGame, insertGame, makeUser } from "./helpers";

vi.mock("@/lib/auth", () => import("../games/auth-mock"));

const run = promisify(execFile);

async function rowsOf(ids: string[]) {
  const [games, players] = await Promise.all([
    prisma.gameResult.findMany({ where: { gameId: { in: ids } }, orderBy: { gameId: "asc" } }),
    prisma.gameResultPlayer.findMany({ where: { gameId: { in: ids } }, orderBy: [{ gameId: "asc" }, { seat: "asc" }] }),
  ]);
  return { games, players };
}

describe("result summaries", () => {
  it("are written once, with the last move, when a game ends through submitMove", { timeout: 120_000 }, async () => {
    // A game whose log is played up to four moves before its end, then finished through the move path.
    const users = [await makeUser("r0"), await makeUser("r1")];
    const seed = `results-hook-${users[0].id}`;
    const full = generateGame(drawSeatOrder(seed, 2).map((joined) => users[joined].displayName), seed);
    const { id, bySeat } = await insertGame(users, { seed, stopAfter: full.events.length - 5 });
    let loaded = (await loadState(id))!;
    expect(loaded.state.status).toBe("active");
    let before = 0;
    for (const event of full.events.slice(loaded.seq + 1)) {
      before += await prisma.gameResult.count({ where: { gameId: id } });
      const { seat, ...body } = (event.payload as { move: Move }).move;
      await submitMove(id, bySeat[seat], { seq: event.seq - 1, move: body });
    }
    loaded = (await loadState(id))!;
    expect(loaded.state.status).toBe("finished");
    expect(before).toBe(0);
    const game = await prisma.game.findUniqueOrThrow({ where: { id } });
    const { games, players: rows } = await rowsOf([id]);
    expect(games).toHaveLength(1);
    expect(rows).toHaveLength(2);
    expect(games[0]).toMatchObject({ gameId: id, finishedAt: game.finishedAt, lastSeq: game.seq, seatCount: 2, rounds: loaded.state.round });
    const final = loaded.state.final!;
    for (const row of rows) {
      expect(row.userId).toBe(bySeat[row.seat].id);
      expect(row.total).toBe(final[row.seat].total);
      expect(row.aristocrats + row.money + row.hand + row.track).toBe(row.total);
      expect(row.winner).toBe(loaded.state.winners!.includes(row.seat));
    }
    // Exactly what a rebuild from the log computes; a second write changes nothing.
    const computed = await computeResult(id);
    expect((await storedResults([id])).get(id)).toEqual(computed);
    await prisma.$transaction((tx) => recordResult(tx, id, loaded.state, game.finishedAt!, game.seq));
    expect(await rowsOf([id])).toEqual({ games, players: rows });
    // The rebuild finds nothing to change in it.
    const report = await rebuildResults();
    expect(report.changed).not.toContain(id);
    expect(await rowsOf([id])).toEqual({ games, players: rows });
  });

  it("are rebuilt from the logs into identical rows by the command", { timeout: 120_000 }, async () => {
    const users = await Promise.all([makeUser("rb"), makeUser("rb"), makeUser("rb"), makeUser("rb")]);
    const games = [];
    for (let i = 0; i < 6; i++) {
      const table = i % 3 === 0 ? users : i % 3 === 1 ? users.slice(0, 3) : users.slice(1, 3);
      games.push(await insertGame(table, { seed: `rebuild-${i}-${users[0].id}`, timeoutRate: i % 2 ? 0.05 : 0 }));
    }
    const ids = games.map((g) => g.id);
    // Inserted straight into the log: no summary yet. The command writes them.
    expect((await rowsOf(ids)).games).toHaveLength(0);
    const env = { ...process.env, DATABASE_URL: inject("databaseUrl") };
    const first = await run("node", ["--import", "tsx", "scripts/rebuild-results.ts"], { env, cwd: process.cwd() });
    const report = JSON.parse(first.stdout);
    expect(report.written).toBe(true);
    for (const id of ids) expect(report.changedGames).toContain(id);
    const built = await rowsOf(ids);
    expect(built.games).toHaveLength(6);
    expect(built.players).toHaveLength(games.reduce((n, g) => n + g.options.players.length, 0));
    for (const g of games) {
      const rows = built.players.filter((p) => p.gameId === g.id);
      expect(rows.map((r) => r.total)).toEqual(g.final.final!.map((f) => f.total));
      expect(rows.map((r) => r.userId)).toEqual(g.bySeat.map((u) => u.id));
    }

    // Damage them: one game's rows gone, another's total wrong, a stray row for no finished game.
    await prisma.gameResultPlayer.deleteMany({ where: { gameId: ids[0] } });
    await prisma.gameResult.deleteMany({ where: { gameId: ids[0] } });
    await prisma.gameResultPlayer.update({ where: { gameId_seat: { gameId: ids[1], seat: 0 } }, data: { total: 999 } });
    await prisma.gameResult.create({ data: { gameId: `stray-${users[0].id}`, finishedAt: new Date(), seatCount: 2, rounds: 1, lastSeq: 1, rulesVersion: 1 } });

    const check = await rebuildResults({ dryRun: true });
    expect(check.changed).toEqual(expect.arrayContaining([ids[0], ids[1]]));
    expect(check.orphans).toBeGreaterThanOrEqual(1);
    expect((await rowsOf([ids[1]])).players[0].total).toBe(999);

    const again = await rebuildResults();
    expect(again.changed).toEqual(expect.arrayContaining([ids[0], ids[1]]));
    expect(again.changed).not.toContain(ids[2]);
    expect(await rowsOf(ids)).toEqual(built);
    expect(await prisma.gameResult.count({ where: { gameId: `stray-${users[0].id}` } })).toBe(0);
    // A second rebuild changes none of them.
    const third = await rebuildResults();
    for (const id of ids) expect(third.changed).not.toContain(id);
  });
});
