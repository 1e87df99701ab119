// Neva behind PgBouncer in transaction mode (issue 35, item 12): moves of several games at once,
// bot turns through the worker's pass, and a live signal for every move, all through a real
// PgBouncer (Debian 12's 1.18: no protocol-level prepared statements) in front of the run's
// embedded PostgreSQL, with DATABASE_POOLER=transaction and LISTEN on DATABASE_DIRECT_URL.
//
// The app's modules hold one Prisma client per process (lib/db/client.ts), made by the setup
// file with DATABASE_URL straight to PostgreSQL; this file points the environment at PgBouncer,
// forgets the modules and imports them again. NEVA_POOLER_OFF runs the same tests as before the
// fix, to see them fail: `statements` leaves DATABASE_POOLER unset («prepared statement … does not
// exist / already exists»), `listen` leaves DATABASE_DIRECT_URL unset (live signals missing),
// `all` both.
// Without pgbouncer (not installed, not root to install it) the tests are skipped, and say why.
import { afterAll, beforeAll, describe, expect, inject, it, vi } from "vitest";
import pg from "pg";
import type { GameState, Move } from "@/lib/engine";
import { randomPicker } from "../games/play";
import { findPgBouncer, startPgBouncer, type Bouncer } from "./pgbouncer";

const found = await findPgBouncer();
const skipReason = "reason" in found ? found.reason : null;
if (skipReason) console.warn(`[pooler] tests behind PgBouncer skipped: ${skipReason}`);
if ("installed" in found) console.log(`[pooler] installed pgbouncer with apt-get: ${found.path}`);
const OFF = new Set((process.env.NEVA_POOLER_OFF ?? "").split(",").flatMap((w) => (w.trim() === "all" ? ["statements", "listen"] : [w.trim()])));
const FIX = { statements: !OFF.has("statements"), listen: !OFF.has("listen") };
const offNote = OFF.has("statements") || OFF.has("listen") ? ` (NEVA_POOLER_OFF: ${[...OFF].filter((w) => w).join(", ")} as before the fix)` : "";

/** The app's modules, imported after the environment points at PgBouncer. */
async function importApp() {
  return {
    db: await import("@/lib/db/client"),
    pooler: await import("@/lib/db/pooler"),
    migrate: await import("@/lib/db/migrate"),
    services: await import("@/lib/services"),
    current: await import("@/lib/games/current"),
    live: await import("@/lib/games/live"),
    engine: await import("@/lib/engine"),
  };
}
type App = Awaited<ReturnType<typeof importApp>>;

const GAMES = 4;
const MOVES_PER_GAME = 25;

let bouncer: Bouncer;
let app: App;
let directUrl: string;
const savedEnv = { ...process.env };

function errorText(error: unknown): string {
  const e = error as { message?: string; code?: string; cause?: unknown };
  const text = `${e?.code ?? ""} ${e?.message ?? String(error)}`.replace(/\s+/g, " ").trim();
  return text.slice(0, 200);
}

/** A summary of failures: how many, and each distinct message once. */
function summary(failures: string[]): string {
  const counts = new Map<string, number>();
  for (const f of failures) counts.set(f, (counts.get(f) ?? 0) + 1);
  return [...counts].map(([text, n]) => `${n}× ${text}`).join("\n");
}

async function makeUser(prefix: string) {
  const tag = Math.random().toString(36).slice(2, 10);
  return app.db.prisma.user.create({ data: { email: `${prefix}-${tag}@example.test`, displayName: `${prefix}-${tag}` } });
}

async function humanGame(seats: number) {
  const users = await Promise.all(Array.from({ length: seats }, (_, i) => makeUser(`pool${i}`)));
  const { id } = await app.services.createGame(users[0], { seats, variants: {}, invites: [] });
  for (const user of users.slice(1)) await app.services.joinGame(id, user);
  const seatRows = await app.db.prisma.gameSeat.findMany({ where: { gameId: id }, orderBy: { seat: "asc" } });
  return { id, bySeat: seatRows.map((s) => users.find((u) => u.id === s.userId)!) };
}

/** Whoever acts plays a random legal move through submitMove; a failure is returned, not thrown. */
async function playOne(id: string, bySeat: { id: string }[], pick: (state: GameState) => Move): Promise<{ seq: number } | { error: string }> {
  try {
    const loaded = await app.current.loadState(id);
    if (!loaded) return { error: "no state" };
    const { seat, ...move } = pick(loaded.state) as Move & { seat: number };
    const result = await app.services.submitMove(id, bySeat[seat], { seq: loaded.seq, move });
    return { seq: result.seq };
  } catch (error) {
    return { error: errorText(error) };
  }
}

describe.skipIf(skipReason !== null)(`behind PgBouncer in transaction mode${offNote}`, () => {
  beforeAll(async () => {
    directUrl = inject("databaseUrl");
    bouncer = await startPgBouncer((found as { path: string }).path, directUrl);
    console.log(`[pooler] ${bouncer.version} on port ${bouncer.port}, pool_mode = transaction, 3 server connections`);
    process.env.DATABASE_URL = bouncer.url;
    if (FIX.statements) process.env.DATABASE_POOLER = "transaction";
    else delete process.env.DATABASE_POOLER;
    if (FIX.listen) process.env.DATABASE_DIRECT_URL = directUrl;
    else delete process.env.DATABASE_DIRECT_URL;
    // The setup file made the process's client and hub with the direct URL: forget them.
    const held = globalThis as Record<string, unknown>;
    for (const key of ["__nevaPrisma", "__nevaLiveHub", "__nevaProbe"]) delete held[key];
    vi.resetModules();
    app = await importApp();
  }, 60_000);

  afterAll(async () => {
    await app?.live.liveHub.close();
    await app?.db.prisma.$disconnect();
    await bouncer?.stop();
    process.env = savedEnv;
  });

  it("is PgBouncer in transaction mode, with fewer server connections than the app's pool", async () => {
    const config = await bouncer.admin("SHOW CONFIG");
    const setting = (key: string) => config.find((row) => row.key === key)?.value;
    expect(setting("pool_mode")).toBe("transaction");
    expect(Number(setting("default_pool_size"))).toBe(3);
    expect(app.pooler.namedStatements()).toBe(!FIX.statements);
    expect(app.pooler.directDatabaseUrl().url).toBe(FIX.listen ? directUrl : bouncer.url);
  });

  it(`plays ${GAMES} games of ${MOVES_PER_GAME} moves at once through submitMove, no move failing`, async () => {
    const games = await Promise.all(Array.from({ length: GAMES }, () => humanGame(3)));
    const failures: string[] = [];
    let landed = 0;
    await Promise.all(
      games.map(async ({ id, bySeat }, g) => {
        const pick = randomPicker(`pooler-${g}`);
        for (let n = 0; n < MOVES_PER_GAME; n++) {
          const result = await playOne(id, bySeat, pick);
          if ("error" in result) failures.push(result.error);
          else landed++;
        }
      }),
    );
    const tried = GAMES * MOVES_PER_GAME;
    if (failures.length) console.log(`[pooler] ${failures.length} of ${tried} moves failed:\n${summary(failures)}`);
    expect(failures, `${failures.length} of ${tried} moves failed:\n${summary(failures)}`).toEqual([]);
    expect(landed).toBe(tried);
    // Every move is in the log, in order, and the game row says so.
    for (const { id } of games) {
      const game = await app.db.prisma.game.findUniqueOrThrow({ where: { id }, select: { seq: true } });
      expect(game.seq).toBe(MOVES_PER_GAME);
      expect(await app.db.prisma.gameEvent.count({ where: { gameId: id } })).toBe(MOVES_PER_GAME + 1);
    }
  }, 120_000);

  it("plays the bots' turns through the worker's pass, between a person's moves", async () => {
    // The worker's pass logs a bot move that failed and goes on: those lines are failures here.
    const logged: string[] = [];
    const spy = vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => void logged.push(args.map(String).join(" ")));
    const failures: string[] = [];
    let botMoves = 0;
    let personMoves = 0;
    const unsubscribes: (() => void)[] = [];
    const signals: { id: string; heard: Set<number>; from: number }[] = [];
    try {
      for (const g of [0, 1]) {
        const person = await makeUser("botfriend");
        const { id } = await app.services.createGame(person, { seats: 3, bots: 2 });
        const seat = (await app.db.prisma.gameSeat.findFirstOrThrow({ where: { gameId: id, userId: person.id } })).seat;
        // Every move of the game, the bots' too, must reach the live hub.
        const heard = new Set<number>();
        unsubscribes.push(app.live.liveHub.subscribe(app.live.gameTopic(id), (change) => void (change && !change.note && heard.add(change.seq))));
        await app.live.liveHub.ready();
        const from = (await app.current.loadState(id))!.seq;
        signals.push({ id, heard, from });
        const pick = randomPicker(`pooler-bots-${g}`);
        for (let round = 0; round < 16; round++) {
          const loaded = await app.current.loadState(id);
          if (!loaded || loaded.state.status === "finished") break;
          if (app.engine.toAct(loaded.state).includes(seat as number)) {
            const result = await playOne(id, [person, person, person], pick);
            if ("error" in result) failures.push(`person: ${result.error}`);
            else personMoves++;
            continue;
          }
          try {
            await app.services.runWorkerOnce({ maxBatches: 0 });
          } catch (error) {
            failures.push(`worker pass: ${errorText(error)}`);
          }
          // Another test file's pass may have played this game's bots meanwhile: what counts is
          // that the game moved on from the bot's turn.
          const after = await app.current.loadState(id);
          if (after && after.seq === loaded.seq) failures.push("worker pass: the bot to act did not move");
          else if (after) botMoves += after.seq - loaded.seq;
        }
      }
      // The last signals may still be on their way.
      for (const { id, heard, from } of signals) {
        const seq = (await app.current.loadState(id))!.seq;
        const unheard = () => Array.from({ length: seq - from }, (_, i) => from + 1 + i).filter((n) => !heard.has(n));
        for (let wait = 0; wait < 20 && unheard().length > 0; wait++) await new Promise((resolve) => setTimeout(resolve, 100));
        if (unheard().length) failures.push(`live: ${unheard().length} of ${seq - from} moves of a bot game never signalled`);
      }
    } finally {
      spy.mockRestore();
      for (const unsubscribe of unsubscribes) unsubscribe();
    }
    failures.push(...logged.filter((line) => line.includes("[bots]")).map((line) => line.replace(/game \S+/, "game …").replace(/\s+/g, " ").slice(0, 200)));
    if (failures.length) console.log(`[pooler] bots: ${failures.length} failures (${botMoves} bot moves landed):\n${summary(failures)}`);
    expect(failures, summary(failures)).toEqual([]);
    expect(personMoves).toBeGreaterThan(0);
    expect(botMoves).toBeGreaterThan(0);
  }, 120_000);

  it("signals every move of a game to the live hub (LISTEN on the direct connection)", async () => {
    const { id, bySeat } = await humanGame(2);
    const heard = new Set<number>();
    const waiting = new Map<number, () => void>();
    const unsubscribe = app.live.liveHub.subscribe(app.live.gameTopic(id), (change) => {
      if (!change || change.note) return;
      heard.add(change.seq);
      waiting.get(change.seq)?.();
    });
    try {
      await app.live.liveHub.ready();
      const pick = randomPicker("pooler-live");
      const missed: number[] = [];
      const failures: string[] = [];
      const MOVES = 30;
      for (let n = 0; n < MOVES; n++) {
        const result = await playOne(id, bySeat, pick);
        if ("error" in result) {
          failures.push(result.error);
          continue;
        }
        const arrived = heard.has(result.seq)
          ? true
          : await new Promise<boolean>((resolve) => {
              // Once a few were missed the rest need not each wait the full time.
              const timer = setTimeout(() => resolve(false), missed.length < 3 ? 2_000 : 200);
              waiting.set(result.seq, () => {
                clearTimeout(timer);
                resolve(true);
              });
            });
        waiting.delete(result.seq);
        if (!arrived) missed.push(result.seq);
      }
      const report = `${missed.length} of ${MOVES - failures.length} moves never signalled (seq ${missed.join(", ")}); ${failures.length} moves failed:\n${summary(failures)}`;
      if (missed.length || failures.length) console.log(`[pooler] live: ${report}`);
      expect({ missed, failures }, report).toEqual({ missed: [], failures: [] });
      expect(app.live.liveHub.stats().connected).toBe(true);
    } finally {
      unsubscribe();
    }
  }, 120_000);

  it("migrates a new database through the pooler, three starters at once, and leaves no advisory lock behind", async () => {
    const pg = (await import("pg")).default;
    const direct = new pg.Client({ connectionString: directUrl });
    await direct.connect();
    const fresh = `neva_pooler_${process.pid}`;
    try {
      await direct.query(`CREATE DATABASE ${fresh}`);
      const url = bouncer.urlOf(fresh);
      const runs = await Promise.allSettled([app.migrate.migrate(url), app.migrate.migrate(url), app.migrate.migrate(url)]);
      const refused = runs.flatMap((run) => (run.status === "rejected" ? [errorText(run.reason)] : []));
      expect(refused, summary(refused)).toEqual([]);
      const files = await app.migrate.readMigrations();
      const applied = runs.flatMap((run) => (run.status === "fulfilled" ? run.value.applied : []));
      expect(applied.sort()).toEqual(files.map((f) => f.name).sort());
      const { rows } = await direct.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM pg_locks WHERE locktype = 'advisory' AND database = (SELECT oid FROM pg_database WHERE datname = $1)",
        [fresh],
      );
      expect(rows[0].n).toBe(0);
    } finally {
      await bouncer.admin(`KILL ${fresh}`).catch(() => {});
      await direct.query(`DROP DATABASE IF EXISTS ${fresh} WITH (FORCE)`).catch(() => {});
      await direct.end();
    }
  }, 60_000);

  it("counts every rate-limit check in PostgreSQL through the pooler (none falls back to the process alone)", async () => {
    process.env.RATE_LIMIT_CHAT_DAY = "1000/3600";
    const limits = await import("@/lib/limits");
    const key = `pooler-limit-${Date.now()}`;
    const refusals = await Promise.all(Array.from({ length: 40 }, () => limits.consume("chat_day", key)));
    expect(refusals.every((r) => r === null)).toBe(true);
    const direct = new pg.Client({ connectionString: directUrl });
    await direct.connect();
    try {
      const { rows } = await direct.query("SELECT points FROM rate_limits WHERE key = $1", [limits.storedKeys([{ name: "chat_day", key }])[0]]);
      expect(rows[0]?.points).toBe(40);
    } finally {
      await direct.end();
    }
  });

  it("sends named statements of other libraries unnamed through createPool (the rate limits' store)", async () => {
    const pool = app.pooler.createPool({ max: 6 });
    try {
      const failures: string[] = [];
      await Promise.all(
        Array.from({ length: 60 }, async (_, i) => {
          try {
            const { rows } = await pool.query({ name: "neva-pooler-check", text: "SELECT $1::int AS n", values: [i] });
            expect(rows[0].n).toBe(i);
          } catch (error) {
            failures.push(errorText(error));
          }
        }),
      );
      expect(failures, summary(failures)).toEqual([]);
    } finally {
      await pool.end();
    }
  });
});
