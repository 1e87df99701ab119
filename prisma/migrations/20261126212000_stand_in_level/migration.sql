-- Issue 36: a table may choose the level of the bot that keeps a person's seat (null: standard).
ALTER TABLE "games" ADD COLUMN "stand_in_level" TEXT;
