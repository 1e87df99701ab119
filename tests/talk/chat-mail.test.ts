// Table talk in the mail the worker renders and sends (issue 24): no mail per message; the turn
// mail, the reminder and the daily digest gain a "table talk" section with what the others said
// since the reader's last move, at most 10 lines then "and N more", escaped in the HTML.
import { describe, expect, it, vi } from "vitest";
import { prisma } from "@/lib/db/client";
import { savePrefs } from "@/lib/mail/prefs";
import { playOne, startedGame, toActNow, mailSinkForFile } from "../notifications/helpers";
import { say } from "./helpers";

vi.mock("@/lib/auth", () => import("../games/auth-mock"));

const mail = mailSinkForFile();

const HOSTILE = "<img src=x onerror=alert(1)>";

describe("table talk in the mail", () => {
  it("shows the third player, in their turn mail, what the other two said; none of it is mailed on its own", async () => {
    const players = [await mail.player("ann"), await mail.player("bob"), await mail.player("cat")];
    const { id, bySeat } = await startedGame(players);
    const waiting = await toActNow(id);
    const [one, two] = bySeat.filter((_, seat) => seat !== waiting);
    expect((await say(one, id, { text: "Shall we play fast today?" })).status).toBe(201);
    expect((await say(two, id, { text: HOSTILE })).status).toBe(201);
    await mail.work();
    const reader = bySeat[waiting];
    const inbox = await mail.mails(reader.email);
    expect(inbox).toHaveLength(1);
    const turn = inbox[0];
    expect(turn.subject).toMatch(/^Your turn in/);
    expect(turn.text).toContain("Table talk since your last move:");
    expect(turn.text).toContain(`${one.displayName}: Shall we play fast today?`);
    expect(turn.text).toContain(`${two.displayName}: ${HOSTILE}`);
    // In the HTML the hostile string is text, never an element.
    expect(turn.html).toContain("&lt;img src=x onerror=alert(1)&gt;");
    expect(turn.html).not.toContain("<img src=x");
    // Talking mailed nobody.
    expect(await mail.mails(one.email)).toEqual([]);
    expect(await mail.mails(two.email)).toEqual([]);
  }, 60_000);

  it("counts from the reader's last move, leaves out their own words and muted players, and caps at 10 lines", async () => {
    const players = [await mail.player("dan"), await mail.player("eve"), await mail.player("fox")];
    const { id, bySeat } = await startedGame(players);
    const reader = await toActNow(id);
    const others = bySeat.filter((_, seat) => seat !== reader);
    await say(others[0], id, { text: "said before your move" });
    await say(bySeat[reader], id, { text: "my own words" });
    // The reader moves; then the others talk while the turn comes round to the reader again.
    await playOne(id, bySeat);
    for (let i = 0; i < 12; i++) await say(others[i % 2], id, { text: `after ${i}` });
    await prisma.chatMute.create({ data: { userId: bySeat[reader].id, mutedUserId: others[1].id } });
    await say(others[1], id, { text: "muted words" });
    for (let i = 0; i < 30 && (await toActNow(id)) !== reader; i++) await playOne(id, bySeat);
    expect(await toActNow(id)).toBe(reader);
    await mail.work();
    const turns = (await mail.mails(bySeat[reader].email)).filter((m) => m.subject.startsWith("Your turn"));
    // The turn mail of the start was cancelled by the reader's move: one mail, of this turn.
    expect(turns).toHaveLength(1);
    const latest = turns[0];
    expect(latest.text).not.toContain("said before your move");
    expect(latest.text).not.toContain("my own words");
    expect(latest.text).not.toContain("muted words");
    // others[1]'s earlier lines are muted too: six from others[0] remain (after 0, 2, … 10).
    const shown = [...latest.text.matchAll(/: after (\d+)/g)].map((m) => Number(m[1]));
    expect(shown).toEqual([0, 2, 4, 6, 8, 10]);
    expect(latest.text).not.toMatch(/and \d+ more/);

    // Unmuted, all 12 are there: 10 lines, then "and 2 more".
    await prisma.chatMute.deleteMany({ where: { userId: bySeat[reader].id } });
    const row = (await mail.rows({ kind: "your_turn", gameId: id })).filter((r) => r.seat === reader).pop()!;
    await prisma.mailOutbox.update({ where: { id: row.id }, data: { status: "pending", sendAfter: new Date(0) } });
    await mail.work();
    const again = (await mail.mails(bySeat[reader].email)).filter((m) => m.subject.startsWith("Your turn"));
    expect(again).toHaveLength(turns.length + 1);
    const text = again.find((m) => !turns.some((t) => t.id === m.id))!.text;
    expect([...text.matchAll(/: after (\d+)/g)].map((m) => Number(m[1]))).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(text).toContain("and 3 more"); // after 10, after 11 and "muted words"
  }, 120_000);

  it("gives the daily digest the same section", async () => {
    const [gus, hal] = [await mail.player("gus"), await mail.player("hal")];
    for (const p of [gus, hal]) await savePrefs(p.email, { turnMail: "digest", digestHour: 7, timeZone: "UTC", reminders: false });
    const { id, bySeat } = await startedGame([gus, hal]);
    const reader = await toActNow(id);
    // A digest entry is written when the turn passes to a player who takes one: play a round trip.
    for (let i = 0; i < 30; i++) {
      const { seat } = await playOne(id, bySeat);
      if (seat !== reader && (await toActNow(id)) === reader) break;
    }
    expect(await toActNow(id)).toBe(reader);
    await say(bySeat[1 - reader], id, { text: "your move, friend" });
    const digest = (await mail.rows({ kind: "digest" })).find((r) => r.toAddress === bySeat[reader].email)!;
    await mail.work({ now: digest.sendAfter });
    const [sent] = await mail.mails(bySeat[reader].email);
    expect(sent.subject).toMatch(/^Neva digest/);
    expect(sent.text).toContain(`${bySeat[1 - reader].displayName}: your move, friend`);
  }, 120_000);
});
