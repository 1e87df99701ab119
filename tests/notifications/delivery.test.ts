// The outbox end to end with a real SMTP sink: written with the move or not at all, delivered
// with the right content, cancelled when the player moves first, held while the mail server is
// down and then sent once each, never twice by two workers, failed for good after the last try.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import pg from "pg";
import { inject } from "vitest";
import { prisma } from "@/lib/db/client";
import { loadState, forgetCachedState } from "@/lib/games/current";
import { submitMove } from "@/lib/games/moves";
import { legalMoves, toAct } from "@/lib/engine";
import { enqueueMail } from "@/lib/mail/outbox";
import { runWorkerOnce } from "@/lib/services";
import {
  mailEnv,
  playOne,
  startedGame,
  TestMail,
  toActNow,
  uid,
} from "./helpers";

const mail = new TestMail();

beforeAll(async () => {
  mailEnv();
  await mail.start();
});
afterAll(() => mail.cleanup());

describe("a move and its 'your turn' mail", () => {
  it("queues exactly one 'your turn' for the next player in the move's transaction; a rolled-back move queues none", async () => {
    const [a, b] = [await mail.player("ann"), await mail.player("bob")];
    const { id, bySeat } = await startedGame([a, b]);
    // The start queued "your turn" for the first player (and a reminder).
    const first = await toActNow(id);
    expect(
      (await mail.rows({ gameId: id, kind: "your_turn" })).map((r) => [
        r.seat,
        r.toAddress,
      ]),
    ).toEqual([[first, bySeat[first].email]]);

    // A move whose transaction fails at COMMIT (a deferred trigger): event, game row and notices all roll back.
    const db = new pg.Client({ connectionString: inject("databaseUrl") });
    await db.connect();
    const fn = `fail_${uid()}`;
    await db.query(
      `CREATE FUNCTION ${fn}() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'commit refused by the test'; END $$`,
    );
    await db.query(
      `CREATE CONSTRAINT TRIGGER ${fn} AFTER INSERT ON game_events DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (NEW.game_id = '${id}') EXECUTE FUNCTION ${fn}()`,
    );
    try {
      await expect(playOne(id, bySeat)).rejects.toThrow();
    } finally {
      await db.query(`DROP TRIGGER ${fn} ON game_events`);
      await db.query(`DROP FUNCTION ${fn}()`);
      await db.end();
    }
    forgetCachedState(id);
    expect(await prisma.gameEvent.count({ where: { gameId: id } })).toBe(1);
    expect(await mail.rows({ gameId: id, kind: "your_turn" })).toHaveLength(1);
    expect(
      (await mail.rows({ gameId: id, kind: "your_turn", status: "pending" }))[0]
        .seat,
    ).toBe(first);

    // The same move for real: the mover's mail is cancelled, the other player gets exactly one.
    const { seat, seq } = await playOne(id, bySeat);
    expect(seat).toBe(first);
    const turns = await mail.rows({ gameId: id, kind: "your_turn" });
    expect(
      turns.map((r) => [r.seat, r.status, (r.payload as { seq: number }).seq]),
    ).toEqual([
      [first, "cancelled", 0],
      [1 - first, "pending", seq],
    ]);
  });

  it("the worker delivers it with the game, round, phase, what happened, money, points, hand and a link", async () => {
    const [a, b] = [await mail.player("cat"), await mail.player("dan")];
    const { id, bySeat } = await startedGame([a, b]);
    const mover = (await playOne(id, bySeat)).seat; // one moves, the other's turn
    const other = 1 - mover;
    const loaded = (await loadState(id))!;
    const me = loaded.state.players[other];
    const stats = await mail.work();
    expect(stats.sent).toBeGreaterThanOrEqual(1);

    const inbox = await mail.mails(bySeat[other].email);
    expect(inbox).toHaveLength(1);
    const [m] = inbox;
    expect(m.subject).toBe(
      // Named after the reader's opponents (issue 34), never the reader.
      `Your turn in Saint Petersburg with ${loaded.state.players.filter((_, seat) => seat !== other).map((p) => p.name).join(" and ")} (round 1, worker phase)`,
    );
    expect(m.text).toContain(`Hello ${me.name}`);
    expect(m.text).toMatch(
      new RegExp(`${bySeat[mover].displayName} (bought|took) an? `),
    );
    expect(m.text).toContain(
      `You have ${me.money}\u00a0rubles and ${me.points}\u00a0points`,
    );
    expect(m.html).toContain("Open the game");
    expect(m.links).toContain(`http://localhost:3999/games/${id}`);
    expect(
      m.links.some((l) =>
        l.startsWith("http://localhost:3999/unsubscribe?email="),
      ),
    ).toBe(true);
    // The mover moved before their mail went out: nothing for them.
    expect(await mail.mails(bySeat[mover].email)).toHaveLength(0);
    const [row] = await mail.rows({
      gameId: id,
      kind: "your_turn",
      status: "sent",
    });
    expect(row.seat).toBe(other);
    expect(row.subject).toBe(m.subject);
  });

  it("moving within the delay cancels it: a player at the table gets no mail", async () => {
    process.env.TURN_MAIL_DELAY_SECONDS = "120";
    try {
      const [a, b] = [await mail.player("eve"), await mail.player("fay")];
      const { id, bySeat } = await startedGame([a, b]);
      let last = -1;
      for (let i = 0; i < 6; i++) last = (await playOne(id, bySeat)).seat;
      // Nothing is due yet; 121 s later only the mail of the player now to act is left, and only
      // if someone else made the last move (a player who moved and goes on is at the table).
      expect((await mail.work()).sent).toBe(0);
      await mail.work({ now: new Date(Date.now() + 121_000) });
      const waiting = await toActNow(id);
      const sent = await mail.rows({ gameId: id, kind: "your_turn", status: "sent" });
      expect(sent.map((r) => r.seat)).toEqual(waiting === last ? [] : [waiting]);
      expect((await mail.rows({ gameId: id, kind: "your_turn", status: "cancelled" })).length).toBeGreaterThanOrEqual(5);
      expect(await mail.rows({ gameId: id, kind: "your_turn", status: "pending" })).toHaveLength(0);
      expect(await mail.mails(bySeat[1 - waiting].email)).toHaveLength(0);
      expect(await mail.mails(bySeat[waiting].email)).toHaveLength(waiting === last ? 0 : 1);
    } finally {
      process.env.TURN_MAIL_DELAY_SECONDS = "0";
    }
  });
});

describe("delivery", () => {
  it(
    "with the mail server down, ten moves still succeed; when it returns every mail goes out exactly once",
    { timeout: 120_000 },
    async () => {
      const port = mail.sink.port;
      await mail.stop();
      try {
        const games = [];
        for (let i = 0; i < 10; i++) {
          const players = [await mail.player("g"), await mail.player("h")];
          games.push(await startedGame(players));
        }
        const next: number[] = [];
        for (const g of games) {
          next.push(1 - (await playOne(g.id, g.bySeat)).seat); // ten moves, each passes the turn on
          const stats = await mail.work(); // the worker tries, fails, schedules a retry
          expect(stats.sent).toBe(0);
        }
        const ids = games.map((g) => g.id);
        const retrying = await prisma.mailOutbox.findMany({
          where: { gameId: { in: ids }, kind: "your_turn", status: "pending" },
        });
        expect(retrying).toHaveLength(10);
        expect(retrying.every((r) => r.attempts >= 1 && r.lastError)).toBe(
          true,
        );

        await mail.start(port);
        for (let i = 0; i < 3; i++)
          await mail.work({ now: new Date(Date.now() + 3600_000) });
        const rows = await prisma.mailOutbox.findMany({
          where: { gameId: { in: ids }, kind: "your_turn" },
        });
        expect(rows.filter((r) => r.status === "sent")).toHaveLength(10);
        expect(rows.filter((r) => r.status === "cancelled")).toHaveLength(10); // the movers'
        for (const [i, g] of games.entries()) {
          const inbox = await mail.mails(g.bySeat[next[i]].email);
          expect(inbox).toHaveLength(1);
          expect(inbox[0].subject).toMatch(/^Your turn in /);
          expect(await mail.mails(g.bySeat[1 - next[i]].email)).toHaveLength(0);
        }
      } finally {
        if (!mail.sink.url || !(await mail.sinkUp())) await mail.start(port);
      }
    },
  );

  it(
    "two workers running at once never send the same row",
    { timeout: 60_000 },
    async () => {
      const to = [];
      for (let i = 0; i < 40; i++) {
        const email = `w${i}-${uid()}@${mail.domain}`;
        to.push(email);
        await enqueueMail(prisma, {
          kind: "sign_in",
          to: email,
          dedupeKey: `test:${email}`,
          payload: {
            url: `http://localhost:3999/api/auth/callback/nodemailer?token=${i}`,
          },
        });
      }
      const config = {
        ...(await import("@/lib/mail/config")).mailConfig(),
        batchSize: 3,
      };
      const run = () =>
        runWorkerOnce({ config, toSuffix: `@${mail.domain}`, timeouts: false });
      const results = await Promise.all([run(), run(), run(), run()]);
      expect(results.reduce((n, s) => n + s.sent, 0)).toBe(40);
      expect(results.filter((s) => s.sent > 0).length).toBeGreaterThan(1);
      for (const email of to) expect(await mail.mails(email)).toHaveLength(1);
      const rows = await prisma.mailOutbox.findMany({
        where: { toAddress: { in: to } },
      });
      expect(rows.every((r) => r.status === "sent" && r.attempts === 1)).toBe(
        true,
      );
      // The sign-in link is not kept once sent.
      expect(rows.every((r) => JSON.stringify(r.payload) === "{}")).toBe(true);
    },
  );

  it("a mail that keeps failing ends as failed with its last error, after backing off", async () => {
    process.env.MAIL_MAX_ATTEMPTS = "3";
    process.env.MAIL_RETRY_BASE_SECONDS = "60";
    const port = mail.sink.port;
    await mail.stop();
    try {
      const email = `lost-${uid()}@${mail.domain}`;
      const id = (await enqueueMail(prisma, {
        kind: "sign_in",
        to: email,
        dedupeKey: `test:${email}`,
        payload: { url: "http://localhost:3999/x" },
      }))!;
      // The same dedupe key again: no second row.
      expect(
        await enqueueMail(prisma, {
          kind: "sign_in",
          to: email,
          dedupeKey: `test:${email}`,
          payload: { url: "http://localhost:3999/x" },
        }),
      ).toBeNull();
      let t = Date.now();
      await mail.work({ now: new Date(t) });
      let row = await prisma.mailOutbox.findUniqueOrThrow({ where: { id } });
      expect([row.status, row.attempts]).toEqual(["pending", 1]);
      expect(row.sendAfter.getTime()).toBeGreaterThanOrEqual(t + 59_000); // 60 s, then 120 s...
      await mail.work({ now: new Date(t + 30_000) }); // not due yet
      expect(
        (await prisma.mailOutbox.findUniqueOrThrow({ where: { id } })).attempts,
      ).toBe(1);
      t += 61_000;
      await mail.work({ now: new Date(t) });
      row = await prisma.mailOutbox.findUniqueOrThrow({ where: { id } });
      expect([row.status, row.attempts]).toEqual(["pending", 2]);
      expect(row.sendAfter.getTime()).toBeGreaterThanOrEqual(t + 119_000);
      await mail.work({ now: new Date(t + 121_000) });
      row = await prisma.mailOutbox.findUniqueOrThrow({ where: { id } });
      expect([row.status, row.attempts]).toEqual(["failed", 3]);
      expect(row.lastError).toMatch(/ECONNREFUSED|connect/i);
    } finally {
      process.env.MAIL_MAX_ATTEMPTS = "50";
      process.env.MAIL_RETRY_BASE_SECONDS = "0";
      await mail.start(port);
    }
  });
});

describe("game over", () => {
  it("a move that ends the game mails every player the final scores, once", async () => {
    const [a, b] = [await mail.player("ivy"), await mail.player("jon")];
    const { id, bySeat } = await startedGame([a, b]);
    for (let i = 0; i < 2000; i++) {
      const loaded = (await loadState(id))!;
      if (loaded.state.status === "finished") break;
      const seat = toAct(loaded.state)[0];
      const moves = legalMoves(loaded.state, seat).map((m) => m.move);
      const move =
        moves.find((m) => m.type === "buy" || m.type === "take") ??
        moves.find((m) => m.type !== "pass") ??
        moves[0];
      await submitMove(id, bySeat[seat], { seq: loaded.seq, move });
    }
    const { state } = (await loadState(id))!;
    expect(state.status).toBe("finished");
    await mail.work();
    expect(
      await mail.rows({ gameId: id, kind: "your_turn", status: "pending" }),
    ).toHaveLength(0);
    const winnerName = state.players[state.winners![0]].name;
    for (const p of bySeat) {
      const over = (await mail.mails(p.email)).filter((m) =>
        m.subject.startsWith("Game over"),
      );
      expect(over).toHaveLength(1);
      expect(over[0].subject).toContain(winnerName);
      for (const f of state.final!)
        expect(over[0].text).toContain(
          `${state.players[f.seat].name}: ${f.total}\u00a0points`,
        );
      expect(over[0].text).toMatch(
        /aristocrats [+-]?\d+, money [+-]?\d+, hand [+-]?\d+/,
      );
      expect(over[0].links).toContain(`http://localhost:3999/games/${id}`);
    }
  }, 120_000);
});
