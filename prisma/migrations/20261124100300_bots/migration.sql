-- Issue 21 (bots): seats played by a bot, and what the worker needs to find their turns cheaply.

-- A bot seat has no user and no invitation; `bot_number` (1, 2 …) names it ("Bot 1") and
-- `bot_level` says which player lib/bots runs for it. Both null for a person's seat.
ALTER TABLE "game_seats" ADD COLUMN "bot_number" INTEGER;
ALTER TABLE "game_seats" ADD COLUMN "bot_level" TEXT;

-- `has_bots`: the table has a bot seat (unrated, not counted for reliability; readable from the
-- row). `to_act_seat`: the seat whose move the game waits for, written with every append and at
-- the start (null when over), so the worker finds bot turns without replaying any game.
ALTER TABLE "games" ADD COLUMN "has_bots" BOOLEAN NOT NULL DEFAULT false;
ALTER TABLE "games" ADD COLUMN "to_act_seat" INTEGER;

-- The worker asks only for running tables with bots: a range at the head of this index.
CREATE INDEX "games_has_bots_status_idx" ON "games"("has_bots", "status");
