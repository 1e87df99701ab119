-- Issue 36 (a review of your game): after a finished game with a person at the table the worker
-- lets the strong bot judge each of that person's decisions and keeps the costliest moments, one
-- row per person's seat. A game is claimed once (several workers: the claim's primary key decides
-- who reviews it; a claim left unfinished for long is taken again). A player shows their review to
-- the other players of the game only if they choose to (off by default).
ALTER TABLE "users" ADD COLUMN "share_review" BOOLEAN NOT NULL DEFAULT false;

CREATE TABLE "game_review_claims" (
    "game_id" TEXT NOT NULL,
    "claimed_at" TIMESTAMP(3) NOT NULL,
    "reviewed_at" TIMESTAMP(3),
    CONSTRAINT "game_review_claims_pkey" PRIMARY KEY ("game_id")
);
ALTER TABLE "game_review_claims" ADD CONSTRAINT "game_review_claims_game_id_fkey" FOREIGN KEY ("game_id") REFERENCES "games"("id") ON DELETE CASCADE ON UPDATE CASCADE;

CREATE TABLE "game_reviews" (
    "game_id" TEXT NOT NULL,
    "seat" INTEGER NOT NULL,
    "moments" JSONB NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "game_reviews_pkey" PRIMARY KEY ("game_id","seat")
);
ALTER TABLE "game_reviews" ADD CONSTRAINT "game_reviews_game_id_fkey" FOREIGN KEY ("game_id") REFERENCES "games"("id") ON DELETE CASCADE ON UPDATE CASCADE;
