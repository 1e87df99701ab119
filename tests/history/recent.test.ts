// The home page's recently finished games, from the stored result summaries (issue 19): the
// newest first, at most the number asked, with the names and winners as the games ended.
import { describe, expect, it } from "vitest";
import { recentFinished } from "@/lib/history/recent";
import { ensureResultsFor } from "@/lib/history/results";
import { insertGame, makeUser, type InsertedGame } from "./helpers";

describe("recently finished games", () => {
  it("are the player's newest finished games, with names and winners from the log's end", { timeout: 120_000 }, async () => {
    const [ann, bob, cat] = await Promise.all([makeUser("ra"), makeUser("rb"), makeUser("rc")]);
    const games: InsertedGame[] = [];
    for (let i = 0; i < 4; i++) {
      const table = i % 2 === 0 ? [ann, bob] : [ann, bob, cat];
      games.push(await insertGame(table, { seed: `recent-${i}-${ann.id}`, finishedAt: new Date(Date.UTC(2026, 2, 1 + i)) }));
    }
    // Cat's game without Ann, and a running game of Ann's: neither is listed.
    await insertGame([bob, cat], { seed: `recent-other-${ann.id}`, finishedAt: new Date(Date.UTC(2026, 2, 10)) });
    await insertGame([ann, cat], { seed: `recent-run-${ann.id}`, stopAfter: 10 });
    // Written with the last event in play; these games were inserted straight into the log.
    await ensureResultsFor(ann.id);
    await ensureResultsFor(cat.id);

    const recent = await recentFinished(ann.id, 3);
    const newest = games.slice().reverse().slice(0, 3);
    expect(recent.map((g) => g.id)).toEqual(newest.map((g) => g.id));
    for (const [i, entry] of recent.entries()) {
      const game = newest[i];
      const names = game.final.players.map((p) => p.name);
      expect(entry).toMatchObject({
        group: "finished",
        status: "finished",
        players: names,
        seatCount: names.length,
        winners: game.final.winners!.map((seat) => names[seat]),
        since: game.finishedAt!.toISOString(),
        toAct: [],
      });
    }
    expect(await recentFinished(cat.id, 10)).toHaveLength(3);
  });
});
