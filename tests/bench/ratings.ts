// Ratings benchmark (issue 23): GET /api/players/{name} and the leaderboard /players (its first
// page and one deep in the keyset) over HTTP against `next start` (production build, throw-away
// embedded PostgreSQL) with 10,000 rated players, beside GET /signin measured in the same run,
// in turns. The goal: each p50 within 2× /signin's.
//
//   npx tsx tests/bench/ratings.ts      (this one alone; BENCH_RATED_PLAYERS=10000)
import { randomBytes } from "node:crypto";
import { loadavg } from "node:os";
import { ensureBuild, percentile, withBenchServer, type Prisma } from "./server";

const fmt = (s: number[]) => `p50 ${percentile(s, 50).toFixed(2)} ms  p95 ${percentile(s, 95).toFixed(2)} ms`;

export async function benchRatings(): Promise<void> {
  const count = Number(process.env.BENCH_RATED_PLAYERS || 10_000);
  const requests = Number(process.env.BENCH_RATINGS_REQUESTS || 200);
  await ensureBuild("ratings");
  const seed = async (prisma: Prisma) => {
    const { insertGame, makeUser } = await import("../history/helpers");
    const { rebuildResults } = await import("@/lib/history/results");
    const { rebuildRatings } = await import("@/lib/ratings/rebuild");
    const seeding = performance.now();
    const tag = randomBytes(3).toString("hex");
    // A hero with 100 real finished games (so the median and the timeouts read a real log)...
    const hero = await makeUser("hero");
    const others = await Promise.all(Array.from({ length: 6 }, () => makeUser("opp")));
    for (let i = 0; i < 100; i++) {
      const table = [hero, ...Array.from({ length: 1 + (i % 3) }, (_, j) => others[(i + j * 2) % others.length])];
      await insertGame(table, { seed: `bench-ratings-${tag}-${i}`, timeoutRate: 0.02, finishedAt: new Date(Date.UTC(2025, 0, 1) + i * 3_600_000) });
    }
    await rebuildResults();
    await rebuildRatings();
    // ...among `count` rated players (their ratings spread as after some games).
    await prisma.$executeRaw`INSERT INTO users (id, email, display_name, created_at)
      SELECT 'cbench' || lpad(i::text, 19, '0'), 'bench-' || i || '@example.test', 'bench-' || i, now()
      FROM generate_series(1, ${count}) AS i`;
    // Settled ratings (three or more different opponents: issue 35), so the leaderboard lists them.
    await prisma.$executeRaw`INSERT INTO player_ratings (user_id, mu, sigma, ordinal, games, opponents, updated_at)
      SELECT id, m, s, m - 3 * s, 3 + (random() * 40)::int, 3 + (random() * 20)::int, now()
      FROM (SELECT id, 15 + random() * 20 AS m, 1.5 + random() * 6 AS s FROM users WHERE id LIKE 'cbench%') t`;
    await prisma.$executeRaw`ANALYZE`;
    return { hero, seedSeconds: (performance.now() - seeding) / 1000 };
  };

  await withBenchServer({ prefix: "bench-ratings-", readyPath: "/signin", seed }, async ({ base, prisma, seeded: { hero, seedSeconds } }) => {
    const get = async (url: string, mark: string) => {
      const response = await fetch(url);
      const body = await response.text();
      if (response.status !== 200 || !body.includes(mark)) throw new Error(`GET ${url}: ${response.status}`);
    };
    // A cursor half-way down the board: the keyset, not an offset, keeps it as cheap as the top.
    const [mid] = await prisma.$queryRaw<{ ordinal: number; userId: string }[]>`
      SELECT ordinal, user_id AS "userId" FROM player_ratings ORDER BY ordinal DESC, user_id OFFSET ${Math.floor(count / 2)} LIMIT 1`;
    const api = () => get(`${base}/api/players/${encodeURIComponent(hero.displayName)}`, "reliability");
    const top = () => get(`${base}/players`, "leaderboard-row");
    const deep = () => get(`${base}/players?after=${encodeURIComponent(`${mid.ordinal}_${mid.userId}`)}&from=${Math.floor(count / 2)}`, "leaderboard-row");
    const signin = () => get(`${base}/signin`, "</form>");
    const lists: [string, () => Promise<void>, number[]][] = [
      ["GET /api/players/{name}", api, []],
      ["GET /players (first page)", top, []],
      ["GET /players?after= (half-way)", deep, []],
      ["GET /signin (baseline)", signin, []],
    ];
    for (let i = 0; i < 20; i++) for (const [, fn] of lists) await fn();
    for (let i = 0; i < requests; i++) {
      for (const [, fn, samples] of lists) {
        const t0 = performance.now();
        await fn();
        samples.push(performance.now() - t0);
      }
    }
    for (const [, , samples] of lists) samples.sort((a, b) => a - b);
    const base50 = percentile(lists[3][2], 50);
    console.log(`ratings: ${loadavg()[0].toFixed(1)} load average; ${count} rated players + a hero with 100 games, seeded in ${seedSeconds.toFixed(0)} s; next start, one request at a time`);
    for (const [name, , samples] of lists) console.log(`  ${name.padEnd(34)} ${fmt(samples)}`);
    for (const [name, , samples] of lists.slice(0, 3)) console.log(`  ratio ${name} p50 / signin p50`.padEnd(62) + `${(percentile(samples, 50) / base50).toFixed(2)}×   (goal ≤ 2×)`);
  });
}

if (import.meta.url === `file://${process.argv[1]}`) await benchRatings();
