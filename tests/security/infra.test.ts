// Issue 8, items 1, 9 and 12: the dev mail sink stays on the developer's machine, a database that
// is away is an outage (503) and heals, and the embedded PostgreSQL starts as root in a private
// folder. The same attacks over HTTP against the production build: tests/browser/security-infra.spec.ts.
import { spawn } from "node:child_process";
import { chmod, mkdtemp, rm, stat } from "node:fs/promises";
import { connect } from "node:net";
import { networkInterfaces, tmpdir } from "node:os";
import path from "node:path";
import { NextRequest } from "next/server";
import pg from "pg";
import { afterAll, afterEach, describe, expect, it, vi } from "vitest";
import { freePort, startEmbeddedPostgres } from "@/lib/db/embedded";
import { storeMail } from "@/lib/mailer/mailbox";
import { holdPort } from "../setup/hold-port";

const ROOT = path.resolve(import.meta.dirname, "../..");

// Auth.js and the request's cookies, for getUser(): a session cookie the database cannot check.
const authState = vi.hoisted(() => ({ cookie: true }));
vi.mock("@/lib/auth/config", () => ({ auth: async () => null }));
// Route handlers called outside Next's request scope.
vi.mock("next/server", async (original) => ({ ...(await original<typeof import("next/server")>()), connection: async () => {} }));
vi.mock("next/headers", () => ({
  cookies: async () => ({ has: (name: string) => authState.cookie && name === "authjs.session-token" }),
}));

/** Runs a script of ours to its end; its output and exit code. */
function run(script: string, env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ["--import", "tsx", path.join(ROOT, "scripts", script)], { cwd: ROOT, env: { ...process.env, ...env } });
    let output = "";
    child.stdout.on("data", (c: Buffer) => (output += c.toString()));
    child.stderr.on("data", (c: Buffer) => (output += c.toString()));
    child.on("exit", (code) => resolve({ code, output }));
  });
}

function canConnect(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host, port });
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}

/** Points the database probe (lib/db/health.ts) at `url` for the next calls. */
function probeAt(url: string) {
  const shared = globalThis as unknown as { __nevaProbe?: { pool: pg.Pool } };
  void shared.__nevaProbe?.pool.end().catch(() => {});
  shared.__nevaProbe = undefined;
  process.env.DATABASE_URL = url;
}

const liveUrl = process.env.DATABASE_URL!;
const deadUrl = async () => `postgresql://postgres:postgres@localhost:${await freePort()}/neva`;

afterEach(() => {
  probeAt(liveUrl);
  authState.cookie = true;
  vi.unstubAllEnvs();
});

describe("item 1: the mail sink is for local development only", () => {
  it("npm start without SMTP_URL refuses to start, in one sentence saying how to set SMTP_URL", async () => {
    const { code, output } = await run("start.ts", { SMTP_URL: "", NEVA_THROWAWAY: "", PORT: String(await freePort()), NEVA_WORKER: "0", NEVA_DIST_DIR: ".next-infra-none" });
    expect(code).not.toBe(0);
    expect(output).toContain("set SMTP_URL (for example SMTP_URL=smtps://");
    expect(output).not.toContain("mail sink");
  });

  it("the /dev/mail JSON answers 404 in a production build, even with a sink folder named", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "neva-sink-"));
    try {
      await storeMail(dir, { receivedAt: new Date().toISOString(), from: "neva@localhost", to: ["victim@example.test"], subject: "Sign in", text: "http://localhost/api/auth/callback/nodemailer?token=secret", html: null });
      vi.stubEnv("MAIL_SINK_DIR", dir);
      vi.stubEnv("NODE_ENV", "production");
      const { GET } = await import("@/app/dev/mail/messages/route");
      const response = await GET(new Request("http://localhost/dev/mail/messages?to=victim%40example.test"));
      expect(response.status).toBe(404);
      expect(await response.text()).not.toContain("secret");
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it("the sink keeps sign-in links in files only its owner can read", async () => {
    const dir = path.join(await mkdtemp(path.join(tmpdir(), "neva-sink-")), "mail");
    try {
      const mail = await storeMail(dir, { receivedAt: new Date().toISOString(), from: "a@x.test", to: ["b@x.test"], subject: "s", text: "t", html: null });
      expect((await stat(dir)).mode & 0o077).toBe(0);
      expect((await stat(path.join(dir, `${mail.id}.json`))).mode & 0o077).toBe(0);
    } finally {
      await rm(path.dirname(dir), { recursive: true, force: true });
    }
  });

  it("npm run dev listens on localhost only: this machine's network addresses do not answer", async () => {
    const outside = Object.values(networkInterfaces())
      .flat()
      .filter((a) => a && !a.internal && !a.address.startsWith("fe80"))
      .map((a) => a!.address);
    expect(outside.length, "this check needs a network address besides loopback").toBeGreaterThan(0);
    const port = await freePort();
    const child = spawn(process.execPath, ["--import", "tsx", path.join(ROOT, "scripts", "dev.ts")], {
      cwd: ROOT,
      // Real services given, so the dev server starts nothing of its own (nor writes .data/auth-secret).
      env: { ...process.env, PORT: String(port), SMTP_URL: "smtp://localhost:1", AUTH_SECRET: "test-secret-of-at-least-32-characters!", NEVA_WORKER: "0", NEVA_DIST_DIR: ".next-infra-dev", HOST: "" },
      stdio: "ignore",
    });
    try {
      await vi.waitFor(async () => expect(await canConnect("localhost", port)).toBe(true), { timeout: 60_000, interval: 200 });
      for (const address of outside) expect(await canConnect(address, port), address).toBe(false);
    } finally {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await exited;
      await rm(path.join(ROOT, ".next-infra-dev"), { recursive: true, force: true });
    }
  }, 90_000);
});

describe("item 9: a database that is away is an outage, not a signed-out player", () => {
  it("PostgreSQL killed with kill -9 is started again by the process that started it, every committed row kept", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "neva-restart-"));
    await chmod(dir, 0o755); // a folder anyone may enter: this test is about restarts, not item 12
    const lines: string[] = [];
    const gaveUp: Error[] = [];
    const db = await startEmbeddedPostgres({ dir: path.join(dir, "pg"), log: (l) => lines.push(l), onGiveUp: (e) => gaveUp.push(e) });
    const query = async (sql: string) => {
      const client = new pg.Client({ connectionString: db.url });
      await client.connect();
      try {
        return (await client.query(sql)).rows;
      } finally {
        await client.end();
      }
    };
    try {
      await query("CREATE TABLE acked (n int PRIMARY KEY)");
      for (let n = 0; n < 50; n++) await query(`INSERT INTO acked VALUES (${n})`);
      const first = db.pid()!;
      process.kill(first, "SIGKILL");
      await vi.waitFor(async () => expect(await query("SELECT count(*)::int AS n FROM acked")).toEqual([{ n: 50 }]), { timeout: 60_000, interval: 200 });
      expect(db.pid()).not.toBe(first);
      expect(lines.join("\n")).toMatch(/PostgreSQL exited \(SIGKILL\); starting it again/);
      expect(gaveUp).toEqual([]);
    } finally {
      await db.stop();
      await rm(db.dir, { recursive: true, force: true });
      await rm(dir, { recursive: true, force: true });
    }
  }, 90_000);

  it("when PostgreSQL cannot be started again, the process that started it is told to give up (npm start then exits non-zero)", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "neva-giveup-"));
    await chmod(dir, 0o755);
    const gaveUp: Error[] = [];
    const db = await startEmbeddedPostgres({ dir: path.join(dir, "pg"), restartDelaysMs: [300, 300], onGiveUp: (e) => gaveUp.push(e) });
    let release = async () => {};
    try {
      process.kill(db.pid()!, "SIGKILL");
      release = await holdPort(db.port); // every restart attempt fails to listen
      await vi.waitFor(() => expect(gaveUp).toHaveLength(1), { timeout: 30_000, interval: 100 });
      expect(gaveUp[0].message).toMatch(/PostgreSQL could not be started again/);
      expect(db.pid()).toBeUndefined();
    } finally {
      await release();
      await db.stop();
      await rm(db.dir, { recursive: true, force: true });
      await rm(dir, { recursive: true, force: true });
    }
  }, 60_000);

  it("a query failing because the database is away is a 503 in the usual error body, not a 500", async () => {
    const { PrismaClient } = await import("@/lib/db/generated/client");
    const { PrismaPg } = await import("@prisma/adapter-pg");
    const { toErrorResponse } = await import("@/lib/api/errors");
    const away = new PrismaClient({ adapter: new PrismaPg({ connectionString: await deadUrl() }) });
    const error = await away.user.count().catch((e: unknown) => e);
    await away.$disconnect();
    const response = toErrorResponse(error);
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ error: { code: "unavailable", message: "Neva is briefly unavailable. Please try again in a minute." } });
  });

  it("a session cookie the database cannot check is a 503, not 401 'Sign in'; a stale one while it is up is still 401", async () => {
    const { requireApiUser } = await import("@/lib/auth/session");
    const { toErrorResponse } = await import("@/lib/api/errors");
    probeAt(await deadUrl());
    const away = toErrorResponse(await requireApiUser().catch((e: unknown) => e));
    expect(away.status).toBe(503);
    expect(((await away.json()) as { error: { code: string } }).error.code).toBe("unavailable");

    probeAt(liveUrl);
    const signedOut = toErrorResponse(await requireApiUser().catch((e: unknown) => e));
    expect(signedOut.status).toBe(401);
  });

  it("every page and API request is a 503 'Neva is briefly unavailable' while the database is away, and passes when it is back", async () => {
    const { proxy } = await import("@/proxy");
    probeAt(await deadUrl());
    const api = await proxy(new NextRequest("http://localhost/api/games/abc"));
    expect(api.status).toBe(503);
    expect(api.headers.get("retry-after")).toBeTruthy();
    expect(await api.json()).toEqual({ error: { code: "unavailable", message: "Neva is briefly unavailable. Please try again in a minute." } });
    const page = await proxy(new NextRequest("http://localhost/games/abc/replay"));
    expect(page.status).toBe(503);
    expect(await page.text()).toContain("<h1>Neva is briefly unavailable</h1>");

    probeAt(liveUrl);
    const through = await proxy(new NextRequest("http://localhost/games/abc/replay"));
    expect(through.headers.get("x-middleware-next")).toBe("1");
  });
});

describe("issue 13: the proxy trusts a healthy probe for a moment, never a stale cookie check", () => {
  /** Points the existing probe at a dead server, keeping whatever healthy answer it holds. */
  async function databaseGoesAway() {
    const state = (globalThis as unknown as { __nevaProbe: { pool: pg.Pool } }).__nevaProbe;
    void state.pool.end().catch(() => {});
    state.pool = new pg.Pool({ connectionString: await deadUrl(), connectionTimeoutMillis: 3000 });
    state.pool.on("error", () => {});
  }

  it("within HEALTHY_FOR_MS the proxy lets requests through without a probe, but getUser still probes afresh (503, not 401) and a failed query ends the trust", async () => {
    // Only Date is faked: the window is read from Date.now, and no assertion depends on real time.
    vi.useFakeTimers({ toFake: ["Date"] });
    try {
      const { proxy } = await import("@/proxy");
      const { HEALTHY_FOR_MS, DatabaseUnavailableError } = await import("@/lib/db/health");
      const { requireApiUser } = await import("@/lib/auth/session");
      const { toErrorResponse } = await import("@/lib/api/errors");
      const request = () => proxy(new NextRequest("http://localhost/api/games/abc"));
      expect((await request()).headers.get("x-middleware-next")).toBe("1");
      await databaseGoesAway();
      // Trusted: no SELECT 1 for this request (the route's own query would answer 503 if it failed).
      expect((await request()).headers.get("x-middleware-next")).toBe("1");
      // A session cookie is never judged on the trusted answer: an unreadable session is a 503.
      expect(toErrorResponse(await requireApiUser().catch((e: unknown) => e)).status).toBe(503);
      // The fresh probe failed, so the proxy answers 503 from now on.
      expect((await request()).status).toBe(503);

      probeAt(liveUrl);
      expect((await request()).headers.get("x-middleware-next")).toBe("1");
      await databaseGoesAway();
      // A route whose query failed for want of the database ends the trust at once.
      toErrorResponse(new DatabaseUnavailableError());
      expect((await request()).status).toBe(503);

      probeAt(liveUrl);
      expect((await request()).headers.get("x-middleware-next")).toBe("1");
      await databaseGoesAway();
      // And the trust runs out by itself.
      vi.setSystemTime(Date.now() + HEALTHY_FOR_MS + 1);
      expect((await request()).status).toBe(503);
    } finally {
      vi.useRealTimers();
    }
  }, 30_000);
});

describe("item 12: setup as root in a private folder", () => {
  const made: string[] = [];
  afterAll(async () => {
    for (const dir of made) await rm(dir, { recursive: true, force: true });
  });

  it("starts PostgreSQL with its data asked for inside a mode-700 folder (as root: where user postgres can reach it, named in the log)", async () => {
    const home = await mkdtemp(path.join(tmpdir(), "neva-private-")); // mode 700, like /root
    made.push(home);
    expect((await stat(home)).mode & 0o777).toBe(0o700);
    const lines: string[] = [];
    const db = await startEmbeddedPostgres({ dir: path.join(home, ".data", "pg"), log: (l) => lines.push(l) });
    made.push(db.dir);
    try {
      const client = new pg.Client({ connectionString: db.url });
      await client.connect();
      expect((await client.query("SELECT 1 AS one")).rows).toEqual([{ one: 1 }]);
      await client.end();
      if (process.getuid?.() === 0) {
        expect(db.dir.startsWith(home)).toBe(false);
        expect(lines.join("\n")).toContain(`its data is in ${db.dir}`);
      }
    } finally {
      await db.stop();
    }
  }, 60_000);
});
