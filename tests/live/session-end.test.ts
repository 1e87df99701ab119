// Issue 35, item 9: a stream lives no longer than the session that opened it. Deleting the account
// (DELETE /api/me), signing out (Auth.js's own sign-out endpoint) and confirming an address change
// (which signs the other browsers out) each end that user's open game and dashboard streams at
// once, and no table talk said afterwards reaches them; the other player's streams go on.
import { NextRequest } from "next/server";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { prisma } from "@/lib/db/client";
import { liveHub } from "@/lib/games/live";
import * as meRoute from "@/app/api/me/route";
import * as emailRoute from "@/app/api/me/email/route";
import { confirmAddress } from "@/app/account/email/actions";
import { call, makeUser, startedGame, uid, type TestUser } from "../games/helpers";
import { say } from "../talk/helpers";
import { mailEnv } from "../notifications/helpers";
import { signInWithSession } from "./session-mock";
import { openStream, type OpenStream } from "./open-stream";
import type { SseFrame } from "./sse";

vi.mock("@/lib/auth", () => import("./session-mock"));
// Auth.js reads its secret when the route module is first loaded: before any import runs.
vi.hoisted(() => Object.assign(process.env, { AUTH_SECRET: "test-secret-for-notification-tests-0123456789", AUTH_TRUST_HOST: "true" }));

beforeAll(() => mailEnv({ SMTP_URL: "smtp://127.0.0.1:9" }));
afterAll(() => liveHub.close());

async function newSession(user: TestUser): Promise<string> {
  const sessionToken = `s-${uid()}-${uid()}`;
  await prisma.session.create({ data: { sessionToken, userId: user.id, expires: new Date(Date.now() + 86_400_000) } });
  return sessionToken;
}

type Page = OpenStream;

/** Opens a game stream (or, without `id`, the dashboard's) as `user` with the session `token`. */
async function open(user: TestUser, token: string, id?: string): Promise<Page> {
  signInWithSession(user, token);
  return openStream(id);
}

const chat = (frame: SseFrame) => frame.event === "chat";
const turns = (frame: SseFrame) => frame.event === "turns";
/** Reads to the end of the stream: null once it has ended (the page's EventSource would see it close). */
const ended = (page: Page) => page.reader.next(() => false);

/** Two players at a running table, each with a game page and a dashboard open, all listening. */
async function table() {
  const [ann, bob] = await Promise.all([makeUser("end-ann"), makeUser("end-bob")]);
  const { id, bySeat } = await startedGame([ann, bob]);
  const [annToken, bobToken] = [await newSession(ann), await newSession(bob)];
  const annGame = await open(ann, annToken, id);
  const annBoard = await open(ann, annToken);
  const bobGame = await open(bob, bobToken, id);
  await Promise.all([annGame, annBoard, bobGame].map((page) => page.reader.next(turns)));
  // Talk reaches Ann's page while her session stands.
  const first = await say(bob, id, { text: "before" });
  expect(first.status).toBe(201);
  expect(JSON.parse((await annGame.reader.next(chat))!.data).text).toBe("before");
  return { id, bySeat, ann, bob, annToken, bobToken, annGame, annBoard, bobGame };
}

/** After Ann's session ended: her pages are closed and hold no later talk; Bob's page hears it. */
async function onlyBobHears(t: Awaited<ReturnType<typeof table>>): Promise<void> {
  expect(await ended(t.annGame)).toBeNull();
  expect(await ended(t.annBoard)).toBeNull();
  const after = await say(t.bob, t.id, { text: "after" });
  expect(after.status).toBe(201);
  const heard = await t.bobGame.reader.next((f) => chat(f) && JSON.parse(f.data).text === "after");
  expect(heard).not.toBeNull();
  expect(t.annGame.reader.frames.filter(chat).map((f) => JSON.parse(f.data).text)).toEqual(["before"]);
  expect(t.annBoard.reader.frames.filter(chat)).toHaveLength(1);
  t.bobGame.abort();
}

describe("a stream lives no longer than its session", () => {
  it("deleting the account ends every open stream of that user at once", { timeout: 60_000 }, async () => {
    const t = await table();
    const reply = await call(meRoute.DELETE, { as: t.ann, method: "DELETE", path: "/api/me", body: { confirm: t.ann.displayName } });
    expect(reply.status).toBe(200);
    await onlyBobHears(t);
  });

  it("signing out through Auth.js ends that browser's streams; another browser's stay open", { timeout: 60_000 }, async () => {
    const t = await table();
    const otherToken = await newSession(t.ann);
    const otherBoard = await open(t.ann, otherToken);
    await otherBoard.reader.next(turns);
    const { GET, POST } = await import("@/app/api/auth/[...nextauth]/route");
    const base = process.env.AUTH_URL!;
    const csrf = await GET(new NextRequest(`${base}/api/auth/csrf`));
    const { csrfToken } = (await csrf.json()) as { csrfToken: string };
    const cookie = [...csrf.headers.getSetCookie().map((c) => c.split(";")[0]), `authjs.session-token=${t.annToken}`].join("; ");
    const out = await POST(
      new NextRequest(`${base}/api/auth/signout`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", cookie },
        body: new URLSearchParams({ csrfToken, callbackUrl: `${base}/` }),
      }),
    );
    expect(out.status).toBeLessThan(400);
    expect(await prisma.session.count({ where: { sessionToken: t.annToken } })).toBe(0);
    await onlyBobHears(t);
    // Ann's other browser was not signed out: its dashboard still hears her tables.
    expect(otherBoard.reader.ended).toBe(false);
    await otherBoard.reader.next((f) => chat(f));
    expect(otherBoard.reader.ended).toBe(false);
    otherBoard.abort();
  });

  it("confirming an address change ends the streams of the account's other sessions, not the confirming one", { timeout: 60_000 }, async () => {
    const t = await table();
    const here = await newSession(t.ann);
    const herePage = await open(t.ann, here, t.id);
    await herePage.reader.next(turns);
    signInWithSession(t.ann, here);
    const next = `end-ann-new-${uid()}@example.test`;
    // The link's token: the request stores its hash only, so ask for it and read the queued mail.
    const asked = await call(emailRoute.POST, { as: t.ann, path: "/api/me/email", body: { email: next } });
    expect(asked.status).toBe(202);
    const row = await prisma.mailOutbox.findFirstOrThrow({ where: { kind: "email_change", toAddress: next } });
    const token = new URL((row.payload as { url: string }).url).searchParams.get("token")!;
    signInWithSession(t.ann, here);
    const form = new FormData();
    form.set("token", token);
    expect(await confirmAddress({}, form)).toMatchObject({ done: expect.any(String) });
    await onlyBobHears(t);
    // The confirming browser's page stays open and hears the table.
    expect(herePage.reader.ended).toBe(false);
    expect(await herePage.reader.next((f) => chat(f) && JSON.parse(f.data).text === "after")).not.toBeNull();
    herePage.abort();
  });
});
