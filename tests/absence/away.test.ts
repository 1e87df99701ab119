// Time away (issue 22) through the real paths, with a short "day" (MOVE_LIMIT_DAY_SECONDS: an
// hour) and the worker's own pass at times moved forward: /api/me/away and its refusals, clocks
// that stand still while the player to act is away, automatic vacation spending days before any
// timeout (and the mails the worker sends for it), and the vacation balance.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { prisma } from "@/lib/db/client";
import { toAct } from "@/lib/engine";
import { loadState } from "@/lib/games/current";
import { vacationBalance } from "@/lib/absence/balance";
import { comeBack, goAway } from "@/lib/absence/away";
import { VACATION_DAYS_MAX } from "@/lib/absence/rules";
import { formatWhen } from "@/lib/words/mail";
import * as awayRoute from "@/app/api/me/away/route";
import * as playerRoute from "@/app/api/players/[name]/route";
import * as resignRoute from "@/app/api/games/[id]/resign/route";
import { signInAs } from "../games/auth-mock";
import { call } from "../games/helpers";
import { mailEnv, startedGame, TestMail, type Player } from "../notifications/helpers";

vi.mock("@/lib/auth", () => import("../games/auth-mock"));

const DAY = 3600_000;
const mail = new TestMail();

beforeAll(async () => {
  mailEnv({ MOVE_LIMIT_DAY_SECONDS: String(DAY / 1000) });
  await mail.start();
});
afterAll(async () => {
  delete process.env.MOVE_LIMIT_DAY_SECONDS;
  await mail.cleanup();
});

const status = (as: Player) => call(awayRoute.GET, { as });
const post = (as: Player, body: unknown) => call(awayRoute.POST, { as, body });
const back = (as: Player) => call(awayRoute.DELETE, { as, method: "DELETE" });
/** The worker's whole pass (absences, clocks, bots, this file's mail) at `now`. */
const work = (now: Date) => mail.work({ now, timeouts: true });

async function account(userId: string) {
  return prisma.user.findUniqueOrThrow({ where: { id: userId }, select: { vacationDays: true, vacationAccruedAt: true, awayFrom: true, awayUntil: true, awayDays: true } });
}

describe("/api/me/away", () => {
  it("shows the balance, goes away for days or until a date, and comes back with the whole days not used", async () => {
    const ann = await mail.player("ann");
    expect((await status(ann)).body).toEqual({ away: false, awayUntil: null, vacationDays: 3 });

    const before = Date.now();
    const away = await post(ann, { days: 2 });
    expect(away.status, away.text).toBe(200);
    expect(away.body).toMatchObject({ away: true, vacationDays: 1 });
    const until = new Date(away.body.awayUntil).getTime();
    expect(until).toBeGreaterThanOrEqual(before + 2 * DAY);
    expect(until).toBeLessThanOrEqual(Date.now() + 2 * DAY);
    expect((await status(ann)).body).toEqual(away.body);
    // Everyone sees it through GET /api/players/{name}.
    const seen = await playerRoute.GET(new Request(`http://localhost/api/players/${ann.displayName}`), { params: Promise.resolve({ name: ann.displayName }) });
    expect(await seen.json()).toMatchObject({ name: ann.displayName, away: true, awayUntil: away.body.awayUntil });

    // Back within the first day: the second day was not touched and comes back.
    const returned = await back(ann);
    expect(returned.status).toBe(200);
    expect(returned.body).toEqual({ away: false, awayUntil: null, vacationDays: 2 });
    const gone = await playerRoute.GET(new Request(`http://localhost/api/players/${ann.displayName}`), { params: Promise.resolve({ name: ann.displayName }) });
    expect(await gone.json()).toMatchObject({ away: false, awayUntil: null });

    // Until a date: the days it takes, counted up.
    const date = new Date(Date.now() + 1.5 * DAY).toISOString();
    const untilDate = await post(ann, { until: date });
    expect(untilDate.status, untilDate.text).toBe(200);
    expect(untilDate.body).toEqual({ away: true, awayUntil: date, vacationDays: 0 });
    expect((await back(ann)).body).toEqual({ away: false, awayUntil: null, vacationDays: 1 });
  });

  it("refuses bad input with 400 and a sentence, and changes nothing", async () => {
    const bob = await mail.player("bob");
    const cases: [unknown, string | undefined][] = [
      [{ days: 0 }, "days"],
      [{ days: -1 }, "days"],
      [{ days: 4 }, "days"],
      [{ days: 1.5 }, "days"],
      [{ days: "two" }, "days"],
      [{ days: null }, "days"],
      [{ until: new Date(Date.now() - 60_000).toISOString() }, "until"],
      [{ until: "next week" }, "until"],
      [{ until: new Date(Date.now() + 10 * DAY).toISOString() }, "until"],
      [{}, undefined],
      [{ days: 1, until: new Date(Date.now() + DAY).toISOString() }, undefined],
      [{ days: 1, reason: "holiday" }, undefined],
      [[1], undefined],
    ];
    const stored = await account(bob.id);
    for (const [body, field] of cases) {
      const reply = await post(bob, body);
      expect(reply.status, JSON.stringify(body)).toBe(400);
      expect(reply.body.error.message, JSON.stringify(body)).toMatch(/^[A-Z]?[a-zA-Z].* .*\.$/);
      if (field) expect(reply.body.error.field, JSON.stringify(body)).toBe(field);
      expect(await account(bob.id), JSON.stringify(body)).toEqual(stored);
    }
    // Not JSON at all, and signed out.
    expect((await call(awayRoute.POST, { as: bob, raw: "days=2" })).status).toBe(400);
    expect((await call(awayRoute.GET, { as: null })).status).toBe(401);
    expect(await account(bob.id)).toEqual(stored);
    // Bob away: a refused new request leaves the absence under way as it was.
    await post(bob, { days: 1 });
    const away = await account(bob.id);
    expect((await post(bob, { days: 5 })).status).toBe(400);
    expect(await account(bob.id)).toEqual(away);
  });
});

describe("/api/me/away and /resign from another site", () => {
  it("are refused (403 another origin, 415 not JSON) and change nothing", async () => {
    const cy = await mail.player("cy");
    signInAs(cy);
    const stored = await account(cy.id);
    const send = (method: string, headers: Record<string, string>, body?: string) =>
      awayRoute[method as "POST" | "DELETE"](new Request("http://localhost/api/me/away", { method, headers, body }), { params: Promise.resolve({}) } as never);
    expect((await send("POST", { "content-type": "application/json", origin: "http://evil.test" }, '{"days":1}')).status).toBe(403);
    expect((await send("POST", { "content-type": "text/plain" }, '{"days":1}')).status).toBe(415);
    expect((await send("DELETE", { origin: "http://evil.test" })).status).toBe(403);
    expect(await account(cy.id)).toEqual(stored);
    const resign = await resignRoute.POST(new Request("http://localhost/api/games/x/resign", { method: "POST", headers: { "sec-fetch-site": "cross-site" } }), {
      params: Promise.resolve({ id: "cxxxxxxxxxxxxxxxxxxxxxxxx" }),
    });
    expect(resign.status).toBe(403);
  });
});

describe("the vacation balance", () => {
  it("is 3 at sign-up, one more for every 7 days since, at most 30, and counts from the last change", () => {
    const signUp = new Date("2026-01-01T00:00:00Z");
    const at = (days: number) => new Date(signUp.getTime() + days * DAY);
    const fresh = { createdAt: signUp, vacationDays: 3, vacationAccruedAt: null };
    expect(vacationBalance(fresh, at(6.9)).days).toBe(3);
    expect(vacationBalance(fresh, at(7)).days).toBe(4);
    expect(vacationBalance(fresh, at(20)).days).toBe(5);
    expect(vacationBalance(fresh, at(7 * 1000)).days).toBe(VACATION_DAYS_MAX);
    // Spent at day 10 (balance written as of day 7): the next day comes at day 14.
    const spent = { createdAt: signUp, vacationDays: 2, vacationAccruedAt: vacationBalance(fresh, at(10)).accruedAt };
    expect(vacationBalance(spent, at(13.9)).days).toBe(2);
    expect(vacationBalance(spent, at(14)).days).toBe(3);
  });
});

/** A started 2-player game with a move time limit of one (short) day; `late` is the player to act. */
async function limitedGame(extra: { vacation?: boolean; onTimeout?: "pass" | "bot" } = {}) {
  const [a, b] = [await mail.player("p"), await mail.player("q")];
  const { id, bySeat } = await startedGame([a, b], { moveTimeLimitDays: 1, ...extra });
  const loaded = (await loadState(id))!;
  const seat = toAct(loaded.state)[0];
  const game = await prisma.game.findUniqueOrThrow({ where: { id } });
  return { id, bySeat, seat, late: bySeat[seat], other: bySeat[1 - seat], start: game.lastMoveAt!.getTime() };
}

const events = (gameId: string) => prisma.gameEvent.findMany({ where: { gameId, seq: { gt: 0 } }, orderBy: { seq: "asc" } });

describe("away, the clocks stand still", () => {
  it("no timeout while away; the time away moves the deadline; automatic vacation spends the days left before the timeout", async () => {
    const { id, late, start } = await limitedGame();
    // Away for two days from the start of the turn (one day left).
    await goAway(late.id, { days: 2 }, new Date(start));
    await work(new Date(start + 1.5 * DAY));
    expect(await events(id)).toEqual([]);
    expect((await mail.rows({ kind: "vacation" })).filter((r) => r.gameId === id)).toEqual([]);

    // Back after a day and a half (the half-used second day is spent): the deadline moved by it.
    expect(await comeBack(late.id, new Date(start + 1.5 * DAY))).toMatchObject({ away: false, vacationDays: 1 });
    const paused = (await prisma.game.findUniqueOrThrow({ where: { id } })).clockPausedSeconds;
    expect(paused * 1000).toBeCloseTo(1.5 * DAY, -1);
    await work(new Date(start + 2.4 * DAY));
    expect(await events(id)).toEqual([]);

    // Time runs out at 2.5 days: the last vacation day goes instead of a timeout, with one mail.
    await work(new Date(start + 2.6 * DAY));
    expect(await events(id)).toEqual([]);
    expect(await account(late.id)).toMatchObject({ vacationDays: 0, awayDays: 1 });
    const told = (await mail.mails(late.email)).filter((m) => /paused/.test(m.subject));
    expect(told).toHaveLength(1);
    expect(told[0].subject).toBe("Your games are paused, no vacation days left");
    expect(told[0].text).toContain(`/games/${id}`);
    // A second pass at the same time does nothing more.
    await work(new Date(start + 2.6 * DAY));
    expect((await mail.mails(late.email)).filter((m) => /paused/.test(m.subject))).toHaveLength(1);

    // The day ends (3.6); its time moves the deadline to 3.5 + ... : due at once now, no days left.
    await work(new Date(start + 3.55 * DAY));
    expect(await events(id)).toEqual([]);
    await work(new Date(start + 3.7 * DAY));
    const after = await events(id);
    expect(after.map((e) => [e.type, e.userId])).toEqual([["timeout", late.id]]);
    expect(await account(late.id)).toMatchObject({ awayFrom: null, awayUntil: null, vacationDays: 0 });
  });

  it("a deadline warning sent after the return names the deadline the time away moved", async () => {
    const { id, late, start } = await limitedGame();
    await goAway(late.id, { days: 1 }, new Date(start));
    await comeBack(late.id, new Date(start + 0.5 * DAY));
    await work(new Date(start + 0.5 * DAY));
    const row = (await mail.rows({ gameId: id, kind: "deadline" })).find((r) => r.toAddress === late.email)!;
    expect(row.status).toBe("sent");
    const queuedFor = Date.parse(String((row.payload as { deadline: string }).deadline));
    const warning = (await mail.mails(late.email)).find((m) => /runs out soon/.test(m.subject))!;
    expect(warning.text).toContain(formatWhen(new Date(queuedFor + 0.5 * DAY)));
    expect(warning.text).not.toContain(formatWhen(new Date(queuedFor)));
  });

  it("turn mails wait while away (one summary on return); a table without vacation times out on time anyway", async () => {
    const { id, late, start } = await limitedGame({ vacation: false });
    await goAway(late.id, { days: 3 }, new Date(start));
    // The turn mail of the start, due now: held back while away.
    await work(new Date(start + 60_000));
    const turnRows = (await mail.rows({ gameId: id, kind: "your_turn" })).filter((r) => r.toAddress === late.email);
    expect(turnRows.map((r) => r.status)).toEqual(["stale"]);
    expect(await mail.mails(late.email)).toEqual([]);
    // Back: one mail lists the games that wait for the player.
    await comeBack(late.id, new Date(start + 0.5 * DAY));
    await work(new Date(start + 0.5 * DAY));
    await work(new Date(start + 0.5 * DAY));
    const received = await mail.mails(late.email);
    // (The deadline warning, due 6 hours before a one-hour "day" runs out, goes now that they are back.)
    expect(received.filter((m) => /turn/i.test(m.subject) && !/Welcome/.test(m.subject))).toEqual([]);
    const welcome = received.filter((m) => /Welcome back/.test(m.subject));
    expect(welcome.map((m) => m.subject)).toEqual(["Welcome back: 1 game waits for your move"]);
    expect(welcome[0].links).toContain(`http://localhost:3999/games/${id}`);
    // Away again: at this table the clock runs on, and the timeout comes on time.
    await goAway(late.id, { days: 1 }, new Date(start + 0.6 * DAY));
    await work(new Date(start + 1.01 * DAY));
    expect((await events(id)).map((e) => [e.type, e.userId])).toEqual([["timeout", late.id]]);
  });
});
