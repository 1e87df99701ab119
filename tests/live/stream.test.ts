// Live streams through the real route handlers and the real database (LISTEN/NOTIFY): a move
// reaches every open stream of its game as "now at seq N" and nothing more, a reconnect catches
// up from Last-Event-ID, a lost listening connection is made good, and an ended stream leaves no
// listener behind.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { prisma } from "@/lib/db/client";
import type { LegalMove } from "@/lib/engine";
import { liveHub } from "@/lib/games/live";
import { turnCounter } from "@/lib/live/stream";
import type { GameTable } from "@/lib/games/table";
import * as gameRoute from "@/app/api/games/[id]/route";
import * as movesRoute from "@/app/api/games/[id]/moves/route";
import * as streamRoute from "@/app/api/games/[id]/stream/route";
import * as meStreamRoute from "@/app/api/me/stream/route";
import { signInAs } from "../games/auth-mock";
import { call, createGameAs, joinAs, makeUser, startedGame, type TestUser } from "../games/helpers";
import { SseReader, type SseFrame } from "./sse";

vi.mock("@/lib/auth", () => import("../games/auth-mock"));

interface Open {
  status: number;
  reader: SseReader | null;
  abort: () => void;
  text: () => Promise<string>;
  response: Response;
}

async function open(as: TestUser | null, path: string, id?: string, headers: Record<string, string> = {}): Promise<Open> {
  signInAs(as);
  const controller = new AbortController();
  const request = new Request(`http://localhost${path}`, { headers, signal: controller.signal });
  const response = id
    ? await streamRoute.GET(request, { params: Promise.resolve({ id }) })
    : await meStreamRoute.GET(request, { params: Promise.resolve({}) } as never);
  const isStream = response.headers.get("content-type")?.startsWith("text/event-stream") ?? false;
  return {
    status: response.status,
    reader: isStream && response.body ? new SseReader(response.body) : null,
    abort: () => controller.abort(),
    text: () => response.text(),
    response,
  };
}

const gameStream = (as: TestUser | null, id: string, since?: number, headers?: Record<string, string>) =>
  open(as, `/api/games/${id}/stream${since === undefined ? "" : `?since=${since}`}`, id, headers);

const isSeq = (seq: number) => (frame: SseFrame) => frame.event === "seq" && frame.id === String(seq);

/** Plays the first legal move of whoever is to act, through the moves route. */
async function playOne(id: string, bySeat: TestUser[]): Promise<number> {
  const any = (await call<GameTable>(gameRoute.GET, { as: bySeat[0], id })).body;
  const player = bySeat[any.view.toAct[0]];
  const mine = (await call<GameTable>(gameRoute.GET, { as: player, id })).body;
  const { seat: _seat, ...move } = (mine.legalMoves as LegalMove[])[0].move;
  const reply = await call(movesRoute.POST, { as: player, id, body: { seq: mine.seq, move } });
  if (reply.status !== 200) throw new Error(`move: ${reply.status} ${reply.text}`);
  return reply.body.seq;
}

let players: TestUser[];
let stranger: TestUser;
beforeAll(async () => {
  players = await Promise.all([makeUser("live0"), makeUser("live1"), makeUser("live2")]);
  stranger = await makeUser("watcher");
});
afterAll(async () => {
  await liveHub.close();
});

describe("GET /api/games/{id}/stream", () => {
  it("pushes every open page its own new table, then the bare seq: a player's hand and moves, a spectator's neither", async () => {
    const { id, bySeat } = await startedGame(players.slice(0, 2));
    const viewers = [bySeat[0], bySeat[1], stranger];
    const pages = await Promise.all(viewers.map((who) => gameStream(who, id, 0)));
    for (const page of pages) expect(page.status).toBe(200);
    const seq = await playOne(id, bySeat);
    expect(seq).toBe(1);
    for (const [i, page] of pages.entries()) {
      const frame = await page.reader!.next((f) => f.event === "table");
      expect(frame?.id).toBe("1");
      const live = JSON.parse(frame!.data);
      // The same table the page would fetch (but for the seed hash and the move's time), built
      // for this viewer alone; the log holds the lines after the seq the stream last pushed.
      const fetched = (await call<GameTable>(gameRoute.GET, { as: viewers[i], id })).body;
      expect(fetched.seq).toBe(1);
      expect(live).toEqual({
        seq: 1,
        from: 0,
        status: "active",
        view: fetched.view,
        legalMoves: fetched.legalMoves,
        prices: fetched.prices,
        log: fetched.log.filter((line) => line.seq > 0),
        lastMoveAt: expect.any(String),
      });
      expect(frame!.data).not.toMatch(/seed/i);
      // The seq frame comes after the table, and carries the seq alone.
      expect(await page.reader!.next(isSeq(1))).toEqual({ event: "seq", id: "1", data: '{"seq":1}' });
      expect(page.reader!.frames.findIndex((f) => f.event === "table")).toBeLessThan(page.reader!.frames.findIndex(isSeq(1)));
      page.abort();
    }
    const [own, other, spectator] = pages.map((page) => JSON.parse(page.reader!.frames.find((f) => f.event === "table")!.data));
    // A seat sees its own hand only; a spectator sees no hand at all.
    expect(own.view.players[0].hand).toEqual(expect.any(Array));
    expect(other.view.players[0].hand).toBeNull();
    expect(spectator.view.players[0].hand).toBeNull();
    expect(spectator.view.players[1].hand).toBeNull();
    expect(spectator.legalMoves).toEqual([]);
    expect(own.legalMoves.length + other.legalMoves.length).toBeGreaterThan(0);
  });

  it("sends no tables on a stream opened before the game started (the viewer's seat was not settled)", async () => {
    const [host, guest] = players;
    const id = await createGameAs(host, { seats: 2, variants: {}, invites: [] });
    const early = await gameStream(host, id, 0);
    expect(early.status).toBe(200);
    expect((await joinAs(guest, id)).status).toBe(200);
    const seats = await prisma.gameSeat.findMany({ where: { gameId: id }, orderBy: { seat: "asc" } });
    const bySeat = seats.map((s) => (s.userId === host.id ? host : guest));
    await playOne(id, bySeat);
    expect(await early.reader!.next(isSeq(1))).not.toBeNull();
    expect(early.reader!.frames.filter((f) => f.event === "table")).toEqual([]);
    early.abort();
    // Opened now, the same viewer's stream carries their table.
    const late = await gameStream(host, id, 0);
    expect(JSON.parse((await late.reader!.next((f) => f.event === "table"))!.data).seq).toBe(1);
    late.abort();
  });

  it("catches a reconnecting page up from Last-Event-ID, which wins over ?since", async () => {
    const { id, bySeat } = await startedGame(players.slice(0, 2));
    await playOne(id, bySeat);
    await playOne(id, bySeat);
    const page = await gameStream(bySeat[0], id, 0, { "last-event-id": "1" });
    expect(await page.reader!.next((f) => f.event === "seq")).toMatchObject({ id: "2" });
    // Its table holds the one line it lacks.
    const live = JSON.parse((await page.reader!.next((f) => f.event === "table"))!.data);
    expect({ seq: live.seq, from: live.from, lines: live.log.map((l: { seq: number }) => l.seq) }).toEqual({ seq: 2, from: 1, lines: [2] });
    page.abort();
    // A page that is up to date hears nothing until the next move.
    const current = await gameStream(bySeat[0], id, 2);
    await playOne(id, bySeat);
    const first = await current.reader!.next((f) => f.event === "seq");
    expect(first).toMatchObject({ id: "3" });
    current.abort();
  });

  it("refuses what is not a stream it may open: signed out 401, no game 404, hostile since 400", async () => {
    const { id } = await startedGame(players.slice(0, 2));
    expect((await gameStream(null, id)).status).toBe(401);
    expect((await gameStream(players[0], "no-such-game")).status).toBe(404);
    for (const bad of ["-1", "1e3", "x", "1\u0000", "99999999999999999999"]) {
      const page = await open(players[0], `/api/games/${id}/stream?since=${encodeURIComponent(bad)}`, id);
      expect(page.status).toBe(400);
      expect(JSON.parse(await page.text()).error.field).toBe("since");
    }
    const header = await gameStream(players[0], id, 0, { "last-event-id": "abc" });
    expect(header.status).toBe(400);
    expect(JSON.parse(await header.text()).error.field).toBe("Last-Event-ID");
  });

  it("leaves no listener behind when pages go away, however they go", async () => {
    const { id, bySeat } = await startedGame(players.slice(0, 2));
    const before = liveHub.stats().listeners;
    const aborted = await gameStream(bySeat[0], id, 0);
    const cancelled = await gameStream(bySeat[1], id, 0);
    // Once a stream is set up (its first frame can be read after LISTEN is active), it listens:
    // to its game, and to its viewer's games for the turn count.
    await playOne(id, bySeat);
    await aborted.reader!.next(isSeq(1));
    await cancelled.reader!.next(isSeq(1));
    expect(liveHub.stats().listeners).toBe(before + 4);
    aborted.abort();
    await cancelled.reader!.cancel();
    expect(liveHub.stats().listeners).toBe(before);
    // An aborted stream ends for its reader too.
    expect(await aborted.reader!.next(() => false)).toBeNull();
  });

  it("makes good what was committed while the listening connection was down", async () => {
    const { id, bySeat } = await startedGame(players.slice(0, 2));
    const page = await gameStream(bySeat[0], id, 0);
    await playOne(id, bySeat);
    await page.reader!.next(isSeq(1));
    const connectionsBefore = liveHub.stats().connections;
    // Kill this process's listening connection, then move at once: that NOTIFY finds nobody
    // listening. The hub reconnects and every stream re-reads its game's seq.
    // (Other test files' hubs on this database lose theirs too; they recover the same way.)
    const killed = await prisma.$queryRaw<{ ok: boolean }[]>`
      WITH listening AS MATERIALIZED (
        SELECT pid FROM pg_stat_activity
        WHERE query = 'LISTEN neva_games' AND datname = current_database() AND pid <> pg_backend_pid())
      SELECT pg_terminate_backend(pid) AS ok FROM listening`;
    expect(killed.length).toBeGreaterThan(0);
    await playOne(id, bySeat);
    expect(await page.reader!.next(isSeq(2))).toMatchObject({ id: "2" });
    expect(liveHub.stats().connections).toBeGreaterThan(connectionsBefore);
    page.abort();
  });

  it("carries the viewer's turn count across all their games, updated when another game moves", async () => {
    // Issue 10: the game tab's title counts every game waiting for the viewer, on the game's own stream.
    const [a, b] = await Promise.all([makeUser("countA"), makeUser("countB")]);
    const first = await startedGame([a, b]);
    const second = await startedGame([a, b]);
    const waitingFor = async (user: TestUser) => {
      let count = 0;
      for (const { id, bySeat } of [first, second]) {
        const toAct = (await call<GameTable>(gameRoute.GET, { as: user, id })).body.view.toAct;
        if (toAct.some((seat) => bySeat[seat] === user)) count++;
      }
      return count;
    };
    const page = await gameStream(a, first.id, 0);
    const before = await waitingFor(a);
    expect(await page.reader!.next((f) => f.event === "turns")).toMatchObject({ data: `{"yourTurn":${before}}` });
    // A move in the other game hands the turn over there: the first game's stream says so.
    await playOne(second.id, second.bySeat);
    const after = await waitingFor(a);
    expect(after).not.toBe(before);
    expect(await page.reader!.next((f) => f.event === "turns" && f.data === `{"yourTurn":${after}}`)).not.toBeNull();
    page.abort();
  });

  it("never pushes a partial count: a game's signal that comes before the first full count counts everything", async () => {
    // A game that started just before the page opened signals late: counting that game alone
    // once pushed 0 or 1 to a player waiting in two games.
    const [a, b] = await Promise.all([makeUser("earlyA"), makeUser("earlyB")]);
    const first = await startedGame([a, b]);
    const second = await startedGame([a, b]);
    const acting = first.bySeat[(await call<GameTable>(gameRoute.GET, { as: a, id: first.id })).body.view.toAct[0]];
    const inSecond = second.bySeat[(await call<GameTable>(gameRoute.GET, { as: a, id: second.id })).body.view.toAct[0]] === acting;
    const frames: string[] = [];
    const count = turnCounter(acting.id, (frame) => frames.push(frame));
    await count(second.id);
    await count(null);
    expect(frames[0]).toBe(`event: turns\ndata: {"yourTurn":${inSecond ? 2 : 1}}\n\n`);
    expect(frames).toHaveLength(1);
  });

  it("answers a finished game the page has seen in full with 204, so EventSource stops", async () => {
    const { id } = await startedGame(players.slice(0, 2));
    await prisma.game.update({ where: { id }, data: { status: "finished", seq: 0 } });
    expect((await gameStream(players[0], id, 0)).status).toBe(204);
  });
});

describe("GET /api/me/stream", () => {
  it("counts the games waiting for the player's move and says when one of them changes", async () => {
    const [a, b] = await Promise.all([makeUser("turnA"), makeUser("turnB")]);
    const { id, bySeat } = await startedGame([a, b]);
    const first = bySeat[(await call<GameTable>(gameRoute.GET, { as: a, id })).body.view.toAct[0]];
    const other = first === a ? b : a;
    const mine = await open(first, "/api/me/stream");
    const theirs = await open(other, "/api/me/stream");
    expect(await mine.reader!.next((f) => f.event === "turns")).toMatchObject({ data: '{"yourTurn":1}' });
    expect(await theirs.reader!.next((f) => f.event === "turns")).toMatchObject({ data: '{"yourTurn":0}' });
    await playOne(id, bySeat);
    expect(await theirs.reader!.next((f) => f.event === "game")).toMatchObject({ data: JSON.stringify({ gameId: id, seq: 1 }) });
    // Whoever the engine names next: the counts follow it.
    const next = (await call<GameTable>(gameRoute.GET, { as: a, id })).body.view.toAct;
    const mineNow = next.includes(bySeat.indexOf(first)) ? 1 : 0;
    const theirsNow = next.includes(bySeat.indexOf(other)) ? 1 : 0;
    if (theirsNow !== 0) expect(await theirs.reader!.next((f) => f.event === "turns" && f.data === `{"yourTurn":${theirsNow}}`)).not.toBeNull();
    if (mineNow !== 1) expect(await mine.reader!.next((f) => f.event === "turns" && f.data === `{"yourTurn":${mineNow}}`)).not.toBeNull();
    mine.abort();
    theirs.abort();
    expect((await open(null, "/api/me/stream")).status).toBe(401);
  });
});
