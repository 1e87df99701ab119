-- Ratings and reliability (issue 23): openskill (Weng-Lin, Plackett-Luce) ratings written with
-- each rated game's result, and the table options that limit who may join.

-- AlterTable: a table is rated unless created otherwise; join limits are optional.
ALTER TABLE "games" ADD COLUMN "rated" BOOLEAN NOT NULL DEFAULT true,
ADD COLUMN "max_timeout_rate" DOUBLE PRECISION,
ADD COLUMN "min_rating" DOUBLE PRECISION;

-- CreateTable: each player's current rating (a row once they have a rated game).
CREATE TABLE "player_ratings" (
    "user_id" TEXT NOT NULL,
    "mu" DOUBLE PRECISION NOT NULL,
    "sigma" DOUBLE PRECISION NOT NULL,
    "ordinal" DOUBLE PRECISION NOT NULL,
    "games" INTEGER NOT NULL DEFAULT 0,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "player_ratings_pkey" PRIMARY KEY ("user_id")
);

-- CreateTable: one row per player and rated game, the rating before and after it.
CREATE TABLE "rating_changes" (
    "game_id" TEXT NOT NULL,
    "user_id" TEXT NOT NULL,
    "seat" INTEGER NOT NULL,
    "rank" INTEGER NOT NULL,
    "mu_before" DOUBLE PRECISION NOT NULL,
    "sigma_before" DOUBLE PRECISION NOT NULL,
    "mu_after" DOUBLE PRECISION NOT NULL,
    "sigma_after" DOUBLE PRECISION NOT NULL,
    "finished_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "rating_changes_pkey" PRIMARY KEY ("game_id","user_id")
);

-- CreateIndex: the leaderboard's order and keyset (highest ordinal first, ties by user id).
CREATE INDEX "player_ratings_ordinal_user_id_idx" ON "player_ratings"("ordinal" DESC, "user_id");

-- CreateIndex: a player's chart, oldest game first.
CREATE INDEX "rating_changes_user_id_finished_at_idx" ON "rating_changes"("user_id", "finished_at");

-- CreateIndex: reliability reads a player's last moves and counts their timeouts.
CREATE INDEX "game_events_user_id_type_created_at_idx" ON "game_events"("user_id", "type", "created_at");

