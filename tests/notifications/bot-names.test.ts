// Issue 33: a bot's seat is "Bot n" in the record (the same for everyone, in exports and replays)
// and each reader's own name for it on pages and in mails: «Бот 1», «ボット1», «Robot 1».
import { describe, expect, it } from "vitest";
import { prisma } from "@/lib/db/client";
import { sweepSeats } from "@/lib/services";
import { createGame, joinGame } from "@/lib/games/lobby";
import { loadTable } from "@/lib/games/table";
import { translatorFor } from "@/lib/i18n/messages";
import { sayLine } from "@/lib/words/log";
import { seatWords, shownName, withShownNames } from "@/lib/words/names";
import { mailSinkForFile } from "./helpers";

const mail = mailSinkForFile();

describe("a bot's name in the reader's language", () => {
  it("keeps 'Bot 1' in the record and says «Бот 1» in a Russian reader's turn mail, sent by the worker", async () => {
    const [ann, bob] = [await mail.player("ann"), await mail.player("bob")];
    for (const p of [ann, bob]) await prisma.user.update({ where: { id: p.id }, data: { locale: "ru" } });
    const { id } = await createGame(ann, { seats: 3, invites: [bob.displayName], bots: 1 });
    await joinGame(id, bob);
    const table = await loadTable(id, ann);
    expect(table.view.players.find((p) => p.bot)!.name).toBe("Bot 1");
    const inbox = async () => [...(await mail.mails(ann.email)), ...(await mail.mails(bob.email))].filter((m) => !/Приглаш/.test(m.subject));
    for (let pass = 0; pass < 20 && (await inbox()).length === 0; pass++) {
      // The seed may give the bot the first move: the worker's bot turns play it.
      await sweepSeats();
      await mail.work({ now: new Date(Date.now() + pass * 60_000) });
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const sent = await inbox();
    expect(sent.length).toBeGreaterThan(0);
    const texts = sent.map((m) => `${m.subject}\n${m.text}`).join("\n");
    expect(texts).toContain("Бот 1");
    expect(texts).not.toMatch(/\bBot 1\b/);
  });

  it("names the bot in each language's words on the table and in its log, and a person's name stays as it is", async () => {
    const ann = await mail.player("bea");
    const { id } = await createGame(ann, { seats: 3, invites: [], bots: 2 });
    const table = await loadTable(id, ann);
    const expected = { en: ["Bot 1", "Bot 2"], ru: ["Бот 1", "Бот 2"], fr: ["Robot 1", "Robot 2"], it: ["Robot 1", "Robot 2"], ja: ["ボット1", "ボット2"] } as const;
    for (const [locale, names] of Object.entries(expected)) {
      const say = translatorFor(locale as keyof typeof expected);
      const shown = withShownNames(table.view, seatWords(say)).players;
      expect(shown.filter((p) => p.bot).map((p) => p.name), locale).toEqual(names);
      expect(shown.find((p) => !p.bot)!.name).toBe(ann.displayName);
    }
    // A log line naming a bot (its seat's setup or move) says the reader's name for it.
    const line = table.log.find((l) => JSON.stringify(l.phrase).includes("Bot 1"));
    if (line) expect(sayLine(translatorFor("ja"), "ja", line).text + JSON.stringify(line)).toContain("ボット1");
    expect(shownName("Bot 1x", seatWords(translatorFor("ru")))).toBe("Bot 1x");
  });
});
