// Issue 8, items 2, 3, 6 and 7, as regression tests through the real route handlers, server
// actions and pages (called with Request objects; sessions from tests/games/auth-mock except for
// Auth.js's own routes, which run for real against session rows in the test database).
// The real-server side (headers, redirects through the sign-in flow, a cross-site form) is in
// tests/browser/security-http.spec.ts.
import { randomBytes } from "node:crypto";
import fc from "fast-check";
import { NextRequest } from "next/server";
import { beforeAll, describe, expect, it, vi } from "vitest";

vi.hoisted(() => {
  process.env.AUTH_SECRET ||= "test-secret-for-security-tests-0123456789";
  process.env.AUTH_URL = "http://localhost:3000";
});
vi.mock("@/lib/auth", () => import("../games/auth-mock"));
// Pages await connection() (render per request); outside Next's request scope it would throw.
vi.mock("next/server", async (importOriginal) => ({ ...(await importOriginal<object>()), connection: async () => {} }));
vi.mock("@/lib/auth/session", async (importOriginal) => ({ ...(await importOriginal<object>()), ...(await import("../games/auth-mock")) }));

import { prisma } from "@/lib/db/client";
import { safePath } from "@/lib/auth/safe-path";
import { preferencesToken } from "@/lib/mail/tokens";
import * as authRoute from "@/app/api/auth/[...nextauth]/route";
import * as gamesRoute from "@/app/api/games/route";
import * as gameRoute from "@/app/api/games/[id]/route";
import * as eventsRoute from "@/app/api/games/[id]/events/route";
import * as exportRoute from "@/app/api/games/[id]/export/route";
import * as joinRoute from "@/app/api/games/[id]/join/route";
import * as cancelRoute from "@/app/api/games/[id]/cancel/route";
import * as movesRoute from "@/app/api/games/[id]/moves/route";
import * as replayStepRoute from "@/app/games/[id]/replay/step/route";
import * as oneClick from "@/app/unsubscribe/one-click/route";
import { cancelGameAction, createGameAction, joinGameAction } from "@/components/lobby/actions";
import GamePage from "@/app/games/[id]/page";
import ReplayPage from "@/app/games/[id]/replay/page";
import ResultPage from "@/app/games/[id]/result/page";
import PlayerProfilePage from "@/app/players/[name]/page";
import UnsubscribePage from "@/app/unsubscribe/page";
import { signInAs } from "../games/auth-mock";
import { createGameAs, eventCount, makeUser, startedGame, type TestUser } from "../games/helpers";
import type { WireJson } from "../wire";

const BASE = "http://localhost:3000";

type Handler = (request: Request, context: { params: Promise<{ id: string }> }) => Promise<Response>;

/** Calls a route handler with full control over method, headers and body. */
async function send(handler: Handler, path: string, init: RequestInit & { id?: string; as?: TestUser | null } = {}) {
  signInAs(init.as === undefined ? null : init.as);
  const response = await handler(new Request(`${BASE}${path}`, init), { params: Promise.resolve({ id: init.id ?? "" }) });
  const text = await response.text();
  let body: WireJson = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON: keep the text
  }
  return { status: response.status, body, text, headers: response.headers };
}

const json = { "content-type": "application/json" };

let players: TestUser[];
let game: { id: string; bySeat: TestUser[] };

beforeAll(async () => {
  players = await Promise.all([makeUser("sec0"), makeUser("sec1"), makeUser("sec2")]);
  game = await startedGame(players.slice(0, 2));
});

// ---- Item 2: open redirect ---------------------------------------------------------------

describe("open redirect (issue 8 item 2)", () => {
  it("safePath keeps same-site paths and refuses every way out of the site", () => {
    for (const ok of ["/", "/games/new", "/games/abc?move=3#log", "/players/J%C3%BCrgen%20K", "/lobby?x=a/b"]) expect(safePath(ok)).toBe(ok);
    const attacks = [
      "/\t/evil.test:3999/phish", // the reported one: browsers drop the tab, leaving //evil.test
      "/\n/evil.test", "/\r/evil.test", "/\u0000/evil.test", "/\u000b/evil.test",
      "//evil.test", "///evil.test", "/\\evil.test", "\\/evil.test", "/\\/evil.test",
      "/%09/evil.test", "/%0a/evil.test", "/%2F/evil.test", "/%2f%2fevil.test", "/%5C/evil.test", "/%5c%5cevil.test",
      "/.//evil.test", "/./\\evil.test", "/a/..//evil.test", "/%2e//evil.test",
      "http://evil.test/", "https:evil.test", "javascript:alert(1)", "evil.test", " /x", "/x ", "/\u2028/evil.test",
      "None", "", "%E0%A4%A", "/%E0%A4%A", `/${"a".repeat(5000)}`,
    ];
    for (const attack of attacks) expect(safePath(attack), JSON.stringify(attack)).toBe("/");
  });

  it("Auth.js's error redirect carries only one of its own error codes, never raw bytes or an injected next", async () => {
    // As sent: an encoded `&next=` that Auth.js decodes and pastes back raw; CR/LF; NUL; markup; huge.
    for (const error of [encodeURIComponent("Verification&next=//evil.test"), "Verification%0d%0aSet-Cookie:%20x=1", "%00", "%3Cscript%3E", "x".repeat(3000)]) {
      const response = await authRoute.GET(new NextRequest(`${BASE}/api/auth/error?error=${error}`));
      expect(response.status).toBe(302);
      const location = new URL(response.headers.get("location")!, BASE);
      expect(location.origin).toBe(BASE);
      expect(location.pathname).toBe("/signin");
      expect([...location.searchParams.keys()]).toEqual(["error"]);
      expect(location.searchParams.get("error")).toBe("Default");
    }
    const known = await authRoute.GET(new NextRequest(`${BASE}/api/auth/error?error=Verification`));
    expect(new URL(known.headers.get("location")!, BASE).search).toBe("?error=Verification");
  });

  it("a foreign or junk callbackUrl (query or cookie) is replaced by a path of ours, without a crash", async () => {
    for (const callbackUrl of ["None", "https://evil.test/phish", "/\t/evil.test", "//evil.test"]) {
      const byQuery = await authRoute.GET(new NextRequest(`${BASE}/api/auth/csrf?callbackUrl=${encodeURIComponent(callbackUrl)}`));
      expect(byQuery.status, callbackUrl).toBe(200);
      const cookie = byQuery.headers.getSetCookie().find((c) => c.startsWith("authjs.callback-url="));
      expect(decodeURIComponent(cookie!.split(";")[0].split("=")[1])).toBe(`${BASE}/`);
      expect((await byQuery.json()).csrfToken).toEqual(expect.any(String));
      const byCookie = await authRoute.GET(new NextRequest(`${BASE}/api/auth/session`, { headers: { cookie: `authjs.callback-url=${encodeURIComponent(callbackUrl)}` } }));
      expect(byCookie.status, callbackUrl).toBe(200);
      expect(byCookie.headers.get("content-type")).toMatch(/application\/json/);
    }
  });
});

// ---- Item 7: the session endpoint ----------------------------------------------------------

describe("GET /api/auth/session (issue 8 item 7)", () => {
  it("answers who is signed in and until when, never the session token or the user row", async () => {
    const user = players[2];
    const token = randomBytes(16).toString("hex");
    await prisma.session.create({ data: { sessionToken: token, userId: user.id, expires: new Date(Date.now() + 86_400_000) } });
    const response = await authRoute.GET(new NextRequest(`${BASE}/api/auth/session`, { headers: { cookie: `authjs.session-token=${token}` } }));
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(text).not.toContain(token);
    const session = JSON.parse(text);
    expect(session).toEqual({ user: { id: user.id, email: user.email, displayName: user.displayName, locale: null, guest: false }, expires: expect.any(String) });
    expect(Date.parse(session.expires)).toBeGreaterThan(Date.now());
  });
});

// ---- Item 3: cross-site moves --------------------------------------------------------------

describe("state-changing routes accept only JSON from our own origin (issue 8 item 3)", () => {
  it("a text/plain form body (what a cross-site HTML form sends) is refused with 415, nothing written", async () => {
    const before = await eventCount(game.id);
    const mover = game.bySeat[0];
    // enctype="text/plain" with <input name='{"seq":0,"move":{"type":"pass"},"x":"' value='"}'>
    const body = '{"seq":0,"move":{"type":"pass"},"x":"="}';
    for (const type of ["text/plain", "application/x-www-form-urlencoded", "multipart/form-data; boundary=x", "text/json"]) {
      const reply = await send(movesRoute.POST, movePath(game.id), { id: game.id, as: mover, method: "POST", headers: { "content-type": type }, body });
      expect(reply.status, type).toBe(415);
      expect(reply.body.error).toMatchObject({ code: "unsupported_media_type", field: "content-type" });
    }
    expect(await eventCount(game.id)).toBe(before);
  });

  it("a request from another origin is refused with 403, also with a JSON body; nothing written", async () => {
    const before = await eventCount(game.id);
    const mover = game.bySeat[0];
    const foreign: Record<string, string>[] = [
      { origin: "http://localhost:3999" }, // another port of localhost: same site, so SameSite=Lax cookies go along
      { origin: "http://evil.test" },
      { origin: "null" },
      { "sec-fetch-site": "cross-site" },
      { "sec-fetch-site": "same-site" },
    ];
    for (const headers of foreign) {
      const reply = await send(movesRoute.POST, movePath(game.id), { id: game.id, as: mover, method: "POST", headers: { ...json, ...headers }, body: JSON.stringify({ seq: 0, move: { type: "pass" } }) });
      expect(reply.status, JSON.stringify(headers)).toBe(403);
      expect(reply.body.error).toMatchObject({ code: "cross_origin" });
      expect(reply.body.error.message).toMatch(/other sites/);
    }
    const open = await createGameAs(players[0], { seats: 3 });
    const create = await send(gamesRoute.POST, "/api/games", { as: players[0], method: "POST", headers: { ...json, origin: "http://localhost:3999" }, body: JSON.stringify({ seats: 2 }) });
    const join = await send(joinRoute.POST, `/api/games/${open}/join`, { id: open, as: players[1], method: "POST", headers: { origin: "http://localhost:3999" } });
    const cancel = await send(cancelRoute.POST, `/api/games/${open}/cancel`, { id: open, as: players[0], method: "POST", headers: { origin: "http://localhost:3999", "content-type": "text/plain" } });
    expect([create.status, join.status, cancel.status]).toEqual([403, 403, 403]);
    expect(await prisma.gameSeat.count({ where: { gameId: open, joinedAt: { not: null } } })).toBe(1);
    expect((await prisma.game.findUniqueOrThrow({ where: { id: open } })).status).toBe("open");
    expect(await eventCount(game.id)).toBe(before);
  });

  it("our own origin, and clients that send neither Origin nor Sec-Fetch-Site (not a browser), still work", async () => {
    const own = await send(gamesRoute.POST, "/api/games", { as: players[0], method: "POST", headers: { ...json, origin: BASE, "sec-fetch-site": "same-origin" }, body: JSON.stringify({ seats: 2 }) });
    expect(own.status).toBe(201);
    const join = await send(joinRoute.POST, `/api/games/${own.body.id}/join`, { id: own.body.id, as: players[1], method: "POST", headers: { origin: BASE } });
    expect(join.status).toBe(200);
    const cli = await send(gamesRoute.POST, "/api/games", { as: players[0], method: "POST", headers: { "content-type": "application/json; charset=utf-8" }, body: JSON.stringify({ seats: 2 }) });
    expect(cli.status).toBe(201);
  });

  it("RFC 8058 one-click unsubscribe still works cross-site (authorised by its signed token), and needs its form body", async () => {
    const email = `oneclick-${randomBytes(4).toString("hex")}@example.test`;
    // An account signs in with it: a link for an address without one writes nothing (issue 35).
    await prisma.user.create({ data: { email } });
    const url = `/unsubscribe/one-click?email=${encodeURIComponent(email)}&token=${preferencesToken(email)}`;
    const form = { "content-type": "application/x-www-form-urlencoded", origin: "https://mail.example.com" };
    expect((await send(oneClick.POST as Handler, url, { method: "POST", headers: form, body: "" })).status).toBe(400);
    expect((await send(oneClick.POST as Handler, url.replace(/token=[^&]+/, "token=forged"), { method: "POST", headers: form, body: "List-Unsubscribe=One-Click" })).status).toBe(403);
    const ok = await send(oneClick.POST as Handler, url, { method: "POST", headers: form, body: "List-Unsubscribe=One-Click" });
    expect(ok.status).toBe(200);
    expect(await prisma.mailPreference.findUnique({ where: { email } })).toMatchObject({ turnMail: "none", reminders: false });
  });
});

// ---- Item 6: hostile input is a 4xx, never a 500 -------------------------------------------

/** A page's answer: "ok" when it rendered, "404"/"redirect" for Next's control-flow errors. */
async function pageOutcome(render: () => Promise<unknown>): Promise<string> {
  try {
    await render();
    return "ok";
  } catch (error) {
    const digest = String((error as { digest?: unknown }).digest ?? "");
    if (digest.startsWith("NEXT_HTTP_ERROR_FALLBACK;404")) return "404";
    if (digest.startsWith("NEXT_REDIRECT")) return "redirect";
    throw error;
  }
}

const hostileStrings = fc.oneof(
  fc.constantFrom("\u0000", "a\u0000b", `${"c".repeat(24)}\u0000`, "%00", "%", "%E0%A4%A", "\r\nSet-Cookie: x=1", "None", "null", "x".repeat(10_000), "../../etc/passwd", "'; drop table games; --", "\uD800", "ﬀ\u202E"),
  fc.string({ unit: "binary", maxLength: 40 }),
  fc.string({ maxLength: 8 }).map((s) => `${s}\u0000${s}`),
);

describe("hostile ids, queries and bodies (issue 8 item 6)", () => {
  it("the reported ones: GET /api/games/%00, clientMoveId NUL, server actions with gameId NUL, /players/%00", async () => {
    const mover = game.bySeat[0];
    const get = await send(gameRoute.GET, "/api/games/%00", { id: "\u0000", as: mover });
    expect(get.status).toBe(404);
    expect(get.body.error.code).toBe("not_found");
    const move = await send(movesRoute.POST, movePath(game.id), { id: game.id, as: mover, method: "POST", headers: json, body: JSON.stringify({ seq: 0, move: { type: "pass" }, clientMoveId: "\u0000" }) });
    expect(move.status).toBe(400);
    expect(move.body.error.field).toBe("clientMoveId");
    const form = new FormData();
    form.set("gameId", "\u0000");
    signInAs(mover);
    expect(await joinGameAction({}, form)).toEqual({ error: "There is no such game." });
    expect(await cancelGameAction({}, form)).toEqual({ error: "There is no such game." });
    expect(await pageOutcome(() => PlayerProfilePage({ params: Promise.resolve({ name: "%00" }), searchParams: Promise.resolve({}) }))).toBe("404");
    expect(await pageOutcome(() => GamePage({ params: Promise.resolve({ id: "\u0000" }) }))).toBe("404");
  });

  it("create-game form fields with a NUL answer a field error", async () => {
    signInAs(players[0]);
    const form = new FormData();
    form.set("seats", "2");
    form.append("invite", "someone\u0000@example.test");
    const state = await createGameAction({}, form);
    expect(Object.keys(state.errors ?? {})).toEqual(["invites"]);
  });

  it("300 hostile values in every id, query and body field of the routes: 4xx in the error shape, never a 500", { timeout: 120_000 }, async () => {
    const mover = game.bySeat[0];
    const before = await eventCount(game.id);
    const statuses = new Map<number, number>();
    await fc.assert(
      fc.asyncProperty(hostileStrings, fc.nat(7), async (value, which) => {
        const id = which % 2 ? value : game.id;
        const q = queryValue(value);
        const replies = [
          await send(gameRoute.GET, `/api/games/x?since=${q}`, { id: value, as: mover }),
          await send(gameRoute.GET, `/api/games/${game.id}?since=${q}`, { id: game.id, as: mover }),
          await send(eventsRoute.GET, `/api/games/x/events?after=${q}`, { id, as: mover }),
          await send(exportRoute.GET, "/api/games/x/export", { id: value, as: null }),
          await send(replayStepRoute.GET as Handler, `/games/x/replay/step?move=${q}`, { id, as: mover }),
          await send(joinRoute.POST, "/api/games/x/join", { id: value, as: mover, method: "POST" }),
          await send(cancelRoute.POST, "/api/games/x/cancel", { id: value, as: mover, method: "POST" }),
          await send(movesRoute.POST, "/api/games/x/moves", { id, as: mover, method: "POST", headers: json, body: JSON.stringify({ seq: before - 1, move: { type: value, card: value }, clientMoveId: value }) }),
          await send(gamesRoute.POST, "/api/games", { as: mover, method: "POST", headers: json, body: JSON.stringify({ seats: 3, invites: [value], variants: { [value]: true }, moveTimeLimitDays: value }) }),
        ];
        for (const reply of replies) {
          statuses.set(reply.status, (statuses.get(reply.status) ?? 0) + 1);
          expect(reply.status, `${JSON.stringify(value)} → ${reply.text.slice(0, 200)}`).toBeLessThan(500);
          if (reply.status >= 400) expect(typeof reply.body.error?.message).toBe("string");
        }
      }),
      { numRuns: 300, seed: Number(process.env.FUZZ_SEED ?? 20261122) },
    );
    console.log(`hostile route inputs by status: ${JSON.stringify(Object.fromEntries(statuses))}`);
    expect(await eventCount(game.id)).toBe(before);
  });

  it("100 hostile values in the pages' ids and queries and the server actions: 404, a redirect or a page, never a crash", { timeout: 120_000 }, async () => {
    const player = game.bySeat[0];
    await fc.assert(
      fc.asyncProperty(hostileStrings, async (value) => {
        signInAs(player);
        const outcomes = [
          await pageOutcome(() => GamePage({ params: Promise.resolve({ id: value }) })),
          await pageOutcome(() => ReplayPage({ params: Promise.resolve({ id: value }), searchParams: Promise.resolve({ move: value }) })),
          await pageOutcome(() => ReplayPage({ params: Promise.resolve({ id: game.id }), searchParams: Promise.resolve({ move: value }) })),
          await pageOutcome(() => ResultPage({ params: Promise.resolve({ id: value }) })),
          await pageOutcome(() => PlayerProfilePage({ params: Promise.resolve({ name: value }), searchParams: Promise.resolve({ opponent: value, state: value, page: value }) })),
          await pageOutcome(() => PlayerProfilePage({ params: Promise.resolve({ name: encodeURIComponent(player.displayName) }), searchParams: Promise.resolve({ opponent: value, state: value, page: value }) })),
          await pageOutcome(() => UnsubscribePage({ searchParams: Promise.resolve({ email: value, token: value }) })),
        ];
        for (const outcome of outcomes) expect(["ok", "404", "redirect"]).toContain(outcome);
        const form = new FormData();
        form.set("gameId", value);
        expect(await joinGameAction({}, form)).toEqual({ error: "There is no such game." });
      }),
      { numRuns: 100, seed: Number(process.env.FUZZ_SEED ?? 20261122) },
    );
  });
});

/** `value` for a query string; a lone surrogate cannot be encoded, so it goes as a broken escape. */
function queryValue(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return "%ED%A0%80";
  }
}

function movePath(id: string) {
  return `/api/games/${id}/moves`;
}
