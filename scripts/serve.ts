// Shared by `npm run dev` and `npm start`: brings up what the app needs (PostgreSQL, migrations,
// an auth secret, and for development a mail sink) unless the environment points at real
// services, then runs Next.
//
// The mail sink catches sign-in links, so it must never be readable by anyone but the developer:
// `npm start` refuses to run without SMTP_URL; `npm run dev` listens on localhost only unless
// HOST says otherwise, and its /dev/mail pages exist only while it listens on this machine alone.
// The browser tests' throw-away production server (NEVA_THROWAWAY=1) keeps a sink, but its mail
// is only in files under its data folder, which the test process reads (tests/browser/helpers.ts).
import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { removeStale, startEmbeddedPostgres, type EmbeddedDatabase } from "../lib/db/embedded";
import { migrate } from "../lib/db/migrate";
import { startMailSink, type MailSink } from "../lib/mailer/sink";
import { serverNodeFlags, withServerMemory } from "../lib/server/memory";

const SIGNALS = ["SIGINT", "SIGTERM", "SIGHUP"] as const;
const LOOPBACK = new Set(["localhost", "127.0.0.1", "::1"]);

const NEEDS_SMTP =
  "npm start sends real sign-in links, so it needs a real mail server: set SMTP_URL (for example SMTP_URL=smtps://user:password@smtp.example.com:465) or use npm run dev to try Neva on this machine.";

/** Where Next listens: `HOST` when given; otherwise localhost for dev and tests, every interface for start. */
function listenHost(mode: "dev" | "start", env: NodeJS.ProcessEnv): string | undefined {
  if (env.HOST) return env.HOST;
  return mode === "dev" || env.NEVA_THROWAWAY === "1" ? "localhost" : undefined;
}

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

/** VAPID keys for web push (lib/push/config.ts), kept in .data/vapid-keys.json like the auth secret. */
async function vapidKeys(dataDir: string): Promise<{ VAPID_PUBLIC_KEY: string; VAPID_PRIVATE_KEY: string }> {
  const file = path.join(dataDir, "vapid-keys.json");
  if (existsSync(file)) return JSON.parse(await readFile(file, "utf8")) as { VAPID_PUBLIC_KEY: string; VAPID_PRIVATE_KEY: string };
  const { generateVAPIDKeys } = (await import("web-push")).default;
  const keys = generateVAPIDKeys();
  const stored = { VAPID_PUBLIC_KEY: keys.publicKey, VAPID_PRIVATE_KEY: keys.privateKey };
  await writeFile(file, `${JSON.stringify(stored)}\n`, { mode: 0o600 });
  return stored;
}

/**
 * `throwaway` (NEVA_THROWAWAY=1, used by the browser tests) keeps everything in a fresh
 * `.data/test-e2e-<pid>` folder that is deleted on shutdown, so no state leaks between runs.
 */
export async function serve(mode: "dev" | "start"): Promise<void> {
  const root = process.cwd();
  const throwaway = process.env.NEVA_THROWAWAY === "1";
  if (mode === "start" && !throwaway && !process.env.SMTP_URL) {
    console.error(`[neva] ${NEEDS_SMTP}`);
    process.exit(1);
  }
  const baseData = path.join(root, ".data");
  if (throwaway) await removeStale(baseData, "test-e2e-");
  // The browser tests name the folder (NEVA_DATA_DIR) so they can read its mail and database state.
  const dataDir = throwaway ? path.resolve(process.env.NEVA_DATA_DIR || path.join(baseData, `test-e2e-${process.pid}`)) : baseData;
  if (throwaway) await rm(dataDir, { recursive: true, force: true });
  await mkdir(dataDir, { recursive: true });

  const port = Number(process.env.PORT || 3000);
  // Fewer malloc arenas for the server (lib/server/memory.ts); the mail worker inherits them too.
  const env: NodeJS.ProcessEnv = withServerMemory({ ...process.env, PORT: String(port) });
  env.AUTH_URL ||= `http://localhost:${port}`;
  env.AUTH_SECRET ||= await authSecret(dataDir);
  // Issue 39: the keys that sign web pushes, generated once and kept beside the auth secret.
  if (!env.VAPID_PUBLIC_KEY || !env.VAPID_PRIVATE_KEY) Object.assign(env, await vapidKeys(dataDir));

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
    if (throwaway) {
      await rm(dataDir, { recursive: true, force: true });
      if (db) await rm(db.dir, { recursive: true, force: true });
    }
    process.exit(code);
  };
  // On Ctrl-C or SIGTERM the app server stops first, postgres after it, the throw-away folder last.
  for (const signal of SIGNALS) process.on(signal, () => void shutdown(0));

  try {
    if (!env.DATABASE_URL) {
      // Supervised: when postgres dies it is started again; if it cannot be, we exit non-zero
      // so whatever runs us (systemd, a container) can start everything afresh.
      db = await startEmbeddedPostgres({
        dir: path.join(dataDir, "postgres"),
        log,
        onGiveUp: (error) => {
          console.error(`[neva] ${error.message}; stopping`);
          void shutdown(1);
        },
      });
      env.DATABASE_URL = db.url;
      const shown = db.dir.startsWith(root + path.sep) ? path.relative(root, db.dir) : db.dir;
      log(`embedded PostgreSQL on port ${db.port} (data in ${shown})`);
    }
    await migrate(env.DATABASE_URL, { log });

    if (!env.SMTP_URL) {
      sink = await startMailSink({ dir: path.join(dataDir, "mail") });
      env.SMTP_URL = sink.url;
      const host = listenHost(mode, env);
      if (mode === "dev" && host && LOOPBACK.has(host)) {
        env.MAIL_SINK_DIR = sink.dir;
        log(`mail sink on ${sink.url}; read mail at ${env.AUTH_URL}/dev/mail`);
      } else {
        // Anyone who can reach the server could read sign-in links there, so no pages: files only.
        log(`mail sink on ${sink.url}; mail is kept as files in ${path.relative(root, sink.dir)} (no /dev/mail pages: ${mode === "dev" ? `HOST=${host} is reachable from other machines` : "production build"})`);
      }
    }
    if (throwaway) {
      // What the browser tests need to read mail and to kill the database under load.
      const services = { databaseUrl: env.DATABASE_URL, postgresDir: db?.dir ?? null, mailDir: sink?.dir ?? null };
      await writeFile(path.join(dataDir, "services.json"), JSON.stringify(services, null, 2), { mode: 0o600 });
    }
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
  const host = listenHost(mode, env);
  // A production server's heap is capped (lib/server/memory.ts); the dev server compiles and is not.
  const args = [...(mode === "start" ? serverNodeFlags(env) : []), nextBin, mode, "--port", String(port), ...(host ? ["--hostname", host] : [])];
  child = spawn(process.execPath, args, { env, stdio: "inherit" });
  child.on("exit", (code, signal) => {
    if (stopping) return;
    log(`next ${mode} exited (${signal ?? code}); stopping`);
    void shutdown(code ?? 1);
  });
}
