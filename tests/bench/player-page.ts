// Page benchmark: GET /players/{name} over HTTP against `next start` (production build, its own
// throw-away embedded PostgreSQL) for a player with 500 finished games, and GET /games/{id} of one
// of their running games signed in, beside GET /signin (the goal: each page p50 ≤ 3× /signin's)
// and a plain `SELECT 1` round trip through the same Prisma client, measured in the same run.
// The three pages are asked in turns (page, game, signin, page, …) so they share the same load.
//
//   npm run bench                                  (all benchmarks)
//   npx tsx tests/bench/player-page.ts             (this one alone; BENCH_PLAYER_GAMES=500)
import { randomBytes } from "node:crypto";
import { loadavg } from "node:os";
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
    let running = "";
    for (let i = 0; i < count + 5; i++) {
      const n = 1 + (i % 3);
      const table = [hero, ...Array.from({ length: n }, (_, j) => others[(i + j * 3) % others.length])];
      const game = await insertGame(table, {
        seed: `bench-${tag}-${i}`,
        finishedAt: new Date(Date.UTC(2024, 0, 1) + i * 3_600_000),
        ...(i >= count ? { stopAfter: 20 } : {}),
      });
      if (i >= count) running = game.id;
    }
    const token = randomBytes(32).toString("hex");
    await prisma.session.create({ data: { sessionToken: token, userId: hero.id, expires: new Date(Date.now() + 86_400_000) } });
    const heroCookie = `authjs.session-token=${token}`;
    const report = await rebuildResults();
    const events = await prisma.gameEvent.count();
    return { hero, heroCookie, running, others, report, events, seedSeconds: (performance.now() - seeding) / 1000 };
  };

  const server = { prefix: "bench-player-", readyPath: "/signin", seed };
  await withBenchServer(server, async ({ base, prisma, seeded: { hero, heroCookie, running, others, report, events, seedSeconds } }) => {
    const { loadPlayerPage } = await history();
    const page = `${base}/players/${encodeURIComponent(hero.displayName)}`;
    const get = async (url: string, mark = "player-page", cookie?: string) => {
      const response = await fetch(url, { headers: cookie ? { cookie } : {} });
      const body = await response.text();
      if (response.status !== 200 || !body.includes(mark)) throw new Error(`GET ${url}: ${response.status}`);
      return body.length;
    };
    const game = `${base}/games/${running}`;
    const getGame = () => get(game, "game-table", heroCookie);
    const getSignin = () => get(`${base}/signin`, "</form>");
    for (let i = 0; i < 20; i++) await Promise.all([get(page), getGame(), getSignin()]);
    const size = await get(page);
    const gameSize = await getGame();

    // In turns, one request at a time, so each page meets the same load.
    const pageTimes: number[] = [];
    const gameTimes: number[] = [];
    const signin: number[] = [];
    for (let i = 0; i < requests; i++) {
      for (const [list, fn] of [[pageTimes, () => get(page)], [gameTimes, getGame], [signin, getSignin]] as const) {
        const t0 = performance.now();
        await fn();
        list.push(performance.now() - t0);
      }
    }
    for (const list of [pageTimes, gameTimes, signin]) list.sort((a, b) => a - b);
    const filtered = await timed(Math.ceil(requests / 2), () => get(`${page}?opponent=${encodeURIComponent(others[0].displayName)}&state=finished&page=3`));
    const data = await timed(Math.ceil(requests / 2), () => loadPlayerPage(hero.displayName, {}));
    for (let i = 0; i < 50; i++) await prisma.$queryRaw`SELECT 1`;
    const select1 = await timed(requests * 2, () => prisma.$queryRaw`SELECT 1`);

    console.log(`player page: ${loadavg()[0].toFixed(1)} load average; ${report.games} finished games (+5 running, ${events} events) for one player, seeded in ${seedSeconds.toFixed(0)} s; next start, one request at a time`);
    console.log(`  GET /players/{name}                      ${fmt(pageTimes)}  (${(size / 1024).toFixed(0)} KiB, ${requests} requests)`);
    console.log(`  GET /players/{name}?opponent&state&page  ${fmt(filtered)}`);
    console.log(`  loadPlayerPage() in process (data only)  ${fmt(data)}`);
    console.log(`  GET /games/{id} signed in (20 moves)     ${fmt(gameTimes)}  (${(gameSize / 1024).toFixed(0)} KiB)`);
    console.log(`  GET /signin (static-ish page, baseline)  ${fmt(signin)}`);
    console.log(`  ratio player page p50 / signin p50       ${(percentile(pageTimes, 50) / percentile(signin, 50)).toFixed(1)}×   (goal ≤ 3×)`);
    console.log(`  ratio game page p50 / signin p50         ${(percentile(gameTimes, 50) / percentile(signin, 50)).toFixed(1)}×   (goal ≤ 3×)`);
    console.log(`  SELECT 1 through the same Prisma client  ${fmt(select1)}`);
    console.log(`  ratio page p50 / SELECT 1 p50            ${(percentile(pageTimes, 50) / percentile(select1, 50)).toFixed(1)}×`);
  });
}

if (import.meta.url === `file://${process.argv[1]}`) await benchPlayerPage();
