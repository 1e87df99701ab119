// Every kind of mail, from outbox rows written by the real lobby, move and timeout paths, rendered
// by composeMail (the worker's own function) and sent by the worker; then how the worker lives
// through a long mail-server outage and what it does with a mail that became pointless.
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { prisma } from "@/lib/db/client";
import { cancelGame, createGame } from "@/lib/games/lobby";
import { composeMail } from "@/lib/mailer/compose";
import { formatWhen } from "@/lib/words/mail";
import { claimDue, enqueueMail, MAIL_KINDS, markFailed } from "@/lib/mail/outbox";
import { mailConfig } from "@/lib/mail/config";
import { queueEveryKind } from "./every-kind-rows";
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
    const { limited } = await queueEveryKind(mail);

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
