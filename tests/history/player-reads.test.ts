// Issue 19: the copies that keep a player's pages flat at any number of games. Triggers keep
// them (migration 20261125120000_player_reads); these tests hold each copy against its source
// after the writes the app really makes: the lobby's routes, a game's results, their removal,
// and an account's deletion.
import { describe, expect, it, vi } from "vitest";
import { prisma } from "@/lib/db/client";
import { cancelGame } from "@/lib/games/lobby";
import { ensureResult, ensureResultsFor } from "@/lib/history/results";
import { createGameAs, joinAs, makeUser as makeSessionUser } from "../games/helpers";
import { insertGame, makeUser } from "./helpers";

vi.mock("@/lib/auth", () => import("../games/auth-mock"));

/** Seats whose copy differs from their game's status, among these games. */
async function seatsAstray(gameIds: string[]): Promise<number> {
  const [row] = await prisma.$queryRaw<{ n: number }[]>`
    SELECT count(*)::int AS n FROM game_seats s JOIN games g ON g.id = s.game_id
    WHERE s.game_id = ANY(${gameIds}::text[]) AND s.game_status <> g.status`;
  return row.n;
}

/** The tallies of these players as stored, and as computed afresh from the result rows. */
async function tallies(userIds: string[]) {
  const stored = await prisma.$queryRaw<{ user: string; opponent: string; games: number; won: number }[]>`
    SELECT user_id AS user, opponent_id AS opponent, games, won FROM opponent_tallies
    WHERE user_id = ANY(${userIds}::text[]) ORDER BY 1, 2`;
  const computed = await prisma.$queryRaw<{ user: string; opponent: string; games: number; won: number }[]>`
    SELECT me.user_id AS user, o.user_id AS opponent, count(*)::int AS games, (count(*) FILTER (WHERE me.winner))::int AS won
    FROM game_result_players me JOIN game_result_players o ON o.game_id = me.game_id AND o.seat <> me.seat
    JOIN users a ON a.id = me.user_id JOIN users b ON b.id = o.user_id
    WHERE me.user_id = ANY(${userIds}::text[]) AND o.user_id <> me.user_id
    GROUP BY 1, 2 ORDER BY 1, 2`;
  return { stored, computed };
}

describe("a seat's copy of its game's status", () => {
  it("follows the table from open to running, and to cancelled", async () => {
    const [ann, bob, cat] = await Promise.all([makeSessionUser("rsA"), makeSessionUser("rsB"), makeSessionUser("rsC")]);
    const running = await createGameAs(ann, { seats: 2, variants: {}, invites: [] });
    const cancelled = await createGameAs(cat, { seats: 2, variants: {}, invites: [] });
    const seatOf = (gameId: string, userId: string) =>
      prisma.gameSeat.findFirstOrThrow({ where: { gameId, userId }, select: { gameStatus: true } }).then((s) => s.gameStatus);
    expect(await seatOf(running, ann.id)).toBe("open");
    expect((await joinAs(bob, running)).status).toBe(200);
    expect(await seatOf(running, ann.id)).toBe("active");
    expect(await seatOf(running, bob.id)).toBe("active");
    await cancelGame(cancelled, cat);
    expect(await seatOf(cancelled, cat.id)).toBe("cancelled");
    expect(await seatsAstray([running, cancelled])).toBe(0);
  });

  it("is the finished status for seats written after their game ended (a game inserted whole)", async () => {
    const players = await Promise.all([makeUser("rsD"), makeUser("rsE")]);
    const done = await insertGame(players, { seed: `reads-done-${players[0].id}` });
    const playing = await insertGame(players, { seed: `reads-run-${players[0].id}`, stopAfter: 8 });
    const statuses = await prisma.gameSeat.findMany({ where: { gameId: { in: [done.id, playing.id] } }, select: { gameId: true, gameStatus: true } });
    expect(statuses.filter((s) => s.gameId === done.id).map((s) => s.gameStatus)).toEqual(["finished", "finished"]);
    expect(statuses.filter((s) => s.gameId === playing.id).map((s) => s.gameStatus)).toEqual(["active", "active"]);
  });
});

describe("opponent tallies (the favourite opponents by index)", () => {
  it("match the result rows as results are written, removed and written again, and forget a deleted account", { timeout: 120_000 }, async () => {
    const [ann, bob, cat, dan] = await Promise.all([makeUser("otA"), makeUser("otB"), makeUser("otC"), makeUser("otD")]);
    const users = [ann, bob, cat, dan].map((u) => u.id);
    const tables = [[ann, bob], [ann, bob, cat], [cat, dan], [ann, bob, cat, dan], [bob, ann]];
    const games = [];
    for (const [i, table] of tables.entries()) games.push(await insertGame(table, { seed: `tally-${i}-${ann.id}` }));
    for (const u of [ann, bob, cat, dan]) await ensureResultsFor(u.id);
    const written = await tallies(users);
    expect(written.stored).toEqual(written.computed);
    // Ann and Bob met in four finished games.
    expect(written.stored.find((t) => t.user === ann.id && t.opponent === bob.id)?.games).toBe(4);

    // The rebuild's way: a game's rows removed (one statement), then written again.
    await prisma.$executeRaw`DELETE FROM game_result_players WHERE game_id = ${games[3].id}`;
    const removed = await tallies(users);
    expect(removed.stored).toEqual(removed.computed);
    expect(removed.stored.find((t) => t.user === ann.id && t.opponent === bob.id)?.games).toBe(3);
    expect(removed.stored.some((t) => t.user === ann.id && t.opponent === dan.id)).toBe(false);
    // One row of a game at a time: each pair still counted once.
    await prisma.$executeRaw`DELETE FROM game_result_players WHERE game_id = ${games[1].id} AND seat = 0`;
    expect((await tallies(users)).stored).toEqual((await tallies(users)).computed);
    await prisma.$executeRaw`DELETE FROM game_results WHERE game_id IN (${games[3].id}, ${games[1].id})`;
    await prisma.$executeRaw`DELETE FROM game_result_players WHERE game_id = ${games[1].id}`;
    expect(await ensureResult(games[3].id)).toBe(true);
    expect(await ensureResult(games[1].id)).toBe(true);
    const again = await tallies(users);
    expect(again.stored).toEqual(written.stored);

    // Dan leaves for good: no tally names him, either way.
    await prisma.user.delete({ where: { id: dan.id } });
    const left = await tallies(users);
    expect(left.stored).toEqual(left.computed);
    expect(left.stored.some((t) => t.user === dan.id || t.opponent === dan.id)).toBe(false);
  });
});
