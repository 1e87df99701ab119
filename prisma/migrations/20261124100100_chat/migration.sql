-- Issue 24 (table talk and the nudge): messages at a table, mutes, reports, read marks, nudges.
-- Written by lib/talk only. No foreign keys to games or users: neither is ever deleted (a game is
-- cancelled or finished, never removed), and keeping the models apart from Game and User leaves
-- those two untouched by this feature.

-- One message said at a table. `seat` is the author's seat when it was said (a seat never changes
-- once the game runs); `seq` the game's seq then (mail shows what was said since a player's last
-- move by seq, which a clock in milliseconds cannot order against the move). `deleted_at`: withdrawn by its author; `hidden_at`: hidden by an operator.
CREATE TABLE "game_messages" (
    "id" BIGSERIAL NOT NULL,
    "game_id" TEXT NOT NULL,
    "user_id" TEXT NOT NULL,
    "seat" INTEGER NOT NULL,
    "seq" INTEGER NOT NULL,
    "text" TEXT NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "deleted_at" TIMESTAMP(3),
    "hidden_at" TIMESTAMP(3),

    CONSTRAINT "game_messages_pkey" PRIMARY KEY ("id")
);
CREATE INDEX "game_messages_game_id_id_idx" ON "game_messages"("game_id", "id");

-- A player who hides another's messages from themselves, at every table.
CREATE TABLE "chat_mutes" (
    "user_id" TEXT NOT NULL,
    "muted_user_id" TEXT NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "chat_mutes_pkey" PRIMARY KEY ("user_id", "muted_user_id")
);

-- A message reported to the operator (npm run moderation -- reports); one report per reader.
CREATE TABLE "chat_reports" (
    "message_id" BIGINT NOT NULL,
    "reporter_id" TEXT NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "chat_reports_pkey" PRIMARY KEY ("message_id", "reporter_id")
);

-- The last message a player has seen at a table: the unread counts count past it.
CREATE TABLE "chat_reads" (
    "user_id" TEXT NOT NULL,
    "game_id" TEXT NOT NULL,
    "last_read_id" BIGINT NOT NULL,

    CONSTRAINT "chat_reads_pkey" PRIMARY KEY ("user_id", "game_id")
);

-- A nudge of the player to act. `seq`: the game's seq when it was sent (a nudge is shown on the
-- nudged player's dashboard while the game still waits at that seq).
CREATE TABLE "game_nudges" (
    "id" BIGSERIAL NOT NULL,
    "game_id" TEXT NOT NULL,
    "by_user_id" TEXT NOT NULL,
    "seat" INTEGER NOT NULL,
    "seq" INTEGER NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "game_nudges_pkey" PRIMARY KEY ("id")
);
CREATE INDEX "game_nudges_game_id_by_user_id_created_at_idx" ON "game_nudges"("game_id", "by_user_id", "created_at");
