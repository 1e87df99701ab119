// The nudge mail speaks its recipient's language (users.locale), rendered by the worker's own path:
// the real nudge route, the outbox row, mail.work() and the SMTP sink. For a Japanese recipient
// none of the template's English sentences (nor an English weekday in the date) may show.
import { describe, expect, it, vi } from "vitest";
import { prisma } from "@/lib/db/client";
import en from "@/messages/en.json";
import ja from "@/messages/ja.json";
import * as nudgeRoute from "@/app/api/games/[id]/nudge/route";
import { call } from "../games/helpers";
import { startedGame, toActNow, mailSinkForFile } from "../notifications/helpers";

vi.mock("@/lib/auth", () => import("../games/auth-mock"));

const mail = mailSinkForFile();

/** The literal English of a catalogue message, cut at its {placeholders}: what must not appear. */
const englishPieces = (message: string) =>
  message
    .split(/\{[^}]+\}/)
    .map((s) => s.trim().replace(/\.$/, ""))
    .filter((s) => s.length > 2);

describe("the nudge mail for a Japanese recipient", () => {
  it("holds the Japanese template and none of the English one", async () => {
    const players = [await mail.player("jun"), await mail.player("kai")];
    const { id, bySeat } = await startedGame(players);
    const acting = await toActNow(id);
    const target = bySeat[acting];
    const other = bySeat[1 - acting];
    await prisma.user.update({ where: { id: target.id }, data: { locale: "ja" } });
    await prisma.$executeRaw`UPDATE game_events SET created_at = created_at - make_interval(hours => 25) WHERE game_id = ${id}`;
    expect((await call(nudgeRoute.POST, { as: other, id, method: "POST" })).status).toBe(202);
    await mail.work();
    const [nudge] = (await mail.mails(target.email)).filter((m) => m.subject.includes(ja.talk.nudgeSubject.split("{game}")[0].replace("{by}", other.displayName!)));
    expect(nudge).toBeDefined();
    const all = `${nudge.subject}\n${nudge.text}`;
    expect(all).toContain(ja.talk.nudgeHeading);
    expect(all).toContain(ja.talk.nudgeOpen);
    const t = en.talk;
    for (const piece of [t.nudgeSubject, t.nudgeHeading, t.nudgeBody, t.nudgeOpen].flatMap(englishPieces)) expect(all).not.toContain(piece);
    expect(all).not.toMatch(/Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|January|February|March|April|May|June|July|August|September|October|November|December/);
  });
});
