-- History (issue 5): result summaries of finished games, derived from the event log.

-- CreateTable
CREATE TABLE "game_results" (
    "game_id" TEXT NOT NULL,
    "finished_at" TIMESTAMP(3) NOT NULL,
    "seat_count" INTEGER NOT NULL,
    "rounds" INTEGER NOT NULL,
    "last_seq" INTEGER NOT NULL,
    "rules_version" INTEGER NOT NULL,

    CONSTRAINT "game_results_pkey" PRIMARY KEY ("game_id")
);

-- CreateTable
CREATE TABLE "game_result_players" (
    "game_id" TEXT NOT NULL,
    "seat" INTEGER NOT NULL,
    "user_id" TEXT,
    "name" TEXT NOT NULL,
    "track" INTEGER NOT NULL,
    "aristocrats" INTEGER NOT NULL,
    "money" INTEGER NOT NULL,
    "hand" INTEGER NOT NULL,
    "total" INTEGER NOT NULL,
    "rubles" INTEGER NOT NULL,
    "rank" INTEGER NOT NULL,
    "winner" BOOLEAN NOT NULL,
    "finished_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "game_result_players_pkey" PRIMARY KEY ("game_id","seat")
);

-- CreateIndex
CREATE INDEX "game_results_finished_at_idx" ON "game_results"("finished_at");

-- CreateIndex
CREATE INDEX "game_result_players_user_id_finished_at_idx" ON "game_result_players"("user_id", "finished_at");
