// PUT / GET / DELETE /api/games/{id}/orders (issue 32) through the real route handlers: the
// contract's shapes, the caller's own seat only, and every refusal (401, 404, 409, 400 naming the
// field, 403 cross-origin, 415 not JSON) changing nothing.
import { beforeAll, describe, expect, it, vi } from "vitest";
import { prisma } from "@/lib/db/client";
import { resignAs } from "@/lib/services";
import * as ordersRoute from "@/app/api/games/[id]/orders/route";
import * as nextRoute from "@/app/api/games/[id]/orders/next/route";
import { signInAs } from "../games/auth-mock";
import { call, createGameAs, makeUser, startedGame, type TestUser } from "../games/helpers";

vi.mock("@/lib/auth", () => import("../games/auth-mock"));

const put = (as: TestUser | null, id: string, body: unknown) => call(ordersRoute.PUT, { as, id, method: "PUT", body });
const get = (as: TestUser | null, id: string) => call(ordersRoute.GET, { as, id, method: "GET" });
const del = (as: TestUser | null, id: string) => call(ordersRoute.DELETE, { as, id, method: "DELETE" });
const stored = (id: string) => prisma.seatOrders.count({ where: { gameId: id } });

let ann: TestUser;
let bob: TestUser;
beforeAll(async () => {
  [ann, bob] = await Promise.all([makeUser("orders-ann"), makeUser("orders-bob")]);
});

const PLAN = {
  orders: [
    { move: { type: "buy", card: "observatory", from: "upper" }, maxRubles: 6 },
    { move: { type: "pub", points: 2 }, keepRubles: 10 },
    { move: { type: "pass" }, phase: "building" },
  ],
  otherwise: "pass",
  until: "game",
};

describe("the orders routes", () => {
  it("PUT replaces the caller's orders and answers them; GET gives them back to their author only; DELETE removes them", async () => {
    const { id } = await startedGame([ann, bob]);
    const reply = await put(ann, id, PLAN);
    expect(reply.status, reply.text).toBe(200);
    expect(reply.body).toEqual(PLAN);
    expect((await get(ann, id)).body).toEqual(PLAN);
    // Bob sees only his own (none), never Ann's.
    const bobs = await get(bob, id);
    expect(bobs.status).toBe(200);
    expect(bobs.body).toEqual({ orders: [], otherwise: "ask", until: "round" });
    expect(JSON.stringify(bobs.body)).not.toContain("observatory");

    // Defaults: otherwise "ask", until "round"; a second PUT replaces the first.
    expect((await put(ann, id, { orders: [{ move: { type: "pass" } }] })).body).toEqual({ orders: [{ move: { type: "pass" } }], otherwise: "ask", until: "round" });
    expect((await get(ann, id)).body).toEqual({ orders: [{ move: { type: "pass" } }], otherwise: "ask", until: "round" });

    const deleted = await del(ann, id);
    expect(deleted.status).toBe(204);
    expect(await stored(id)).toBe(0);
    expect((await get(ann, id)).body).toEqual({ orders: [], otherwise: "ask", until: "round" });
  });

  it("the panel's preview says what the orders would play at the next turn with the board as it is", async () => {
    const { id } = await startedGame([ann, bob]);
    await put(ann, id, { orders: [], otherwise: "pass" });
    const reply = await call(nextRoute.GET, { as: ann, id, method: "GET" });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ otherwise: "pass", next: { move: { type: "pass" }, index: null, rubles: 0 } });
  });

  it("refuses the signed out (401), a stranger and a junk id (404), a game not running (409)", async () => {
    const { id } = await startedGame([ann, bob]);
    const stranger = await makeUser("orders-stranger");
    expect((await put(null, id, PLAN)).status).toBe(401);
    expect((await get(null, id)).status).toBe(401);
    for (const reply of [await put(stranger, id, PLAN), await get(stranger, id), await del(stranger, id), await put(ann, "x\u0000\r\n".repeat(50), PLAN)]) {
      expect(reply.status).toBe(404);
    }
    const open = await createGameAs(ann, { seats: 2 });
    const notRunning = await put(ann, open, PLAN);
    expect([notRunning.status, notRunning.body.error.code]).toEqual([409, "not_running"]);
    await resignAs(id, bob.id);
    const resigned = await put(bob, id, PLAN);
    expect([resigned.status, resigned.body.error.code]).toEqual([409, "not_running"]);
    expect(resigned.body.error.message).toMatch(/under way/);
    expect(await stored(id)).toBe(0);
  });

  it("bad input: 400 naming the field, in plain words; nothing stored", async () => {
    const { id } = await startedGame([ann, bob]);
    await put(ann, id, PLAN);
    const before = await prisma.seatOrders.findFirstOrThrow({ where: { gameId: id } });
    const cases: [unknown, string, RegExp][] = [
      [{ orders: [{ move: { type: "buy", card: "no-such-card", from: "upper" } }] }, "orders.0.move.card", /not a card/],
      [{ orders: [{ move: { type: "guildHall", rubles: 2 } }] }, "orders.0.move.type", /not part of this game's rules/],
      [{ orders: [{ move: { type: "buy", card: "trading-house", from: "upper" } }] }, "orders.0.move.card", /not part of this game's rules/],
      [{ orders: [{ move: { type: "pass" }, maxRubles: -1 }] }, "orders.0.maxRubles", /whole number of rubles/],
      [{ orders: [{ move: { type: "pass" }, keepRubles: 2.5 }] }, "orders.0.keepRubles", /whole number of rubles/],
      [{ orders: [{ move: { type: "pass" }, phase: "lunch" }] }, "orders.0.phase", /phase of this game/],
      [{ orders: [{ move: { type: "pass" }, phase: "market" }] }, "orders.0.phase", /phase of this game/],
      [{ orders: Array.from({ length: 21 }, () => ({ move: { type: "pass" } })) }, "orders", /more than 20 orders/],
      [{ orders: [], otherwise: "sometimes" }, "otherwise", /"ask" or "pass"/],
      [{ orders: [], until: "tomorrow" }, "until", /"phase", "round" or "game"/],
      [{ orders: "all" }, "orders", /list of orders/],
      [{ orders: [{ move: "pass" }] }, "orders.0.move", /a move/],
      [{ orders: [{ move: { type: "teleport" } }] }, "orders.0.move.type", /.+/],
    ];
    for (const [body, field, words] of cases) {
      const reply = await put(ann, id, body);
      expect(reply.status, JSON.stringify(body)).toBe(400);
      expect(reply.body.error.field, JSON.stringify(body)).toBe(field);
      expect(reply.body.error.message, JSON.stringify(body)).toMatch(words);
    }
    const notJson = await call(ordersRoute.PUT, { as: ann, id, method: "PUT", raw: "{orders:" });
    expect(notJson.status).toBe(400);
    // Another seat's move is not the caller's to order.
    const otherSeat = await put(ann, id, { orders: [{ move: { type: "pass", seat: 7 } }] });
    expect([otherSeat.status, otherSeat.body.error.field]).toEqual([403, "orders.0.move.seat"]);
    const after = await prisma.seatOrders.findFirstOrThrow({ where: { gameId: id } });
    expect(after).toEqual(before);
  });

  it("checks the origin and the content type like every state-changing route", async () => {
    const { id } = await startedGame([ann, bob]);
    signInAs(ann);
    const send = (headers: Record<string, string>) =>
      ordersRoute.PUT(new Request("http://localhost/api/games/x/orders", { method: "PUT", headers, body: JSON.stringify(PLAN) }), { params: Promise.resolve({ id }) });
    expect((await send({ "content-type": "application/json", origin: "http://evil.test" })).status).toBe(403);
    expect((await send({ "content-type": "text/plain" })).status).toBe(415);
    const deleted = await ordersRoute.DELETE(new Request("http://localhost/api/games/x/orders", { method: "DELETE", headers: { origin: "http://evil.test" } }), {
      params: Promise.resolve({ id }),
    });
    expect(deleted.status).toBe(403);
    expect(await stored(id)).toBe(0);
  });
});
