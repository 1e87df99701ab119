// The JSON game API over HTTP against the real server, authenticated by real next-auth sessions:
// players sign in through the magic link, then call the API with their session cookie.
import { expect, test, type APIRequestContext, type Browser } from "@playwright/test";
import { signIn, uniqueEmail } from "./helpers";
import type { WireJson } from "../wire";

type Move = { type: string; seat?: number; [key: string]: unknown };

async function player(browser: Browser, prefix: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const name = `${prefix} ${Math.random().toString(36).slice(2, 7)}`;
  await signIn(page, uniqueEmail(prefix.toLowerCase()), name);
  return { name, api: page.request, context };
}

async function json(response: Awaited<ReturnType<APIRequestContext["get"]>>) {
  return { status: response.status(), body: (await response.json()) as WireJson };
}

test("the move API over HTTP with real sessions: create, join, view, move, retry, errors", async ({ browser, playwright, baseURL }) => {
  test.setTimeout(120_000);
  const anna = await player(browser, "Anna");
  const boris = await player(browser, "Boris");
  const carla = await player(browser, "Carla");

  // Without a session cookie (or with a forged one) every game route answers 401 in the error shape.
  const anonymous = await playwright.request.newContext({ baseURL });
  const forged = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { cookie: "authjs.session-token=forged" } });
  for (const api of [anonymous, forged]) {
    expect(await json(await api.get("/api/games/x"))).toEqual({ status: 401, body: { error: { code: "unauthenticated", message: "Sign in to do this." } } });
    expect((await api.post("/api/games", { data: { seats: 2 } })).status()).toBe(401);
    expect((await api.post("/api/games/x/moves", { data: { seq: 0, move: { type: "pass" } } })).status()).toBe(401);
    expect((await api.get("/api/games/x/events?after=0")).status()).toBe(401);
  }

  // Anna creates a 2-seat table inviting Boris by display name; Boris's join starts it.
  const created = await json(await anna.api.post("/api/games", { data: { seats: 2, variants: { openMoney: true }, invites: [boris.name] } }));
  expect(created.status).toBe(201);
  const id = created.body.id as string;
  expect((await json(await anna.api.get(`/api/games/${id}`))).body.error.code).toBe("not_started");
  expect((await json(await carla.api.post(`/api/games/${id}/join`))).status).toBe(409); // Boris's seat is reserved
  expect((await json(await boris.api.post(`/api/games/${id}/join`))).body).toEqual({ id, started: true });

  const annaTable = (await json(await anna.api.get(`/api/games/${id}`))).body;
  const borisTable = (await json(await boris.api.get(`/api/games/${id}`))).body;
  expect(annaTable.seq).toBe(0);
  expect(annaTable.seed).toBeNull();
  expect([annaTable.seat, borisTable.seat].sort()).toEqual([0, 1]);
  const toAct = annaTable.view.toAct[0] as number;
  const [mover, waiter] = annaTable.seat === toAct ? [anna, boris] : [boris, anna];
  const moverTable = mover === anna ? annaTable : borisTable;
  expect(moverTable.legalMoves.length).toBeGreaterThan(0);
  expect((mover === anna ? borisTable : annaTable).legalMoves).toEqual([]);

  // A spectator sees no hand; with openMoney everyone's money.
  const spectator = (await json(await carla.api.get(`/api/games/${id}`))).body;
  expect(spectator.seat).toBeNull();
  for (const p of spectator.view.players) {
    expect(p.hand).toBeNull();
    expect(typeof p.money).toBe("number");
  }

  // The move, then its retry with the same clientMoveId: one event, the same answer.
  const { seat: _seat, ...move } = moverTable.legalMoves[0].move as Move;
  const body = { seq: 0, move, clientMoveId: "http-1" };
  const first = await json(await mover.api.post(`/api/games/${id}/moves`, { data: body }));
  expect(first.status).toBe(200);
  expect(first.body).toMatchObject({ seq: 1, duplicate: false });
  const retry = await json(await mover.api.post(`/api/games/${id}/moves`, { data: body }));
  expect(retry.body).toEqual({ ...first.body, duplicate: true });

  // Errors over HTTP: stale, malformed, a stranger, no such game, illegal.
  const stale = await json(await waiter.api.post(`/api/games/${id}/moves`, { data: { seq: 0, move: { type: "pass" } } }));
  expect(stale.status).toBe(409);
  expect(stale.body.error.message).toMatch(/moved on/);
  const malformed = await json(await waiter.api.post(`/api/games/${id}/moves`, { data: { seq: 1, move: { type: "buy", card: "unicorn", from: "upper" } } }));
  expect(malformed).toMatchObject({ status: 400, body: { error: { field: "move.card" } } });
  const broken = await waiter.api.post(`/api/games/${id}/moves`, { data: "{", headers: { "content-type": "application/json" } });
  expect(broken.status()).toBe(400);
  expect((await json(await carla.api.post(`/api/games/${id}/moves`, { data: { seq: 1, move: { type: "pass" } } }))).status).toBe(403);
  expect((await json(await carla.api.post(`/api/games/nope/moves`, { data: { seq: 1, move: { type: "pass" } } }))).status).toBe(404);
  const illegal = await json(await mover.api.post(`/api/games/${id}/moves`, { data: { seq: 1, move: { type: "pass" } } }));
  if (illegal.status !== 200) {
    expect(illegal.status).toBe(422);
    expect(illegal.body.error.message).toMatch(/\w/);
  }

  // The log in plain words.
  const events = await json(await carla.api.get(`/api/games/${id}/events?after=0`));
  expect(events.status).toBe(200);
  expect(events.body.events[0]).toMatchObject({ seq: 1 });
  expect(events.body.events[0].text).toContain(mover.name);
  expect((await json(await carla.api.get(`/api/games/${id}/events?after=-1`))).body.error.field).toBe("after");

  // Cancel: only the creator, only before the start.
  expect((await json(await anna.api.post(`/api/games/${id}/cancel`))).status).toBe(409);
  const open = (await json(await anna.api.post("/api/games", { data: { seats: 3 } }))).body.id as string;
  expect((await json(await boris.api.post(`/api/games/${open}/cancel`))).status).toBe(403);
  expect((await json(await anna.api.post(`/api/games/${open}/cancel`))).body).toEqual({ id: open, status: "cancelled" });

  for (const c of [anna.context, boris.context, carla.context]) await c.close();
  await anonymous.dispose();
  await forged.dispose();
});
