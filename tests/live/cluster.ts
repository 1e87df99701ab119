// Two `next start` processes and two mail workers on one PostgreSQL database, for the
// multi-process test. Real processes on a production build (the bench's .next-bench, rebuilt only
// when the sources changed), because the property under test is exactly what in-process tests
// cannot show: no shared memory between the servers, one database between them.
import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import path from "node:path";
import pg from "pg";
import PostalMime from "postal-mime";
import { SMTPServer } from "smtp-server";
import { freePort } from "@/lib/db/embedded";
import { migrate } from "@/lib/db/migrate";
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "@/lib/db/generated/client";
import { ensureBuild } from "../bench/server";

const ROOT = process.cwd();
const NEXT_BIN = path.join(ROOT, "node_modules", "next", "dist", "bin", "next");
const DIST = ".next-bench";

export interface SentMail {
  messageId: string;
  to: string[];
  subject: string;
}

export interface Cluster {
  apps: string[];
  dbUrl: string;
  prisma: PrismaClient;
  mail: SentMail[];
  /** How many mails each worker reported sending (from its log). */
  workerSent: number[];
  stop: () => Promise<void>;
}

/** A database of its own in the test cluster, so the workers never touch other tests' mail. */
async function freshDatabase(baseUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `neva_multi_${process.pid}_${randomBytes(3).toString("hex")}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const again = new pg.Client({ connectionString: baseUrl });
      await again.connect();
      await again.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await again.end();
    },
  };
}

/** A sink that keeps each message's Message-ID, so a mail sent twice shows up twice. */
async function startSink(mail: SentMail[]): Promise<{ url: string; stop: () => Promise<void> }> {
  const port = await freePort();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["AUTH", "STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () => {
        PostalMime.parse(Buffer.concat(chunks)).then(
          (parsed) => {
            mail.push({ messageId: parsed.messageId ?? "", to: session.envelope.rcptTo.map((r) => r.address), subject: parsed.subject ?? "" });
            callback();
          },
          (error: Error) => callback(error),
        );
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, "localhost", resolve));
  return { url: `smtp://localhost:${port}`, stop: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

async function waitForApp(url: string, child: ChildProcess, timeoutMs = 90_000): Promise<void> {
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

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  const timer = setTimeout(() => child.kill("SIGKILL"), 10_000);
  await exited;
  clearTimeout(timer);
}

/**
 * Starts the cluster on a fresh database in the test PostgreSQL. NEVA_MULTI_PORTS="a,b" picks the
 * app ports (a developer's own); otherwise free ones.
 */
export async function startCluster(testDatabaseUrl: string): Promise<Cluster> {
  await ensureBuild("multi-process test");
  const children: ChildProcess[] = [];
  const db = await freshDatabase(testDatabaseUrl);
  const mail: SentMail[] = [];
  let sink: Awaited<ReturnType<typeof startSink>> | null = null;
  let prisma: PrismaClient | null = null;
  const workerSent = [0, 0];
  const stop = async () => {
    await Promise.all(children.map(stopChild));
    await prisma?.$disconnect();
    await sink?.stop();
    await db.drop();
  };
  try {
    await migrate(db.url);
    sink = await startSink(mail);
    prisma = new PrismaClient({ adapter: new PrismaPg({ connectionString: db.url }) });
    const given = (process.env.NEVA_MULTI_PORTS ?? "").split(",").map(Number).filter((n) => n > 0);
    const ports = given.length === 2 ? given : [await freePort(), await freePort()];
    const secret = randomBytes(32).toString("base64url");
    const common = {
      ...process.env,
      NODE_ENV: "production",
      NEXT_TELEMETRY_DISABLED: "1",
      DATABASE_URL: db.url,
      AUTH_SECRET: secret,
      SMTP_URL: sink.url,
      // "Your turn" mails go out at once, so the workers have something to race for.
      TURN_MAIL_DELAY_SECONDS: "0",
      MAIL_POLL_SECONDS: "0.2",
    } as NodeJS.ProcessEnv;
    const apps = ports.map((port) => `http://localhost:${port}`);
    for (const [i, port] of ports.entries()) {
      const child = spawn(process.execPath, [NEXT_BIN, "start", "--port", String(port)], {
        env: { ...common, NEVA_DIST_DIR: DIST, AUTH_URL: apps[i], PORT: String(port) },
        stdio: ["ignore", "ignore", "inherit"],
      });
      children.push(child);
    }
    for (let w = 0; w < 2; w++) {
      const worker = spawn(process.execPath, ["--import", "tsx", path.join(ROOT, "scripts", "worker.ts")], {
        env: { ...common, AUTH_URL: apps[0] },
        stdio: ["ignore", "pipe", "inherit"],
      });
      // Whole lines only (a chunk may end mid-line), and the mail job's only (the push job says "sent" too).
      let partial = "";
      worker.stdout!.on("data", (chunk: Buffer) => {
        const lines = (partial + chunk.toString()).split("\n");
        partial = lines.pop() ?? "";
        for (const line of lines) {
          const m = /\] mail: sent (\d+),/.exec(line);
          if (m) workerSent[w] += Number(m[1]);
        }
      });
      children.push(worker);
    }
    await Promise.all(apps.map((base, i) => waitForApp(`${base}/signin`, children[i])));
    return { apps, dbUrl: db.url, prisma, mail, workerSent, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
