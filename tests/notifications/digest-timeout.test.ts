// The daily digest and move time limits, with a real SMTP sink.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { englishLine } from "@/lib/words/english";
import { prisma } from "@/lib/db/client";
import { toAct } from "@/lib/engine";
import { describeEvents } from "@/lib/games/history";
import { loadEvents } from "@/lib/games/log";
import { forgetCachedState, loadState } from "@/lib/games/current";
import { savePrefs, nextDigestTime } from "@/lib/mail/prefs";
import { applyGameTimeout } from "@/lib/games/timeouts";
import { runWorkerOnce } from "@/lib/services";
import { mailEnv, playOne, startedGame, TestMail, toActNow } from "./helpers";

const mail = new TestMail();

beforeAll(async () => {
  mailEnv();
  await mail.start();
});
afterAll(() => mail.cleanup());

describe("daily digest", () => {
  it("groups a day's turns of several games into one mail at the chosen hour of the player's time zone", async () => {
    const dora = await mail.player("dora");
    await savePrefs(dora.email, { turnMail: "digest", digestHour: 7, timeZone: "Asia/Tokyo", reminders: false });
    const games = [];
    for (let i = 0; i < 3; i++) games.push(await startedGame([dora, await mail.player("opp")]));
    // Play until the turn has come to Dora at least twice in each game.
    for (const g of games) {
      const doraSeat = g.bySeat.findIndex((p) => p.id === dora.id);
      let turns = 0;
      for (let i = 0; i < 12 && turns < 2; i++) {
        const { seat } = await playOne(g.id, g.bySeat);
        if (seat !== doraSeat && (await toActNow(g.id)) === doraSeat) turns++;
        else if (seat === doraSeat && (await toActNow(g.id)) !== doraSeat) continue;
      }
      // Leave it waiting for Dora.
      while ((await toActNow(g.id)) !== doraSeat) await playOne(g.id, g.bySeat);
    }
    // No single "your turn" for her: one pending digest, due at 07:00 Tokyo time.
    expect(await mail.rows({ kind: "your_turn" }).then((rows) => rows.filter((r) => r.toAddress === dora.email))).toHaveLength(0);
    const digests = (await mail.rows({ kind: "digest" })).filter((r) => r.toAddress === dora.email);
    expect(digests).toHaveLength(1);
    const due = digests[0].sendAfter;
    expect(due.getTime()).toBe(nextDigestTime(digests[0].createdAt, 7, "Asia/Tokyo").getTime());
    expect(due.getUTCHours()).toBe(22); // 07:00 in Tokyo (UTC+9)
    const turns = (digests[0].payload as { turns: { gameId: string }[] }).turns;
    expect(new Set(turns.map((t) => t.gameId))).toEqual(new Set(games.map((g) => g.id)));

    // Before the hour nothing goes out; at the hour one mail lists the three games.
    await mail.work({ now: new Date(due.getTime() - 60_000) });
    expect(await mail.mails(dora.email)).toHaveLength(0);
    await mail.work({ now: due });
    const inbox = await mail.mails(dora.email);
    expect(inbox).toHaveLength(1);
    expect(inbox[0].subject).toBe("Neva digest: 3 games wait for your move");
    for (const g of games) expect(inbox[0].links).toContain(`http://localhost:3999/games/${g.id}`);
    expect(inbox[0].text).toMatch(/turns? today/);
    expect(inbox[0].links.some((l) => l.includes("/unsubscribe?email="))).toBe(true);
  }, 120_000);

  it("computes the next digest hour across time zones and days", () => {
    const now = new Date("2026-03-28T23:30:00Z");
    expect(nextDigestTime(now, 18, "UTC").toISOString()).toBe("2026-03-29T18:00:00.000Z");
    expect(nextDigestTime(now, 8, "Europe/Berlin").toISOString()).toBe("2026-03-29T06:00:00.000Z"); // CEST from 29 March
    expect(nextDigestTime(now, 0, "America/New_York").toISOString()).toBe("2026-03-29T04:00:00.000Z");
  });
});

describe("move time limits", () => {
  it("the worker appends one timeout event when the limit runs out, even with two workers, and mails everyone", async () => {
    const [a, b] = [await mail.player("tia"), await mail.player("uli")];
    // A table whose clocks never pause: no automatic vacation (issue 22) before the timeout.
    const { id, bySeat } = await startedGame([a, b], { moveTimeLimitDays: 2, vacation: false });
    expect((await prisma.game.findUniqueOrThrow({ where: { id } })).moveTimeLimitDays).toBe(2);
    await playOne(id, bySeat);
    const before = (await loadState(id))!;
    const late = toAct(before.state)[0];
    // A deadline warning is queued 6 h before the limit; no 24 h reminder collides with it.
    const warning = (await mail.rows({ gameId: id, kind: "deadline", status: "pending" }))[0];
    const game = await prisma.game.findUniqueOrThrow({ where: { id } });
    expect(warning.seat).toBe(late);
    expect(warning.sendAfter.getTime()).toBe(game.lastMoveAt!.getTime() + 2 * 86_400_000 - 6 * 3600_000);

    // Not yet due: nothing happens.
    expect(await applyGameTimeout(id, before.seq, new Date(game.lastMoveAt!.getTime() + 86_400_000))).toBe("not_due");

    // Two days later two workers race: one timeout event.
    const later = new Date(game.lastMoveAt!.getTime() + 2 * 86_400_000 + 1000);
    // (The workers' counters count every game of the shared test database: other files' tables
    // with limits are due too, two days on. This game's own log is what must hold one timeout.)
    const [r1, r2] = await Promise.all([
      runWorkerOnce({ now: later, toSuffix: `@${mail.domain}` }),
      runWorkerOnce({ now: later, toSuffix: `@${mail.domain}` }),
    ]);
    expect(r1.timeouts + r2.timeouts).toBeGreaterThanOrEqual(1);
    const timeoutsOf = () => prisma.gameEvent.findMany({ where: { gameId: id, type: "timeout" } });
    const timeouts = await timeoutsOf();
    expect(timeouts.map((e) => [e.seq, e.seat, e.payload])).toEqual([[before.seq + 1, late, { seat: late }]]);
    // Running again appends nothing more (the clock restarted with the timeout).
    await runWorkerOnce({ now: later, toSuffix: `@${mail.domain}` });
    expect(await timeoutsOf()).toHaveLength(1);

    // The log replays (fresh, without cache) and says it in plain words.
    forgetCachedState(id);
    const after = (await loadState(id))!;
    expect(after.seq).toBe(before.seq + 1);
    expect(after.state.players[late].autoPass || toAct(after.state)[0] !== late).toBe(true);
    const lines = describeEvents(await loadEvents(id));
    const line = lines.find((l) => l.seq === before.seq + 1)!;
    expect(englishLine(line).text).toBe(`${before.state.players[late].name} ran out of time and passes for the rest of the worker phase`);

    // Everyone is told by mail, once; the late player's pending warning is cancelled.
    for (const p of bySeat) {
      const told = (await mail.mails(p.email)).filter((m) => m.subject.includes("time ran out"));
      expect(told).toHaveLength(1);
      expect(told[0].text).toContain("ran out of time and passes for the rest of the worker phase");
      expect(told[0].links).toContain(`http://localhost:3999/games/${id}`);
    }
    expect((await mail.rows({ gameId: id, kind: "deadline" })).find((r) => r.id === warning.id)!.status).toBe("cancelled");
    // The next player can move on as usual.
    const next = await playOne(id, bySeat);
    expect(next.seq).toBe(before.seq + 2);
  }, 60_000);

  it("the create input accepts none, 1, 2, 3, 5 or 7 days and refuses anything else", async () => {
    const { CreateGameSchema } = await import("@/lib/games/lobby");
    for (const ok of [undefined, null, "", "none", 1, "2", 3, 5, "7"]) {
      expect(CreateGameSchema.safeParse({ seats: 2, moveTimeLimitDays: ok }).success).toBe(true);
    }
    for (const bad of [4, "10", -1, "soon", 1.5]) {
      const r = CreateGameSchema.safeParse({ seats: 2, moveTimeLimitDays: bad });
      expect(r.success).toBe(false);
      expect(r.error!.issues[0].path).toEqual(["moveTimeLimitDays"]);
    }
  });
});
