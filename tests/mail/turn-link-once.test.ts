// Issue 18 small fault: the text part of the turn mail gave the game's link twice ("Open the game
// …" and "Link to the game: …"). Sent through the worker's own render and send path to the sink:
// the text names the link once, beside "Open the game"; the HTML keeps the written-out link for
// clients that show no button.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { gameUrl } from "@/lib/mailer/game-mail";
import { mailEnv, startedGame, TestMail, toActNow } from "../notifications/helpers";

const mail = new TestMail();

beforeAll(async () => {
  mailEnv();
  await mail.start();
});
afterAll(() => mail.cleanup());

const occurrences = (text: string, needle: string) => text.split(needle).length - 1;

describe("the turn mail's link", () => {
  it("appears once in the text part, after 'Open the game'; the HTML still has the button and the written-out link", async () => {
    const players = [await mail.player("ann"), await mail.player("bob")];
    const { id, bySeat } = await startedGame(players);
    const first = bySeat[await toActNow(id)];
    await mail.work();
    const inbox = (await mail.mails(first.email)).filter((m) => m.subject.startsWith("Your turn"));
    expect(inbox).toHaveLength(1);
    const [m] = inbox;
    const url = gameUrl(id);
    expect(occurrences(m.text, url)).toBe(1);
    expect(m.text).toMatch(new RegExp(`Open the game\\s+${url.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&")}`));
    expect(m.text).not.toContain("Link to the game");
    expect(m.html).toContain(`href="${url}"`);
    expect((m.html ?? "").replace(/<!-- -->/g, "")).toContain(`Link to the game: ${url}`);
  });
});
