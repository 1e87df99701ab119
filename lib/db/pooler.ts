// Neva behind a connection pooler (issue 35, item 12). With many app servers, PgBouncer shares one
// PostgreSQL among them; in transaction mode it hands each transaction (each statement outside
// one) to whichever server connection is free, so nothing may outlive a transaction on the
// connection: no named (prepared) statements, no session advisory lock, no `SET` without
// `LOCAL`, no temp table, no LISTEN. What Neva kept on a connection, and where it went:
// - the named statements of a move (lib/db/prepared.ts): off with DATABASE_POOLER=transaction
//   (lib/db/client.ts); PgBouncer 1.21+ with max_prepared_statements keeps them, so there the
//   setting may stay unset;
// - LISTEN for live pages (lib/games/live.ts): on its own connection to DATABASE_DIRECT_URL,
//   PostgreSQL itself (or a session-mode pool), falling back to DATABASE_URL;
// - the migrations' lock (lib/db/migrate.ts): a transaction lock, taken in each migration's
//   transaction;
// - the rate limits' store (rate-limiter-flexible names its statements): a pool from createPool.
// NOTIFY (pg_notify in the writing transaction) passes any pooler: it leaves on commit.
import pg from "pg";

export type PoolerMode = "none" | "session" | "transaction";

const MODES: Record<string, PoolerMode> = { "": "none", none: "none", session: "session", transaction: "transaction" };

/**
 * What sits between Neva and PostgreSQL, from DATABASE_POOLER: unset (PostgreSQL itself, or a
 * pooler that keeps session state), `session`, or `transaction` (PgBouncer's pool_mode =
 * transaction). Anything else is refused: PgBouncer's statement mode cannot run a transaction.
 */
export function poolerMode(env: NodeJS.ProcessEnv = process.env): PoolerMode {
  const raw = (env.DATABASE_POOLER ?? "").trim().toLowerCase();
  const mode = MODES[raw];
  if (!mode) {
    throw new Error(
      `DATABASE_POOLER is "${env.DATABASE_POOLER}": leave it unset, or set "transaction" (PgBouncer pool_mode = transaction) or "session". Statement pooling cannot run Neva's transactions.`,
    );
  }
  return mode;
}

/** Whether a connection keeps what it prepared from one transaction to the next. */
export function namedStatements(env: NodeJS.ProcessEnv = process.env): boolean {
  return poolerMode(env) !== "transaction";
}

/**
 * The URL of a connection that keeps its session (LISTEN): DATABASE_DIRECT_URL, else
 * DATABASE_URL. `pooled` says the fallback goes through a transaction pool, where LISTEN hears
 * only now and then: the caller should say so.
 */
export function directDatabaseUrl(env: NodeJS.ProcessEnv = process.env): { url: string | undefined; pooled: boolean } {
  const direct = env.DATABASE_DIRECT_URL?.trim();
  if (direct) return { url: direct, pooled: false };
  return { url: env.DATABASE_URL, pooled: poolerMode(env) === "transaction" };
}

/**
 * A pg Pool on DATABASE_URL for code that sends its own named statements (rate-limiter-flexible
 * names each of its queries): behind a transaction pool the names are dropped, so each is sent
 * unnamed (parsed anew each time) instead of failing with «prepared statement … does not exist».
 */
export function createPool(config: pg.PoolConfig = {}): pg.Pool {
  const options = { connectionString: process.env.DATABASE_URL, ...config };
  if (namedStatements()) return new pg.Pool(options);
  const pool = new pg.Pool(options);
  const query = pool.query.bind(pool) as (...args: unknown[]) => unknown;
  pool.query = ((first: unknown, ...rest: unknown[]) => {
    if (first && typeof first === "object" && "name" in first) {
      const { name: _name, ...unnamed } = first as Record<string, unknown>;
      return query(unnamed, ...rest);
    }
    return query(first, ...rest);
  }) as typeof pool.query;
  return pool;
}
