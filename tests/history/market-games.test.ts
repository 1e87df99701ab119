// Market games (second edition, 2–5 seats) through the service: finished through submitMove, they
// get their result rows and statistics, their finished-game page data (log, chart, shuffle
// check), and an export that replays to the same end.
import { describe, expect, it, vi } from "vitest";
import { englishLines } from "@/lib/words/english";
import { prisma } from "@/lib/db/client";
import { drawSeatOrder, GameRecordSchema, replayRecord, summarize, type Move } from "@/lib/engine";
import { loadState } from "@/lib/games/current";
import { submitMove } from "@/lib/games/moves";
import { exportGame, type ExportedRecord } from "@/lib/history/export";
import { loadFinishedGame } from "@/lib/history/finished";
import { loadPlayerPage } from "@/lib/history/players";
import { computeResult, storedResults } from "@/lib/history/results";
import { generateGame, insertGame, makeUser } from "./helpers";

vi.mock("@/lib/auth", () => import("../games/auth-mock"));

const MARKET = { edition: "second", expansions: ["market"] } as const;

describe("Market games through the service", () => {
  for (const seats of [2, 3, 4, 5]) {
    it(`a ${seats}-player Market game finished through submitMove has its results, statistics, page and export`, { timeout: 120_000 }, async () => {
      const users = await Promise.all(Array.from({ length: seats }, (_, i) => makeUser(`mk${i}`)));
      // A fixed seed: each of these games has a market decision to time out.
      const seed = `market-service-${seats}-b`;
      const names = drawSeatOrder(seed, seats).map((joined) => users[joined].displayName);
      // The game's log up to a few moves before its end (one timeout in it), then the move path.
      const timedOut = (n: number) => (s: { phase: string; pending: unknown[] }) => s.phase === "market" && s.pending.length > 0 && n-- > 0;
      const full = generateGame(names, seed, { ...MARKET, timeoutWhen: timedOut(1) });
      expect(full.final.status).toBe("finished");
      expect(full.events.filter((e) => e.type === "timeout")).toHaveLength(1);
      const { id, bySeat } = await insertGame(users, { seed, ...MARKET, timeoutWhen: timedOut(1), stopAfter: full.events.length - 5 });
      let loaded = (await loadState(id))!;
      expect(loaded.state.status).toBe("active");
      for (const event of full.events.slice(loaded.seq + 1)) {
        if (event.type !== "move") break;
        const { seat, ...body } = (event.payload as { move: Move }).move;
        await submitMove(id, bySeat[seat], { seq: event.seq - 1, move: body });
      }
      loaded = (await loadState(id))!;
      if (loaded.state.status !== "finished") return expect.fail("the last moves did not end the game");
      const final = loaded.state.final!;

      // Results: one row per seat, the market majorities included in the track.
      const rows = await prisma.gameResultPlayer.findMany({ where: { gameId: id }, orderBy: { seat: "asc" } });
      expect(rows).toHaveLength(seats);
      for (const row of rows) {
        expect(row.userId).toBe(bySeat[row.seat].id);
        expect(row.track).toBe(loaded.state.players[row.seat].points);
        expect(row.total).toBe(final[row.seat].total);
        expect(row.winner).toBe(loaded.state.winners!.includes(row.seat));
      }
      expect((await storedResults([id])).get(id)).toEqual(await computeResult(id));
      const winner = bySeat[loaded.state.winners![0]];
      expect((await loadPlayerPage(winner.displayName, {}))?.stats).toMatchObject({ played: 1, won: 1, bestScore: final[loaded.state.winners![0]].total });

      // The finished game's page: the market scorings are in its log.
      const page = await loadFinishedGame(id);
      if (page.kind !== "finished") return expect.fail(`not finished: ${page.kind}`);
      const lines = englishLines(page.game.log);
      expect(lines.some((l) => l.startsWith("Market majorities (value tile "))).toBe(true);
      expect(lines.some((l) => l.startsWith("Market phase scored:"))).toBe(true);
      expect(page.game.view.options).toMatchObject(MARKET);

      // The export replays to the same end.
      const record = (await exportGame(id)) as ExportedRecord;
      const replayed = replayRecord(GameRecordSchema.parse(JSON.parse(JSON.stringify(record))));
      if (!replayed.ok) return expect.fail(`move ${replayed.move}: ${replayed.message}`);
      expect(summarize(replayed.state)).toEqual(summarize(loaded.state));
    });
  }
});
