-- Issue 35 (ratings and reliability that hold up): what the rules of docs/ratings.md read.
-- A bot's move for a person whose time ran out counts against them as a timeout: the person it
-- stood in for (null for every other move, and after a resignation, which counts once).
ALTER TABLE "game_events" ADD COLUMN "stand_in_for" TEXT;
CREATE INDEX "game_events_stand_in_for_created_at_idx" ON "game_events"("stand_in_for", "created_at");
-- The round in which a seat was resigned: a rated game with a resignation in its first round,
-- or in which every person resigned, moves no rating. Copied into the result rows, which the
-- ratings (live and rebuilt) read.
ALTER TABLE "game_seats" ADD COLUMN "resigned_round" INTEGER;
ALTER TABLE "game_result_players" ADD COLUMN "resigned_round" INTEGER;
-- How much a rated game moved this player's rating (1: fully; less for repeated games against
-- the same opponent in a short time), kept beside the before/after it explains.
ALTER TABLE "rating_changes" ADD COLUMN "weight" DOUBLE PRECISION NOT NULL DEFAULT 1;
-- The different people a player has had rated games against: provisional below three (the count
-- is kept here for the leaderboard's filter; live writes and rebuild-ratings both recount it).
ALTER TABLE "player_ratings" ADD COLUMN "opponents" INTEGER NOT NULL DEFAULT 0;
UPDATE "player_ratings" p SET "opponents" = (
  SELECT count(DISTINCT o."user_id") FROM "rating_changes" me
  JOIN "rating_changes" o ON o."game_id" = me."game_id" AND o."user_id" <> me."user_id"
  WHERE me."user_id" = p."user_id");
