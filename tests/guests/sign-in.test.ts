// Issue 38, "keep it when signing up": the real Auth.js mail-link callback, followed from a browser
// that holds a guest's session cookie, moves the guest's practice games (seats, events, results,
// the tables it created) to the account, a new one or an existing one, and the guest ends: its row
// and session go, and the answer's session cookie is the account's.
import { createHash, randomBytes } from "node:crypto";
import { NextRequest } from "next/server";
import { describe, expect, it, vi } from "vitest";
import { prisma } from "@/lib/db/client";
import { createGuest } from "@/lib/guests/identity";
import { practiceTable } from "@/lib/guests/practice";
import { createGame, submitMove, sweepSeats } from "@/lib/services";
import { loadState } from "@/lib/games/current";
import { legalMoves, toAct } from "@/lib/engine";
import { makeUser, uid } from "../games/helpers";

const env = vi.hoisted(() => {
  const values = { AUTH_SECRET: "test-secret-for-guest-sign-in-0123456789abcdef", AUTH_URL: "http://localhost:3999", AUTH_TRUST_HOST: "true" };
  Object.assign(process.env, values);
  return { ...values, jar: new Map<string, string>() };
});
// Outside Next's request scope: the request's cookies, as next/headers hands them to events.signIn.
vi.mock("next/headers", () => ({
  cookies: async () => ({
    getAll: () => [...env.jar].map(([name, value]) => ({ name, value })),
    get: (name: string) => (env.jar.has(name) ? { name, value: env.jar.get(name)! } : undefined),
    has: (name: string) => env.jar.has(name),
  }),
}));

const authRoute = await import("@/app/api/auth/[...nextauth]/route");

/** A guest with a practice table it has made its first move at. */
async function guestWithGame() {
  const guest = await createGuest(new Headers({ "x-forwarded-for": `203.0.113.${Math.floor(Math.random() * 250) + 1}` }));
  const { id } = await createGame({ id: guest.userId }, practiceTable({}));
  // The bot may begin (the seed draws the first player): the worker plays it first.
  await sweepSeats();
  const loaded = (await loadState(id))!;
  const seat = toAct(loaded.state)[0];
  expect(seat).toBe(0);
  await submitMove(id, { id: guest.userId }, { seq: loaded.seq, move: legalMoves(loaded.state, seat)[0].move });
  return { ...guest, gameId: id };
}

/** Follows a sign-in mail's link for `email` with `sessionToken` in the browser's cookie jar. */
async function followMailLink(email: string, sessionToken: string | null) {
  const token = randomBytes(16).toString("hex");
  await prisma.verificationToken.create({
    data: { identifier: email, token: createHash("sha256").update(`${token}${env.AUTH_SECRET}`).digest("hex"), expires: new Date(Date.now() + 3600_000) },
  });
  env.jar.clear();
  if (sessionToken) env.jar.set("authjs.session-token", sessionToken);
  const url = `${env.AUTH_URL}/api/auth/callback/nodemailer?${new URLSearchParams({ token, email, callbackUrl: "/" })}`;
  const response = await authRoute.GET(new NextRequest(url, { headers: sessionToken ? { cookie: `authjs.session-token=${sessionToken}` } : {} }));
  return { status: response.status, cookie: response.headers.get("set-cookie") ?? "" };
}

async function expectAdopted(guest: Awaited<ReturnType<typeof guestWithGame>>, accountId: string, answer: { status: number; cookie: string }) {
  expect(answer.status).toBe(302);
  const newToken = answer.cookie.match(/authjs\.session-token=([^;]+)/)?.[1];
  expect(newToken).toBeTruthy();
  expect(newToken).not.toBe(guest.sessionToken);
  expect((await prisma.session.findUniqueOrThrow({ where: { sessionToken: newToken! } })).userId).toBe(accountId);
  expect(await prisma.user.findUnique({ where: { id: guest.userId } })).toBeNull();
  expect(await prisma.session.count({ where: { sessionToken: guest.sessionToken } })).toBe(0);
  const seats = await prisma.gameSeat.findMany({ where: { gameId: guest.gameId, botNumber: null } });
  expect(seats.map((s) => s.userId)).toEqual([accountId]);
  expect((await prisma.game.findUniqueOrThrow({ where: { id: guest.gameId } })).createdById).toBe(accountId);
  const moves = await prisma.gameEvent.findMany({ where: { gameId: guest.gameId, userId: { not: null } } });
  expect(moves.length).toBeGreaterThan(0);
  expect(new Set(moves.map((m) => m.userId))).toEqual(new Set([accountId]));
}

describe("signing in from a guest's browser", () => {
  it("moves the guest's games to a new account, and ends the guest", async () => {
    const guest = await guestWithGame();
    const email = `newcomer-${uid()}@example.test`;
    const answer = await followMailLink(email, guest.sessionToken);
    const account = await prisma.user.findUniqueOrThrow({ where: { email } });
    expect(account.guestUntil).toBeNull();
    await expectAdopted(guest, account.id, answer);
  });

  it("moves them to an existing account (whose own session Auth.js starts anew)", async () => {
    const guest = await guestWithGame();
    const member = await makeUser("member");
    const answer = await followMailLink(member.email, guest.sessionToken);
    await expectAdopted(guest, member.id, answer);
    expect((await prisma.user.findUniqueOrThrow({ where: { id: member.id } })).displayName).toBe(member.displayName);
  });

  it("moves nothing without a guest's cookie", async () => {
    const guest = await guestWithGame();
    const member = await makeUser("plain");
    const answer = await followMailLink(member.email, null);
    expect(answer.status).toBe(302);
    expect(await prisma.user.findUnique({ where: { id: guest.userId } })).not.toBeNull();
    expect(await prisma.gameSeat.count({ where: { userId: member.id } })).toBe(0);
  });
});
