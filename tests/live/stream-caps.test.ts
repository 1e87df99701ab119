// Issue 18, second hole: one session held 8,000 streams of one game. Streams are now capped per
// user in each process (lib/limits/streams.ts): a few per game, a few dozen in all, 429 with a
// sentence beyond; a stream that ends, however it ends, gives its slot back. "Sign in" answers to
// stream requests are capped per client address. Through the real route handlers.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { liveHub } from "@/lib/games/live";
import { openStreams } from "@/lib/live/stream";
import { streamSlots } from "@/lib/limits/streams";
import * as streamRoute from "@/app/api/games/[id]/stream/route";
import * as meStreamRoute from "@/app/api/me/stream/route";
import { signInAs } from "../games/auth-mock";
import { makeUser, startedGame, type TestUser } from "../games/helpers";
import type { WireJson } from "../wire";

vi.mock("@/lib/auth", () => import("../games/auth-mock"));

const PER_GAME = 4;
const PER_USER = 24;
const SIGNED_OUT_PER_MINUTE = 60;

interface Open {
  status: number;
  body: ReadableStream<Uint8Array> | null;
  abort: () => void;
  json: () => Promise<WireJson>;
  retryAfter: string | null;
}

async function open(as: TestUser | null, gameId: string | null, headers: Record<string, string> = {}): Promise<Open> {
  signInAs(as);
  const controller = new AbortController();
  const path = gameId ? `/api/games/${gameId}/stream` : "/api/me/stream";
  const request = new Request(`http://localhost${path}`, { headers, signal: controller.signal });
  const response = gameId
    ? await streamRoute.GET(request, { params: Promise.resolve({ id: gameId }) })
    : await meStreamRoute.GET(request, { params: Promise.resolve({}) } as never);
  return {
    status: response.status,
    body: response.body,
    abort: () => controller.abort(),
    json: () => response.json(),
    retryAfter: response.headers.get("retry-after"),
  };
}

let players: TestUser[];
let other: TestUser;
const opened: Open[] = [];
const keep = (page: Open) => (opened.push(page), page);

beforeAll(async () => {
  players = await Promise.all([makeUser("cap0"), makeUser("cap1")]);
  other = await makeUser("cap2");
});
afterAll(async () => {
  for (const page of opened) page.abort();
  await liveHub.close();
});

describe("open streams per user (issue 18)", () => {
  it(`${PER_GAME} streams of one game per user; the next is 429 with a sentence and Retry-After; others are not affected; an ended stream frees its slot`, async () => {
    const { id, bySeat } = await startedGame(players);
    const mine = [];
    for (let i = 0; i < PER_GAME; i++) mine.push(keep(await open(bySeat[0], id)));
    expect(mine.map((p) => p.status)).toEqual(Array(PER_GAME).fill(200));
    const refused = await open(bySeat[0], id);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ error: { code: "rate_limited", message: `You already have ${PER_GAME} live views of this game open. Close one of those tabs, then reload this one.` } });
    expect(Number(refused.retryAfter)).toBeGreaterThan(0);
    // The other player of the game, a spectator, and the same player's dashboard still get theirs.
    expect(keep(await open(bySeat[1], id)).status).toBe(200);
    expect(keep(await open(other, id)).status).toBe(200);
    expect(keep(await open(bySeat[0], null)).status).toBe(200);
    // A page that goes away (abort) or whose reader cancels gives its slot back at once.
    mine[0].abort();
    expect(keep(await open(bySeat[0], id)).status).toBe(200);
    await mine[1].body!.cancel();
    expect(keep(await open(bySeat[0], id)).status).toBe(200);
    expect((await open(bySeat[0], id)).status).toBe(429);
  });

  it(`${PER_USER} streams in all per user, whatever they show`, async () => {
    const user = await makeUser("capall");
    for (let i = 0; i < PER_USER; i++) expect(keep(await open(user, null)).status).toBe(200);
    const refused = await open(user, null);
    expect(refused.status).toBe(429);
    expect((await refused.json()).error.message).toBe(`You already have ${PER_USER} live views of Neva open. Close some of those tabs, then reload this one.`);
  });

  it("a user hitting the cap 10,000 times holds no more than the cap: no stream, listener or slot is left by a refusal", { timeout: 180_000 }, async () => {
    const user = await makeUser("caphammer");
    const { id } = await startedGame([user, other]);
    for (let i = 0; i < PER_GAME; i++) keep(await open(user, id));
    const listeners = liveHub.stats().listeners;
    const slots = streamSlots.stats().streams;
    const statuses = new Map<number, number>();
    for (let i = 0; i < 10_000; i++) {
      const page = await open(user, i % 2 ? id : null);
      statuses.set(page.status, (statuses.get(page.status) ?? 0) + 1);
      // The dashboard's streams count towards the user's total: the first few are let in, and kept.
      if (page.status === 200) keep(page);
    }
    expect(statuses.get(429)).toBe(10_000 - (PER_USER - PER_GAME));
    expect(statuses.get(200)).toBe(PER_USER - PER_GAME);
    expect(streamSlots.stats().streams).toBe(slots + PER_USER - PER_GAME);
    // Every slot held is an open stream on the process's one keep-alive timer, and no more.
    expect(openStreams()).toBe(streamSlots.stats().streams);
    // Each stream let in listens to its viewer's games (2 listeners per game stream, 1 per dashboard).
    expect(liveHub.stats().listeners).toBeLessThanOrEqual(listeners + PER_USER - PER_GAME);
  });
});

describe("signed-out stream requests per client address (issue 18)", () => {
  it(`answer 401 "sign in" ${SIGNED_OUT_PER_MINUTE} times a minute per address, then 429 with when to retry; another address still gets its 401`, async () => {
    const { id } = await startedGame(players);
    const from = { "x-forwarded-for": "203.0.113.77" };
    for (let i = 0; i < SIGNED_OUT_PER_MINUTE; i++) expect((await open(null, i % 2 ? id : null, from)).status).toBe(401);
    const refused = await open(null, id, from);
    expect(refused.status).toBe(429);
    expect((await refused.json()).error.message).toMatch(/^Too many live views were asked for from your network without signing in\. Please try again in (under a minute|1\sminute)\.$/);
    expect(Number(refused.retryAfter)).toBeGreaterThan(0);
    expect((await open(null, null, { "x-forwarded-for": "203.0.113.78" })).status).toBe(401);
    // A signed-in player behind that address is not affected.
    expect(keep(await open(other, null, from)).status).toBe(200);
  });
});
