// In-process caches when another process appends: the state cache (lib/games/log.ts) and the
// plain-words log cache (lib/games/table.ts) hold seq N; another server appends N + 1 straight
// into the database (no cache of ours is told). Every read must still come from the log.
import { describe, expect, it, vi } from "vitest";
import { prisma } from "@/lib/db/client";
import { applyMove, legalMoves, toAct, type LegalMove } from "@/lib/engine";
import { cacheBounds, cacheHolds, cached, forgetCachedState, loadCurrent, loadCurrentAt, loadState, NAMES_RECHECK_MS } from "@/lib/games/current";
import type { GameTable } from "@/lib/games/table";
import * as gameRoute from "@/app/api/games/[id]/route";
import * as movesRoute from "@/app/api/games/[id]/moves/route";
import * as eventsRoute from "@/app/api/games/[id]/events/route";
import { call, makeUser, startedGame } from "../games/helpers";
import { countStatements } from "../games/statements";

vi.mock("@/lib/auth", () => import("../games/auth-mock"));

describe("caches when another process appends", () => {
  it("serve state, table, log and moves from the log's seq, not from what this process last saw", async () => {
    const players = await Promise.all([makeUser("cacheA"), makeUser("cacheB")]);
    const { id, bySeat } = await startedGame(players);
    // This process plays move 1 and reads the table: both caches now hold seq 1.
    const first = (await call<GameTable>(gameRoute.GET, { as: bySeat[0], id })).body;
    const mover = bySeat[first.view.toAct[0]];
    const mine = (await call<GameTable>(gameRoute.GET, { as: mover, id })).body;
    const { seat: _s, ...move1 } = (mine.legalMoves as LegalMove[])[0].move;
    expect((await call(movesRoute.POST, { as: mover, id, body: { seq: 0, move: move1 } })).status).toBe(200);
    expect((await call<GameTable>(gameRoute.GET, { as: bySeat[0], id })).body.log).toHaveLength(1);

    // "Another process" appends move 2: rows only, as its own append would write them.
    const { state } = (await loadState(id))!;
    const seat = toAct(state)[0];
    const move2 = legalMoves(state, seat)[0].move;
    expect(applyMove(state, move2).ok).toBe(true);
    await prisma.$transaction([
      prisma.gameEvent.create({ data: { gameId: id, seq: 2, type: "move", seat, userId: bySeat[seat].id, payload: { move: move2 } } }),
      prisma.game.update({ where: { id }, data: { seq: 2 } }),
    ]);

    expect((await loadState(id))!.seq).toBe(2);
    const table = (await call<GameTable>(gameRoute.GET, { as: bySeat[0], id, path: `/api/games/${id}?since=1` })).body;
    expect(table.seq).toBe(2);
    expect(table.log.map((line) => line.seq)).toEqual([1, 2]);
    expect((await call(eventsRoute.GET, { as: bySeat[0], id, path: `/api/games/${id}/events?after=1` })).body).toMatchObject({
      seq: 2,
      events: [{ seq: 2 }],
    });
    // A move built on what this process saw last is stale; one on seq 2 lands as move 3.
    const now = (await call<GameTable>(gameRoute.GET, { as: bySeat[toAct((await loadState(id))!.state)[0]], id })).body;
    const { seat: _t, ...move3 } = (now.legalMoves as LegalMove[])[0].move;
    const stale = await call(movesRoute.POST, { as: bySeat[now.seat!], id, body: { seq: 1, move: move3 } });
    expect(stale.status).toBe(409);
    expect((await call(movesRoute.POST, { as: bySeat[now.seat!], id, body: { seq: 2, move: move3 } })).body.seq).toBe(3);
  });

  it("give the streams one signal wakes one shared read of the log, reaching the signalled seq", async () => {
    const players = await Promise.all([makeUser("cacheC"), makeUser("cacheD")]);
    const { id, bySeat } = await startedGame(players);
    expect((await loadCurrent(id))!.seq).toBe(0);
    // "Another process" appends move 1; this process's cache still stands at 0.
    const { state } = (await loadState(id))!;
    const seat = toAct(state)[0];
    const move = legalMoves(state, seat)[0].move;
    await prisma.$transaction([
      prisma.gameEvent.create({ data: { gameId: id, seq: 1, type: "move", seat, userId: bySeat[seat].id, payload: { move } } }),
      prisma.game.update({ where: { id }, data: { seq: 1 } }),
    ]);
    // Fifty pages of one game woken by the signal "now at 1": one read between them.
    const { result: read, statements } = await countStatements(() => Promise.all(Array.from({ length: 50 }, () => loadCurrentAt(id, 1))));
    expect(read.map((c) => c?.seq)).toEqual(Array(50).fill(1));
    expect(read[0]!.lines.map((line) => line.seq)).toEqual([1]);
    expect(statements).toHaveLength(1);
    // Once the cache stands at the signalled seq (events never change), no read at all.
    const again = await countStatements(() => loadCurrentAt(id, 1));
    expect(again.result!.seq).toBe(1);
    expect(again.statements).toEqual([]);
  });

  it("drop a game whose setup another process renamed (a deleted account, issue 26) within NAMES_RECHECK_MS", async () => {
    const players = await Promise.all([makeUser("renameA"), makeUser("renameB")]);
    // Seats are drawn at the start, so the names are read in seat order.
    const { id, bySeat } = await startedGame(players);
    const before = (await loadCurrent(id))!.state.options.players;
    expect(before).toEqual(bySeat.map((p) => p.displayName));
    // "Another process" deletes the second player's account: it renames the seat in event 0 only.
    await prisma.$executeRaw`UPDATE game_events SET payload = jsonb_set(payload, '{options,players,1}', '"Former player"') WHERE game_id = ${id} AND seq = 0`;
    const now = Date.now();
    const clock = vi.spyOn(Date, "now").mockReturnValue(now + NAMES_RECHECK_MS + 1);
    try {
      expect((await loadCurrent(id))!.state.options.players).toEqual([bySeat[0].displayName, "Former player"]);
      expect((await loadState(id))!.state.players[1].name).toBe("Former player");
    } finally {
      clock.mockRestore();
    }
  });
});

describe("the state cache's bound on lines", () => {
  /** "Another process" appends `count` moves to a started game (rows only). */
  async function appendMoves(id: string, bySeat: { id: string }[], count: number): Promise<void> {
    for (let i = 0; i < count; i++) {
      const { seq, state } = (await loadState(id))!;
      const seat = toAct(state)[0];
      const move = legalMoves(state, seat)[0].move;
      await prisma.$transaction([
        prisma.gameEvent.create({ data: { gameId: id, seq: seq + 1, type: "move", seat, userId: bySeat[seat].id, payload: { move } } }),
        prisma.game.update({ where: { id }, data: { seq: seq + 1 } }),
      ]);
    }
  }

  it("drops the lines of the least recently read games past cacheBounds.lines, keeps their states, and replays the lines when asked", async () => {
    const games = await Promise.all(
      [0, 1].map(async (g) => startedGame(await Promise.all([makeUser(`bound${g}A`), makeUser(`bound${g}B`)]))),
    );
    for (const { id, bySeat } of games) await appendMoves(id, bySeat, 2);
    const [a, b] = games.map((g) => g.id);
    const saved = cacheBounds.lines;
    cacheBounds.lines = 3;
    try {
      forgetCachedState();
      const linesA = (await loadCurrent(a))!.lines;
      expect(linesA.map((line) => line.seq)).toEqual([1, 2]);
      expect(cacheHolds()).toEqual({ entries: 1, lines: 2 });
      // Reading b's lines passes the bound: a, read less lately, keeps its state only.
      expect((await loadCurrent(b))!.lines.map((line) => line.seq)).toEqual([1, 2]);
      expect(cacheHolds()).toEqual({ entries: 2, lines: 2 });
      expect(cached(a)!.lines).toBeNull();
      expect(cached(a)!.seq).toBe(2);
      // Its state still saves the replay: one read of the events after it, none replayed.
      const state = await countStatements(() => loadState(a));
      expect(state.result!.seq).toBe(2);
      expect(state.statements).toHaveLength(1);
      // Its lines come back from the log, the same as before; now b loses its lines.
      expect((await loadCurrent(a))!.lines).toEqual(linesA);
      expect(cached(b)!.lines).toBeNull();
      expect(cacheHolds()).toEqual({ entries: 2, lines: 2 });
    } finally {
      cacheBounds.lines = saved;
    }
  });
});
