-- Issue 19: a player's page, home page and header badge read the same few rows whatever the
-- number of games they have played (docs/performance.md). Two copies kept by triggers, so every
-- path that writes games or results (moves, timeouts, resignations, account deletion, the result
-- rebuild, SQL fills) keeps them true without knowing of them; both can be rebuilt from their
-- source (the statements below are that rebuild).

-- 1. Each seat carries its game's status: "a player's running games" is an index range
--    (user_id, game_status), not a visit to every game they ever sat at.
ALTER TABLE "game_seats" ADD COLUMN "game_status" "GameStatus" NOT NULL DEFAULT 'open';
UPDATE "game_seats" s SET "game_status" = g."status" FROM "games" g WHERE g."id" = s."game_id" AND s."game_status" <> g."status";
DROP INDEX "game_seats_user_id_idx";
CREATE INDEX "game_seats_user_id_game_status_idx" ON "game_seats"("user_id", "game_status");

CREATE FUNCTION "game_seats_take_game_status"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT "status" INTO NEW."game_status" FROM "games" WHERE "id" = NEW."game_id";
  RETURN NEW;
END $$;
CREATE TRIGGER "game_seats_take_game_status" BEFORE INSERT ON "game_seats"
  FOR EACH ROW EXECUTE FUNCTION "game_seats_take_game_status"();

CREATE FUNCTION "games_pass_status_to_seats"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "game_seats" SET "game_status" = NEW."status" WHERE "game_id" = NEW."id";
  RETURN NULL;
END $$;
-- Only when the status changes: a move's update of its game row (seq, last move) fires nothing.
CREATE TRIGGER "games_pass_status_to_seats" AFTER UPDATE OF "status" ON "games"
  FOR EACH ROW WHEN (OLD."status" IS DISTINCT FROM NEW."status") EXECUTE FUNCTION "games_pass_status_to_seats"();

-- 2. How often each player met each other player in finished games, and how many of those they
--    won: the favourite opponents are the first rows of an index, not a join over every result.
CREATE TABLE "opponent_tallies" (
    "user_id" TEXT NOT NULL,
    "opponent_id" TEXT NOT NULL,
    "games" INTEGER NOT NULL,
    "won" INTEGER NOT NULL,
    CONSTRAINT "opponent_tallies_pkey" PRIMARY KEY ("user_id", "opponent_id")
);
CREATE INDEX "opponent_tallies_user_id_games_won_idx" ON "opponent_tallies"("user_id", "games", "won");
ALTER TABLE "opponent_tallies" ADD CONSTRAINT "opponent_tallies_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "opponent_tallies" ADD CONSTRAINT "opponent_tallies_opponent_id_fkey" FOREIGN KEY ("opponent_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

INSERT INTO "opponent_tallies" ("user_id", "opponent_id", "games", "won")
SELECT me."user_id", o."user_id", count(*), count(*) FILTER (WHERE me."winner")
FROM "game_result_players" me
JOIN "game_result_players" o ON o."game_id" = me."game_id" AND o."seat" <> me."seat"
JOIN "users" a ON a."id" = me."user_id"
JOIN "users" b ON b."id" = o."user_id"
WHERE me."user_id" <> o."user_id"
GROUP BY me."user_id", o."user_id";

-- Result rows come and go a game at a time (written with its last event, replaced by the
-- rebuild): each statement adds or takes away the pairs of the rows it inserted or deleted, in
-- both directions, counting a pair once even when both of its rows are in the statement.
CREATE FUNCTION "opponent_tallies_follow_results"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE sign integer := CASE WHEN TG_OP = 'INSERT' THEN 1 ELSE -1 END;
BEGIN
  WITH changed AS (SELECT "game_id", "seat", "user_id", "winner" FROM changed_rows),
  rows_of_games AS (
    SELECT c."game_id", c."seat", c."user_id", c."winner", true AS "changed" FROM changed c
    UNION ALL
    SELECT r."game_id", r."seat", r."user_id", r."winner", false FROM "game_result_players" r
    WHERE r."game_id" IN (SELECT "game_id" FROM changed)
      AND NOT EXISTS (SELECT 1 FROM changed c WHERE c."game_id" = r."game_id" AND c."seat" = r."seat")
  ),
  pairs AS (
    SELECT me."user_id", o."user_id" AS "opponent_id", count(*)::int AS "games", (count(*) FILTER (WHERE me."winner"))::int AS "won"
    FROM rows_of_games me JOIN rows_of_games o ON o."game_id" = me."game_id" AND o."seat" <> me."seat"
    WHERE (me."changed" OR o."changed") AND me."user_id" <> o."user_id"
      AND EXISTS (SELECT 1 FROM "users" WHERE "id" = me."user_id") AND EXISTS (SELECT 1 FROM "users" WHERE "id" = o."user_id")
    GROUP BY me."user_id", o."user_id"
  )
  INSERT INTO "opponent_tallies" AS t ("user_id", "opponent_id", "games", "won")
  SELECT "user_id", "opponent_id", sign * "games", sign * "won" FROM pairs
  ON CONFLICT ("user_id", "opponent_id") DO UPDATE SET "games" = t."games" + EXCLUDED."games", "won" = t."won" + EXCLUDED."won";
  -- Pairs met no more (their games' rows deleted): by index, among the players of those games.
  IF TG_OP = 'DELETE' THEN
    DELETE FROM "opponent_tallies" WHERE "games" <= 0 AND "user_id" IN (
      SELECT "user_id" FROM changed_rows
      UNION SELECT r."user_id" FROM "game_result_players" r WHERE r."game_id" IN (SELECT "game_id" FROM changed_rows));
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER "opponent_tallies_after_insert" AFTER INSERT ON "game_result_players"
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "opponent_tallies_follow_results"();
CREATE TRIGGER "opponent_tallies_after_delete" AFTER DELETE ON "game_result_players"
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "opponent_tallies_follow_results"();

-- 3. A player's finished games newest first, a page at any depth from the index alone: the list
--    is ordered by (finished_at, game_id) and shows the seat and the win, all in the index.
DROP INDEX "game_result_players_user_id_finished_at_idx";
CREATE INDEX "game_result_players_user_id_finished_at_game_id_seat_winner_idx" ON "game_result_players"("user_id", "finished_at", "game_id", "seat", "winner");

-- 4. A player's newest seats first (the lobby lists their tables with unread talk among the 200
--    they joined last): read in index order and stopped, not all their seats sorted.
CREATE INDEX "game_seats_user_id_joined_at_idx" ON "game_seats"("user_id", "joined_at");
