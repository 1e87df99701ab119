import { appendFile, cp, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { describe, expect, inject, it } from "vitest";
import { DEFAULT_MIGRATIONS_DIR, migrate, readMigrations } from "@/lib/db/migrate";

describe("migration runner", () => {
  it("records every migration in _prisma_migrations with the file's sha256", async () => {
    const url = inject("databaseUrl");
    const files = await readMigrations();
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const { rows } = await client.query(
        `SELECT migration_name, checksum, finished_at, applied_steps_count FROM "_prisma_migrations" ORDER BY migration_name`,
      );
      expect(rows.map((r) => r.migration_name)).toEqual(files.map((f) => f.name));
      expect(rows.map((r) => r.checksum)).toEqual(files.map((f) => f.checksum));
      for (const row of rows) {
        expect(row.finished_at).toBeInstanceOf(Date);
        expect(row.applied_steps_count).toBe(1);
      }
    } finally {
      await client.end();
    }
  });

  it("is idempotent, also when started concurrently", async () => {
    const url = inject("databaseUrl");
    const results = await Promise.all([migrate(url), migrate(url), migrate(url)]);
    for (const r of results) expect(r.applied).toEqual([]);
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const { rows } = await client.query(`SELECT count(*)::int AS n FROM "_prisma_migrations"`);
      expect(rows[0].n).toBe((await readMigrations()).length);
    } finally {
      await client.end();
    }
  });
});

describe("migration runner on a new database", () => {
  async function freshDatabase(): Promise<string> {
    const base = inject("databaseUrl");
    const name = `migrate_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
    const admin = new pg.Client({ connectionString: base });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(base);
    url.pathname = `/${name}`;
    return url.toString();
  }

  it("applies every migration once, then nothing", async () => {
    const url = await freshDatabase();
    const names = (await readMigrations()).map((m) => m.name);
    expect((await migrate(url)).applied).toEqual(names);
    expect(await migrate(url)).toEqual({ applied: [], skipped: names });
  });

  it("refuses a migration whose file changed after it was applied", async () => {
    const url = await freshDatabase();
    await migrate(url);
    const dir = await mkdtemp(path.join(tmpdir(), "neva-migrations-"));
    try {
      await cp(DEFAULT_MIGRATIONS_DIR, dir, { recursive: true });
      const [first] = await readMigrations(dir);
      await appendFile(path.join(dir, first.name, "migration.sql"), "\n-- edited\n");
      await expect(migrate(url, { dir })).rejects.toThrow(/was changed after it was applied/);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
