// Issue 33: a mail whose text is not in the reader's language fails a test. Every mail kind, from
// outbox rows written by the real lobby, move, timeout, absence, nudge and account paths (as
// every-kind.test.ts makes them), is rendered by composeMail, the worker's own function, with the
// catalogue swapped for the pseudo-locale (every catalogue word accented): a word of plain Latin
// letters left in a mail did not come from the catalogue. Players' names, card names (the
// card-name lookup, its own data), links, and dates Intl formats are not words of the catalogue.
import { beforeAll, afterAll, describe, expect, it } from "vitest";
import { prisma } from "@/lib/db/client";
import { createGame, joinGame } from "@/lib/games/lobby";
import { composeMail } from "@/lib/mailer/compose";
import { StaleMail } from "@/lib/mailer/composer";
import { MAIL_KINDS } from "@/lib/mail/outbox";
import { PSEUDO_MARKS, pseudoMessage } from "@/lib/i18n/pseudo";
import en from "@/messages/en.json";
import { ENGLISH_NAMES } from "@/lib/words/card-names-en.generated";
import { queueEveryKind } from "./every-kind-rows";
import { mailEnv, TestMail } from "./helpers";

// English, as the mails read it, becomes the pseudo-locale: the same catalogue object every
// translator reads (the worker's modules are loaded before this file, so it is swapped in place
// for this file's run and put back after), every word accented.
type Tree = { [key: string]: string | Tree };
const english = JSON.parse(JSON.stringify(en)) as Tree;
function accentInPlace(tree: Tree): void {
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === "string") tree[key] = pseudoMessage(value);
    else accentInPlace(value);
  }
}
function restoreInPlace(tree: Tree, from: Tree): void {
  for (const [key, value] of Object.entries(from)) {
    if (typeof value === "string") tree[key] = value;
    else restoreInPlace(tree[key] as Tree, value);
  }
}

const mail = new TestMail();
beforeAll(async () => {
  mailEnv();
  await mail.start();
  accentInPlace(en as unknown as Tree);
});
afterAll(async () => {
  restoreInPlace(en as unknown as Tree, english);
  await mail.cleanup();
});

const MARKS = [...PSEUDO_MARKS];
// Words Intl writes in English dates ("Wed 25 Nov, 14:00 GMT+9"), the zone's abbreviations and
// lists ("Ann and Bob": Intl.ListFormat of the reader's language).
const INTL_WORDS = new Set("Mon Tue Wed Thu Fri Sat Sun Monday Tuesday Wednesday Thursday Friday Saturday Sunday Jan Feb Mar Apr May Jun Jul Aug Sep Sept Oct Nov Dec January February March April June July August September October November December GMT UTC am pm and or".split(" "));

/** The plain-Latin words of `text` that no catalogue message gave it. */
function englishLeft(text: string, names: readonly string[]): string[] {
  let rest = text.replace(/https?:\/\/\S+/g, " ").replace(/[\w.+-]+@[\w.-]+/g, " ");
  // Names as they are and as a heading's capitals write them.
  for (const name of [...names, ...names.map((n) => n.toUpperCase())].sort((a, b) => b.length - a.length)) rest = rest.split(name).join(" ");
  return (rest.match(/[\p{L}]+/gu) ?? []).filter((word) => ![...word].some((ch) => MARKS.includes(ch)) && /^[A-Za-z]+$/.test(word) && !INTL_WORDS.has(word) && word.length > 1);
}

describe("every mail kind in the pseudo-locale", () => {
  it("has no word that did not come from the catalogue", async () => {
    await queueEveryKind(mail);

    // A table with a bot: its name is the reader's words too (bots.seatName), never "Bot 1".
    const [lia, max] = [await mail.player("lia"), await mail.player("max")];
    const withBot = await createGame(lia, { seats: 3, invites: [max.displayName], bots: 1 });
    await joinGame(withBot.id, max);

    const players = await prisma.user.findMany({ where: { email: { endsWith: `@${mail.domain}` } }, select: { displayName: true } });
    const cardNames = [...Object.values(ENGLISH_NAMES.first), ...Object.values(ENGLISH_NAMES.second)];
    // The sign-in mail names the site's host ("localhost" here), which is no word either.
    const names = [...players.flatMap((p) => (p.displayName ? [p.displayName] : [])), ...cardNames, "Neva", new URL(process.env.AUTH_URL!).hostname];
    const rows = await mail.rows({ status: "pending" });
    const seen = new Set<string>();
    const left: Record<string, string[]> = {};
    for (const row of rows) {
      // A mail that became pointless (the bot table's invitation, once its seats are taken) is not sent.
      const rendered = await composeMail(row).catch((error: unknown) => {
        if (error instanceof StaleMail) return null;
        throw error;
      });
      if (!rendered) continue;
      const words = englishLeft(`${rendered.subject}\n${rendered.text}`, names);
      if (words.length > 0) left[row.kind] = [...new Set([...(left[row.kind] ?? []), ...words])];
      seen.add(row.kind);
    }
    expect([...seen].sort()).toEqual([...MAIL_KINDS].sort());
    expect(JSON.stringify(left, null, 1)).toBe("{}");
  }, 120_000);
});
