// Every kind of mail, from outbox rows written by the real lobby, move and timeout paths, rendered
// by composeMail (the worker's own function) and sent by the worker; then how the worker lives
// through a long mail-server outage and what it does with a mail that became pointless.
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { prisma } from "@/lib/db/client";
import { legalMoves, toAct } from "@/lib/engine";
import { cancelGame, createGame } from "@/lib/games/lobby";
import { loadState } from "@/lib/games/current";
import { submitMove } from "@/lib/games/moves";
import { composeMail } from "@/lib/mailer/compose";
import { formatWhen } from "@/lib/words/mail";
import { claimDue, enqueueMail, MAIL_KINDS, markFailed } from "@/lib/mail/outbox";
import { applyGameTimeout } from "@/lib/games/timeouts";
import { comeBack, startAutomaticVacation } from "@/lib/absence/away";
import { mailConfig } from "@/lib/mail/config";
import { queueNudgeMail } from "@/lib/mail/nudge";
import { nudge } from "@/lib/talk/nudge";
import { confirmEmailChange, hashToken } from "@/lib/account/email-change";
import { mailEnv, playOne, startedGame, TestMail, toActNow, uid } from "./helpers";

const mail = new TestMail();

beforeAll(async () => {
  mailEnv();
  await mail.start();
});
afterAll(() => mail.cleanup());

/** Runs `body` with the shipped retry settings (the other tests shrink them). */
async function withDefaultRetries<T>(body: () => Promise<T>): Promise<T> {
  const saved = { base: process.env.MAIL_RETRY_BASE_SECONDS, max: process.env.MAIL_MAX_ATTEMPTS };
  delete process.env.MAIL_RETRY_BASE_SECONDS;
  delete process.env.MAIL_MAX_ATTEMPTS;
  try {
    return await body();
  } finally {
    process.env.MAIL_RETRY_BASE_SECONDS = saved.base;
    process.env.MAIL_MAX_ATTEMPTS = saved.max;
  }
}

describe("every kind of mail through the worker's own path", () => {
  it("renders each kind from real outbox rows, and the worker sends reminders and deadline warnings", async () => {
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

    const rows = await mail.rows({ status: "pending" });
    const seen = new Set<string>();
    for (const row of rows) {
      const rendered = await composeMail(row); // throws on any failure, as in the worker
      expect(rendered.subject.length).toBeGreaterThan(0);
      expect(rendered.text.length).toBeGreaterThan(0);
      seen.add(row.kind);
    }
    expect([...seen].sort()).toEqual([...MAIL_KINDS].sort());

    // The times in a reminder and a warning, in the reader's zone.
    const deadline = (await mail.rows({ gameId: limited.id, kind: "deadline" }))[0];
    const warning = await composeMail(deadline);
    const when = formatWhen(String((deadline.payload as { deadline: string }).deadline), "Asia/Tokyo");
    expect(when).toMatch(/GMT\+9$/);
    expect(warning.text).toContain(when);

    // The worker itself sends them (the limited game's player to act gets both).
    const waiting = limited.bySeat[await toActNow(limited.id)];
    const stats = await mail.work({ now: new Date(Date.now() + 7 * 86_400_000 - 5 * 3600_000) });
    expect(stats.failed).toBe(0);
    expect(stats.retried).toBe(0);
    const limitedRows = await mail.rows({ gameId: limited.id });
    expect(limitedRows.filter((r) => r.kind === "reminder" || r.kind === "deadline").map((r) => [r.kind, r.status]).sort()).toEqual([
      ["deadline", "sent"],
      ["reminder", "sent"],
    ]);
    const inbox = await mail.mails(waiting.email);
    // The warning names the deadline; the turn mail and the reminder give it too (issue 27).
    expect(inbox.filter((m) => m.text.includes(when)).map((m) => m.subject.split(" in ")[0]).sort()).toEqual([
      "Reminder: your move",
      "Your time runs out soon",
      "Your turn",
    ]);
  }, 120_000);
});

describe("mail through an outage", () => {
  it("keeps retrying a mail through a day without the mail server, at most 30 minutes apart, then delivers it", async () => {
    await withDefaultRetries(async () => {
      const [a, b] = [await mail.player("kim"), await mail.player("lev")];
      const { id, bySeat } = await startedGame([a, b]);
      const waiting = bySeat[await toActNow(id)];
      const row = (await mail.rows({ gameId: id, kind: "your_turn" }))[0];
      const port = mail.sink.port;
      await mail.stop();
      let now = Date.now();
      let last = now;
      try {
        // 26 hours of the mail server being away, the worker waking whenever the row is due.
        while (now < Date.now() + 26 * 3600_000) {
          await mail.work({ now: new Date(now) });
          const current = await prisma.mailOutbox.findUniqueOrThrow({ where: { id: row.id } });
          expect(current.status).toBe("pending");
          expect(current.sendAfter.getTime() - now).toBeLessThanOrEqual(mailConfig().retryMaxSeconds * 1000);
          last = now;
          now = current.sendAfter.getTime();
        }
      } finally {
        await mail.start(port);
      }
      await mail.work({ now: new Date(now) });
      const sent = await prisma.mailOutbox.findUniqueOrThrow({ where: { id: row.id } });
      expect(sent.status).toBe("sent");
      expect(sent.attempts).toBeGreaterThan(40);
      expect(last - sent.createdAt.getTime()).toBeGreaterThan(24 * 3600_000);
      expect((await mail.mails(waiting.email)).filter((m) => m.subject.startsWith("Your turn"))).toHaveLength(1);
    });
  }, 120_000);

  it("gives up only after two days, as failed for an operator", async () => {
    await withDefaultRetries(async () => {
      const email = `gone-${uid()}@${mail.domain}`;
      const id = (await enqueueMail(prisma, { kind: "sign_in", to: email, dedupeKey: `t:${email}`, payload: { url: "http://localhost:3999/x", expiresInHours: 72 } }))!;
      const created = (await prisma.mailOutbox.findUniqueOrThrow({ where: { id } })).createdAt.getTime();
      const fail = async (at: number) => {
        const [claimed] = await claimDue(new Date(at), 1, mailConfig(), { id });
        return markFailed(claimed, new Error("connect ECONNREFUSED"), new Date(at));
      };
      expect(await fail(created + 30 * 3600_000)).toBe("retry");
      expect(await fail(created + 48 * 3600_000)).toBe("failed");
    });
  });

  it("drops a turn mail whose turn was played while it was being sent as stale, not failed; `npm run mail -- stats` counts it", async () => {
    const [a, b] = [await mail.player("max"), await mail.player("nia")];
    const { id, bySeat } = await startedGame([a, b]);
    const row = (await mail.rows({ gameId: id, kind: "your_turn" }))[0];
    // A worker holds the row (sending) when the mail server goes away...
    const [claimed] = await claimDue(new Date(), 1, mailConfig(), { id: row.id });
    // ...and meanwhile the player moves (the move cannot withdraw a row that is being sent).
    await playOne(id, bySeat);
    expect(await markFailed(claimed, new Error("connect ECONNREFUSED"), new Date())).toBe("retry");
    const stats = await mail.work({ now: new Date(Date.now() + 3600_000) });
    expect(stats.stale).toBeGreaterThanOrEqual(1);
    const after = await prisma.mailOutbox.findUniqueOrThrow({ where: { id: row.id } });
    expect([after.status, after.lastError]).toEqual(["stale", "not sent: it is no longer this player's turn"]);

    const { stdout } = await promisify(execFile)(process.execPath, ["--import", "tsx", "scripts/mail.ts", "stats"], {
      env: { ...process.env, DATABASE_URL: inject("databaseUrl") },
    });
    expect(stdout).toMatch(/^stale\s+your_turn\s+\d+$/m);
  }, 60_000);

  it("drops an invitation to a game that was cancelled meanwhile as stale", async () => {
    const a = await mail.player("oli");
    const guest = `guest-${uid()}@${mail.domain}`;
    const { id } = await createGame(a, { seats: 2, invites: [guest] });
    await cancelGame(id, a);
    await mail.work();
    expect((await mail.rows({ gameId: id, kind: "invitation" })).map((r) => r.status)).toEqual(["stale"]);
  });
});
