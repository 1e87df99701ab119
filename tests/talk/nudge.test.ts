// The nudge through the real route, the outbox and the worker (issue 24): only after a day of
// waiting, only by another seated player, once per 24 hours per game; one mail (unless the
// player turned reminders off) and a mark on their dashboard until they move.
import { describe, expect, it, vi } from "vitest";
import { prisma } from "@/lib/db/client";
import { savePrefs } from "@/lib/mail/prefs";
import { nudgesFor } from "@/lib/talk/nudge";
import { LOCALES, type Locale } from "@/lib/i18n/locales";
import { namespaceTranslator } from "@/lib/i18n/translate";
import { talkWords } from "@/lib/words/talk";
import * as nudgeRoute from "@/app/api/games/[id]/nudge/route";
import * as awayRoute from "@/app/api/me/away/route";
import { signInAs } from "../games/auth-mock";
import { call } from "../games/helpers";
import { playOne, startedGame, toActNow, mailSinkForFile, type Player } from "../notifications/helpers";

vi.mock("@/lib/auth", () => import("../games/auth-mock"));

const mail = mailSinkForFile();

const poke = (as: Player | null, id: string) => call(nudgeRoute.POST, { as, id, method: "POST" });

/** Moves the game's history back by `hours`, as if the turn had begun that long ago. */
async function age(gameId: string, hours: number): Promise<void> {
  await prisma.$executeRaw`UPDATE game_events SET created_at = created_at - make_interval(hours => ${hours}) WHERE game_id = ${gameId}`;
}

async function table() {
  const players = [await mail.player("ned"), await mail.player("ola")];
  const { id, bySeat } = await startedGame(players);
  const acting = await toActNow(id);
  return { id, bySeat, target: bySeat[acting], other: bySeat[1 - acting] };
}

describe("POST /api/games/{id}/nudge", () => {
  it("refuses the wrong people and a nudge before a day of waiting, saying when it becomes possible", async () => {
    const { id, target, other } = await table();
    expect((await poke(null, id)).status).toBe(401);
    const stranger = await mail.player("stranger");
    expect((await poke(stranger, id)).status).toBe(404);
    const own = await poke(target, id);
    expect(own.status).toBe(409);
    expect(own.body.error.message).toMatch(/your own turn/);
    const early = await poke(other, id);
    expect(early.status).toBe(409);
    expect(early.body.error.message).toMatch(/^A nudge is possible after a day of waiting: from .+ GMT\.$/);
    signInAs(other);
    const forged = await nudgeRoute.POST(new Request(`http://localhost/api/games/${id}/nudge`, { method: "POST", headers: { origin: "https://evil.example" } }), {
      params: Promise.resolve({ id }),
    });
    expect(forged.status).toBe(403);
    expect(await prisma.gameNudge.count({ where: { gameId: id } })).toBe(0);
    expect(await mail.rows({ kind: "nudge", gameId: id })).toEqual([]);
  });

  it("after a day: 202, one mail to the player to act, a dashboard mark; a second nudge within 24 hours is 429", async () => {
    const { id, bySeat, target, other } = await table();
    await age(id, 25);
    const done = await poke(other, id);
    expect(done.status).toBe(202);
    const again = await poke(other, id);
    expect(again.status).toBe(429);
    expect(again.body.error.message).toMatch(/nudge again from/);
    expect(await prisma.gameNudge.count({ where: { gameId: id } })).toBe(1);
    expect(await nudgesFor(target.id, [id])).toEqual(new Map([[id, [other.displayName]]]));
    expect(await nudgesFor(other.id, [id])).toEqual(new Map());
    await mail.work();
    const inbox = (await mail.mails(target.email)).filter((m) => /waiting for your move/.test(m.subject));
    expect(inbox).toHaveLength(1);
    expect(inbox[0].subject).toBe(`${other.displayName} is waiting for your move in Saint Petersburg with ${bySeat.filter((p) => p !== target).map((p) => p.displayName).join(" and ")}`);
    expect(inbox[0].text).toContain("reminds you that the table has waited for your move since");
    expect(await mail.mails(other.email)).toEqual([]);
    // Once the nudged player moves, the mark is gone.
    await playOne(id, bySeat);
    expect(await nudgesFor(target.id, [id])).toEqual(new Map());
  });

  it("sends no mail to a player who turned reminders off, and drops a nudge mail whose turn was played", async () => {
    const quiet = await table();
    await savePrefs(quiet.target.email, { turnMail: "every", digestHour: 18, timeZone: "UTC", reminders: false });
    await age(quiet.id, 30);
    expect((await poke(quiet.other, quiet.id)).status).toBe(202);
    expect(await mail.rows({ kind: "nudge", gameId: quiet.id })).toEqual([]);

    const busy = await table();
    await age(busy.id, 30);
    expect((await poke(busy.other, busy.id)).status).toBe(202);
    expect(await mail.rows({ kind: "nudge", gameId: busy.id, status: "pending" })).toHaveLength(1);
    // The player moves before the worker comes round: the mail is cancelled with their turn mails.
    await playOne(busy.id, busy.bySeat);
    expect(await mail.rows({ kind: "nudge", gameId: busy.id, status: "pending" })).toEqual([]);
  });

  it("sends no nudge mail to a player who is away (a nudge is a reminder); the mark waits, the summary on return covers the game", async () => {
    const { id, target, other } = await table();
    expect((await call(awayRoute.POST, { as: target, body: { days: 2 } })).status).toBe(200);
    await age(id, 30);
    // The nudge itself stands: 202 as ever (the panel tells the nudger an absent player gets no mail).
    expect((await poke(other, id)).status).toBe(202);
    expect(await nudgesFor(target.id, [id])).toEqual(new Map([[id, [other.displayName]]]));
    await mail.work();
    expect((await mail.mails(target.email)).filter((m) => /waiting for your move/.test(m.subject))).toEqual([]);
    const [row] = await mail.rows({ kind: "nudge", gameId: id });
    expect(row.status).toBe("stale");
    expect(row.lastError).toMatch(/away/);
    // Back: one summary lists the games that wait, and the dashboard mark is still there.
    expect((await call(awayRoute.DELETE, { as: target, method: "DELETE" })).status).toBe(200);
    await mail.work();
    const back = await mail.mails(target.email);
    expect(back.map((m) => m.subject).join("\n")).not.toMatch(/waiting for your move/);
    expect(back.filter((m) => m.text.includes(`/games/${id}`))).toHaveLength(1);
    expect(await nudgesFor(target.id, [id])).toEqual(new Map([[id, [other.displayName]]]));
  });

  it("tells the nudger, in every language, that a player who is away gets no mail now", () => {
    const said = (locale: Locale) => talkWords(namespaceTranslator(locale, "talk")).nudged("Ola");
    expect(said("en")).toBe("Ola has been nudged. If they are away, no mail goes out now: they will see the nudge when they come back.");
    // Every language goes on past the bare "has been nudged" it said before.
    const bare: Record<Locale, string> = { en: "Ola has been nudged.", ru: "Игроку Ola отправлено напоминание.", fr: "Ola a été relancé.", it: "Ola è stato sollecitato.", ja: "Olaに催促しました。" };
    for (const locale of LOCALES) {
      expect(said(locale).startsWith(bare[locale]), locale).toBe(true);
      expect(said(locale).length, locale).toBeGreaterThan(bare[locale].length + 20);
    }
  });

  it("lets each other player nudge once, counted per player and game", async () => {
    const players = [await mail.player("pia"), await mail.player("quin"), await mail.player("rex")];
    const { id, bySeat } = await startedGame(players);
    const acting = await toActNow(id);
    const [a, b] = bySeat.filter((_, s) => s !== acting);
    await age(id, 48);
    expect((await poke(a, id)).status).toBe(202);
    expect((await poke(b, id)).status).toBe(202);
    expect((await poke(a, id)).status).toBe(429);
  });
});
