// Issue 35, items 1–5: ratings and reliability that mean what they say, through the real paths
// (the move path, the worker, the join route, resigning, deleting an account, the rebuild):
// - practice tables with bots count for nothing in reliability;
// - each move the bot makes for a person whose time ran out counts as a timeout;
// - a game in which every person resigned, or with a resignation in the first round, is unrated;
// - a rating is provisional until three different opponents; repeated opponents weigh less;
// - after a deletion, rebuild-ratings agrees with the live ratings.
import { describe, expect, it, vi } from "vitest";
import { prisma } from "@/lib/db/client";
import { toAct } from "@/lib/engine";
import { loadState } from "@/lib/games/current";
import { playerCard } from "@/lib/ratings/reads";
import { rebuildRatings } from "@/lib/ratings/rebuild";
import { deleteAccount } from "@/lib/account/delete";
import { resignAs, runWorkerOnce, submitMove } from "@/lib/services";
import { createGameAs, joinAs, makeUser as makeRouteUser } from "../games/helpers";
import { insertGame, makeUser } from "../history/helpers";
import { finishedGame, nearlyFinished } from "./helpers";

vi.mock("@/lib/auth", () => import("../games/auth-mock"));

/** Whoever is to act passes (or, where a pass is not legal, makes the first legal move) as `user`, `n` times. */
async function passAt(gameId: string, user: { id: string; email: string }, n: number): Promise<void> {
  for (let i = 0; i < n; i++) {
    await runWorkerOnce({ maxBatches: 0 });
    const loaded = (await loadState(gameId))!;
    if (loaded.state.status !== "active") return;
    await submitMove(gameId, user, { seq: loaded.seq, move: { type: "pass" } }).catch(() => undefined);
  }
}

describe("reliability counts tables with people only (issue 35 items 1, 2)", () => {
  it("passing at a bot table does not clean a record of timeouts, nor resigning one stain it", { timeout: 240_000 }, async () => {
    const [late, other, host] = await Promise.all([makeUser("fr"), makeUser("fr"), makeRouteUser("fh")]);
    await insertGame([late, other], { seed: `fair-late-${late.id}`, timeoutRate: 0.5, stopAfter: 40 });
    const before = (await playerCard(late.displayName))!.reliability;
    expect(before.timeoutRate).toBeGreaterThan(0.1);
    // 30 passes at a practice table: nothing changes.
    const practice = await createGameAs(late as never, { seats: 2, bots: 1 });
    await passAt(practice, late, 30);
    expect((await prisma.gameEvent.count({ where: { gameId: practice, userId: late.id } })) > 0).toBe(true);
    expect((await playerCard(late.displayName))!.reliability).toEqual(before);
    const strict = await createGameAs(host, { seats: 2, maxTimeoutRate: 0.1 });
    expect((await joinAs(late as never, strict)).status).toBe(403);
    // Resigning practice tables does not count as timeouts either.
    const punctual = await makeUser("fp");
    for (let i = 0; i < 3; i++) {
      const id = await createGameAs(punctual as never, { seats: 2, bots: 1 });
      await resignAs(id, punctual.id);
    }
    expect((await playerCard(punctual.displayName))!.reliability).toMatchObject({ timeouts: 0, timeoutRate: null });
  });

  it("each move the bot makes for a person whose time ran out counts as a timeout; none after they resign", { timeout: 240_000 }, async () => {
    const [ann, bob] = await Promise.all([makeRouteUser("fa"), makeRouteUser("fb")]);
    const id = await createGameAs(ann, { seats: 2, moveTimeLimitDays: 1, vacation: false, onTimeout: "bot" });
    expect((await joinAs(bob, id)).status).toBe(200);
    const loaded = (await loadState(id))!;
    const sleeper = toAct(loaded.state)[0];
    const seats = await prisma.gameSeat.findMany({ where: { gameId: id }, orderBy: { seat: "asc" } });
    const [sleeperId, awakeId] = [seats[sleeper].userId!, seats[1 - sleeper].userId!];
    const awake = awakeId === ann.id ? ann : bob;
    // The sleeper's time runs out: one timeout, then the bot holds the seat.
    await prisma.game.update({ where: { id }, data: { lastMoveAt: new Date(Date.now() - 3 * 86_400_000) } });
    await runWorkerOnce({ maxBatches: 0 });
    expect((await prisma.gameSeat.findFirstOrThrow({ where: { gameId: id, userId: sleeperId } })).playedBy).toBe("bot");
    await passAt(id, awake, 6);
    const standIns = await prisma.gameEvent.count({ where: { gameId: id, standInFor: sleeperId } });
    expect(standIns).toBeGreaterThan(0);
    const name = (await prisma.user.findUniqueOrThrow({ where: { id: sleeperId } })).displayName!;
    expect((await playerCard(name))!.reliability.timeouts).toBe(1 + standIns);
    // Resigned: the resignation counts once, the bot's moves after it not at all.
    await resignAs(id, sleeperId);
    await passAt(id, awake, 4);
    expect(await prisma.gameEvent.count({ where: { gameId: id, standInFor: sleeperId } })).toBe(standIns);
    expect((await playerCard(name))!.reliability.timeouts).toBe(2 + standIns);
  });
});

describe("what is rated (issue 35 items 3, 4)", () => {
  it("a game in which every person resigned is not rated", { timeout: 240_000 }, async () => {
    const players = await Promise.all([makeUser("fx"), makeUser("fx")]);
    const game = await nearlyFinished(players, `fair-all-resign-${players[0].id}`);
    for (const p of players) await resignAs(game.id, p.id);
    for (let i = 0; i < 50 && (await loadState(game.id))!.state.status === "active"; i++) await runWorkerOnce({ maxBatches: 0 });
    expect((await loadState(game.id))!.state.status).toBe("finished");
    expect(await prisma.gameResultPlayer.count({ where: { gameId: game.id, resignedRound: { not: null } } })).toBe(2);
    expect(await prisma.ratingChange.count({ where: { gameId: game.id } })).toBe(0);
  });

  it("a resignation in the first round leaves the game unrated; a later one does not", { timeout: 240_000 }, async () => {
    // The round is recorded as the seat is resigned.
    const [p, q] = await Promise.all([makeRouteUser("fy"), makeRouteUser("fy")]);
    const fresh = await createGameAs(p, { seats: 2 });
    await joinAs(q, fresh);
    await resignAs(fresh, q.id);
    expect((await prisma.gameSeat.findFirstOrThrow({ where: { gameId: fresh, userId: q.id } })).resignedRound).toBe(1);

    for (const [round, rated] of [[1, false], [2, true]] as const) {
      const players = await Promise.all([makeUser("fz"), makeUser("fz")]);
      const game = await nearlyFinished(players, `fair-round-${round}-${players[0].id}`);
      const { state } = (await loadState(game.id))!;
      const quitter = game.bySeat[1 - toAct(state)[0]];
      await resignAs(game.id, quitter.id);
      // As if it had happened in that round (this game is generated near its end).
      await prisma.gameSeat.updateMany({ where: { gameId: game.id, userId: quitter.id }, data: { resignedRound: round } });
      await game.finish();
      expect(await prisma.ratingChange.count({ where: { gameId: game.id } }), `round ${round}`).toBe(rated ? 2 : 0);
    }
  });

  it("three wins over the same alt: provisional and off the leaderboard (a minimum rating refuses it: join-limits.test.ts); each repeat weighs less", { timeout: 300_000 }, async () => {
    const [farmer, alt] = await Promise.all([makeUser("ff"), makeUser("fg")]);
    for (let i = 0; i < 3; i++) await finishedGame([farmer, alt], `fair-farm-${i}-${farmer.id}`);
    const changes = await prisma.ratingChange.findMany({ where: { userId: farmer.id }, orderBy: { finishedAt: "asc" } });
    expect(changes.map((c) => c.weight)).toEqual([1, 1 / 2, 1 / 3]);
    const card = (await playerCard(farmer.displayName))!;
    expect(card.rating).toMatchObject({ provisional: true, opponents: 1 });
    const { leaderboardPage } = await import("@/lib/ratings/reads");
    let cursor = null;
    const seen: string[] = [];
    do {
      const page: Awaited<ReturnType<typeof leaderboardPage>> = await leaderboardPage(cursor, 500);
      seen.push(...page.rows.map((r) => r.userId));
      cursor = page.next;
    } while (cursor);
    expect(seen).not.toContain(farmer.id);
  });
});

describe("a deleted account (issue 35 item 5)", () => {
  it("leaves the live ratings as they were, and rebuild-ratings agrees with them", { timeout: 300_000 }, async () => {
    const [a, b, c] = await Promise.all([makeUser("fd"), makeUser("fd"), makeUser("fd")]);
    const games = [await finishedGame([a, b, c], `fair-delete-1-${a.id}`), await finishedGame([a, b, c], `fair-delete-2-${a.id}`)].map((g) => g.id);
    const live = await prisma.playerRating.findMany({ where: { userId: { in: [a.id, b.id] } }, orderBy: { userId: "asc" } });
    await deleteAccount(c.id, c.displayName);
    expect(await prisma.ratingChange.count({ where: { userId: c.id } })).toBe(0);
    expect(await prisma.playerRating.count({ where: { userId: c.id } })).toBe(0);
    expect(await prisma.playerRating.findMany({ where: { userId: { in: [a.id, b.id] } }, orderBy: { userId: "asc" } })).toEqual(live);
    const report = await rebuildRatings({ dryRun: true });
    // Other test files' games share the database: only these games and players are this test's to judge.
    expect(report.changedPlayers.filter((id) => [a.id, b.id].includes(id))).toEqual([]);
    expect(report.changedGames.filter((id) => games.includes(id))).toEqual([]);
  });
});
