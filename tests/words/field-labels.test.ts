// Issue 33: an error names its field as the form labels it, in the reader's language, through
// the real routes and form actions («bots должно быть от 1 до 1» named the API's field).
import { describe, expect, it, vi } from "vitest";
import * as gamesRoute from "@/app/api/games/route";
import { translatorFor } from "@/lib/i18n/messages";
import { signInAs } from "../games/auth-mock";
import { makeUser, type TestUser } from "../games/helpers";

vi.mock("@/lib/auth", () => import("../games/auth-mock"));

async function create(as: TestUser, body: unknown, language: string) {
  signInAs(as);
  const request = new Request("http://localhost/api/games", {
    method: "POST",
    headers: { "content-type": "application/json", "accept-language": language },
    body: JSON.stringify(body),
  });
  const response = await (gamesRoute.POST as (r: Request, c: { params: Promise<object> }) => Promise<Response>)(request, { params: Promise.resolve({}) });
  return { status: response.status, error: ((await response.json()) as { error: { code: string; message: string; field?: string } }).error };
}

describe("a field's name in an error", () => {
  it("says the form's label in each language, never the API's field name", async () => {
    const user = await makeUser("fields");
    for (const language of ["en", "ru", "fr", "it", "ja"] as const) {
      const reply = await create(user, { seats: 2, bots: 3 }, language);
      expect(reply.status).toBe(400);
      expect(reply.error.field).toBe("bots");
      const label = translatorFor(language)("bots.botsField");
      expect(reply.error.message, language).toContain(label);
      if (language !== "en") expect(reply.error.message, language).not.toMatch(/\bbots\b/);
    }
    const ru = await create(user, { seats: 2, bots: 3 }, "ru");
    expect(ru.error.message).toBe("Боты: от 1 до 1: хотя бы одно место — за человеком");
  });

  it("names the bot levels as the form does, and a field no form shows by its own word", async () => {
    const user = await makeUser("levels");
    const level = await create(user, { seats: 2, bots: 1, botLevel: "grandmaster" }, "ru");
    expect(level.error.field).toBe("botLevel");
    const say = translatorFor("ru");
    expect(level.error.message).toBe(`${say("bots.botLevelField")}: одно из: ${say("bots.levelBeginner")}, ${say("bots.levelStandard")} или ${say("bots.levelStrong")}`);
    const vacation = await create(user, { seats: 2, vacation: "often" }, "fr");
    expect(vacation.error.field).toBe("vacation");
    expect(vacation.error.message).toContain(translatorFor("fr")("newGame.vacationLabel"));
    expect(vacation.error.message).not.toMatch(/\bvacation\b|true|false/);
  });
});
