// More than one server: two `next start` processes and two mail workers on one database (see
// ./cluster). Moves raced through both processes give one event per seq and clean 409s; a move
// made through one process reaches a live stream served by the other; a table read through either
// process shows the same log (no process trusts its own cache); every mail goes out once.
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { LegalMove } from "@/lib/engine";
import type { GameTable } from "@/lib/games/table";
import { startCluster, type Cluster } from "./cluster";
import { SseReader } from "./sse";
import type { WireJson } from "../wire";

interface Player {
  id: string;
  cookie: string;
}

let cluster: Cluster;

beforeAll(async () => {
  cluster = await startCluster(inject("databaseUrl"));
}, 400_000);

afterAll(async () => {
  await cluster?.stop();
}, 60_000);

async function makePlayer(): Promise<Player> {
  const tag = randomBytes(4).toString("hex");
  const user = await cluster.prisma.user.create({
    data: { email: `multi-${tag}@example.test`, displayName: `Multi ${tag}`, emailVerified: new Date() },
  });
  const token = randomBytes(32).toString("hex");
  await cluster.prisma.session.create({ data: { sessionToken: token, userId: user.id, expires: new Date(Date.now() + 86_400_000) } });
  return { id: user.id, cookie: `authjs.session-token=${token}` };
}

async function send(base: string, who: Player, path: string, body?: unknown): Promise<{ status: number; json: WireJson }> {
  const response = await fetch(`${base}${path}`, {
    method: body === undefined ? "GET" : "POST",
    headers: { cookie: who.cookie, origin: base, ...(body === undefined ? {} : { "content-type": "application/json" }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, json: await response.json().catch(() => null) };
}

/** A two-player game created through app 0 and joined through app 1; players by seat. */
async function startedGame(): Promise<{ id: string; bySeat: Player[] }> {
  const [a, b] = [await makePlayer(), await makePlayer()];
  const created = await send(cluster.apps[0], a, "/api/games", { seats: 2, variants: {}, invites: [] });
  expect(created.status).toBe(201);
  const id = created.json.id as string;
  expect((await send(cluster.apps[1], b, `/api/games/${id}/join`, {})).status).toBe(200);
  const seats = await cluster.prisma.gameSeat.findMany({ where: { gameId: id }, orderBy: { seat: "asc" } });
  return { id, bySeat: seats.map((s) => (s.userId === a.id ? a : b)) };
}

/** The player to act and a legal move body, read through `base`. */
async function nextMove(base: string, id: string, bySeat: Player[]) {
  const seen = (await send(base, bySeat[0], `/api/games/${id}`)).json as GameTable;
  const player = bySeat[seen.view.toAct[0]];
  const mine = (await send(base, player, `/api/games/${id}`)).json as GameTable;
  const { seat: _seat, ...move } = (mine.legalMoves as LegalMove[])[0].move;
  return { player, body: { seq: mine.seq, move } };
}

describe("two app processes and two mail workers on one database", () => {
  it("races moves through both processes: one event per seq, the loser gets a clean 409", async () => {
    const { id, bySeat } = await startedGame();
    const rounds = 8;
    for (let round = 0; round < rounds; round++) {
      const { player, body } = await nextMove(cluster.apps[round % 2], id, bySeat);
      const replies = await Promise.all(cluster.apps.map((base) => send(base, player, `/api/games/${id}/moves`, body)));
      const statuses = replies.map((r) => r.status).sort();
      expect(statuses).toEqual([200, 409]);
      const loser = replies.find((r) => r.status === 409)!;
      expect(["stale", "conflict"]).toContain(loser.json.error.code);
    }
    const events = await cluster.prisma.gameEvent.findMany({ where: { gameId: id }, orderBy: { seq: "asc" }, select: { seq: true } });
    expect(events.map((e) => e.seq)).toEqual(Array.from({ length: rounds + 1 }, (_, i) => i));
  }, 120_000);

  it("shows the same table through either process after moves through the other (caches check the log)", async () => {
    const { id, bySeat } = await startedGame();
    for (let round = 0; round < 6; round++) {
      // Each process reads first (filling its caches), then the other one appends.
      const through = cluster.apps[round % 2];
      const { player, body } = await nextMove(through, id, bySeat);
      const other = cluster.apps[(round + 1) % 2];
      expect((await send(other, player, `/api/games/${id}/moves`, body)).status).toBe(200);
      const [a, b] = await Promise.all(cluster.apps.map((base) => send(base, bySeat[0], `/api/games/${id}`)));
      expect(a.json.seq).toBe(round + 1);
      expect(b.json.seq).toBe(round + 1);
      expect(a.json.log).toEqual(b.json.log);
      expect(a.json.log.map((line: { seq: number }) => line.seq)).toEqual(Array.from({ length: round + 1 }, (_, i) => i + 1));
      const events = await send(through, bySeat[0], `/api/games/${id}/events?after=0`);
      expect(events.json.seq).toBe(round + 1);
    }
  }, 120_000);

  it("brings a move made through one process to a live stream served by the other", async () => {
    const { id, bySeat } = await startedGame();
    const controller = new AbortController();
    const opened = await fetch(`${cluster.apps[1]}/api/games/${id}/stream?since=0`, {
      headers: { cookie: bySeat[0].cookie, accept: "text/event-stream" },
      signal: controller.signal,
    });
    expect(opened.status).toBe(200);
    expect(opened.headers.get("content-type")).toContain("text/event-stream");
    const stream = new SseReader(opened.body!);
    // The stream is listening once its opening comment has arrived and its setup ran; a move
    // committed before that is still caught, by the seq check that follows LISTEN.
    const { player, body } = await nextMove(cluster.apps[0], id, bySeat);
    expect((await send(cluster.apps[0], player, `/api/games/${id}/moves`, body)).status).toBe(200);
    expect(await stream.next((f) => f.event === "seq" && f.id === "1")).toEqual({ event: "seq", id: "1", data: '{"seq":1}' });
    // Before it, the page's own new table, as the other process reads it from the log.
    const live = JSON.parse((await stream.next((f) => f.event === "table" && f.id === "1"))!.data);
    const fetched = (await send(cluster.apps[1], bySeat[0], `/api/games/${id}`)).json as GameTable;
    expect({ seq: live.seq, view: live.view, legalMoves: live.legalMoves, log: live.log }).toEqual({
      seq: 1, view: fetched.view, legalMoves: fetched.legalMoves, log: fetched.log,
    });
    const again = await nextMove(cluster.apps[0], id, bySeat);
    expect((await send(cluster.apps[0], again.player, `/api/games/${id}/moves`, again.body)).status).toBe(200);
    expect(await stream.next((f) => f.event === "seq" && f.id === "2")).not.toBeNull();
    controller.abort();
  }, 60_000);

  it("answers a move uncompressed (a few kilobytes: gzip would cost more than it saves) and a table compressed", async () => {
    const { id, bySeat } = await startedGame();
    const { player, body } = await nextMove(cluster.apps[0], id, bySeat);
    const answer = await fetch(`${cluster.apps[0]}/api/games/${id}/moves`, {
      method: "POST",
      headers: { cookie: player.cookie, origin: cluster.apps[0], "content-type": "application/json", "accept-encoding": "gzip" },
      body: JSON.stringify(body),
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-encoding")).toBeNull();
    expect((await answer.json()).seq).toBe(1);
    const table = await fetch(`${cluster.apps[0]}/api/games/${id}`, { headers: { cookie: player.cookie, "accept-encoding": "gzip" } });
    expect(table.headers.get("content-encoding")).toBe("gzip");
    expect(((await table.json()) as GameTable).seq).toBe(1);
  }, 60_000);

  it("sends every mail once, whichever worker claims it", async () => {
    // The games above queued "your turn" mails (sent at once: TURN_MAIL_DELAY_SECONDS=0) and
    // cancelled them as players moved; wait until the workers have nothing due left.
    for (;;) {
      const due = await cluster.prisma.mailOutbox.count({
        where: { OR: [{ status: "pending", sendAfter: { lte: new Date() } }, { status: "sending" }] },
      });
      if (due === 0) break;
      await new Promise((r) => setTimeout(r, 200));
    }
    const sent = await cluster.prisma.mailOutbox.findMany({ where: { status: "sent" }, select: { id: true } });
    expect(sent.length).toBeGreaterThan(0);
    const ids = cluster.mail.map((m) => m.messageId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.sort()).toEqual(sent.map((row) => `<${row.id}@neva.mail>`).sort());
    // Each worker logs a batch's count ("mail: sent N") after the batch's rows are marked sent, so
    // the log may trail the table by a moment on a busy machine: wait for it, then hold it to the rows.
    await expect.poll(() => cluster.workerSent[0] + cluster.workerSent[1], { timeout: 10_000 }).toBe(sent.length);
  }, 60_000);
});
