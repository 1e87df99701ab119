import { createHash, randomUUID } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";

// Same key as `prisma migrate`, so our runner and Prisma's never apply migrations at once.
const ADVISORY_LOCK_KEY = 72707369;

export const DEFAULT_MIGRATIONS_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  "../../prisma/migrations",
);

// Prisma's own bookkeeping table, so `prisma migrate deploy/status` on a machine that can run
// the native engine sees exactly the history this runner wrote.
const CREATE_MIGRATIONS_TABLE = `
CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
    "id"                    VARCHAR(36) PRIMARY KEY NOT NULL,
    "checksum"              VARCHAR(64) NOT NULL,
    "finished_at"           TIMESTAMPTZ,
    "migration_name"        VARCHAR(255) NOT NULL,
    "logs"                  TEXT,
    "rolled_back_at"        TIMESTAMPTZ,
    "started_at"            TIMESTAMPTZ NOT NULL DEFAULT now(),
    "applied_steps_count"   INTEGER NOT NULL DEFAULT 0
)`;

export type MigrationFile = { name: string; sql: string; checksum: string };

export async function readMigrations(dir = DEFAULT_MIGRATIONS_DIR): Promise<MigrationFile[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const names = entries
    .filter((e) => e.isDirectory())
    .map((e) => e.name)
    .sort();
  return Promise.all(
    names.map(async (name) => {
      const sql = await readFile(path.join(dir, name, "migration.sql"), "utf8");
      return { name, sql, checksum: createHash("sha256").update(sql).digest("hex") };
    }),
  );
}

export type MigrateResult = { applied: string[]; skipped: string[] };

/**
 * Applies every migration not yet recorded as finished, each in its own transaction, holding the
 * migrations' advisory lock in each, so concurrent starters (dev server, tests, app servers)
 * wait their turn. A transaction lock, not a session one: `databaseUrl` may go through a pooler
 * in transaction mode (lib/db/pooler.ts), where a session lock would be taken on one server
 * connection and released (or not) on another. A recorded migration whose file changed since is
 * an error: history must not be rewritten.
 */
export async function migrate(
  databaseUrl: string,
  options: { dir?: string; log?: (line: string) => void } = {},
): Promise<MigrateResult> {
  const log = options.log ?? (() => {});
  const migrations = await readMigrations(options.dir);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const result: MigrateResult = { applied: [], skipped: [] };
  /** `work` in a transaction that holds the lock (released by its COMMIT or ROLLBACK). */
  const locked = async <T>(work: () => Promise<T>): Promise<T> => {
    await client.query("BEGIN");
    try {
      await client.query("SELECT pg_advisory_xact_lock($1)", [ADVISORY_LOCK_KEY]);
      const value = await work();
      await client.query("COMMIT");
      return value;
    } catch (error) {
      await client.query("ROLLBACK").catch(() => {});
      throw error;
    }
  };
  const recorded = async () => {
    const { rows } = await client.query<{ migration_name: string; checksum: string }>(
      `SELECT migration_name, checksum FROM "_prisma_migrations"
       WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL`,
    );
    return new Map(rows.map((r) => [r.migration_name, r.checksum]));
  };
  try {
    const done = await locked(async () => {
      await client.query(CREATE_MIGRATIONS_TABLE);
      return recorded();
    });

    for (const m of migrations) {
      const checksum = done.get(m.name);
      if (checksum !== undefined) {
        if (checksum !== m.checksum) {
          throw new Error(
            `Migration ${m.name} was changed after it was applied (checksum ${checksum} in the database, ${m.checksum} on disk). Write a new migration instead.`,
          );
        }
        result.skipped.push(m.name);
        continue;
      }
      const applied = await locked(async () => {
        // Another starter may have applied it while this one waited for the lock.
        if ((await recorded()).has(m.name)) return false;
        const id = randomUUID();
        await client.query(
          `INSERT INTO "_prisma_migrations" (id, checksum, migration_name, started_at)
           VALUES ($1, $2, $3, now())`,
          [id, m.checksum, m.name],
        );
        try {
          await client.query(m.sql);
        } catch (error) {
          throw new Error(`Migration ${m.name} failed: ${(error as Error).message}`, { cause: error });
        }
        await client.query(
          `UPDATE "_prisma_migrations" SET finished_at = now(), applied_steps_count = 1 WHERE id = $1`,
          [id],
        );
        return true;
      });
      if (!applied) {
        result.skipped.push(m.name);
        continue;
      }
      result.applied.push(m.name);
      log(`applied migration ${m.name}`);
    }
  } finally {
    await client.end();
  }
  return result;
}
