// What the HTTP benchmarks share: one production build in .next-bench (kept apart from `next dev`'s
// .next so a bench never disturbs a running dev server), and a `next start` against its own
// throw-away embedded PostgreSQL that is torn down however the run ends.
import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { readdir, rm, stat } from "node:fs/promises";
import path from "node:path";
import { freePort, removeStale, startEmbeddedPostgres, type EmbeddedDatabase } from "@/lib/db/embedded";
import { migrate } from "@/lib/db/migrate";
import { serverNodeFlags, withServerMemory } from "@/lib/server/memory";

export type Prisma = (typeof import("@/lib/db/client"))["prisma"];

const ROOT = process.cwd();
const DIST = ".next-bench";
const NEXT_BIN = path.join(ROOT, "node_modules", "next", "dist", "bin", "next");

// The Prisma client (and every module holding it) is created once per process with the first
// benchmark's DATABASE_URL; later databases take the same port so that URL still reaches them.
// BENCH_DB_PORT and BENCH_PORT pin the ports (on a shared machine each developer has a range).
let dbPort: number | undefined = Number(process.env.BENCH_DB_PORT) || undefined;

/**
 * Starts a benchmark's throw-away database on the port every benchmark of this run shares (see
 * above): the in-process benchmarks use it too, or the one Prisma client would point at a port
 * where nothing listens once the first of them has stopped its database.
 */
export async function startBenchDatabase(dir: string): Promise<EmbeddedDatabase> {
  const db = await startEmbeddedPostgres({ dir, port: dbPort });
  dbPort = db.port;
  return db;
}

/** `p`th percentile of an ascending array (NaN when empty, so an idle run prints NaN, not a crash). */
export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

const TICKS_PER_SECOND = 100;

/**
 * CPU seconds used so far by `pid` and its descendants (Linux /proc): what a
 * request costs the server, whatever else the machine is doing.
 */
export function cpuSeconds(pid: number): number {
  const children = new Map<number, number[]>();
  const ticks = new Map<number, number>();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      const parent = Number(fields[1]);
      ticks.set(Number(entry), Number(fields[11]) + Number(fields[12]));
      children.set(parent, [...(children.get(parent) ?? []), Number(entry)]);
    } catch {
      // the process ended meanwhile
    }
  }
  let total = 0;
  const stack = [pid];
  while (stack.length) {
    const next = stack.pop()!;
    total += ticks.get(next) ?? 0;
    stack.push(...(children.get(next) ?? []));
  }
  return total / TICKS_PER_SECOND;
}

/** Resident memory in bytes of `pid` and its descendants (Linux /proc): the app server's processes. */
export function treeRss(pid: number): number {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      const parent = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      children.set(parent, [...(children.get(parent) ?? []), Number(entry)]);
    } catch {
      // the process ended meanwhile
    }
  }
  let total = 0;
  const stack = [pid];
  while (stack.length) {
    const next = stack.pop()!;
    try {
      const match = readFileSync(`/proc/${next}/status`, "utf8").match(/VmRSS:\s+(\d+) kB/);
      if (match) total += Number(match[1]) * 1024;
    } catch {
      // the process ended meanwhile
    }
    stack.push(...(children.get(next) ?? []));
  }
  return total;
}

export function median(values: number[]): number {
  return percentile(values.slice().sort((a, b) => a - b), 50);
}

async function newest(dir: string): Promise<number> {
  if (!existsSync(dir)) return 0;
  let latest = 0;
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    const full = path.join(entry.parentPath, entry.name);
    // The generated Prisma client is rewritten by every install without changing the app.
    if (full.includes(`${path.sep}generated${path.sep}`)) continue;
    latest = Math.max(latest, (await stat(full)).mtimeMs);
  }
  return latest;
}

/** Builds the app into .next-bench unless a build newer than every source file is there. */
export async function ensureBuild(label: string): Promise<void> {
  const buildId = path.join(ROOT, DIST, "BUILD_ID");
  const built = existsSync(buildId) ? (await stat(buildId)).mtimeMs : 0;
  const sources = Math.max(
    ...(await Promise.all(["app", "lib", "components", "emails"].map((d) => newest(path.join(ROOT, d))))),
    ...(await Promise.all(["next.config.js", "package.json"].map(async (f) => (await stat(path.join(ROOT, f))).mtimeMs))),
  );
  if (built > sources) {
    console.log(`${label}: using the production build in ${DIST}/ (newer than the sources)`);
    return;
  }
  console.log(`${label}: building the app into ${DIST}/ (next build; sources changed since the last bench build)…`);
  const started = Date.now();
  await new Promise<void>((resolve, reject) => {
    const child = spawn(process.execPath, [NEXT_BIN, "build"], {
      env: { ...process.env, NEVA_DIST_DIR: DIST, NEXT_TELEMETRY_DISABLED: "1" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    // Kept quiet unless it fails: the build log would bury the figures.
    let output = "";
    child.stdout.on("data", (d) => (output += d));
    child.stderr.on("data", (d) => (output += d));
    child.on("exit", (code) => (code === 0 ? resolve() : reject(new Error(`next build failed (${code}):\n${output.slice(-4000)}`))));
  });
  console.log(`${label}: built in ${((Date.now() - started) / 1000).toFixed(0)} s`);
}

async function waitForServer(url: string, child: ChildProcess, timeoutMs = 90_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`next start exited with ${child.exitCode}`);
    try {
      // Any answer below 500 means the app is up; a 401 or a redirect is still an answer.
      if ((await fetch(url)).status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`the app did not answer at ${url} within ${timeoutMs / 1000} s`);
}

export interface BenchServerOptions<S> {
  /** Data folder name under .data/ is `<prefix><pid>`, so a killed run's folder is found and removed next time. */
  prefix: string;
  /** A page that answers once the app is ready. */
  readyPath: string;
  serverEnv?: Record<string, string>;
  /**
   * Fills the database before `next start` runs, so a long seeding is timed with no server up;
   * a `next start` left idle through a 500-game seeding was once found gone. Result: `seeded`.
   */
  seed?: (prisma: Prisma) => Promise<S>;
  /** Where `next start` writes a V8 CPU profile (open it in Chrome DevTools); none when unset. */
  profileDir?: string;
}

export interface BenchServer<S> {
  base: string;
  /** Process id of `next start` (the live bench reads its CPU time). */
  pid: number;
  /** Process id of the embedded PostgreSQL (its backends are its children), when it runs. */
  dbPid: number | undefined;
  dbUrl: string;
  prisma: Prisma;
  seeded: S;
}

/**
 * Runs `bench` against a fresh database and `next start`; stops both and removes the data folder
 * afterwards, on a failure, and on Ctrl-C, so no postgres or next process outlives the run.
 */
export async function withBenchServer<T, S = undefined>(
  options: BenchServerOptions<S>,
  bench: (server: BenchServer<S>) => Promise<T>,
): Promise<T> {
  const dataParent = path.join(ROOT, ".data");
  await removeStale(dataParent, options.prefix);
  const dataDir = path.join(dataParent, `${options.prefix}${process.pid}`);
  let db: EmbeddedDatabase | null = null;
  let server: ChildProcess | null = null;
  let prisma: Prisma | null = null;
  const cleanup = async () => {
    await prisma?.$disconnect().catch(() => {});
    if (server && server.exitCode === null && server.signalCode === null) {
      const exited = new Promise((resolve) => server!.once("exit", resolve));
      server.kill("SIGTERM");
      const timer = setTimeout(() => server?.kill("SIGKILL"), 10_000);
      await exited;
      clearTimeout(timer);
    }
    await db?.stop();
    // As root the data may live in a reachable copy elsewhere (lib/db/run-as.ts): remove both.
    if (db) await rm(db.dir, { recursive: true, force: true });
    await rm(dataDir, { recursive: true, force: true });
  };
  const onSignal = () => void cleanup().then(() => process.exit(130));
  process.once("SIGINT", onSignal);
  process.once("SIGTERM", onSignal);

  try {
    db = await startBenchDatabase(path.join(dataDir, "postgres"));
    await migrate(db.url, { log: () => {} });
    process.env.DATABASE_URL = db.url;
    // Imported only now: the client reads DATABASE_URL when it is created.
    ({ prisma } = await import("@/lib/db/client"));
    const seeded = (await options.seed?.(prisma)) as S;

    const port = Number(process.env.BENCH_PORT) || (await freePort());
    const base = `http://localhost:${port}`;
    const profile = options.profileDir ? ["--cpu-prof", `--cpu-prof-dir=${path.resolve(options.profileDir)}`] : [];
    // Node flags as scripts/serve.ts gives `next start` (its heap cap, lib/server/memory.ts), then
    // BENCH_SERVER_FLAGS for experiments (a later flag wins).
    const flags = [...serverNodeFlags(process.env), ...(process.env.BENCH_SERVER_FLAGS ?? "").split(" ").filter(Boolean)];
    server = spawn(process.execPath, [...profile, ...flags, NEXT_BIN, "start", "--port", String(port)], {
      // Started as scripts/serve.ts starts it (lib/server/memory.ts): the bench measures its RSS.
      env: withServerMemory({
        ...process.env,
        NODE_ENV: "production",
        NEVA_DIST_DIR: DIST,
        NEXT_TELEMETRY_DISABLED: "1",
        DATABASE_URL: db.url,
        AUTH_SECRET: randomBytes(32).toString("base64url"),
        AUTH_URL: base,
        // Nothing listens there: a bench must never send mail.
        SMTP_URL: "smtp://localhost:1",
        PORT: String(port),
        ...options.serverEnv,
      }),
      stdio: ["ignore", "ignore", "inherit"],
    });
    await waitForServer(`${base}${options.readyPath}`, server);
    return await bench({ base, pid: server.pid!, dbPid: db.pid(), dbUrl: db.url, prisma, seeded });
  } finally {
    process.off("SIGINT", onSignal);
    process.off("SIGTERM", onSignal);
    await cleanup();
  }
}
