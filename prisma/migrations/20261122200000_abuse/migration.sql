-- Issue 8 (abuse): look-alike display names, rate limits in the database, stale mail.

-- Display names: the Unicode TR39 confusable skeleton of the name (lib/players/skeleton.ts), unique,
-- so "Ꭺlice" (Cherokee A) cannot sit beside "Alice". SQL cannot compute it: existing names are
-- filled in by lib/players/display-name.ts the first time a name is set after this migration.
ALTER TABLE "users" ADD COLUMN "name_skeleton" TEXT;
CREATE UNIQUE INDEX "users_name_skeleton_key" ON "users"("name_skeleton");

-- Rate limits (lib/limits): the table rate-limiter-flexible's RateLimiterPostgres reads and
-- writes, created here (its own CREATE TABLE is switched off) so the schema stays in one place.
-- `expire` is milliseconds since the epoch, as the library keeps it.
CREATE TABLE "rate_limits" (
    "key" TEXT NOT NULL,
    "points" INTEGER NOT NULL DEFAULT 0,
    "expire" BIGINT,

    CONSTRAINT "rate_limits_pkey" PRIMARY KEY ("key")
);

-- Mail the worker found pointless when it came to send it (the turn was played, the game ended).
ALTER TYPE "MailStatus" ADD VALUE 'stale';
