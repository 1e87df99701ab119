// POST /api/games/{id}/moves, GET /api/games/{id} and GET /api/games/{id}/events on the real
// database: the happy path, every error code, authorisation, idempotency and racing moves.
import { beforeAll, describe, expect, it, vi } from "vitest";
import { prisma } from "@/lib/db/client";
import type { LegalMove } from "@/lib/engine";
import { loadEvents, stateFromEvents } from "@/lib/games/log";
import { forgetCachedState, loadState } from "@/lib/games/current";
import { describeEvents } from "@/lib/games/history";
import { englishLine } from "@/lib/words/english";
import type { GameTable } from "@/lib/games/table";
import * as gameRoute from "@/app/api/games/[id]/route";
import * as movesRoute from "@/app/api/games/[id]/moves/route";
import * as eventsRoute from "@/app/api/games/[id]/events/route";
import { sendSessionCookie } from "./auth-mock";
import { call, createGameAs, eventCount, makeUser, startedGame, type TestUser } from "./helpers";

vi.mock("@/lib/auth", () => import("./auth-mock"));

const move = (as: TestUser | null, id: string, body: unknown) => call(movesRoute.POST, { as, id, body });
/** A move sent with this session cookie, whatever row it names (the route checks it in SQL). */
async function moveWithCookie(token: string, id: string, body: unknown) {
  sendSessionCookie(token);
  const request = new Request("http://localhost/api/test", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
  const response = await movesRoute.POST(request, { params: Promise.resolve({ id }) });
  const text = await response.text();
  return { status: response.status, body: JSON.parse(text), text };
}
const table = async (as: TestUser | null, id: string) => call<GameTable>(gameRoute.GET, { as, id });

/** The player to act, their table and their legal moves. */
async function turn(id: string, bySeat: TestUser[]) {
  const any = (await table(bySeat[0], id)).body;
  const seat = any.view.toAct[0];
  const player = bySeat[seat];
  const mine = (await table(player, id)).body;
  return { seat, player, table: mine, legal: mine.legalMoves as LegalMove[] };
}

/** The body of a legal move of `seat`, without the seat (the server fills it in). */
function bodyOf(seq: number, legal: LegalMove, extra: Record<string, unknown> = {}) {
  const { seat: _seat, ...rest } = legal.move;
  return { seq, move: rest, ...extra };
}

let players: TestUser[];
let stranger: TestUser;
beforeAll(async () => {
  players = await Promise.all([makeUser("p0"), makeUser("p1"), makeUser("p2")]);
  stranger = await makeUser("stranger");
});

describe("polling GET /api/games/{id}?since=n", () => {
  it("answers an unchanged game with its seq only, and the whole table once a move lands", async () => {
    const { id, bySeat } = await startedGame(players.slice(0, 2));
    const poll = (as: TestUser | null, since: number | string) =>
      call(gameRoute.GET, { as, id, path: `/api/games/${id}?since=${since}` });
    expect((await poll(bySeat[0], 0)).body).toEqual({ seq: 0, unchanged: true });
    expect((await poll(null, 0)).status).toBe(401);
    // A since that is not the current seq, or not a number, gets the full table.
    expect((await poll(bySeat[0], 5)).body.view).toBeDefined();
    expect((await poll(bySeat[0], "x")).body.view).toBeDefined();
    const { player, legal } = await turn(id, bySeat);
    expect((await move(player, id, bodyOf(0, legal[0]))).status).toBe(200);
    const changed = await poll(bySeat[0], 0);
    expect(changed.body.unchanged).toBeUndefined();
    expect(changed.body.seq).toBe(1);
    expect((await poll(bySeat[1], 1)).body).toEqual({ seq: 1, unchanged: true });
  });
});

describe("a move", () => {
  it("becomes event seq+1 and answers with the new seq and the mover's view", async () => {
    const { id, bySeat } = await startedGame(players.slice(0, 2));
    const { seat, player, table: before, legal } = await turn(id, bySeat);
    expect(before.seq).toBe(0);
    expect(legal.length).toBeGreaterThan(1);
    const chosen = legal.find((m) => m.move.type === "buy") ?? legal[0];
    const reply = await move(player, id, bodyOf(0, chosen));
    expect(reply.status).toBe(200);
    expect(reply.body.seq).toBe(1);
    expect(reply.body.duplicate).toBe(false);
    expect(reply.body.view.viewer).toBe(seat);
    expect(reply.body.view.players[seat].hand).not.toBeNull();
    expect(reply.body.view.players[1 - seat].hand).toBeNull();

    const events = await prisma.gameEvent.findMany({ where: { gameId: id }, orderBy: { seq: "asc" } });
    expect(events.map((e) => e.seq)).toEqual([0, 1]);
    expect(events[1]).toMatchObject({ type: "move", seat, userId: player.id });
    expect((events[1].payload as { move: unknown }).move).toEqual(chosen.move);
    expect((await prisma.game.findUniqueOrThrow({ where: { id } })).seq).toBe(1);

    const log = await call(eventsRoute.GET, { as: stranger, id, path: `/api/games/${id}/events?after=0` });
    expect(log.status).toBe(200);
    expect(log.body.seq).toBe(1);
    expect(log.body.events).toHaveLength(1);
    expect(log.body.events[0]).toMatchObject({ seq: 1, seat });
    expect(log.body.events[0].text).toContain(player.displayName);
    const none = await call(eventsRoute.GET, { as: stranger, id, path: `/api/games/${id}/events?after=1` });
    expect(none.body).toEqual({ seq: 1, events: [] });
    const all = await call(eventsRoute.GET, { as: stranger, id, path: `/api/games/${id}/events` });
    expect(all.body.events).toHaveLength(1);
  });

  it("answers every error with the right status, code and a message", async () => {
    const { id, bySeat } = await startedGame(players.slice(0, 2));
    const { seat, player, legal } = await turn(id, bySeat);
    const other = bySeat[1 - seat];
    const good = bodyOf(0, legal[0]);
    const expectError = async (reply: Awaited<ReturnType<typeof move>>, status: number, code: string | RegExp, field?: string) => {
      expect(reply.status, reply.text).toBe(status);
      expect(reply.body.error.code).toMatch(code);
      expect(reply.body.error.message).toMatch(/\w/);
      if (field) expect(reply.body.error.field).toBe(field);
      return reply.body.error.message as string;
    };

    // 400: the message names the field.
    expect(await expectError(await move(player, id, { move: good.move }), 400, "invalid_request", "seq")).toContain("seq");
    expect(await expectError(await move(player, id, { seq: 0 }), 400, "invalid_request", "move")).toContain("move");
    expect(await expectError(await move(player, id, { seq: 0, move: { type: "buy", card: "unicorn", from: "upper" } }), 400, "invalid_move", "move.card")).toContain("move.card");
    await expectError(await move(player, id, { seq: 0, move: { type: "buy", card: "lumberjack", from: "attic" } }), 400, "invalid_move", "move.from");
    expect(await expectError(await move(player, id, { seq: 0, move: { type: "dance" } }), 400, "invalid_move", "move.type")).toMatch(/buy/);
    await expectError(await move(player, id, { seq: 0, move: { type: "pass", seat: "me" } }), 400, "invalid_move", "move.seat");
    await expectError(await move(player, id, { seq: 0, move: { type: "pass" }, clientMoveId: 7 }), 400, "invalid_request", "clientMoveId");
    await expectError(await call(movesRoute.POST, { as: player, id, raw: "seq=0" }), 400, "invalid_json");
    await expectError(await call(movesRoute.POST, { as: player, id, raw: "" }), 400, "invalid_json");
    await expectError(await move(player, id, { ...good, padding: "x".repeat(100_000) }), 413, "too_large");
    // 401 signed out, 403 a stranger or another seat, 404 no such game.
    await expectError(await move(null, id, good), 401, "unauthenticated");
    // The route checks the session row in its own statement: a forged cookie or an expired session
    // is no one, even at a game that does not exist (401 before 404 says nothing about games).
    await expectError(await moveWithCookie("forged-token", id, good), 401, "unauthenticated");
    await expectError(await moveWithCookie("forged-token", "cnosuchgame00000000000000", good), 401, "unauthenticated");
    // A junk id too (never sent to the database as it is): 401 first, as every other game route.
    await expectError(await moveWithCookie("forged-token", "x", good), 401, "unauthenticated");
    await expectError(await moveWithCookie("forged-token", "nul\u0000id", good), 401, "unauthenticated");
    await prisma.session.create({ data: { sessionToken: `expired-${id}`, userId: player.id, expires: new Date(Date.now() - 1000) } });
    await expectError(await moveWithCookie(`expired-${id}`, id, good), 401, "unauthenticated");
    await expectError(await move(stranger, id, good), 403, "not_your_game");
    await expectError(await move(player, id, { ...good, move: { ...good.move, seat: 1 - seat } }), 403, "not_your_seat", "move.seat");
    await expectError(await move(player, "no-such-game", good), 404, "not_found");
    // 422: the engine's reason, addressed to the player.
    const notYours = await expectError(await move(other, id, { seq: 0, move: { type: "pass" } }), 422, /./);
    expect(notYours).toMatch(/\byour?\b/i);
    // 409 stale: a move from the past or the future.
    expect(await expectError(await move(player, id, { ...good, seq: 5 }), 409, "stale", "seq")).toMatch(/last move is number 0/);
    expect((await move(player, id, good)).status).toBe(200);
    expect(await expectError(await move(player, id, good), 409, "stale", "seq")).toMatch(/moved on/);
    // 409 not started.
    const open = await createGameAs(players[0], { seats: 2 });
    await expectError(await move(players[0], open, good), 409, "not_started");
    await expectError(await move(stranger, open, good), 403, "not_your_game");
    // Nothing above wrote anything but the one good move.
    expect(await eventCount(id)).toBe(2);

    // GET errors.
    expect((await table(null, id)).status).toBe(401);
    expect((await table(player, "no-such-game")).status).toBe(404);
    for (const after of ["-1", "abc", "1.5", "", "1e3"]) {
      const reply = await call(eventsRoute.GET, { as: player, id, path: `/api/games/${id}/events?after=${encodeURIComponent(after)}` });
      await expectError(reply, 400, "invalid_request", "after");
    }
    expect((await call(eventsRoute.GET, { as: player, id, path: `/api/games/${id}/events?after=99999999999999` })).body.events).toEqual([]);
    expect((await call(eventsRoute.GET, { as: null, id, path: `/api/games/${id}/events` })).status).toBe(401);
    expect((await call(eventsRoute.GET, { as: player, id: "nope", path: `/api/games/nope/events` })).status).toBe(404);
  });

  it("refuses what a player cannot afford with the engine's words (422)", async () => {
    const { id, bySeat } = await startedGame(players.slice(0, 2));
    for (let i = 0; i < 200; i++) {
      const { seat, player, table: t, legal } = await turn(id, bySeat);
      const money = t.view.players[seat].money as number;
      const rows = [...t.prices.upper.map((p) => ({ ...p, from: "upper" })), ...t.prices.lower.map((p) => ({ ...p, from: "lower" }))];
      const dear = t.view.step === "actions" ? rows.find((p) => p.price !== null && p.price > money) : undefined;
      if (dear) {
        const reply = await move(player, id, { seq: t.seq, move: { type: "buy", card: dear.card, from: dear.from } });
        expect(reply.status).toBe(422);
        expect(reply.body.error.code).toBe("cannot-afford");
        expect(reply.body.error.message).toMatch(new RegExp(`^You cannot afford .*it costs ${dear.price}\\srubles and you have ${money}\\b`));
        return;
      }
      // Spend money: the dearest purchase on offer, else whatever is legal.
      const buys = legal.filter((m) => m.move.type === "buy").sort((a, b) => (b.price ?? 0) - (a.price ?? 0));
      const chosen = buys[0] ?? legal[0];
      expect((await move(player, id, bodyOf(t.seq, chosen))).status).toBe(200);
    }
    throw new Error("no unaffordable card came up in 200 moves");
  });
});

describe("what each caller may see", () => {
  it("shows a player their own hand only, a spectator no hand, money or pile order, and never the seed", async () => {
    const { id, bySeat } = await startedGame(players);
    // Play a few moves so hands are not empty.
    for (let i = 0; i < 12; i++) {
      const { player, table: t, legal } = await turn(id, bySeat);
      const take = legal.find((m) => m.move.type === "take") ?? legal.find((m) => m.move.type === "pass") ?? legal[0];
      expect((await move(player, id, bodyOf(t.seq, take))).status).toBe(200);
    }
    const game = await prisma.game.findUniqueOrThrow({ where: { id } });
    const state = (await loadState(id))!.state;
    const hands = state.players.map((p) => p.hand);
    expect(hands.filter((h) => h.length > 1).length).toBeGreaterThan(1);

    const spectator = await table(stranger, id);
    expect(spectator.status).toBe(200);
    const view = spectator.body;
    expect(view.seat).toBeNull();
    expect(view.view.viewer).toBeNull();
    expect(view.legalMoves).toEqual([]);
    for (const p of view.view.players) {
      expect(p.hand).toBeNull();
      expect(p.money).toBeNull();
      expect(p.handSize).toBe(hands[p.seat].length);
    }
    for (const pile of Object.values(view.view.piles)) expect(pile.contents).toBeNull();
    expect(view.prices.hand).toEqual([]);

    for (const [seat, player] of bySeat.entries()) {
      const mine = (await table(player, id)).body;
      expect(mine.seat).toBe(seat);
      expect(mine.view.players[seat].hand).toEqual([...hands[seat]].sort());
      for (const p of mine.view.players) if (p.seat !== seat) expect(p.hand).toBeNull();
    }
    // No response carries the seed or a run of any pile in order.
    for (const who of [stranger, ...bySeat]) {
      for (const reply of [await table(who, id), await call(eventsRoute.GET, { as: who, id, path: `/api/games/${id}/events` })]) {
        expect(reply.text).not.toContain(game.seed);
        for (const pile of Object.values(state.piles)) {
          if (pile.length >= 3) expect(reply.text).not.toContain(JSON.stringify(pile.slice(0, 3)));
        }
        const own = bySeat.indexOf(who);
        const ownHand = own >= 0 ? JSON.stringify([...hands[own]].sort()) : null;
        for (const [seat, hand] of hands.entries()) {
          const other = JSON.stringify([...hand].sort());
          // Two players may hold the very same cards: then the viewer's own hand is that text.
          if (who !== bySeat[seat] && hand.length > 1 && other !== ownHand) expect(reply.text).not.toContain(other);
        }
      }
    }
  });
});

describe("the log", () => {
  it("read while the game goes on matches the log described from scratch", async () => {
    const { id, bySeat } = await startedGame(players.slice(0, 2));
    let seen = 0;
    const lines: unknown[] = [];
    for (let i = 0; i < 15; i++) {
      const { player, table: t, legal } = await turn(id, bySeat);
      expect((await move(player, id, bodyOf(t.seq, legal[i % legal.length]))).status).toBe(200);
      if (i % 4 === 0 || i === 14) {
        const reply = await call(eventsRoute.GET, { as: stranger, id, path: `/api/games/${id}/events?after=${seen}` });
        lines.push(...reply.body.events);
        seen = reply.body.seq;
      }
    }
    expect(seen).toBe(15);
    const fresh = describeEvents(await loadEvents(id), 0);
    // The events API says each line in words (English for this reader).
    expect(lines).toEqual(fresh.map((l) => ({ seq: l.seq, seat: l.seat, ...englishLine(l) })));
    forgetCachedState(id);
    expect((await table(stranger, id)).body.log).toEqual(JSON.parse(JSON.stringify(fresh)));
  });
});

describe("the answer to a move (issue 13: the page shows it without asking again)", () => {
  it("is the whole table the mover would GET next: the view, legal moves, prices, and the move's own log lines", async () => {
    // Players of its own: the others' tables count against the per-player creation limit.
    const { id, bySeat } = await startedGame(await Promise.all([makeUser("a0"), makeUser("a1"), makeUser("a2")]));
    // Several moves, so some answers go to a player who acts again and some to one who does not.
    for (let seq = 0; seq < 8; seq++) {
      const { player, legal } = await turn(id, bySeat);
      const reply = await move(player, id, bodyOf(seq, legal[legal.length - 1]));
      expect(reply.status).toBe(200);
      const after = (await table(player, id)).body;
      expect(after.seq).toBe(seq + 1);
      expect(reply.body.view).toEqual(after.view);
      expect(reply.body.table.legalMoves).toEqual(after.legalMoves);
      expect(reply.body.table.prices).toEqual(after.prices);
      expect(reply.body.table.log).toEqual(after.log.filter((line) => line.seq === seq + 1));
      expect(reply.body.table.log.length).toBeGreaterThan(0);
    }
  });
});

describe("retries and races", () => {
  it("returns the first result for a retried clientMoveId and writes no second event", async () => {
    const { id, bySeat } = await startedGame(players.slice(0, 2));
    const { player, legal } = await turn(id, bySeat);
    const body = bodyOf(0, legal[0], { clientMoveId: "move-abc" });
    const first = await move(player, id, body);
    expect(first.status).toBe(200);
    const again = await move(player, id, body);
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ ...first.body, duplicate: true });
    expect(await eventCount(id)).toBe(2);

    // After the game moved on, the retry still answers with the first result.
    const next = await turn(id, bySeat);
    expect((await move(next.player, id, bodyOf(1, next.legal[0]))).status).toBe(200);
    const late = await move(player, id, body);
    expect(late.body).toEqual({ ...first.body, duplicate: true });
    // The id belongs to the seat that used it.
    const other = bySeat.find((p) => p.id !== player.id)!;
    const stolen = await move(other, id, { seq: 2, move: { type: "pass" }, clientMoveId: "move-abc" });
    expect(stolen.status).toBe(409);
    expect(stolen.body.error.field).toBe("clientMoveId");
    expect(await eventCount(id)).toBe(3);
  });

  it("20 concurrent submissions of the same move: one event, 19 clean 409s, the log replays", async () => {
    const { id, bySeat } = await startedGame(players.slice(0, 2));
    const { player, legal } = await turn(id, bySeat);
    const body = bodyOf(0, legal[0]);
    const replies = await Promise.all(Array.from({ length: 20 }, () => move(player, id, body)));
    const statuses = replies.map((r) => r.status).sort();
    expect(statuses).toEqual([200, ...Array(19).fill(409)]);
    for (const r of replies.filter((r) => r.status === 409)) {
      expect(["stale", "conflict"]).toContain(r.body.error.code);
      expect(r.body.error.message).toMatch(/moved on|landed first/);
    }
    const events = await loadEvents(id);
    expect(events.map((e) => e.seq)).toEqual([0, 1]);
    expect(() => stateFromEvents(events)).not.toThrow();
    forgetCachedState(id);
    expect((await loadState(id))!.seq).toBe(1);
    expect((await prisma.game.findUniqueOrThrow({ where: { id } })).seq).toBe(1);
  });

  it("20 concurrent retries with one clientMoveId: one event, every reply the same move", async () => {
    const { id, bySeat } = await startedGame(players.slice(0, 2));
    const { player, legal } = await turn(id, bySeat);
    const body = bodyOf(0, legal[0], { clientMoveId: "same-id" });
    forgetCachedState(id);
    const replies = await Promise.all(Array.from({ length: 20 }, () => move(player, id, body)));
    expect(replies.map((r) => r.status)).toEqual(Array(20).fill(200));
    expect(replies.filter((r) => !r.body.duplicate)).toHaveLength(1);
    for (const r of replies) expect(r.body).toEqual({ ...replies[0].body, duplicate: r.body.duplicate });
    expect(await eventCount(id)).toBe(2);
    const retry = await move(player, id, body);
    expect(retry.body).toMatchObject({ seq: 1, duplicate: true });
  });
});
