-- Issue 22 (absence): vacation days and time away, a table's rule for a seat whose time ran out,
-- and resigned seats. Nothing here touches the log: old games replay exactly as before.

-- Vacation days: `vacation_days` is the balance as of `vacation_accrued_at` (null: the sign-up
-- time); lib/absence/balance.ts adds the weeks since, up to the cap, when it reads it.
ALTER TABLE "users" ADD COLUMN "vacation_days" INTEGER NOT NULL DEFAULT 3;
ALTER TABLE "users" ADD COLUMN "vacation_accrued_at" TIMESTAMP(3);
-- Time away: from `away_from` until `away_until`, for `away_days` vacation days (the whole days
-- not used are given back on an early return). All null when not away; an absence that has run
-- out stays until the worker (or "I'm back") folds it into the clocks of the player's games.
ALTER TABLE "users" ADD COLUMN "away_from" TIMESTAMP(3);
ALTER TABLE "users" ADD COLUMN "away_until" TIMESTAMP(3);
ALTER TABLE "users" ADD COLUMN "away_days" INTEGER NOT NULL DEFAULT 0;
CREATE INDEX "users_away_until_idx" ON "users"("away_until");

-- Table options outside the engine's options (the setup event keeps those unchanged):
-- `vacation`: clocks pause while the player to act is away; `on_timeout`: "pass" or "bot".
ALTER TABLE "games" ADD COLUMN "vacation" BOOLEAN NOT NULL DEFAULT true;
ALTER TABLE "games" ADD COLUMN "on_timeout" TEXT NOT NULL DEFAULT 'pass';
-- Seconds the current turn's clock stood still (time away folded in on return); reset by every append.
ALTER TABLE "games" ADD COLUMN "clock_paused_seconds" DOUBLE PRECISION NOT NULL DEFAULT 0;

-- A person's seat played by someone else: 'bot' (the bot until the player returns, or for good
-- once resigned), 'pass' (a resigned seat the worker times out at each turn). Null: the player.
ALTER TABLE "game_seats" ADD COLUMN "played_by" TEXT;
ALTER TABLE "game_seats" ADD COLUMN "resigned_at" TIMESTAMP(3);
-- The worker finds stood-in seats through this index (nearly every row holds null).
CREATE INDEX "game_seats_played_by_idx" ON "game_seats"("played_by");
