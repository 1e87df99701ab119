-- Issue 19: the same costs at 100× the data (docs/performance.md has the plans).

-- A player by name in any case (player page, GET /api/players/{name}, the opponent filter):
-- lower(display_name) = lower($1) scanned every user without it. An expression index, which
-- prisma/schema.prisma cannot express: tests/db/schema-shape.ts lists it as SQL-only.
CREATE INDEX "users_lower_display_name_idx" ON "users"(lower("display_name"));

-- The lobby: open tables newest first, read in index order instead of every open table sorted.
CREATE INDEX "games_status_created_at_idx" ON "games"("status", "created_at");

-- A player's played / won / average / best score from the index alone (no visit to each of their
-- thousands of result rows).
CREATE INDEX "game_result_players_user_id_winner_total_idx" ON "game_result_players"("user_id", "winner", "total");

-- A move's update of its game row (seq, last_move_at, updated_at, to_act_seat) touched an indexed
-- column, updated_at, so every move wrote a new entry into each of the table's indexes. Queries
-- by status (the timeout sweep) use the index above; with updated_at unindexed, the update is a
-- heap-only tuple update (no index writes), given room on the page: fillfactor 80 leaves it.
DROP INDEX "games_status_updated_at_idx";
ALTER TABLE "games" SET (fillfactor = 80);
