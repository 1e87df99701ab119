// A refused move through the real route (POST /api/games/{id}/moves): the 422 keeps the engine's
// stable code and says the reason in the reader's language (their stored locale, else the request's).
import { beforeAll, describe, expect, it, vi } from "vitest";
import * as movesRoute from "@/app/api/games/[id]/moves/route";
import { toAct } from "@/lib/engine";
import { loadState } from "@/lib/games/current";
import { call, makeUser, startedGame, type TestUser } from "../games/helpers";

vi.mock("@/lib/auth", () => import("../games/auth-mock"));

let players: TestUser[];
beforeAll(async () => {
  players = await Promise.all([makeUser("w0"), makeUser("w1")]);
});

describe("422 in the reader's language", () => {
  it("a move out of turn: code not-your-turn, the message in Russian for a Russian reader, English otherwise", async () => {
    const { id, bySeat } = await startedGame(players);
    const acting = toAct((await loadState(id))!.state)[0];
    const waiting = bySeat[1 - acting];
    const actor = bySeat[acting].displayName;
    const body = { seq: 0, move: { type: "pass" } };
    const ru = await call(movesRoute.POST, { as: { ...waiting, locale: "ru" }, id, body });
    expect(ru.status).toBe(422);
    expect(ru.body.error.code).toBe("not-your-turn");
    expect(ru.body.error.message).toBe(`Сейчас не ваш ход: ходит ${actor}.`);
    const en = await call(movesRoute.POST, { as: waiting, id, body });
    expect(en.body.error).toEqual({ code: "not-your-turn", message: `It is not your turn: ${actor} is to act.` });
    const ja = await call(movesRoute.POST, { as: { ...waiting, locale: "ja" }, id, body });
    expect(ja.body.error.code).toBe("not-your-turn");
    expect(ja.body.error.message).toBe(`あなたの手番ではありません。いまは${actor}の番です。`);
  });
});
