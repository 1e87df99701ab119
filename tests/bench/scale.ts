// Scale benchmark (issue 19): the same costs at 1×, 10× and 100× the data of a busy site. The
// database is filled in SQL (./scale-fill.ts) before each size is measured against `next start`
// (production build); every page is divided by GET /signin measured in the same turn (a move by GET /api/auth/session
// at the same concurrency), so a
// busy machine moves both. Goal: no ratio grows more than 1.5× from the first size to the last.
//
//   BENCH_ONLY=scale npm run bench     (BENCH_SCALE_SIZES=1,10,100; BENCH_SCALE_REQUESTS=30 per page;
//                                       BENCH_SECONDS=10 of moves at BENCH_GAMES=16 tables per size)
import { randomBytes } from "node:crypto";
import pg from "pg";
import { loadavg } from "node:os";
import { SseReader } from "../live/sse";
import { fill, HERO_ID, HERO_NAME, PER_SIZE, playTemplates, scaleUserId, type FillReport, type Templates } from "./scale-fill";
import { ensureBuild, percentile, treeRss, withBenchServer } from "./server";
import { benchPlayers, openTables, playTables } from "./tables";

type Figures = Map<string, number>;

/** The reads the fixes rest on, as the app sends them (parameters written in), for EXPLAIN. */
const explained: [string, string][] = [
  ["a player by name in any case (player page, player API)", `SELECT id FROM users WHERE lower(display_name) = lower('${HERO_NAME}') LIMIT 1`],
  ["the lobby's open tables (a page)", `SELECT g.id, g.created_at FROM games g WHERE g.status = 'open' AND EXISTS (SELECT FROM game_seats s
    WHERE s.game_id = g.id AND s.user_id IS NULL AND s.invited_email IS NULL AND s.bot_number IS NULL OFFSET 0)
    ORDER BY g.created_at DESC, g.id DESC LIMIT 21`],
  ["a player's median time to move: the event before each of the last 200 moves", `SELECT percentile_cont(0.5) WITHIN GROUP
    (ORDER BY extract(epoch FROM mv.at - prev.created_at)), count(*) FROM (SELECT game_id, array_agg(seq) AS seqs,
    array_agg(seq - 1) AS prevs, array_agg(created_at) AS ats FROM (SELECT game_id, seq, created_at FROM game_events
    WHERE user_id = '${HERO_ID}' AND type = 'move' ORDER BY created_at DESC LIMIT 200) last GROUP BY game_id) span
    CROSS JOIN LATERAL (SELECT seq, created_at FROM game_events WHERE game_id = span.game_id AND seq = ANY (span.prevs) OFFSET 0) prev
    CROSS JOIN LATERAL unnest(span.seqs, span.ats) AS mv(seq, at) WHERE mv.seq = prev.seq + 1`],
  ["the home page's recently finished games", `SELECT game_id, finished_at FROM game_result_players WHERE user_id = '${HERO_ID}'
    ORDER BY finished_at DESC, game_id DESC LIMIT 10`],
  ["a player's running games (seat index, player page and home page)", `SELECT g.id FROM game_seats s JOIN games g ON g.id = s.game_id
    WHERE s.user_id = '${HERO_ID}' AND s.game_status = 'active' AND g.status = 'active'`],
  ["a player's favourite opponents (tallies)", `SELECT * FROM opponent_tallies WHERE user_id = '${HERO_ID}'
    ORDER BY games DESC, won DESC FETCH FIRST 5 ROWS WITH TIES`],
  ["page 100 of a player's finished games", `SELECT game_id, seat, winner FROM game_result_players WHERE user_id = '${HERO_ID}'
    ORDER BY finished_at DESC, game_id DESC LIMIT 20 OFFSET 1980`],
  ["a player's statistics", `SELECT count(*), count(*) FILTER (WHERE winner), avg(total), max(total) FROM game_result_players WHERE user_id = '${HERO_ID}'`],
  ["reliability: the last 1,000 turns", `SELECT type FROM (
    (SELECT type, created_at FROM game_events WHERE user_id = '${HERO_ID}' AND type = 'move' ORDER BY created_at DESC LIMIT 1000)
    UNION ALL (SELECT type, created_at FROM game_events WHERE user_id = '${HERO_ID}' AND type = 'timeout' ORDER BY created_at DESC LIMIT 1000)
    ) t ORDER BY created_at DESC LIMIT 1000`],
  ["the mail worker's claim (its SELECT)", `SELECT id FROM mail_outbox WHERE ((status = 'pending' AND send_after <= now()::timestamp(3))
    OR (status = 'sending' AND locked_until < now()::timestamp(3))) ORDER BY send_after, id LIMIT 10`],
];

const SESSION = "/api/auth/session at 16 at a time";

async function timedTurns(pages: [string, () => Promise<unknown>][], turns: number): Promise<Figures> {
  const samples = new Map<string, number[]>(pages.map(([name]) => [name, []]));
  for (let i = 0; i < turns; i++) {
    for (const [name, fn] of pages) {
      const t0 = performance.now();
      await fn();
      samples.get(name)!.push(performance.now() - t0);
    }
  }
  return new Map([...samples].map(([name, list]) => [name, percentile(list.sort((a, b) => a - b), 50)]));
}

export async function benchScale(): Promise<void> {
  const sizes = (process.env.BENCH_SCALE_SIZES || "1,10,100").split(",").map(Number);
  const turns = Number(process.env.BENCH_SCALE_REQUESTS || 30);
  const games = Number(process.env.BENCH_GAMES || 16);
  const seconds = Number(process.env.BENCH_SECONDS || 10);
  await ensureBuild("scale");

  let templates: Templates | undefined;
  const server = { prefix: "bench-scale-", readyPath: "/signin", seed: async () => (templates = await playTemplates()) };
  await withBenchServer(server, async ({ base, pid, dbUrl, prisma }) => {
    const { claimDue } = await import("@/lib/mail/outbox");
    const token = randomBytes(32).toString("hex");
    const hero = `authjs.session-token=${token}`;
    const get = async (url: string, mark: string, cookie?: string) => {
      const response = await fetch(`${base}${url}`, { headers: cookie ? { cookie } : {} });
      const body = await response.text();
      if (response.status !== 200 || !body.includes(mark)) throw new Error(`GET ${url}: ${response.status}`);
    };

    const rows: { fill: FillReport; load: number; figures: Figures; rss: number }[] = [];
    let filled = 0;
    for (const size of sizes) {
      const report = await fill(dbUrl, templates!, filled, size);
      filled = size;
      if (size === sizes[0]) {
        // The hero exists from the first fill on: their session row can only be written now.
        await prisma.session.create({ data: { sessionToken: token, userId: HERO_ID, expires: new Date(Date.now() + 86_400_000) } });
      }
      const figures: Figures = new Map();

      // A move at `games` concurrent fresh tables, and a signed-in GET /api/auth/session (the move
      // bench's baseline) at the same concurrency just after, with the same players' cookies.
      const players = await benchPlayers(prisma, games * 3);
      const tables = await openTables(base, prisma, players, games, 3);
      const played = await playTables(base, tables, seconds);
      figures.set("move (16 tables, p50)", percentile(played.latencies, 50));
      const lookups: number[] = [];
      const until = performance.now() + 5000;
      await Promise.all(tables.map(async (table) => {
        while (performance.now() < until) {
          const t0 = performance.now();
          await get("/api/auth/session", table.bySeat[0].id, table.bySeat[0].cookie);
          lookups.push(performance.now() - t0);
        }
      }));
      figures.set(SESSION, percentile(lookups.sort((a, b) => a - b), 50));

      // Pages one request at a time, in turns with /signin. Game pages rotate over many games, as
      // a busy site's visitors do (one game asked again and again would only measure a cache).
      const running = (await prisma.game.findMany({ where: { id: { startsWith: "cscaler" } }, select: { id: true }, take: 2000, orderBy: { id: "desc" } })).map((g) => g.id);
      const finished = (await prisma.game.findMany({ where: { id: { startsWith: "cscalef" } }, select: { id: true }, take: 2000, orderBy: { id: "desc" } })).map((g) => g.id);
      let r = 0;
      let f = 0;
      const hero_ = encodeURIComponent(HERO_NAME);
      const pages: [string, () => Promise<unknown>][] = [
        ["/signin (baseline)", () => get("/signin", "</form>")],
        ["home, signed in (hero)", () => get("/", "</html>", hero)],
        ["/lobby", () => get("/lobby", "</html>", hero)],
        ["/players/{hero}", () => get(`/players/${hero_}`, "player-page")],
        ["/players/{hero}?page=100", () => get(`/players/${hero_}?page=100`, "player-page")],
        ["running game page", () => get(`/games/${running[r++ % running.length]}`, "</html>", hero)],
        ["finished game page", () => get(`/games/${finished[f++ % finished.length]}`, "</html>", hero)],
        ["/players (leaderboard)", () => get("/players", "</html>")],
        ["GET /api/players/{hero}", () => get(`/api/players/${hero_}`, "rating")],
      ];
      for (const [, fn] of pages) await fn();
      for (const [name, value] of await timedTurns(pages, turns)) figures.set(name, value);

      // The mail worker's claim: fresh due rows among the whole outbox history.
      await prisma.$executeRawUnsafe(`INSERT INTO mail_outbox (id, dedupe_key, kind, to_address, payload, send_after)
        SELECT 'c' || substr(md5('claim${size}-' || i), 1, 24), 'claim:${size}:' || i, 'digest', 'claim-' || i || '@example.test', '{}', now() - interval '1 minute'
        FROM generate_series(1, 200) i`);
      const claims: number[] = [];
      for (let i = 0; i < 20; i++) {
        const t0 = performance.now();
        await claimDue(new Date(), 10);
        claims.push(performance.now() - t0);
      }
      figures.set("mail claim (in process, 10 rows)", percentile(claims.sort((a, b) => a - b), 50));
      // Sent, as the worker would leave them: claimed rows left "sending" would be due again
      // (their lease runs out) and swell the next size's claim with this bench's own rows.
      await prisma.$executeRawUnsafe(`UPDATE mail_outbox SET status = 'sent', locked_until = NULL WHERE dedupe_key LIKE 'claim:${size}:%'`);
      rows.push({ fill: report, load: loadavg()[0], figures, rss: treeRss(pid) });

      console.log(`scale ${size}×: filled in ${report.seconds.toFixed(0)} s to ${report.games} games, ${report.events} events, ${(report.databaseBytes / 2 ** 20).toFixed(0)} MiB; load average ${loadavg()[0].toFixed(1)}`);
      for (const [name, value] of figures) console.log(`  ${name.padEnd(34)} p50 ${value.toFixed(1)} ms`);
    }

    // The plans of the reads that must not grow, at the last size (docs/performance.md keeps them).
    const client = new pg.Client({ connectionString: dbUrl });
    await client.connect();
    for (const [name, sql] of explained) {
      const plan = await client.query(`EXPLAIN (ANALYZE, COSTS OFF) ${sql}`);
      console.log(`\nEXPLAIN ${name}:\n${plan.rows.map((r) => `  ${r["QUERY PLAN"]}`).join("\n")}`);
    }
    await client.end();

    // Memory (issue 19): every running game touched (its table read, so the state cache and
    // everything behind it have met them all), then 500 idle streams, 20 per viewer (the per-viewer
    // cap is 24), each on its own running game; the server's RSS with all of them open.
    const running = (await prisma.game.findMany({ where: { id: { startsWith: "cscaler" } }, select: { id: true } })).map((g) => g.id);
    const streams = Math.min(Number(process.env.BENCH_SCALE_STREAMS || 500), running.length);
    for (let i = 0; i < running.length; i += 8) {
      await Promise.all(running.slice(i, i + 8).map((id) => get(`/api/games/${id}`, '"view"', hero)));
    }
    const rssTouched = treeRss(pid);
    const viewers: string[] = [];
    for (let v = 0; v * 20 < streams; v++) {
      const token = randomBytes(32).toString("hex");
      await prisma.session.create({ data: { sessionToken: token, userId: scaleUserId(1 + v), expires: new Date(Date.now() + 86_400_000) } });
      viewers.push(`authjs.session-token=${token}`);
    }
    const controller = new AbortController();
    const open = async (i: number) => {
      const response = await fetch(`${base}/api/games/${running[i]}/stream?since=0`, {
        headers: { cookie: viewers[Math.floor(i / 20)], accept: "text/event-stream", "accept-encoding": "gzip, deflate, br" },
        signal: controller.signal,
      });
      if (response.status !== 200) throw new Error(`stream: ${response.status}`);
      const reader = new SseReader(response.body!);
      await reader.next((f) => f.event === "turns");
      void reader.next(() => false).catch(() => null);
    };
    for (let i = 0; i < streams; i += 50) await Promise.all(Array.from({ length: Math.min(50, streams - i) }, (_, j) => open(i + j)));
    await new Promise((r) => setTimeout(r, 2000));
    const rssStreams = treeRss(pid);
    // BENCH_SCALE_HOLD_S keeps the server and its streams up that long, for heap snapshots from
    // outside (start the bench with NODE_OPTIONS=--heapsnapshot-signal=SIGUSR2, then kill -USR2 pid).
    const hold = Number(process.env.BENCH_SCALE_HOLD_S || 0);
    if (hold > 0) {
      console.log(`scale memory: holding next start (pid ${pid}) for ${hold} s; RSS ${(rssStreams / 2 ** 20).toFixed(0)} MiB`);
      await new Promise((r) => setTimeout(r, hold * 1000));
    }
    controller.abort();
    const mib = (bytes: number) => `${(bytes / 2 ** 20).toFixed(0)} MiB`;
    console.log(`\nscale memory: server RSS ${mib(rssTouched)} with all ${running.length} running games touched; ${mib(rssStreams)} with ${streams} streams open too (goal ≤ 500 MB); load average ${loadavg()[0].toFixed(1)}`);

    // The table: each figure over /signin of its own turn (a move: over the session lookup at 16 at a time).
    const ratio = (row: (typeof rows)[number], name: string) =>
      row.figures.get(name)! / row.figures.get(name.startsWith("move") ? SESSION : name.startsWith("mail") ? "mail claim (in process, 10 rows)" : "/signin (baseline)")!;
    console.log(`\nscale: p50 ms (÷ /signin of the same turn), ${PER_SIZE.players}·N players, ${PER_SIZE.finished}·N finished and ${PER_SIZE.running}·N running games; growth = last ratio ÷ first (goal ≤ 1.5×)`);
    console.log(`  ${"".padEnd(34)}${rows.map((row) => `${row.fill.size}×`.padStart(22)).join("")}   growth`);
    for (const name of rows[0].figures.keys()) {
      if (name.startsWith("/signin") || name === SESSION) {
        console.log(`  ${name.padEnd(34)}${rows.map((row) => `${row.figures.get(name)!.toFixed(1)} ms`.padStart(22)).join("")}`);
        continue;
      }
      const cells = rows.map((row) => `${row.figures.get(name)!.toFixed(1)} (${name.startsWith("mail") ? "-" : ratio(row, name).toFixed(1) + "×"})`.padStart(22));
      const first = rows[0];
      const last = rows[rows.length - 1];
      const growth = name.startsWith("mail") ? last.figures.get(name)! / first.figures.get(name)! : ratio(last, name) / ratio(first, name);
      console.log(`  ${name.padEnd(34)}${cells.join("")}   ${growth.toFixed(2)}×`);
    }
    console.log(`  ${"database size".padEnd(34)}${rows.map((row) => `${(row.fill.databaseBytes / 2 ** 20).toFixed(0)} MiB`.padStart(22)).join("")}`);
    console.log(`  ${"events".padEnd(34)}${rows.map((row) => String(row.fill.events).padStart(22)).join("")}`);
    console.log(`  ${"fill time".padEnd(34)}${rows.map((row) => `${row.fill.seconds.toFixed(0)} s`.padStart(22)).join("")}`);
    console.log(`  ${"server RSS after the size".padEnd(34)}${rows.map((row) => `${(row.rss / 2 ** 20).toFixed(0)} MiB`.padStart(22)).join("")}`);
    console.log(`  ${"load average".padEnd(34)}${rows.map((row) => row.load.toFixed(1).padStart(22)).join("")}`);
  });
}

if (import.meta.url === `file://${process.argv[1]}`) await benchScale();
