// Player statistics and the game list, from the stored summaries of a known set of games.
import { describe, expect, it } from "vitest";
import { prisma } from "@/lib/db/client";
import { toAct } from "@/lib/engine";
import { loadPlayerPage, PAGE_SIZE, type GameListEntry } from "@/lib/history/players";
import { ensureResultsFor, summarizeResult } from "@/lib/history/results";
import { insertGame, makeUser, type InsertedGame, type TestUser } from "./helpers";

function expectedStats(user: TestUser, games: InsertedGame[]) {
  const finished = games.filter((g) => g.final.status === "finished" && g.bySeat.some((u) => u.id === user.id));
  const totals = finished.map((g) => g.final.final![g.bySeat.findIndex((u) => u.id === user.id)].total);
  const won = finished.filter((g) => g.final.winners!.includes(g.bySeat.findIndex((u) => u.id === user.id))).length;
  return {
    played: finished.length,
    won,
    winRate: finished.length ? won / finished.length : null,
    averageScore: totals.length ? totals.reduce((a, b) => a + b, 0) / totals.length : null,
    bestScore: totals.length ? Math.max(...totals) : null,
  };
}

describe("player statistics", () => {
  it("match the finished games, with favourite opponents, filters and pages", { timeout: 180_000 }, async () => {
    const [ann, bob, cat, dan] = await Promise.all([makeUser("pa"), makeUser("pb"), makeUser("pc"), makeUser("pd")]);
    const games: InsertedGame[] = [];
    const tables = [[ann, bob], [ann, bob], [ann, bob, cat], [ann, cat], [bob, cat, dan], [ann, bob, cat, dan], [ann, bob], [ann, dan]];
    for (const [i, table] of tables.entries()) {
      games.push(await insertGame(table, { seed: `stats-${i}-${ann.id}`, finishedAt: new Date(Date.UTC(2026, 1, 1 + i)), timeoutRate: i % 3 === 2 ? 0.03 : 0 }));
    }
    // Two running games of Ann's: one with Bob, one with Dan.
    games.push(await insertGame([ann, bob], { seed: `stats-run-1-${ann.id}`, stopAfter: 12 }));
    games.push(await insertGame([dan, ann], { seed: `stats-run-2-${ann.id}`, stopAfter: 5 }));
    for (const u of [ann, bob, cat, dan]) await ensureResultsFor(u.id);

    for (const user of [ann, bob, cat, dan]) {
      const { stats } = (await loadPlayerPage(user.displayName, {}))!;
      const expected = expectedStats(user, games);
      expect({ ...stats, averageScore: stats.averageScore?.toFixed(6) }).toEqual({
        ...expected,
        averageScore: expected.averageScore?.toFixed(6),
        running: games.filter((g) => g.final.status === "active" && g.bySeat.some((u) => u.id === user.id)).length,
      });
    }
    expect((await loadPlayerPage(ann.displayName, {}))!.stats.played).toBe(7);

    // Ann met Bob in 5 finished games, Cat in 3, Dan in 2.
    const { opponents } = (await loadPlayerPage(ann.displayName, {}))!;
    expect(opponents.map((o) => [o.name, o.games])).toEqual([[bob.displayName, 5], [cat.displayName, 3], [dan.displayName, 2]]);
    const withBob = games.filter((g) => g.final.status === "finished" && g.bySeat.includes(ann) && g.bySeat.includes(bob));
    const annWonWithBob = withBob.filter((g) => g.final.winners!.includes(g.bySeat.indexOf(ann))).length;
    expect(opponents[0].won).toBe(annWonWithBob);

    // The page: every game of Ann's, running ones first, then finished ones newest first.
    const page = (await loadPlayerPage(ann.displayName.toUpperCase(), {}))!;
    expect(page.user.id).toBe(ann.id);
    expect(page.total).toBe(9);
    expect(page.games.map((g) => g.state)).toEqual([...Array(2).fill("running"), ...Array(7).fill("finished")]);
    const finishedDates = page.games.filter((g) => g.state === "finished").map((g) => g.date.getTime());
    expect(finishedDates).toEqual([...finishedDates].sort((a, b) => b - a));
    const last = page.games[2];
    const lastGame = games.find((g) => g.id === last.gameId)!;
    expect(last.players.map((p) => p.total).sort()).toEqual(lastGame.final.final!.map((f) => f.total).sort());
    expect(last.players.find((p) => p.isPlayer)!.name).toBe(ann.displayName);
    expect(last.result).toBe(lastGame.final.winners!.includes(lastGame.bySeat.indexOf(ann)) ? (lastGame.final.winners!.length > 1 ? "shared" : "won") : "lost");
    for (const g of page.games.filter((x) => x.state === "running")) expect(g.players.every((p) => p.total === null)).toBe(true);

    // Filters: by opponent (any case), by state, both.
    const bobGames = (await loadPlayerPage(ann.displayName, { opponent: bob.displayName.toUpperCase() }))!;
    expect(bobGames.total).toBe(6);
    expect(bobGames.filter.opponent).toBe(bob.displayName);
    expect(bobGames.games.every((g) => g.players.some((p) => p.name === bob.displayName))).toBe(true);
    expect((await loadPlayerPage(ann.displayName, { opponent: dan.displayName, state: "running" }))!.total).toBe(1);
    expect((await loadPlayerPage(ann.displayName, { opponent: dan.displayName, state: "finished" }))!.total).toBe(2);
    expect((await loadPlayerPage(ann.displayName, { state: "running" }))!.total).toBe(2);
    const nobody = (await loadPlayerPage(ann.displayName, { opponent: "nobody-at-all" }))!;
    expect(nobody.unknownOpponent).toBe(true);
    expect(nobody.games).toHaveLength(0);
    expect(await loadPlayerPage("no-such-player-xyz", {})).toBeNull();

    // Pages: more games than one page holds.
    for (let i = 0; i < PAGE_SIZE; i++) await insertGame([ann, cat], { seed: `stats-more-${i}-${ann.id}`, finishedAt: new Date(Date.UTC(2025, 0, 1 + i)) });
    for (const u of [ann, bob, cat, dan]) await ensureResultsFor(u.id);
    const first = (await loadPlayerPage(ann.displayName, {}))!;
    expect(first.total).toBe(9 + PAGE_SIZE);
    expect(first.pages).toBe(2);
    expect(first.games).toHaveLength(PAGE_SIZE);
    const second = (await loadPlayerPage(ann.displayName, { page: 2 }))!;
    expect(second.games).toHaveLength(9);
    expect(new Set([...first.games, ...second.games].map((g) => g.gameId)).size).toBe(9 + PAGE_SIZE);
    expect((await loadPlayerPage(ann.displayName, { page: 99 }))!.page).toBe(2);
  });

  it("lists each game as it was played: names then, links now, scores, ranks, results, dates", { timeout: 120_000 }, async () => {
    // Prefixes with distinct first letters: the opponent names' order is the same in any collation.
    const [eve, fay, gus, hal, ivy] = await Promise.all([makeUser("le"), makeUser("lf"), makeUser("lg"), makeUser("lh"), makeUser("li")]);
    const day = (d: number) => new Date(Date.UTC(2026, 2, d));
    const played = [
      await insertGame([eve, fay], { seed: `fields-1-${eve.id}`, finishedAt: day(1) }),
      await insertGame([eve, gus, hal], { seed: `fields-2-${eve.id}`, finishedAt: day(2), timeoutRate: 0.03 }),
      await insertGame([eve, hal], { seed: `fields-3-${eve.id}`, finishedAt: day(3) }),
    ];
    const running = await insertGame([eve, fay, gus], { seed: `fields-run-${eve.id}`, finishedAt: day(4), stopAfter: 10 });
    // No ensureResultsFor here: the page itself writes the results these games lack (as after a timeout).
    // Then Fay renames herself and Hal's account is deleted: the games keep the names they were played with.
    const renamed = `${fay.displayName}-x`;
    await prisma.user.update({ where: { id: fay.id }, data: { displayName: renamed } });
    await prisma.user.delete({ where: { id: hal.id } });
    const link = (u: TestUser) => (u === fay ? renamed : u === hal ? null : u.displayName);

    const page = (await loadPlayerPage(eve.displayName, {}))!;
    expect(page.stats).toMatchObject({ played: 3, running: 1 });
    const expectedGame = (g: InsertedGame): GameListEntry => {
      const finished = g.final.status === "finished";
      const rows = finished ? summarizeResult(g.id, g.final, { finishedAt: g.finishedAt!, lastSeq: 0, userIds: [] }).players : [];
      const mine = g.bySeat.indexOf(eve);
      const winners = g.final.winners ?? [];
      return {
        gameId: g.id,
        state: finished ? "finished" : "running",
        // Running: when it started (insertGame starts a game a day before the date it is given).
        date: finished ? g.finishedAt! : new Date(day(4).getTime() - 86_400_000),
        players: g.bySeat.map((u, seat) => ({
          seat,
          name: u.displayName,
          link: link(u),
          total: rows[seat]?.total ?? null,
          winner: rows[seat]?.winner ?? false,
          rank: rows[seat]?.rank ?? null,
          isPlayer: u === eve,
        })),
        result: !finished ? null : winners.includes(mine) ? (winners.length > 1 ? "shared" : "won") : "lost",
        toActSeat: finished ? null : (toAct(g.final)[0] ?? null),
      };
    };
    expect(page.games).toEqual([running, ...[...played].reverse()].map(expectedGame));
    expect(page.opponentNames).toEqual([renamed, gus.displayName]);
    const wins = (u: TestUser) => played.filter((g) => g.bySeat.includes(u) && g.final.winners!.includes(g.bySeat.indexOf(eve))).length;
    expect(page.opponents).toEqual(
      [{ userId: fay.id, name: renamed, games: 1, won: wins(fay) }, { userId: gus.id, name: gus.displayName, games: 1, won: wins(gus) }].sort(
        (a, b) => b.won - a.won || a.name.localeCompare(b.name),
      ),
    );

    // The opponent filter takes today's name in any case; a name from the past, a deleted player
    // or someone never met is nobody Eve has played with.
    const withFay = (await loadPlayerPage(eve.displayName, { opponent: renamed.toUpperCase() }))!;
    expect([withFay.filter.opponent, withFay.games.map((g) => g.gameId)]).toEqual([renamed, [running.id, played[0].id]]);
    for (const opponent of [fay.displayName, hal.displayName, ivy.displayName]) {
      expect(await loadPlayerPage(eve.displayName, { opponent })).toMatchObject({ unknownOpponent: true, games: [], total: 0, filter: { opponent } });
    }
    // A name is matched whole: "%" and "_" are a name's characters, not wildcards.
    expect(await loadPlayerPage("%", {})).toBeNull();
    expect(await loadPlayerPage(eve.displayName.replace("-", "_"), {})).toBeNull();
    expect(await loadPlayerPage(eve.displayName, { opponent: "%" })).toMatchObject({ unknownOpponent: true });
  });
});
