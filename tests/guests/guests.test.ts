// Issue 38: a guest's practice table through the real routes. One request (POST /api/practice)
// makes the guest, its cookie and a started table against a bot; the guest plays it through the
// move route to the end, with no mail and no rating; every door to people refuses it with 403
// "guest_not_allowed"; guests per client address and practice tables per guest are limited; the
// worker's sweep deletes a guest unused for 7 days with its games and keeps a recent one.
import { afterEach, describe, expect, it, vi } from "vitest";
import { prisma } from "@/lib/db/client";
import { GUEST_IDLE_MS, GUEST_RUNNING_TABLES } from "@/lib/guests/rules";
import { keepGuest } from "@/lib/guests/identity";
import { deleteIdleGuests } from "@/lib/guests/sweep";
import { queueSignInMail } from "@/lib/mail/sign-in";
import { runWorkerOnce } from "@/lib/services";
import * as gamesRoute from "@/app/api/games/route";
import * as gameRoute from "@/app/api/games/[id]/route";
import * as joinRoute from "@/app/api/games/[id]/join/route";
import * as movesRoute from "@/app/api/games/[id]/moves/route";
import * as chatRoute from "@/app/api/games/[id]/chat/route";
import * as nudgeRoute from "@/app/api/games/[id]/nudge/route";
import * as emailRoute from "@/app/api/me/email/route";
import * as awayRoute from "@/app/api/me/away/route";
import * as pushRoute from "@/app/api/me/push/route";
import * as sharingRoute from "@/app/api/me/review-sharing/route";
import * as webhookRoute from "@/app/api/me/webhook/route";
import { call, createGameAs, makeUser } from "../games/helpers";
import { newGuest, practice, tokenOf } from "./helpers";

vi.mock("@/lib/auth", () => import("../games/auth-mock"));

afterEach(() => {
  delete process.env.RATE_LIMIT_GUEST_CLIENT;
  delete process.env.RATE_LIMIT_GUEST_PRACTICE;
});

describe("POST /api/practice without an account", () => {
  it("makes a guest, sets its HttpOnly SameSite=Lax session cookie and starts a first-edition table against a standard bot", async () => {
    const reply = await practice(null, {}, "192.0.2.10");
    expect(reply.status).toBe(201);
    expect(reply.cookie).toMatch(/^authjs\.session-token=/);
    expect(reply.cookie).toMatch(/HttpOnly/i);
    expect(reply.cookie).toMatch(/SameSite=lax/i);
    expect(reply.cookie).not.toMatch(/Secure/i); // plain http here; `__Secure-` and Secure over https
    const session = await prisma.session.findUniqueOrThrow({ where: { sessionToken: tokenOf(reply.cookie) }, include: { user: true } });
    expect(session.user.guestUntil!.getTime()).toBeGreaterThan(Date.now() + GUEST_IDLE_MS - 60_000);
    expect(session.user.email).toMatch(/@guest\.invalid$/);
    const game = await prisma.game.findUniqueOrThrow({ where: { id: reply.body.id }, include: { seats: { orderBy: { seat: "asc" } } } });
    expect(game.status).toBe("active");
    expect(game.rated).toBe(false);
    expect(game.options).toMatchObject({ edition: "first", expansions: [] });
    expect(game.seats.map((s) => [s.userId, s.botLevel])).toEqual([
      [session.user.id, null],
      [null, "standard"],
    ]);
  });

  it("is refused from another site and as text/plain, like every route that changes something", async () => {
    const before = await prisma.user.count({ where: { guestUntil: { not: null } } });
    const foreign = await practice(null, {}, "192.0.2.11", { origin: "https://evil.example" });
    expect([foreign.status, foreign.body.error?.code]).toEqual([403, "cross_origin"]);
    // The landing's own form (urlencoded) is the other way in: tests/guests/landing-forms.test.ts.
    const form = await practice(null, {}, "192.0.2.11", { "content-type": "text/plain" });
    expect([form.status, form.body.error?.code]).toEqual([415, "unsupported_media_type"]);
    expect(await prisma.user.count({ where: { guestUntil: { not: null } } })).toBe(before);
  });

  it("chooses the rules, the players and the bots' level; a bad field is a 400 naming it and leaves no guest", async () => {
    const reply = await practice(null, { edition: "second", expansions: ["market"], players: 3, botLevel: "beginner" }, "192.0.2.12");
    expect(reply.status).toBe(201);
    const game = await prisma.game.findUniqueOrThrow({ where: { id: reply.body.id }, include: { seats: true } });
    expect(game.options).toMatchObject({ edition: "second", expansions: ["market"] });
    expect(game.seats.filter((s) => s.botLevel === "beginner")).toHaveLength(2);
    const before = await prisma.user.count({ where: { guestUntil: { not: null } } });
    const bad = await practice(null, { botLevel: "grandmaster" }, "192.0.2.12");
    expect([bad.status, bad.body.error?.code, bad.body.error?.field]).toEqual([400, "invalid_request", "botLevel"]);
    const combo = await practice(null, { edition: "first", expansions: ["market"] }, "192.0.2.12");
    expect(combo.status).toBe(400);
    expect(await prisma.user.count({ where: { guestUntil: { not: null } } })).toBe(before);
  });

  it("limits the guests one client address makes (429), and not another address's", async () => {
    process.env.RATE_LIMIT_GUEST_CLIENT = "2/3600";
    const address = "192.0.2.77";
    expect((await practice(null, {}, address)).status).toBe(201);
    expect((await practice(null, {}, address)).status).toBe(201);
    const third = await practice(null, {}, address);
    expect([third.status, third.body.error?.code]).toEqual([429, "rate_limited"]);
    expect(third.cookie).toBeNull();
    expect((await practice(null, {}, "192.0.2.78")).status).toBe(201);
  });
});

describe("a guest's practice tables", () => {
  it(`are at most ${GUEST_RUNNING_TABLES} in play at once (409), and a few an hour (429)`, async () => {
    const { user } = await newGuest();
    for (let i = 1; i < GUEST_RUNNING_TABLES; i++) expect((await practice(user)).status).toBe(201);
    const over = await practice(user);
    expect([over.status, over.body.error?.code]).toEqual([409, "guest_tables_running"]);
    process.env.RATE_LIMIT_GUEST_PRACTICE = "1/3600";
    const other = await newGuest();
    await prisma.game.updateMany({ where: { id: other.gameId }, data: { status: "finished" } });
    const hourly = await practice(other.user);
    expect([hourly.status, hourly.body.error?.code]).toEqual([429, "rate_limited"]);
  });

  it("is played through the move route to its end: no mail queued, unrated, no rating", async () => {
    const { user, gameId } = await newGuest();
    for (let turn = 0; turn < 600; turn++) {
      await runWorkerOnce({ maxBatches: 0 });
      const t = await call(gameRoute.GET, { as: user, id: gameId });
      expect(t.status, t.text).toBe(200);
      if (t.body.status === "finished") break;
      const pick = t.body.legalMoves.find((m: { move: { type: string } }) => m.move.type !== "pass") ?? t.body.legalMoves[0];
      const reply = await call(movesRoute.POST, { as: user, id: gameId, body: { seq: t.body.seq, move: pick.move } });
      expect(reply.status, reply.text).toBe(200);
    }
    const game = await prisma.game.findUniqueOrThrow({ where: { id: gameId } });
    expect(game.status).toBe("finished");
    await runWorkerOnce();
    expect(await prisma.mailOutbox.count({ where: { OR: [{ gameId }, { toAddress: user.email }] } })).toBe(0);
    expect(await prisma.playerRating.count({ where: { userId: user.id } })).toBe(0);
    expect(await prisma.ratingChange.count({ where: { userId: user.id } })).toBe(0);
    // Its result is kept under its id: the history and replay read it as anyone's.
    expect(await prisma.gameResultPlayer.count({ where: { gameId, userId: user.id } })).toBe(1);
  });
});

describe("the doors a guest may not pass", () => {
  it("answer 403 guest_not_allowed, saying to sign in to play with people", async () => {
    const { user, gameId } = await newGuest();
    const host = await makeUser("host");
    const open = await createGameAs(host, { seats: 2 });
    const doors = [
      await call(gamesRoute.POST, { as: user, body: { seats: 2 } }),
      await call(gamesRoute.POST, { as: user, body: { seats: 2, bots: 1 } }),
      await call(joinRoute.POST, { as: user, id: open, method: "POST" }),
      await call(chatRoute.POST, { as: user, id: gameId, body: { text: "hello" } }),
      await call(nudgeRoute.POST, { as: user, id: gameId, method: "POST" }),
      await call(emailRoute.POST, { as: user, body: { email: "me@example.test" } }),
      await call(awayRoute.POST, { as: user, body: { days: 1 } }),
      await call(pushRoute.POST, { as: user, body: {} }),
      await call(sharingRoute.PUT, { as: user, method: "PUT", body: { share: true } }),
      await call(webhookRoute.PUT, { as: user, method: "PUT", body: { url: "https://example.test/hook" } }),
    ];
    for (const door of doors) {
      expect(door.status, door.text).toBe(403);
      expect(door.body.error?.code).toBe("guest_not_allowed");
      expect(door.body.error?.message).toMatch(/Sign in to play with people/);
    }
    expect(await prisma.gameSeat.count({ where: { gameId: open, userId: user.id } })).toBe(0);
    expect(await prisma.gameMessage.count({ where: { gameId } })).toBe(0);
  });
});

describe("the worker's sweep of unused guests", () => {
  it("deletes a guest unused for 7 days with its games, and keeps a recent one", async () => {
    const old = await newGuest();
    const recent = await newGuest();
    await prisma.user.update({ where: { id: old.user.id }, data: { guestUntil: new Date(Date.now() - 1000) } });
    // A use moves a guest's end on: this one was used 6 days ago.
    await prisma.user.update({ where: { id: recent.user.id }, data: { guestUntil: new Date(Date.now() - 1000) } });
    await keepGuest(recent.user.id, new Date(Date.now() - 6 * 24 * 3600_000));
    expect(await deleteIdleGuests(new Date())).toBeGreaterThanOrEqual(1);
    expect(await prisma.user.findUnique({ where: { id: old.user.id } })).toBeNull();
    expect(await prisma.game.findUnique({ where: { id: old.gameId } })).toBeNull();
    expect(await prisma.gameEvent.count({ where: { gameId: old.gameId } })).toBe(0);
    expect(await prisma.session.count({ where: { sessionToken: old.token } })).toBe(0);
    expect(await prisma.user.findUnique({ where: { id: recent.user.id } })).not.toBeNull();
    expect(await prisma.game.findUnique({ where: { id: recent.gameId } })).not.toBeNull();
  });
});

describe("a guest's placeholder address", () => {
  it("is never sent a sign-in link (it is nobody's)", async () => {
    const { user } = await newGuest();
    await queueSignInMail(user.email, "http://localhost/api/auth/callback/nodemailer?token=x", 24, new Headers({ "x-forwarded-for": "192.0.2.90" }));
    expect(await prisma.mailOutbox.count({ where: { toAddress: user.email } })).toBe(0);
  });
});
