-- Issue 36 (three bot levels): the heuristic bot is now the standard level of three (beginner,
-- standard, strong); the seats it already plays say so. The code still reads the old name as
-- standard (lib/bots/levels.ts botLevelOf), so this runs safely before or after a deploy.
UPDATE "game_seats" SET "bot_level" = 'standard' WHERE "bot_level" = 'heuristic';
