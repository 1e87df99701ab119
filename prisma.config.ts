import { defineConfig } from "prisma/config";

// The CLI wants to download its native schema engine at start-up, which cannot work offline.
// Pointing it at any existing file stops the download; `prisma generate` never executes it.
// Migrations are applied by scripts/migrate.ts instead of `prisma migrate`.
process.env.PRISMA_SCHEMA_ENGINE_BINARY ??= process.execPath;

export default defineConfig({
  schema: "prisma/schema.prisma",
  migrations: { path: "prisma/migrations" },
  datasource: {
    // Prisma 7 reads no .env; generate needs no database, so a default keeps it working anywhere.
    url: process.env.DATABASE_URL ?? "postgresql://postgres:postgres@localhost:5432/neva",
  },
});
