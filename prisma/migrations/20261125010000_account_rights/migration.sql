-- Issue 26: changing the sign-in address (a confirmation link per request, stored hashed) and
-- deleting an account (a game's creator may go: the game keeps its log, created_by_id goes null).
CREATE TABLE "email_changes" (
    "id" TEXT NOT NULL,
    "user_id" TEXT NOT NULL,
    "new_email" TEXT NOT NULL,
    "token_hash" TEXT NOT NULL,
    "expires" TIMESTAMP(3) NOT NULL,
    "used_at" TIMESTAMP(3),
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "email_changes_pkey" PRIMARY KEY ("id")
);

CREATE UNIQUE INDEX "email_changes_token_hash_key" ON "email_changes"("token_hash");
CREATE INDEX "email_changes_user_id_idx" ON "email_changes"("user_id");

ALTER TABLE "email_changes" ADD CONSTRAINT "email_changes_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

ALTER TABLE "games" ALTER COLUMN "created_by_id" DROP NOT NULL;
ALTER TABLE "games" DROP CONSTRAINT "games_created_by_id_fkey";
ALTER TABLE "games" ADD CONSTRAINT "games_created_by_id_fkey" FOREIGN KEY ("created_by_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;
