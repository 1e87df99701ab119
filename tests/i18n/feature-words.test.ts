// A Russian reader gets Russian from each feature that used to keep its own English: a table-talk
// refusal (POST /api/games/{id}/chat, 400), the ratings API (GET /api/players/{name}, 404) and the
// create-game action's bot check. The reader's language comes the real way, requestLocale():
// next/headers gives Accept-Language (this request has no cookie, no stored choice).
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import messagesRu from "@/messages/ru.json";
import { makeUser, startedGame, type TestUser } from "../games/helpers";
import { call } from "../games/helpers";
import { say } from "../talk/helpers";
import * as playerRoute from "@/app/api/players/[name]/route";
import * as nudgeRoute from "@/app/api/games/[id]/nudge/route";
import * as gamesRoute from "@/app/api/games/route";
import { toActNow } from "../notifications/helpers";
import { createGameAction } from "@/components/lobby/actions";
import { signInAs } from "../games/auth-mock";
import { namespaceTranslator } from "@/lib/i18n/translate";
import { waitValues } from "@/lib/talk/say";

const reader = vi.hoisted(() => ({ acceptLanguage: "en" }));
vi.mock("@/lib/auth", () => import("../games/auth-mock"));
// Auth.js stands aside: no stored language (getUser), and the action's user is the mock's.
vi.mock("@/lib/auth/session", async (original) => {
  const mock = await import("../games/auth-mock");
  return { ...(await original<object>()), getUser: async () => null, requireUser: mock.requireUser };
});
vi.mock("next/headers", () => ({
  cookies: async () => ({ get: () => undefined, has: () => false }),
  headers: async () => new Headers({ "accept-language": reader.acceptLanguage }),
}));

let players: TestUser[];
beforeAll(async () => {
  players = [await makeUser("ru-a"), await makeUser("ru-b")];
});
afterAll(() => {
  reader.acceptLanguage = "en";
});

describe("a Russian reader", () => {
  it("gets table talk's refusal in Russian, with the same code, and English readers keep English", async () => {
    const { id, bySeat } = await startedGame(players);
    reader.acceptLanguage = "ru-RU,ru;q=0.9,en;q=0.5";
    const ru = await say(bySeat[0], id, { text: "   " });
    expect(ru.status).toBe(400);
    expect(ru.body.error).toEqual({ code: "invalid_request", message: messagesRu.talk.textEmpty, field: "text" });
    reader.acceptLanguage = "en";
    const en = await say(bySeat[0], id, { text: "   " });
    expect(en.body.error.message).toBe("text is empty: write something before sending.");
  });

  it("gets the nudge's 409 in Russian, its moment in Russian words too", async () => {
    reader.acceptLanguage = "en";
    const { id, bySeat } = await startedGame([await makeUser("ru-c"), await makeUser("ru-d")]);
    const other = bySeat[1 - (await toActNow(id))];
    reader.acceptLanguage = "ru";
    const early = await call(nudgeRoute.POST, { as: other, id, method: "POST" });
    expect(early.status).toBe(409);
    expect(early.body.error.code).toBe("too_early");
    expect(early.body.error.message).toMatch(/^Поторопить можно после суток ожидания\. Это станет возможно: .+\.$/);
    expect(early.body.error.message).not.toMatch(/GMT|Mon|Tue|Wed|Thu|Fri|Sat|Sun/);
  });

  it("gets GET /api/players/{name}'s 404 in Russian", async () => {
    reader.acceptLanguage = "ru";
    const reply = await call((request: Request) => playerRoute.GET(request, { params: Promise.resolve({ name: "nobody-at-all-here" }) }), { as: null });
    expect(reply.status).toBe(404);
    expect(reply.body.error).toEqual({ code: "not_found", message: "Игрока с таким именем нет." });
  });

  it("gets the create-game form's bot refusal in Russian", async () => {
    reader.acceptLanguage = "ru";
    signInAs(players[0]);
    const form = new FormData();
    form.set("seats", "2");
    form.set("bots", "3");
    const state = await createGameAction({ errors: {} } as never, form);
    expect(state.errors?.bots).toBe("Ботов от 1 до 1: хотя бы одно место — за человеком.");
  });

  it("gets an edition with expansions it does not go with refused in Russian plain words, the form and the API alike (issue 27)", async () => {
    reader.acceptLanguage = "ru";
    signInAs(players[0]);
    const form = new FormData();
    form.set("seats", "2");
    form.set("edition", "second");
    form.set("expansion-newSociety", "on");
    const state = await createGameAction({ errors: {} } as never, form);
    expect(state.errors).toEqual({ expansions: messagesRu.newGame.comboFirst });
    const reply = await call(gamesRoute.POST, { as: players[0], body: { seats: 2, expansions: ["market"] } });
    expect(reply.status).toBe(400);
    expect(reply.body.error).toMatchObject({ code: "invalid_request", field: "expansions", message: messagesRu.newGame.comboSecond });
  });
});

describe("the flood refusal's wait", () => {
  it("reads in English with the waits rounded up (under a minute, minutes below 90, else hours), and in Russian with Russian plurals", () => {
    const en = namespaceTranslator("en", "talk");
    const waits: [number, string][] = [[5_000, "under a minute"], [60_000, "1\u00a0minute"], [61_000, "2\u00a0minutes"], [89 * 60_000, "89\u00a0minutes"], [90 * 60_000, "2\u00a0hours"], [5 * 3_600_000, "5\u00a0hours"]];
    for (const [ms, english] of waits) {
      expect(en("floodDay", waitValues(ms))).toBe(`You have said a lot at this table today. Try again in ${english}.`);
    }
    const ru = namespaceTranslator("ru", "talk");
    expect(ru("floodBurst", waitValues(2 * 60_000))).toBe("Вы пишете быстрее, чем стол успевает читать. Попробуйте снова через 2\u00a0минуты.");
    expect(ru("floodBurst", waitValues(5 * 3_600_000))).toBe("Вы пишете быстрее, чем стол успевает читать. Попробуйте снова через 5\u00a0часов.");
  });
});
