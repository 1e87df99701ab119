// API errors in the reader's language through the real routes (issue 20): the `code` stays as it
// was, the `message` follows the signed-in reader's stored choice, else the neva-locale cookie,
// else Accept-Language, else English; an English sentence the catalogue does not know stays English.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import * as gamesRoute from "@/app/api/games/route";
import * as joinRoute from "@/app/api/games/[id]/join/route";
import * as eventsRoute from "@/app/api/games/[id]/events/route";
import * as movesRoute from "@/app/api/games/[id]/moves/route";
import { signInAs } from "../games/auth-mock";
import { call, makeUser, startedGame, type TestUser } from "../games/helpers";

vi.mock("@/lib/auth", () => import("../games/auth-mock"));

type Handler = (request: Request, context: { params: Promise<{ id: string }> }) => Promise<Response>;

async function send(handler: Handler, options: { as: TestUser | null; headers?: Record<string, string>; body?: unknown; id?: string }) {
  signInAs(options.as);
  const request = new Request("http://localhost/api/test", {
    method: "POST",
    headers: { ...(options.body !== undefined ? { "content-type": "application/json" } : {}), ...options.headers },
    body: options.body !== undefined ? JSON.stringify(options.body) : undefined,
  });
  const response = await handler(request, { params: Promise.resolve({ id: options.id ?? "" }) });
  return { status: response.status, error: ((await response.json()) as { error: { code: string; message: string; field?: string } }).error };
}

const saved = process.env.RATE_LIMIT_CREATE_GAME;
beforeAll(() => {
  process.env.RATE_LIMIT_CREATE_GAME = "1/3600";
});
afterAll(() => {
  if (saved === undefined) delete process.env.RATE_LIMIT_CREATE_GAME;
  else process.env.RATE_LIMIT_CREATE_GAME = saved;
});

describe("API errors in the reader's language", () => {
  it("401 signed out: Russian by Accept-Language, French by the cookie (which wins), English without either", async () => {
    const ru = await send(gamesRoute.POST, { as: null, body: { seats: 2 }, headers: { "accept-language": "ru-RU,ru;q=0.9,en;q=0.5" } });
    expect(ru).toEqual({ status: 401, error: { code: "unauthenticated", message: "Войдите, чтобы сделать это." } });
    const fr = await send(gamesRoute.POST, { as: null, body: { seats: 2 }, headers: { "accept-language": "ru", cookie: "other=1; neva-locale=fr" } });
    expect(fr.error).toEqual({ code: "unauthenticated", message: "Connectez-vous pour faire cela." });
    const en = await send(gamesRoute.POST, { as: null, body: { seats: 2 } });
    expect(en.error).toEqual({ code: "unauthenticated", message: "Sign in to do this." });
  });

  it("403 from the cross-site guard, before any handler runs, in Japanese", async () => {
    const reply = await send(gamesRoute.POST, { as: null, body: { seats: 2 }, headers: { origin: "https://evil.example", "accept-language": "ja" } });
    expect(reply).toEqual({
      status: 403,
      error: { code: "cross_origin", message: "ほかのサイトからのリクエストは受け付けません。Neva のページを使ってください。", field: "origin" },
    });
  });

  it("400 from the new-game schema names the field, its sentence in Italian", async () => {
    const user = await makeUser("it");
    const reply = await send(gamesRoute.POST, { as: user, body: { seats: 9 }, headers: { "accept-language": "it" } });
    // The engine's playerCount problem (ruling R23), worded from the catalogue (newGame.comboPlayers).
    expect(reply).toEqual({ status: 400, error: { code: "invalid_request", message: "Con queste opzioni una partita ha da 2 a 4 giocatori, non 9.", field: "seats" } });
    const five = await send(gamesRoute.POST, { as: user, body: { seats: 5, expansions: ["banquet"] }, headers: { "accept-language": "it" } });
    expect(five.error).toEqual({ code: "invalid_request", message: "Con queste opzioni una partita ha da 2 a 4 giocatori, non 5. Per 5 giocatori serve Nuova Società.", field: "seats" });
  });

  it("the stored choice wins over the browser's languages (404, Japanese for a reader who chose it)", async () => {
    const user = { ...(await makeUser("ja")), locale: "ja" };
    const reply = await send(joinRoute.POST, { as: user, id: "c0000000000000000000000000", headers: { "accept-language": "ru", cookie: "neva-locale=fr" } });
    expect(reply).toEqual({ status: 404, error: { code: "not_found", message: "そのゲームはありません。" } });
  });

  it("429 over the table limit in Russian, with its plural and its waits in words", async () => {
    const user = await makeUser("ru");
    const headers = { "accept-language": "ru" };
    const first = await send(gamesRoute.POST, { as: user, body: { seats: 2 }, headers });
    expect(first.status).toBe(201);
    const second = await send(gamesRoute.POST, { as: user, body: { seats: 2 }, headers });
    expect(second).toEqual({
      status: 429,
      error: { code: "rate_limited", message: "Вы создали 1 стол за 60\u00a0минут. Создать ещё один можно через 60\u00a0минут." },
    });
    const english = await send(gamesRoute.POST, { as: user, body: { seats: 2 } });
    expect(english.error.message).toBe("You have created 1 table in the last 60\u00a0minutes. You can create another in 60\u00a0minutes.");
  });

  it("400 for a query parameter in the reader's language, naming the field (after= of the event log)", async () => {
    const user = await makeUser("it");
    signInAs(user);
    const request = new Request("http://localhost/api/games/x/events?after=-1", { headers: { "accept-language": "it" } });
    const response = await eventsRoute.GET(request, { params: Promise.resolve({ id: "c0000000000000000000000000" }) });
    expect(response.status).toBe(400);
    expect((await response.json()).error).toEqual({ code: "invalid_request", message: "after deve essere un intero non negativo: il numero dell’ultima mossa che hai visto.", field: "after" });
  });

  it("400 for a move naming no card of the game, the engine's issue code worded for the reader", async () => {
    const players = await Promise.all([makeUser("cardA"), makeUser("cardB")]);
    const { id } = await startedGame(players);
    const reader = { ...players[0], locale: "ru" };
    const reply = await call(movesRoute.POST, { as: reader, id, body: { seq: 0, move: { type: "take", card: "no-such-card", from: "upper" } } });
    expect(reply.status).toBe(400);
    expect(reply.body.error.code).toBe("invalid_move");
    expect(reply.body.error.message).toContain("не карта этой игры");
  });
});
