// Player-page benchmark: GET /players/{name} over HTTP against `next start` (production build,
// its own throw-away embedded PostgreSQL) for a player with 500 finished games, beside a plain
// `SELECT 1` round trip through the same Prisma client, measured in the same run.
//
//   npm run bench                                  (all benchmarks)
//   npx tsx tests/bench/player-page.ts             (this one alone; BENCH_PLAYER_GAMES=500)
import { randomBytes } from "node:crypto";
import { ensureBuild, percentile, withBenchServer, type Prisma } from "./server";

async function timed(n: number, fn: () => Promise<unknown>): Promise<number[]> {
  const samples: number[] = [];
  for (let i = 0; i < n; i++) {
    const t0 = performance.now();
    await fn();
    samples.push(performance.now() - t0);
  }
  return samples.sort((a, b) => a - b);
}

const fmt = (s: number[]) => `p50 ${percentile(s, 50).toFixed(2)} ms  p95 ${percentile(s, 95).toFixed(2)} ms`;

export async function benchPlayerPage(): Promise<void> {
  const count = Number(process.env.BENCH_PLAYER_GAMES || 500);
  const requests = Number(process.env.BENCH_PLAYER_REQUESTS || 200);
  await ensureBuild("player page");
  // Imported only once the harness has set DATABASE_URL: their client reads it when it is created.
  const history = async () => ({
    ...(await import("../history/helpers")),
    ...(await import("@/lib/history/results")),
    ...(await import("@/lib/history/players")),
  });
  const seed = async (prisma: Prisma) => {
    const { insertGame, makeUser, rebuildResults } = await history();
    // One player with `count` finished games against ten others (2 to 4 seats), and 5 running games.
    const seeding = performance.now();
    const hero = await makeUser("hero");
    const others = await Promise.all(Array.from({ length: 10 }, () => makeUser("opp")));
    const tag = randomBytes(3).toString("hex");
    for (let i = 0; i < count + 5; i++) {
      const n = 1 + (i % 3);
      const table = [hero, ...Array.from({ length: n }, (_, j) => others[(i + j * 3) % others.length])];
      await insertGame(table, {
        seed: `bench-${tag}-${i}`,
        finishedAt: new Date(Date.UTC(2024, 0, 1) + i * 3_600_000),
        ...(i >= count ? { stopAfter: 20 } : {}),
      });
    }
    const report = await rebuildResults();
    const events = await prisma.gameEvent.count();
    return { hero, others, report, events, seedSeconds: (performance.now() - seeding) / 1000 };
  };

  const server = { prefix: "bench-player-", readyPath: "/signin", seed };
  await withBenchServer(server, async ({ base, prisma, seeded: { hero, others, report, events, seedSeconds } }) => {
    const { loadPlayerPage } = await history();
    const page = `${base}/players/${encodeURIComponent(hero.displayName)}`;
    const get = async (url: string) => {
      const response = await fetch(url);
      const body = await response.text();
      if (response.status !== 200 || !body.includes("player-page")) throw new Error(`GET ${url}: ${response.status}`);
      return body.length;
    };
    for (let i = 0; i < 20; i++) await get(page);
    const size = await get(page);

    const pageTimes = await timed(requests, () => get(page));
    const filtered = await timed(Math.ceil(requests / 2), () => get(`${page}?opponent=${encodeURIComponent(others[0].displayName)}&state=finished&page=3`));
    const data = await timed(Math.ceil(requests / 2), () => loadPlayerPage(hero.displayName, {}));
    for (let i = 0; i < 50; i++) await prisma.$queryRaw`SELECT 1`;
    const select1 = await timed(requests * 2, () => prisma.$queryRaw`SELECT 1`);
    const signin = await timed(Math.ceil(requests / 2), async () => (await fetch(`${base}/signin`)).text());

    console.log(`player page: ${report.games} finished games (+5 running, ${events} events) for one player, seeded in ${seedSeconds.toFixed(0)} s; next start, one request at a time`);
    console.log(`  GET /players/{name}                      ${fmt(pageTimes)}  (${(size / 1024).toFixed(0)} KiB, ${requests} requests)`);
    console.log(`  GET /players/{name}?opponent&state&page  ${fmt(filtered)}`);
    console.log(`  loadPlayerPage() in process (data only)  ${fmt(data)}`);
    console.log(`  GET /signin (static-ish page, baseline)  ${fmt(signin)}`);
    console.log(`  SELECT 1 through the same Prisma client  ${fmt(select1)}`);
    console.log(`  ratio page p50 / SELECT 1 p50            ${(percentile(pageTimes, 50) / percentile(select1, 50)).toFixed(1)}×`);
  });
}

if (import.meta.url === `file://${process.argv[1]}`) await benchPlayerPage();
