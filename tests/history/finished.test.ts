// The finished-game page's data: breakdown, chart round by round, log, and the shuffle check.
import { describe, expect, it } from "vitest";
import { loadFinishedGame } from "@/lib/history/finished";
import { checkShuffle, sha256Hex } from "@/lib/history/shuffle";
import type { SetupPayload } from "@/lib/games/log";
import { insertGame, makeUser } from "./helpers";

describe("finished game", () => {
  it("has the final breakdown, a chart point per round, the whole log and a passing shuffle check", { timeout: 60_000 }, async () => {
    const users = await Promise.all([makeUser("fg"), makeUser("fg"), makeUser("fg")]);
    const game = await insertGame(users, { seed: `finished-${users[0].id}`, timeoutRate: 0.02 });
    const loaded = await loadFinishedGame(game.id);
    if (loaded.kind !== "finished") throw new Error(loaded.kind);
    const page = loaded.game;
    expect(page.view.final).toEqual(game.final.final);
    expect(page.view.players.every((p) => p.hand !== null && p.money !== null)).toBe(true);
    expect(page.log).toHaveLength(game.events.length - 1);
    expect(page.chart.rounds).toBe(game.final.round);
    for (const s of page.chart.series) {
      expect(s.points).toHaveLength(game.final.round);
      expect(s.points.at(-1)).toBe(game.final.players[s.seat].points);
      expect(s.money.at(-1)).toBe(game.final.players[s.seat].money);
      // The score track never goes down.
      expect(s.points).toEqual([...s.points].sort((a, b) => a - b));
    }
    expect(page.links).toEqual(game.bySeat.map((u) => u.displayName));
    expect(page.shuffle).toMatchObject({ ok: true, hashMatches: true, pilesMatch: true, tokensMatch: true, seatOrderMatches: true });

    const setup = game.events[0].payload as SetupPayload;
    const base = { seed: game.seed, seedHash: sha256Hex(game.seed), options: game.options, setup: setup.setup, joinOrder: page.joinOrder };
    // A swapped pile card, a moved token, another seat order, a wrong hash: each is caught.
    const swapped = { ...setup.setup, piles: { ...setup.setup.piles, building: [...setup.setup.piles.building].reverse() } };
    expect(checkShuffle({ ...base, setup: swapped })).toMatchObject({ ok: false, pilesMatch: false, hashMatches: true });
    const tokens = { ...setup.setup.tokens, worker: (setup.setup.tokens.worker + 1) % 3 };
    expect(checkShuffle({ ...base, setup: { ...setup.setup, tokens } })).toMatchObject({ ok: false, tokensMatch: false });
    expect(checkShuffle({ ...base, joinOrder: [...page.joinOrder].reverse() }).seatOrderMatches).toBe(false);
    expect(checkShuffle({ ...base, seedHash: sha256Hex("other") })).toMatchObject({ ok: false, hashMatches: false, pilesMatch: true });

    expect((await loadFinishedGame("no-such-game")).kind).toBe("missing");
    const running = await insertGame(users, { seed: `finished-running-${users[0].id}`, stopAfter: 3 });
    expect(await loadFinishedGame(running.id)).toEqual({ kind: "not-finished", status: "active" });
  });
});
