// Player-page benchmark: GET /players/{name} over HTTP against `next start` (production build,
// its own throw-away embedded PostgreSQL) for a player with 500 finished games, beside a plain
// `SELECT 1` round trip through the same Prisma client, measured in the same run.
//
//   npm run bench                                  (all benchmarks)
//   npx tsx tests/bench/player-page.ts             (this one alone; BENCH_PLAYER_GAMES=500)
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import { readdir, rm, stat } from "node:fs/promises";
import path from "node:path";
import { randomBytes } from "node:crypto";
import { freePort, removeStale, startEmbeddedPostgres, type EmbeddedDatabase } from "@/lib/db/embedded";
import { migrate } from "@/lib/db/migrate";

const ROOT = process.cwd();
const DIST = ".next-bench";
const NEXT_BIN = path.join(ROOT, "node_modules", "next", "dist", "bin", "next");

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

async function newest(dir: string): Promise<number> {
  if (!existsSync(dir)) return 0;
  let latest = 0;
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    const full = path.join(entry.parentPath, entry.name);
    if (full.includes(`${path.sep}generated${path.sep}`)) continue;
    latest = Math.max(latest, (await stat(full)).mtimeMs);
  }
  return latest;
}

/** Builds into .next-bench unless a build newer than every source is there (shared with the move bench). */
async function ensureBuild(): Promise<void> {
  const buildId = path.join(ROOT, DIST, "BUILD_ID");
  const built = existsSync(buildId) ? (await stat(buildId)).mtimeMs : 0;
  const sources = Math.max(
    ...(await Promise.all(["app", "lib", "components", "emails"].map((d) => newest(path.join(ROOT, d))))),
    ...(await Promise.all(["next.config.js", "package.json"].map(async (f) => (await stat(path.join(ROOT, f))).mtimeMs))),
  );
  if (built > sources) return;
  console.log(`player page: building the app into ${DIST}/ (next build)…`);
  await new Promise<void>((resolve, reject) => {
    const child = spawn(process.execPath, [NEXT_BIN, "build"], {
      env: { ...process.env, NEVA_DIST_DIR: DIST, NEXT_TELEMETRY_DISABLED: "1" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (d) => (output += d));
    child.stderr.on("data", (d) => (output += d));
    child.on("exit", (code) => (code === 0 ? resolve() : reject(new Error(`next build failed (${code}):\n${output.slice(-4000)}`))));
  });
}

async function waitForServer(url: string, child: ChildProcess, timeoutMs = 90_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`next start exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`the app did not answer at ${url}`);
}

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
  await ensureBuild();
  const dataParent = path.join(ROOT, ".data");
  await removeStale(dataParent, "bench-player-");
  const dataDir = path.join(dataParent, `bench-player-${process.pid}`);
  let db: EmbeddedDatabase | null = null;
  let server: ChildProcess | null = null;
  const cleanup = async () => {
    if (server && server.exitCode === null && server.signalCode === null) {
      const exited = new Promise((resolve) => server!.once("exit", resolve));
      server.kill("SIGTERM");
      const timer = setTimeout(() => server?.kill("SIGKILL"), 10_000);
      await exited;
      clearTimeout(timer);
    }
    await db?.stop();
    await rm(dataDir, { recursive: true, force: true });
  };
  const onSignal = () => void cleanup().then(() => process.exit(130));
  process.once("SIGINT", onSignal);
  process.once("SIGTERM", onSignal);
  try {
    db = await startEmbeddedPostgres({ dir: path.join(dataDir, "postgres") });
    await migrate(db.url, { log: () => {} });
    process.env.DATABASE_URL = db.url;
    // Imported only now: the Prisma client reads DATABASE_URL when it is created.
    const { prisma } = await import("@/lib/db/client");
    const { insertGame, makeUser } = await import("../history/helpers");
    const { rebuildResults } = await import("@/lib/history/results");
    const { loadPlayerPage } = await import("@/lib/history/players");

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
    const seedSeconds = (performance.now() - seeding) / 1000;

    const port = await freePort();
    const base = `http://localhost:${port}`;
    server = spawn(process.execPath, [NEXT_BIN, "start", "--port", String(port)], {
      env: {
        ...process.env,
        NODE_ENV: "production",
        NEVA_DIST_DIR: DIST,
        NEXT_TELEMETRY_DISABLED: "1",
        DATABASE_URL: db.url,
        AUTH_SECRET: randomBytes(32).toString("base64url"),
        AUTH_URL: base,
        SMTP_URL: "smtp://localhost:1",
        PORT: String(port),
      },
      stdio: ["ignore", "ignore", "inherit"],
    });
    const page = `${base}/players/${encodeURIComponent(hero.displayName)}`;
    await waitForServer(`${base}/signin`, server);
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
    await prisma.$disconnect();
  } finally {
    process.off("SIGINT", onSignal);
    process.off("SIGTERM", onSignal);
    await cleanup();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchPlayerPage();
