// PgBouncer for the pooler tests (issue 35, item 12): found on PATH or in /usr/sbin, else
// installed with apt-get when this process is root (Debian 12's package is PgBouncer 1.18, the
// version without protocol-level prepared statements), else not at all: the tests then skip and
// say why. Started in transaction mode in front of the run's embedded PostgreSQL, on a free port,
// from a config file of its own in a temporary folder; nothing outlives the test process.
import { execFile, spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import { chown, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { freePort } from "@/lib/db/embedded";
import { isRoot, postgresUser } from "@/lib/db/run-as";

/** The most the install may take in all (update included); slower, and the tests skip. */
const INSTALL_BUDGET_MS = 120_000;

function onPath(name: string): string | null {
  const found = spawnSync("sh", ["-c", `command -v ${name}`], { encoding: "utf8" });
  const where = found.status === 0 ? found.stdout.trim() : "";
  return where || null;
}

function located(): string | null {
  return onPath("pgbouncer") ?? ["/usr/sbin/pgbouncer", "/usr/bin/pgbouncer", "/usr/local/bin/pgbouncer"].find((p) => existsSync(p)) ?? null;
}

function aptGet(args: string[], deadline: number): Promise<{ ok: boolean; output: string }> {
  const timeout = deadline - Date.now();
  if (timeout <= 0) return Promise.resolve({ ok: false, output: `gave up after ${INSTALL_BUDGET_MS / 1000} s` });
  return new Promise((resolve) => {
    execFile(
      "apt-get",
      args,
      // DEBIAN_FRONTEND: no questions. The package starts no service here (policy-rc.d, no
      // systemd); the tests start their own pgbouncer either way.
      { encoding: "utf8", timeout, killSignal: "SIGKILL", env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" } },
      (error, stdout, stderr) => {
        const said = `${stdout}${stderr}`.trim().split("\n").slice(-2).join(" ");
        resolve({ ok: !error, output: error?.killed ? `took longer than ${Math.round(timeout / 1000)} s` : said || String(error?.message) });
      },
    );
  });
}

/**
 * The pgbouncer binary, installed first where this machine allows (root and apt-get), or the
 * reason there is none. NEVA_POOLER_INSTALL=0 forbids the install.
 */
export async function findPgBouncer(): Promise<{ path: string; installed?: true } | { reason: string }> {
  const existing = located();
  if (existing) return { path: existing };
  if (process.env.NEVA_POOLER_INSTALL === "0") return { reason: "pgbouncer is not installed and NEVA_POOLER_INSTALL=0 forbids installing it" };
  if (!isRoot()) return { reason: "pgbouncer is not installed (not on PATH, not in /usr/sbin) and this process is not root, so it cannot apt-get install it" };
  if (!onPath("apt-get")) return { reason: "pgbouncer is not installed and this machine has no apt-get" };
  const deadline = Date.now() + INSTALL_BUDGET_MS;
  const install = () => aptGet(["install", "-y", "--no-install-recommends", "pgbouncer"], deadline);
  let installed = await install();
  if (!installed.ok && Date.now() < deadline) {
    // A clean machine may not have the package lists yet.
    const update = await aptGet(["update"], deadline);
    if (!update.ok) return { reason: `apt-get install pgbouncer failed (${installed.output}), and so did apt-get update: ${update.output}` };
    installed = await install();
  }
  if (!installed.ok) return { reason: `apt-get install pgbouncer failed: ${installed.output}` };
  const binary = located();
  return binary ? { path: binary, installed: true } : { reason: "apt-get installed pgbouncer, but no pgbouncer binary was found afterwards" };
}

export interface Bouncer {
  /** DATABASE_URL through PgBouncer. */
  url: string;
  /** Another database of the same server through PgBouncer. */
  urlOf(database: string): string;
  port: number;
  version: string;
  /** A statement on PgBouncer's admin console (SHOW POOLS, SHOW STATS …). */
  admin(sql: string): Promise<Record<string, unknown>[]>;
  /** PgBouncer's log so far (for a failure's message). */
  log(): Promise<string>;
  stop(): Promise<void>;
}

/**
 * Starts `binary` in transaction mode in front of `directUrl` (the embedded server: user and
 * password postgres, lib/db/embedded.ts). `poolSize` server connections per database and user,
 * fewer than Prisma's pool opens, so transactions of different client connections share them.
 */
export async function startPgBouncer(binary: string, directUrl: string, poolSize = 3): Promise<Bouncer> {
  const target = new URL(directUrl);
  const user = decodeURIComponent(target.username);
  const password = decodeURIComponent(target.password);
  const database = target.pathname.slice(1);
  const port = await freePort();
  const dir = await mkdtemp(path.join(tmpdir(), "neva-pgbouncer-"));
  const config = path.join(dir, "pgbouncer.ini");
  await writeFile(path.join(dir, "userlist.txt"), `"${user}" "${password}"\n`);
  await writeFile(
    config,
    [
      "[databases]",
      `${database} = host=127.0.0.1 port=${target.port} dbname=${database} user=${user} password=${password}`,
      // Any other database of the same server by its own name (the migration test makes one).
      `* = host=127.0.0.1 port=${target.port} user=${user} password=${password}`,
      "",
      "[pgbouncer]",
      "listen_addr = 127.0.0.1",
      `listen_port = ${port}`,
      "unix_socket_dir =",
      "auth_type = trust",
      `auth_file = ${path.join(dir, "userlist.txt")}`,
      `admin_users = ${user}`,
      "pool_mode = transaction",
      `default_pool_size = ${poolSize}`,
      "max_client_conn = 500",
      "ignore_startup_parameters = extra_float_digits",
      `logfile = ${path.join(dir, "pgbouncer.log")}`,
      "",
    ].join("\n"),
  );
  // PgBouncer will not run as root: as root it runs as the user the embedded server runs as.
  const runAs = isRoot() ? postgresUser() : null;
  if (runAs) {
    await chown(dir, runAs.uid, runAs.gid);
    for (const file of ["pgbouncer.ini", "userlist.txt"]) await chown(path.join(dir, file), runAs.uid, runAs.gid);
  }
  const child: ChildProcess = spawn(binary, [config], { ...(runAs ?? {}), cwd: dir, stdio: ["ignore", "ignore", "pipe"] });
  let stderr = "";
  child.stderr?.on("data", (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-4000)));
  const killOnExit = () => child.kill("SIGKILL");
  process.on("exit", killOnExit);

  const urlOf = (name: string) => `postgresql://${encodeURIComponent(user)}:${encodeURIComponent(password)}@127.0.0.1:${port}/${name}`;
  const url = urlOf(database);
  const admin = async (sql: string) => {
    const client = new pg.Client({ host: "127.0.0.1", port, user, password, database: "pgbouncer" });
    await client.connect();
    try {
      return (await client.query(sql)).rows as Record<string, unknown>[];
    } finally {
      await client.end();
    }
  };
  const log = async () => `${stderr}${await readFile(path.join(dir, "pgbouncer.log"), "utf8").catch(() => "")}`;
  const stop = async () => {
    process.off("exit", killOnExit);
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await exited;
    }
    await rm(dir, { recursive: true, force: true });
  };

  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null) {
      const reason = (await log()).trim().split("\n").slice(-3).join(" ");
      await stop();
      throw new Error(`pgbouncer exited at start (code ${child.exitCode}): ${reason}`);
    }
    try {
      const [row] = await admin("SHOW VERSION");
      return { url, urlOf, port, version: String(Object.values(row ?? {})[0] ?? "?"), admin, log, stop };
    } catch (error) {
      if (Date.now() > deadline) {
        await stop();
        throw new Error(`pgbouncer did not answer on port ${port}: ${(error as Error).message}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}
