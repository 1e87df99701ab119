// Table talk stays at the table (issue 24): seated players may still talk after the game, and
// nothing said enters the exported record or the public replay, which are built from the log.
import { describe, expect, it, vi } from "vitest";
import * as exportRoute from "@/app/api/games/[id]/export/route";
import * as stepRoute from "@/app/games/[id]/replay/step/route";
import { signInAs } from "../games/auth-mock";
import { insertGame, makeUser } from "../history/helpers";
import { read, say } from "./helpers";

vi.mock("@/lib/auth", () => import("../games/auth-mock"));

describe("table talk and the record of a game", () => {
  it("is readable and writable after the game, and in neither the export nor the replay", { timeout: 120_000 }, async () => {
    const users = await Promise.all([makeUser("rec"), makeUser("rec")]);
    const game = await insertGame(users, { seed: `talk-record-${users[0].id}` });
    const secret = `well played ${users[0].id}`;
    const said = await say(users[0], game.id, { text: secret });
    expect(said.status).toBe(201);
    expect((await read(users[1], game.id)).body.messages.map((m: { text: string }) => m.text)).toEqual([secret]);
    const exported = await (await exportRoute.GET(new Request(`http://localhost/api/games/${game.id}/export`), { params: Promise.resolve({ id: game.id }) })).text();
    expect(exported).toContain(`"format": "neva-game/1"`);
    expect(exported).not.toContain(secret);
    signInAs(null);
    for (const move of ["0", "1", String(game.events.length)]) {
      const step = await stepRoute.GET(new Request(`http://localhost/games/${game.id}/replay/step?move=${move}`), { params: Promise.resolve({ id: game.id }) });
      expect(step.status).toBe(200);
      expect(await step.text()).not.toContain(secret);
    }
  });
});
