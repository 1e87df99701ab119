// Ratings written with the result of games finished through the move path (lib/ratings/writes):
// equal to the paper's formulas computed independently, serialised per player when two games
// end at once, none for an unrated table, and rebuilt into the same rows by the command.
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { describe, expect, inject, it, vi } from "vitest";
import { prisma } from "@/lib/db/client";
import { rebuildRatings } from "@/lib/ratings/rebuild";
import { makeUser, type TestUser } from "../history/helpers";
import { finishedGame, nearlyFinished } from "./helpers";
import { plackettLuce, type R } from "./weng-lin";

vi.mock("@/lib/auth", () => import("../games/auth-mock"));

const run = promisify(execFile);

/**
 * The ratings the stored standings imply, computed game by game with ./weng-lin, and the rule of
 * issue 35 written out again: a player's k-th rated game within 30 days against one of the same
 * opponents (the most with any one) moves their rating 1/k of the model's way.
 */
async function independent(gameIds: string[]): Promise<Map<string, R>> {
  const results = await prisma.gameResult.findMany({ where: { gameId: { in: gameIds } }, orderBy: [{ finishedAt: "asc" }, { gameId: "asc" }] });
  const ratings = new Map<string, R>();
  const played: { at: number; users: string[] }[] = [];
  for (const r of results) {
    const seats = await prisma.gameResultPlayer.findMany({ where: { gameId: r.gameId }, orderBy: { seat: "asc" } });
    const before = seats.map((s) => ratings.get(s.userId!) ?? { mu: 25, sigma: 25 / 3 });
    const after = plackettLuce(before, seats.map((s) => s.rank));
    const at = r.finishedAt.getTime();
    seats.forEach((s, i) => {
      const met = seats.filter((o) => o !== s).map((o) => played.filter((g) => at - g.at < 30 * 86_400_000 && g.users.includes(s.userId!) && g.users.includes(o.userId!)).length);
      const k = 1 + Math.max(0, ...met);
      ratings.set(s.userId!, { mu: before[i].mu + (after[i].mu - before[i].mu) / k, sigma: before[i].sigma + (after[i].sigma - before[i].sigma) / k });
    });
    played.push({ at, users: seats.map((s) => s.userId!) });
  }
  return ratings;
}

describe("ratings of finished games", () => {
  it("are written with the last move and agree with an independent computation to 1e-6", { timeout: 240_000 }, async () => {
    const u = await Promise.all(Array.from({ length: 6 }, () => makeUser("rt")));
    const tables: [TestUser[], object][] = [
      [[u[0], u[1]], {}],
      [[u[0], u[1], u[2]], {}],
      [[u[1], u[2], u[3], u[4]], {}],
      [[u[0], u[2], u[3], u[4], u[5]], { expansions: ["newSociety"] }],
      [[u[5], u[0]], {}],
      [[u[3], u[1], u[0]], {}],
    ];
    const ids: string[] = [];
    for (const [i, [players, opts]] of tables.entries()) {
      const game = await finishedGame(players, `rated-${i}-${u[0].id}`, opts);
      ids.push(game.id);
      // Rated with its result: as many change rows as seats, right after the finishing move.
      expect(await prisma.ratingChange.count({ where: { gameId: game.id } })).toBe(players.length);
    }
    const expected = await independent(ids);
    const stored = await prisma.playerRating.findMany({ where: { userId: { in: u.map((x) => x.id) } } });
    expect(stored).toHaveLength(6);
    for (const row of stored) {
      const e = expected.get(row.userId)!;
      expect(Math.abs(row.mu - e.mu)).toBeLessThan(1e-6);
      expect(Math.abs(row.sigma - e.sigma)).toBeLessThan(1e-6);
      expect(row.ordinal).toBeCloseTo(row.mu - 3 * row.sigma, 9);
      expect(row.games).toBe(tables.filter(([players]) => players.includes(u.find((x) => x.id === row.userId)!)).length);
    }
    // Each change row starts where the player's previous one ended.
    const changes = await prisma.ratingChange.findMany({ where: { userId: u[0].id }, orderBy: { finishedAt: "asc" } });
    expect(changes).toHaveLength(5);
    for (let i = 1; i < changes.length; i++) expect([changes[i].muBefore, changes[i].sigmaBefore]).toEqual([changes[i - 1].muAfter, changes[i - 1].sigmaAfter]);

    // The rebuild finds these rows as it would compute them; damaged, it restores them exactly.
    const clean = await rebuildRatings({ dryRun: true });
    for (const id of ids) expect(clean.changedGames).not.toContain(id);
    for (const user of u) expect(clean.changedPlayers).not.toContain(user.id);
    const before = await prisma.ratingChange.findMany({ where: { gameId: { in: ids } }, orderBy: [{ gameId: "asc" }, { userId: "asc" }] });
    const ratingsBefore = await prisma.playerRating.findMany({ where: { userId: { in: u.map((x) => x.id) } }, orderBy: { userId: "asc" } });
    await prisma.ratingChange.update({ where: { gameId_userId: { gameId: ids[2], userId: u[1].id } }, data: { muAfter: 99 } });
    await prisma.playerRating.update({ where: { userId: u[5].id }, data: { mu: 1 } });
    const env = { ...process.env, DATABASE_URL: inject("databaseUrl") };
    const check = await run("node", ["--import", "tsx", "scripts/rebuild-ratings.ts", "--check"], { env, cwd: process.cwd() }).catch((e) => e);
    const report = JSON.parse(check.stdout);
    expect(check.code).toBe(1);
    expect(report.written).toBe(false);
    expect(report.changedGames).toContain(ids[2]);
    expect(report.changedPlayers).toContain(u[5].id);
    expect((await prisma.playerRating.findUniqueOrThrow({ where: { userId: u[5].id } })).mu).toBe(1);
    const rebuilt = JSON.parse((await run("node", ["--import", "tsx", "scripts/rebuild-ratings.ts"], { env, cwd: process.cwd() })).stdout);
    expect(rebuilt.written).toBe(true);
    expect(await prisma.ratingChange.findMany({ where: { gameId: { in: ids } }, orderBy: [{ gameId: "asc" }, { userId: "asc" }] })).toEqual(before);
    const ratingsAfter = await prisma.playerRating.findMany({ where: { userId: { in: u.map((x) => x.id) } }, orderBy: { userId: "asc" } });
    expect(ratingsAfter.map(({ updatedAt, ...r }) => r)).toEqual(ratingsBefore.map(({ updatedAt, ...r }) => r));
    // Idempotent: a second rebuild has nothing of these to change.
    const again = await rebuildRatings();
    expect(again.changedGames.filter((g) => ids.includes(g))).toEqual([]);
  });

  it("lose no update when two games with a common player end at the same moment", { timeout: 120_000 }, async () => {
    const [shared, a, b] = await Promise.all([makeUser("rc"), makeUser("rc"), makeUser("rc")]);
    const one = await nearlyFinished([shared, a], `race-1-${shared.id}`);
    const two = await nearlyFinished([b, shared], `race-2-${shared.id}`);
    await Promise.all([one.finish(), two.finish()]);
    const rating = await prisma.playerRating.findUniqueOrThrow({ where: { userId: shared.id } });
    expect(rating.games).toBe(2);
    const rows = await prisma.ratingChange.findMany({ where: { userId: shared.id } });
    expect(rows).toHaveLength(2);
    // One game was rated from what the other wrote: a chain, not two updates of the default.
    const [first, second] = rows[0].muBefore === 25 && rows[0].sigmaBefore === 25 / 3 ? rows : [rows[1], rows[0]];
    expect([first.muBefore, first.sigmaBefore]).toEqual([25, 25 / 3]);
    expect([second.muBefore, second.sigmaBefore]).toEqual([first.muAfter, first.sigmaAfter]);
    expect([rating.mu, rating.sigma]).toEqual([second.muAfter, second.sigmaAfter]);
  });

  it("are not written for a table created unrated", { timeout: 120_000 }, async () => {
    const [a, b] = await Promise.all([makeUser("ru"), makeUser("ru")]);
    const game = await finishedGame([a, b], `unrated-${a.id}`, { rated: false });
    expect(await prisma.gameResult.count({ where: { gameId: game.id } })).toBe(1);
    expect(await prisma.ratingChange.count({ where: { gameId: game.id } })).toBe(0);
    expect(await prisma.playerRating.count({ where: { userId: { in: [a.id, b.id] } } })).toBe(0);
  });
});
