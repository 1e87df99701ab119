// Issue 39: webhooks. A move calls the player's webhook with a body signed by the secret shown
// once; loopback targets are refused without the test switch, at save and at send; failures in
// a row switch the webhook off and queue a mail; the routes keep the contract of docs/push.md.
import { createHmac } from "node:crypto";
import { describe, expect, it, vi } from "vitest";
import { prisma } from "@/lib/db/client";
import * as webhookRoute from "@/app/api/me/webhook/route";
import * as testRoute from "@/app/api/me/webhook/test/route";
import { runPushOnce } from "@/lib/services";
import { guardedPost, RefusedTarget } from "@/lib/pusher/http";
import { deleteAccount } from "@/lib/account/delete";
import { markPresence } from "@/lib/push/presence";
import { call, makeUser, startedGame } from "../games/helpers";
import { playOne, toActNow } from "../notifications/helpers";
import { fakeEndpointForFile } from "./fake-endpoint";

vi.mock("@/lib/auth", () => import("../games/auth-mock"));

const fake = fakeEndpointForFile();

describe("webhooks", () => {
  it("a move calls the webhook with the generic body, signed with the secret shown once", async () => {
    const [a, b] = [await makeUser("wa"), await makeUser("wb")];
    const { id: gameId, bySeat } = await startedGame([a, b]);
    const next = bySeat[1 - (await toActNow(gameId))];
    const path = `/hook/${next.id}`;
    const saved = await call<{ secret: string }>(webhookRoute.PUT, { as: next, method: "PUT", body: { url: `${fake.base}${path}`, kind: "generic" } });
    expect(saved.status).toBe(200);
    expect(saved.body.secret.length).toBeGreaterThanOrEqual(32);
    await playOne(gameId, bySeat);
    await runPushOnce({ userIds: [next.id] });
    const got = await fake.next(path);
    const expected = `sha256=${createHmac("sha256", saved.body.secret).update(got.body).digest("hex")}`;
    expect(got.headers["x-neva-signature"]).toBe(expected);
    const body = JSON.parse(got.body.toString("utf8"));
    expect(body).toMatchObject({ event: "your_turn", game: { id: gameId, url: expect.stringContaining(`/games/${gameId}`) }, player: next.displayName });
    expect(typeof body.game.title).toBe("string");
    expect(Number.isNaN(Date.parse(body.at))).toBe(false);

    // "Send a test", in Discord's shape.
    await call(webhookRoute.PUT, { as: next, method: "PUT", body: { url: `${fake.base}${path}/discord`, kind: "discord" } });
    expect((await call(testRoute.POST, { as: next, method: "POST" })).status).toBe(202);
    await runPushOnce({ userIds: [next.id] });
    const discord = JSON.parse((await fake.next(`${path}/discord`)).body.toString("utf8"));
    expect(discord.content).toContain("Neva");
  });

  it("refuses https://127.0.0.1, https://[::1] and http://127.0.0.2 even with the test switch, at save and at send", async () => {
    const me = await makeUser("wc");
    for (const url of ["https://127.0.0.1/hook", "https://[::1]/hook", "http://127.0.0.2/hook", "https://169.254.169.254/x", "http://example.com/x"]) {
      const reply = await call<{ error: { field: string } }>(webhookRoute.PUT, { as: me, method: "PUT", body: { url, kind: "slack" } });
      expect([url, reply.status, reply.body.error.field]).toEqual([url, 400, "url"]);
      await expect(guardedPost(url, {}, "{}")).rejects.toBeInstanceOf(RefusedTarget);
    }
    // Without the switch, localhost itself is refused too.
    delete process.env.PUSH_TEST_ENDPOINTS;
    try {
      await expect(guardedPost(`${fake.base}/never`, {}, "{}")).rejects.toBeInstanceOf(RefusedTarget);
      const reply = await call(webhookRoute.PUT, { as: me, method: "PUT", body: { url: `${fake.base}/never`, kind: "generic" } });
      expect(reply.status).toBe(400);
    } finally {
      process.env.PUSH_TEST_ENDPOINTS = "1";
    }
    expect(fake.received.some((r) => r.path === "/never")).toBe(false);
  });

  it("switches a failing webhook off after WEBHOOK_MAX_FAILURES and mails its player; 400/401/204 by the contract", async () => {
    process.env.WEBHOOK_MAX_FAILURES = "2";
    process.env.PUSH_MAX_ATTEMPTS = "1";
    try {
      const me = await makeUser("wd");
      const path = `/hook/failing/${me.id}`;
      fake.answer.set(path, 500);
      expect((await call(webhookRoute.PUT, { as: me, method: "PUT", body: { url: `${fake.base}${path}`, kind: "slack" } })).status).toBe(200);
      for (let i = 0; i < 2; i++) {
        await call(testRoute.POST, { as: me, method: "POST" });
        await runPushOnce({ userIds: [me.id] });
      }
      const hook = await prisma.webhook.findUniqueOrThrow({ where: { userId: me.id } });
      expect(hook.disabledAt).not.toBeNull();
      expect(await prisma.mailOutbox.count({ where: { toAddress: me.email, kind: "webhook_off" } })).toBe(1);

      expect((await call(webhookRoute.PUT, { as: null, method: "PUT", body: { url: "https://example.com/x", kind: "slack" } })).status).toBe(401);
      const badKind = await call<{ error: { field: string } }>(webhookRoute.PUT, { as: me, method: "PUT", body: { url: "https://example.com/x", kind: "teams" } });
      expect([badKind.status, badKind.body.error.field]).toEqual([400, "kind"]);
      expect((await call(webhookRoute.DELETE, { as: me, method: "DELETE" })).status).toBe(204);
      expect(await prisma.webhook.count({ where: { userId: me.id } })).toBe(0);
    } finally {
      delete process.env.WEBHOOK_MAX_FAILURES;
      delete process.env.PUSH_MAX_ATTEMPTS;
    }
  });

  it("leaves nothing of a player's devices, webhook, push rows or presence once they delete their account", async () => {
    const [a, b] = [await makeUser("we"), await makeUser("wf")];
    const { id: gameId } = await startedGame([a, b]);
    await prisma.pushSubscription.create({ data: { userId: a.id, endpoint: `${fake.base}/gone/${a.id}`, p256dh: "x".repeat(87), auth: "y".repeat(22) } });
    expect((await call(webhookRoute.PUT, { as: a, method: "PUT", body: { url: `${fake.base}/gone-hook/${a.id}`, kind: "generic" } })).status).toBe(200);
    await call(testRoute.POST, { as: a, method: "POST" });
    await markPresence(a.id, gameId, true);
    await deleteAccount(a.id, a.displayName);
    const left = await Promise.all([
      prisma.pushSubscription.count({ where: { userId: a.id } }),
      prisma.webhook.count({ where: { userId: a.id } }),
      prisma.pushOutbox.count({ where: { userId: a.id } }),
      prisma.tablePresence.count({ where: { userId: a.id } }),
    ]);
    expect(left).toEqual([0, 0, 0, 0]);
  });
});
