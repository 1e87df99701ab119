// Whether PostgreSQL can be reached, and whether an error means it cannot. A database that is
// away is an outage (503 "Neva is briefly unavailable"), never a signed-out user or a 500.
import pg from "pg";

/** Thrown where "no answer from the database" must not be read as "no such row" (sessions). */
export class DatabaseUnavailableError extends Error {
  constructor(cause?: unknown) {
    super("The database cannot be reached.", { cause });
    this.name = "DatabaseUnavailableError";
  }
}

// Prisma's own codes for "cannot reach / lost the server", the driver adapter's error kinds,
// and SQLSTATEs of a server that is shutting down, starting up or crashed (class 08: connection).
const PRISMA_CODES = new Set(["P1001", "P1002", "P1017"]);
const ADAPTER_KINDS = new Set(["DatabaseNotReachable", "ConnectionClosed", "SocketTimeout"]);
const SQLSTATES = new Set(["57P01", "57P02", "57P03"]);
const SOCKET_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "EPIPE", "ETIMEDOUT", "EHOSTUNREACH", "ENOTFOUND"]);

type Shape = { code?: unknown; kind?: unknown; originalCode?: unknown; meta?: { driverAdapterError?: { cause?: Shape } }; cause?: unknown };

/** True when `error` (a Prisma, driver adapter or pg error, at any depth of `cause`) says the server is away. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e = error as Shape | undefined, depth = 0; e && typeof e === "object" && depth < 5; depth++) {
    if (e instanceof DatabaseUnavailableError) return true;
    const message = (e as { message?: unknown }).message;
    if (typeof message === "string" && /Connection terminated|connection timeout|Client has encountered a connection error/i.test(message)) return true;
    const adapter = e.meta?.driverAdapterError?.cause;
    for (const s of [e, adapter]) {
      if (!s) continue;
      const code = String(s.originalCode ?? s.code ?? "");
      if (PRISMA_CODES.has(code) || SQLSTATES.has(code) || code.startsWith("08") || SOCKET_CODES.has(code)) return true;
      if (typeof s.kind === "string" && ADAPTER_KINDS.has(s.kind)) return true;
    }
    e = (e.cause ?? adapter) as Shape | undefined;
  }
  return false;
}

// One small pool per process for the probe, shared by every bundle Next builds (the proxy is
// bundled apart from the routes), so the probe never competes with the app's own pool.
// `healthyUntil`: a healthy answer is reused for HEALTHY_FOR_MS (issue 13: a `SELECT 1` before
// every request was a seventh of a session lookup's cost). An unhealthy answer is never reused.
const shared = globalThis as unknown as {
  __nevaProbe?: { pool: pg.Pool; inflight: Promise<boolean> | null; healthyUntil: number };
};

/**
 * How long the proxy trusts a healthy probe. It spares the database a statement per request; on a
 * saturated server it did not save CPU (the bench of issue 13 measured a session lookup at 1.5 to
 * 2 ms more CPU with it: the shared probe had batched concurrent requests). Short, because a
 * request that reaches the app in this window while the database is away still answers 503 on
 * its own (its query fails, see toErrorResponse, which also ends the window), so an outage is a
 * 503 within this time at most.
 */
export const HEALTHY_FOR_MS = 1000;

function probe() {
  if (!shared.__nevaProbe) {
    const pool = new pg.Pool({
      connectionString: process.env.DATABASE_URL,
      max: 2,
      connectionTimeoutMillis: 3000,
      query_timeout: 3000,
      idleTimeoutMillis: 30_000,
    });
    // An idle connection dies with the server: that is what we are here to notice, not a crash.
    pool.on("error", () => {});
    shared.__nevaProbe = { pool, inflight: null, healthyUntil: 0 };
  }
  return shared.__nevaProbe;
}

/**
 * One `SELECT 1`, asked now. Requests arriving while a probe is under way share its answer, so a
 * busy server sends one probe per round trip, not one per request. For answers that must not be
 * stale (is this session cookie unknown, or was the database away?).
 */
export function databaseReachable(): Promise<boolean> {
  const state = probe();
  state.inflight ??= state.pool
    .query("SELECT 1")
    .then(
      () => {
        state.healthyUntil = Date.now() + HEALTHY_FOR_MS;
        return true;
      },
      () => {
        state.healthyUntil = 0;
        return false;
      },
    )
    .finally(() => {
      state.inflight = null;
    });
  return state.inflight;
}

/** Like databaseReachable, but a healthy answer from the last HEALTHY_FOR_MS stands (proxy.ts). */
export function databaseRecentlyReachable(): Promise<boolean> {
  const state = probe();
  return state.healthyUntil > Date.now() ? Promise.resolve(true) : databaseReachable();
}

/** A query just failed for want of the database: the next request probes again. */
export function forgetHealthyProbe(): void {
  if (shared.__nevaProbe) shared.__nevaProbe.healthyUntil = 0;
}
