// Issue 39: web push end to end. A move queues a push in its own statement; the worker encrypts
// it (aes128gcm) to the subscription's keys and POSTs it to the (local fake) push service, which
// decrypts it and finds the table's link; a 410 deletes the subscription; presence holds pushes
// back; the routes keep the contract of docs/push.md.
import { decrypt } from "http_ece";
import { describe, expect, it, vi } from "vitest";
import { prisma } from "@/lib/db/client";
import * as pushRoute from "@/app/api/me/push/route";
import * as pushIdRoute from "@/app/api/me/push/[id]/route";
import * as prefsRoute from "@/app/api/me/push/prefs/route";
import * as presenceRoute from "@/app/api/games/[id]/presence/route";
import * as chatRoute from "@/app/api/games/[id]/chat/route";
import { runPushOnce } from "@/lib/services";
import { call, makeUser, startedGame, type TestUser } from "../games/helpers";
import { playOne, toActNow } from "../notifications/helpers";
import { browserKeys, fakeEndpointForFile } from "./fake-endpoint";

vi.mock("@/lib/auth", () => import("../games/auth-mock"));

const fake = fakeEndpointForFile();

async function subscribe(user: TestUser, path: string) {
  const keys = browserKeys();
  const reply = await call<{ id: string }>(pushRoute.POST, { as: user, body: { endpoint: `${fake.base}${path}`, keys: { p256dh: keys.p256dh, auth: keys.auth } } });
  expect(reply.status).toBe(201);
  return { id: reply.body.id, keys };
}

describe("web push", () => {
  it("a move pushes an aes128gcm body the subscription's keys decrypt, naming the table; a 410 deletes the subscription", async () => {
    const [a, b] = [await makeUser("pa"), await makeUser("pb")];
    const { id: gameId, bySeat } = await startedGame([a, b]);
    const next = bySeat[1 - (await toActNow(gameId))];
    const path = `/push/${next.id}`;
    const sub = await subscribe(next, path);
    await prisma.pushOutbox.deleteMany({ where: { userId: next.id } });
    await playOne(gameId, bySeat);
    await runPushOnce({ userIds: [next.id] });
    const got = await fake.next(path);
    expect(got.headers["content-encoding"]).toBe("aes128gcm");
    expect(got.headers.urgency).toBe("high");
    expect(Number(got.headers.ttl)).toBeGreaterThan(0);
    expect(Number(got.headers.ttl)).toBeLessThanOrEqual(86400);
    expect(got.headers.topic).toMatch(/^[A-Za-z0-9_-]{1,32}$/);
    expect(String(got.headers.authorization)).toMatch(/^vapid t=/);
    const message = JSON.parse(decrypt(got.body, { version: "aes128gcm", privateKey: sub.keys.ecdh, authSecret: sub.keys.auth }).toString("utf8"));
    expect(message.url).toContain(`/games/${gameId}`);
    expect(message.title).toBe("Your turn");

    // The push service says the subscription is gone: it goes.
    fake.answer.set(path, 410);
    await prisma.pushOutbox.create({
      data: { id: `t-${gameId}`, dedupeKey: `t:${gameId}`, kind: "your_turn", channel: "push", userId: next.id, subscriptionId: sub.id, gameId, payload: {}, expiresAt: new Date(Date.now() + 3600_000) },
    });
    const stats = await runPushOnce({ userIds: [next.id] });
    expect(stats.gone).toBe(1);
    expect(await prisma.pushSubscription.count({ where: { id: sub.id } })).toBe(0);
  });

  it("sends nothing while the player has the table open in a visible tab, nor kinds they switched off", async () => {
    const [a, b] = [await makeUser("pc"), await makeUser("pd")];
    const { id: gameId, bySeat } = await startedGame([a, b]);
    const next = bySeat[1 - (await toActNow(gameId))];
    await subscribe(next, `/push/${next.id}`);
    expect((await call(presenceRoute.POST, { as: next, id: gameId, body: { visible: true } })).status).toBe(204);
    const { seq } = await playOne(gameId, bySeat);
    const stats = await runPushOnce({ userIds: [next.id] });
    expect(stats).toMatchObject({ sent: 0, stale: 1 });
    const row = await prisma.pushOutbox.findFirst({ where: { userId: next.id, gameId, payload: { equals: { seq } } } });
    expect(row?.status).toBe("stale");

    // Hidden again, but "your turn" switched off: no row at all.
    await call(presenceRoute.POST, { as: next, id: gameId, body: { visible: false } });
    const prefs = { yourTurn: false, nudge: true, talk: true, gameOver: true, tableFull: true, insteadOfMail: false };
    expect((await call(prefsRoute.PUT, { as: next, method: "PUT", body: prefs })).status).toBe(200);
    const mover = bySeat[await toActNow(gameId)];
    if (mover.id !== next.id) {
      const before = await prisma.pushOutbox.count({ where: { userId: next.id } });
      await playOne(gameId, bySeat);
      expect(await prisma.pushOutbox.count({ where: { userId: next.id } })).toBe(before);
    } else {
      expect(await prisma.pushPreference.findUnique({ where: { userId: next.id } })).toMatchObject({ yourTurn: false });
    }
  });

  it("pushes table talk to the other players at the table, in the reader's language", async () => {
    const [a, b] = [await makeUser("pt"), await makeUser("pu")];
    const { id: gameId } = await startedGame([a, b]);
    await prisma.user.update({ where: { id: b.id }, data: { locale: "ru" } });
    const path = `/push/talk/${b.id}`;
    const sub = await subscribe(b, path);
    expect((await call(chatRoute.POST, { as: a, id: gameId, body: { text: "Привет" } })).status).toBe(201);
    await runPushOnce({ userIds: [b.id] });
    const got = await fake.next(path);
    const message = JSON.parse(decrypt(got.body, { version: "aes128gcm", privateKey: sub.keys.ecdh, authSecret: sub.keys.auth }).toString("utf8"));
    expect(message).toMatchObject({ kind: "talk", title: `${a.displayName} написал за вашим столом`, url: expect.stringContaining(`/games/${gameId}`) });
    expect(got.headers.urgency).toBe("low");
    // The author hears nothing of their own message.
    expect(await prisma.pushOutbox.count({ where: { userId: a.id, kind: "talk", gameId } })).toBe(0);
  });

  it("keeps the contract: 201/200/204, 400 naming the field, 401 signed out, 404 for another's device, at most 10", async () => {
    const me = await makeUser("pe");
    const other = await makeUser("pf");
    const good = browserKeys();
    const body = (endpoint: string) => ({ endpoint, keys: { p256dh: good.p256dh, auth: good.auth } });
    expect((await call(pushRoute.GET, { as: null })).status).toBe(401);
    expect((await call(pushRoute.POST, { as: null, body: body(`${fake.base}/x`) })).status).toBe(401);
    const bad = await call<{ error: { field: string } }>(pushRoute.POST, { as: me, body: { endpoint: `${fake.base}/x`, keys: { p256dh: "short", auth: good.auth } } });
    expect(bad.status).toBe(400);
    expect(bad.body.error.field).toBe("keys.p256dh");
    const noEndpoint = await call<{ error: { field: string } }>(pushRoute.POST, { as: me, body: { keys: { p256dh: good.p256dh, auth: good.auth } } });
    expect([noEndpoint.status, noEndpoint.body.error.field]).toEqual([400, "endpoint"]);
    delete process.env.PUSH_TEST_ENDPOINTS;
    try {
      for (const endpoint of [`${fake.base}/x`, "https://127.0.0.1/push", "https://[::1]/push", "http://push.example.com/x", "https://169.254.169.254/latest"]) {
        const refused = await call<{ error: { field: string } }>(pushRoute.POST, { as: me, body: body(endpoint) });
        expect([endpoint, refused.status, refused.body.error.field]).toEqual([endpoint, 400, "endpoint"]);
      }
    } finally {
      process.env.PUSH_TEST_ENDPOINTS = "1";
    }
    const ids: string[] = [];
    for (let i = 0; i < 10; i++) {
      const reply = await call<{ id: string }>(pushRoute.POST, { as: me, body: body(`${fake.base}/dev/${me.id}/${i}`) });
      expect(reply.status).toBe(201);
      ids.push(reply.body.id);
    }
    const eleventh = await call<{ error: { field: string } }>(pushRoute.POST, { as: me, body: body(`${fake.base}/dev/${me.id}/10`) });
    expect([eleventh.status, eleventh.body.error.field]).toEqual([400, "endpoint"]);
    const list = await call<{ publicKey: string; subscriptions: { id: string; createdAt: string }[] }>(pushRoute.GET, { as: me });
    expect(list.status).toBe(200);
    expect(list.body.publicKey).toBe(process.env.VAPID_PUBLIC_KEY);
    expect(list.body.subscriptions.map((s) => s.id).sort()).toEqual([...ids].sort());
    expect((await call(pushIdRoute.DELETE, { as: other, id: ids[0], method: "DELETE" })).status).toBe(404);
    expect((await call(pushIdRoute.DELETE, { as: me, id: ids[0], method: "DELETE" })).status).toBe(204);
    expect(await prisma.pushSubscription.count({ where: { userId: me.id } })).toBe(9);
  });
});
