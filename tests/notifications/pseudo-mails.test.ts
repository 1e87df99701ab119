// Issue 33: a mail whose text is not in the reader's language fails a test. Every mail kind, from
// outbox rows written by the real lobby, move, timeout, absence, nudge and account paths (as
// every-kind.test.ts makes them), is rendered by composeMail, the worker's own function, with the
// catalogue swapped for the pseudo-locale (every catalogue word accented): a word of plain Latin
// letters left in a mail did not come from the catalogue. Players' names, card names (the
// card-name lookup, its own data), links, and dates Intl formats are not words of the catalogue.
import { beforeAll, afterAll, describe, expect, it } from "vitest";
import { prisma } from "@/lib/db/client";
import { legalMoves, toAct } from "@/lib/engine";
import { createGame, joinGame } from "@/lib/games/lobby";
import { loadState } from "@/lib/games/current";
import { submitMove } from "@/lib/games/moves";
import { composeMail } from "@/lib/mailer/compose";
import { StaleMail } from "@/lib/mailer/composer";
import { enqueueMail, MAIL_KINDS } from "@/lib/mail/outbox";
import { applyGameTimeout } from "@/lib/games/timeouts";
import { comeBack, startAutomaticVacation } from "@/lib/absence/away";
import { queueNudgeMail } from "@/lib/mail/nudge";
import { nudge } from "@/lib/talk/nudge";
import { confirmEmailChange, hashToken } from "@/lib/account/email-change";
import { PSEUDO_MARKS, pseudoMessage } from "@/lib/i18n/pseudo";
import en from "@/messages/en.json";
import { ENGLISH_NAMES } from "@/lib/words/card-names-en.generated";
import { mailEnv, startedGame, TestMail, toActNow, uid } from "./helpers";

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
    const [ann, bob] = [await mail.player("ann"), await mail.player("bob")];
    // Reminders and deadline warnings say times in the reader's own zone.
    for (const p of [ann, bob]) {
      await prisma.mailPreference.create({ data: { email: p.email, timeZone: "Asia/Tokyo" } });
    }
    // invitation: a table with a seat reserved for an address without an account.
    const guest = `guest-${uid()}@${mail.domain}`;
    await createGame(ann, { seats: 2, invites: [guest] });
    // your turn, reminder, deadline warning: a started game with a move time limit. Limits of a
    // week, so the worker passes of other test files (which apply every due timeout) leave it be.
    const limited = await startedGame([ann, bob], { moveTimeLimitDays: 7 });
    // digest: a player who asked for one.
    const [dan, eve] = [await mail.player("dan"), await mail.player("eve")];
    for (const p of [dan, eve]) await prisma.mailPreference.create({ data: { email: p.email, turnMail: "digest" } });
    await startedGame([dan, eve]);
    // timeout: a limit run out.
    const [fay, gus] = [await mail.player("fay"), await mail.player("gus")];
    const slow = await startedGame([fay, gus], { moveTimeLimitDays: 7 });
    const game = await prisma.game.findUniqueOrThrow({ where: { id: slow.id } });
    expect(await applyGameTimeout(slow.id, 0, new Date(game.lastMoveAt!.getTime() + 7 * 86_400_000 + 1000))).toBe("applied");
    // game over: a whole game played through the move path.
    const [hal, ida] = [await mail.player("hal"), await mail.player("ida")];
    const finished = await startedGame([hal, ida]);
    for (let i = 0; i < 2000; i++) {
      const loaded = (await loadState(finished.id))!;
      if (loaded.state.status === "finished") break;
      const seat = toAct(loaded.state)[0];
      const moves = legalMoves(loaded.state, seat).map((m) => m.move);
      const move = moves.find((m) => m.type === "buy" || m.type === "take") ?? moves.find((m) => m.type !== "pass") ?? moves[0];
      await submitMove(finished.id, finished.bySeat[seat], { seq: loaded.seq, move });
    }
    // vacation and back (issue 22): time runs out with vacation days left, then "I'm back" while
    // the game waits for the player.
    const [jo, kim] = [await mail.player("jo"), await mail.player("kim")];
    const paused = await startedGame([jo, kim], { moveTimeLimitDays: 7 });
    const pausedGame = await prisma.game.findUniqueOrThrow({ where: { id: paused.id } });
    const pausedLate = paused.bySeat[await toActNow(paused.id)];
    const ranOut = new Date(pausedGame.lastMoveAt!.getTime() + 7 * 86_400_000 + 1000);
    expect(await startAutomaticVacation({ id: paused.id, seq: 0, userId: pausedLate.id }, ranOut)).toBe("started");
    await comeBack(pausedLate.id, new Date(ranOut.getTime() + 1000));

    // sign-in: queued as Auth.js's sendVerificationRequest queues it.
    await enqueueMail(prisma, {
      kind: "sign_in",
      to: ann.email,
      dedupeKey: `signin:${uid()}`,
      payload: { url: "http://localhost:3999/api/auth/callback/nodemailer?token=t", expiresInHours: 24 },
    });

    // Address change (issue 26): the confirmation link to a new address (queued as
    // requestEmailChange queues it), and the notice to the old one, by confirming a request.
    const later = new Date(Date.now() + 86_400_000);
    const asked = await prisma.emailChange.create({ data: { userId: eve.id, newEmail: `eve-new-${uid()}@${mail.domain}`, tokenHash: `h-${uid()}`, expires: later } });
    await enqueueMail(prisma, {
      kind: "email_change",
      to: asked.newEmail,
      dedupeKey: `email-change:${asked.id}`,
      payload: { url: "http://localhost:3999/account/email?token=t", changeId: asked.id, userId: eve.id, expiresInHours: 24 },
    });
    const token = `tok${uid()}${uid()}${uid()}`;
    await prisma.emailChange.create({ data: { userId: dan.id, newEmail: `dan-new-${uid()}@${mail.domain}`, tokenHash: hashToken(token), expires: later } });
    expect(await confirmEmailChange(token, { userId: dan.id, sessionToken: null })).toMatchObject({ ok: true });

    // nudge (issue 24): a day later, the other player nudges the one to act.
    const acting = await toActNow(limited.id);
    await nudge(limited.id, limited.bySeat[1 - acting], queueNudgeMail, new Date(Date.now() + 25 * 3600_000));

    // webhook_off (issue 39): a player's webhook was switched off after too many failed calls.
    await enqueueMail(prisma, { kind: "webhook_off", to: ann.email, dedupeKey: `webhook-off:${uid()}`, payload: { url: "https://hooks.example.com/neva", failures: 20 } });

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
