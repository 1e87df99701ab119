// The data of a busy site for BENCH_ONLY=scale, written in SQL (no HTTP): a few real games are
// played through the engine once (tests/history/helpers), then cloned with generate_series into
// as many games as the size asks, with their whole event logs, seats, result summaries, ratings
// and mail outbox history. Sizes are cumulative: fill(1) then fill(10) adds the difference.
//
// At size 1: 200 players, 500 finished games, 20 running, 10 open tables, 4 outbox rows per finished
// game. One player, the hero, sits in every tenth finished game (50 at size 1, 5,000 at 100).
import pg from "pg";
import { RULES_VERSION } from "@/lib/engine";

export const PER_SIZE = { players: 200, finished: 500, running: 20, open: 10 };
/** The hero sits in every HERO_EVERY-th finished game and every 100th running game. */
const HERO_EVERY = 10;
export const HERO_ID = "cscaleu000000000000000000"; // scaleUserId(0)
export const HERO_NAME = "Scale Hero";

/** Ids as ours look (lib/input: "c" and 24 more): "c", the kind, the number. */
const pad = (prefix: string, sql: string) => `'c${prefix}' || lpad((${sql})::text, ${24 - prefix.length}, '0')`;
const userId = (n: string) => pad("scaleu", n);
/** The id of the n-th filled user (0: the hero). */
export const scaleUserId = (n: number) => `cscaleu${String(n).padStart(18, "0")}`;

/**
 * The user at `seat` of the i-th game of a kind: the hero at seat 0 when `hero` holds, otherwise
 * one of the other `players - 1` users, all different within a game (strides 7 and 13).
 */
const seatUser = (i: string, seat: string, players: number, hero: string) =>
  `CASE WHEN (${hero}) AND ${seat} = 0 THEN '${HERO_ID}' ELSE ${userId(`1 + ((${i}) * 7 + (${seat}) * 13) % ${players - 1}`)} END`;

export interface Templates {
  finished: string[];
  running: string[];
}

/** A few games played for real (engine-checked random moves) that every clone copies. */
export async function playTemplates(): Promise<Templates> {
  const { insertGame, makeUser } = await import("../history/helpers");
  const { rebuildResults } = await import("@/lib/history/results");
  const people = await Promise.all(Array.from({ length: 5 }, () => makeUser("tpl")));
  const finished: string[] = [];
  const running: string[] = [];
  for (let k = 0; k < 6; k++) {
    const seats = 2 + (k % 3);
    finished.push((await insertGame(people.slice(0, seats), { seed: `scale-finished-${k}` })).id);
  }
  for (let k = 0; k < 4; k++) {
    const seats = 2 + (k % 3);
    running.push((await insertGame(people.slice(0, seats), { seed: `scale-running-${k}`, stopAfter: 15 + 10 * k })).id);
  }
  await rebuildResults();
  return { finished, running };
}

/** The one index whose entries land all over the table as clones go in (a random user per row). */
const SCATTERED_INDEX = `"game_events_user_id_type_created_at_idx" ON "game_events"("user_id", "type", "created_at")`;

/**
 * Runs the fill's statements on one connection, fast: no wait for each commit to reach the disk,
 * checkpoints far apart (the bench's throw-away server only), and the scattered index of
 * game_events dropped while rows go in and built once afterwards (a sort instead of ten million
 * random insertions). Then VACUUM ANALYZE, as autovacuum would leave a running site's tables.
 */
async function onConnection<T>(url: string, work: (run: (sql: string) => Promise<void>) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    // One by one: ALTER SYSTEM refuses the implicit transaction of a multi-statement query.
    for (const sql of [
      "ALTER SYSTEM SET max_wal_size = '16GB'",
      "ALTER SYSTEM SET checkpoint_timeout = '30min'",
      "SELECT pg_reload_conf()",
      "SET synchronous_commit = off",
      "SET maintenance_work_mem = '512MB'",
      "SET work_mem = '64MB'",
    ]) await client.query(sql);
    await client.query(`DROP INDEX IF EXISTS "game_events_user_id_type_created_at_idx"`);
    const result = await work(async (sql) => void (await client.query(sql)));
    await client.query(`CREATE INDEX ${SCATTERED_INDEX}`);
    await client.query("VACUUM ANALYZE");
    return result;
  } finally {
    await client.end();
  }
}

/** Clones the template games `ids` into games `from`..`to`-1 of kind `prefix` (see seatUser). */
function cloneGames(ids: string[], prefix: string, from: number, to: number, players: number, heroEvery: number, finished: boolean): string[] {
  const tpl = `(SELECT id, (row_number() OVER (ORDER BY id)) - 1 AS k FROM games WHERE id IN (${ids.map((id) => `'${id}'`).join(",")}))`;
  const clones = `(SELECT i, ${pad(prefix, "i")} AS id, t.id AS tpl, i % ${heroEvery} = 0 AS hero,
      timestamp '2024-01-01' + i * interval '7 minutes' AS at
    FROM generate_series(${from}, ${to - 1}) i JOIN ${tpl} t ON t.k = i % ${ids.length})`;
  const user = (seat: string) => seatUser("c.i", seat, players, "c.hero");
  const statements = [
    `INSERT INTO games (id, created_at, updated_at, created_by_id, status, options, rules_version, seed, seed_hash, seat_count,
        started_at, finished_at, last_move_at, seq, move_time_limit_days, rated, has_bots, to_act_seat)
      SELECT c.id, c.at - interval '1 day', c.at, ${user("0")}, '${finished ? "finished" : "active"}', g.options, g.rules_version, g.seed, g.seed_hash,
        g.seat_count, c.at - interval '1 day', ${finished ? "c.at" : "NULL"}, c.at, g.seq, g.move_time_limit_days, g.rated, g.has_bots, g.to_act_seat
      FROM ${clones} c JOIN games g ON g.id = c.tpl`,
    `INSERT INTO game_seats (id, game_id, seat, user_id, joined_at)
      SELECT 'c' || substr(md5(c.id || s.seat), 1, 24), c.id, s.seat, ${user("s.seat")}, c.at - interval '1 day'
      FROM ${clones} c JOIN game_seats s ON s.game_id = c.tpl`,
    `INSERT INTO game_events (game_id, seq, type, seat, user_id, payload, created_at)
      SELECT c.id, e.seq, e.type, e.seat, CASE WHEN e.seat IS NULL THEN NULL ELSE ${user("e.seat")} END, e.payload,
        c.at - interval '1 day' + e.seq * interval '1 minute'
      FROM ${clones} c JOIN game_events e ON e.game_id = c.tpl`,
  ];
  if (!finished) return statements;
  return [
    ...statements,
    `INSERT INTO game_results (game_id, finished_at, seat_count, rounds, last_seq, rules_version)
      SELECT c.id, c.at, r.seat_count, r.rounds, r.last_seq, r.rules_version FROM ${clones} c JOIN game_results r ON r.game_id = c.tpl`,
    `INSERT INTO game_result_players (game_id, seat, user_id, name, track, aristocrats, money, hand, total, rubles, rank, winner, finished_at)
      SELECT c.id, p.seat, u.id, u.display_name, p.track, p.aristocrats, p.money, p.hand, p.total, p.rubles, p.rank, p.winner, c.at
      FROM ${clones} c JOIN game_result_players p ON p.game_id = c.tpl JOIN users u ON u.id = ${user("p.seat")}`,
    `INSERT INTO rating_changes (game_id, user_id, seat, rank, mu_before, sigma_before, mu_after, sigma_after, finished_at)
      SELECT p.game_id, p.user_id, p.seat, p.rank, 25, 8, 25 + (3 - p.rank), 7.9, p.finished_at
      FROM game_result_players p WHERE p.game_id >= ${pad(prefix, String(from))} AND p.game_id <= ${pad(prefix, String(to - 1))}`,
    // The mail history of a finished game: turn notices and the game-over notices, long sent.
    `INSERT INTO mail_outbox (id, dedupe_key, kind, to_address, game_id, seat, payload, status, send_after, attempts, subject, sent_at, created_at)
      SELECT 'c' || substr(md5(c.id || n), 1, 24), CASE WHEN n < 2 THEN 'turn:' || c.id || ':' || n || ':' || n ELSE 'over:' || c.id || ':' || n END,
        CASE WHEN n < 2 THEN 'your_turn' ELSE 'game_over' END, 'scale-' || c.i || '@example.test', c.id, n % 2,
        jsonb_build_object('seq', n), 'sent', c.at, 1, 'Saint Petersburg', c.at, c.at
      FROM ${clones} c CROSS JOIN generate_series(0, 3) n`,
  ];
}

export interface FillReport {
  size: number;
  seconds: number;
  games: number;
  events: number;
  databaseBytes: number;
}

/** Fills the database from size `from` (0: empty) up to size `to` (see PER_SIZE). */
export async function fill(url: string, templates: Templates, from: number, to: number): Promise<FillReport> {
  const started = performance.now();
  const n = (key: keyof typeof PER_SIZE, size: number) => PER_SIZE[key] * size;
  const players = n("players", to);
  await onConnection(url, async (run) => {
    await run(`INSERT INTO users (id, email, display_name, email_verified)
      SELECT ${userId("i")}, 'scale-' || i || '@example.test', CASE WHEN i = 0 THEN '${HERO_NAME}' ELSE 'Scale ' || i END, now()
      FROM generate_series(${n("players", from)}, ${players - 1}) i`);
    await run(`INSERT INTO player_ratings (user_id, mu, sigma, ordinal, games, opponents, updated_at)
      SELECT ${userId("i")}, 25 + (i % 97) / 10.0, 3 + (i % 13) / 10.0, 25 + (i % 97) / 10.0 - 3 * (3 + (i % 13) / 10.0), 10 + i % 50, 3 + i % 20, now()
      FROM generate_series(${n("players", from)}, ${players - 1}) i`);
    for (const sql of cloneGames(templates.finished, "scalef", n("finished", from), n("finished", to), players, HERO_EVERY, true)) await run(sql);
    for (const sql of cloneGames(templates.running, "scaler", n("running", from), n("running", to), players, 10 * HERO_EVERY, false)) await run(sql);
    // Open tables waiting in the lobby: the creator seated, the other seats free.
    await run(`INSERT INTO games (id, created_at, updated_at, created_by_id, status, options, rules_version, seed, seed_hash, seat_count)
      SELECT ${pad("scaleo", "i")}, now() - i * interval '1 minute', now(), ${userId(`1 + i % ${players - 1}`)}, 'open',
        '{"edition":"first","expansions":[],"variants":{}}', ${RULES_VERSION}, md5(i::text), md5(md5(i::text)), 3
      FROM generate_series(${n("open", from)}, ${n("open", to) - 1}) i`);
    await run(`INSERT INTO game_seats (id, game_id, user_id, joined_at)
      SELECT 'c' || substr(md5('open' || i || s), 1, 24), ${pad("scaleo", "i")}, CASE WHEN s = 0 THEN ${userId(`1 + i % ${players - 1}`)} END,
        CASE WHEN s = 0 THEN now() END
      FROM generate_series(${n("open", from)}, ${n("open", to) - 1}) i CROSS JOIN generate_series(0, 2) s`);
  });
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const { rows } = await client.query(`SELECT (SELECT count(*) FROM games)::int AS games, (SELECT count(*) FROM game_events)::int AS events,
    pg_database_size(current_database())::float8 AS bytes`);
  await client.end();
  return { size: to, seconds: (performance.now() - started) / 1000, games: rows[0].games, events: rows[0].events, databaseBytes: rows[0].bytes };
}
