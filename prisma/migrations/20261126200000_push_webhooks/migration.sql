-- Issue 39 (an installable app, web push and webhooks): a player's push subscriptions (one per
-- device), which events they want pushed, their webhook, the outbox of push and webhook calls,
-- and which tables they have open in a visible tab (no push about those).
CREATE TABLE "push_subscriptions" (
    "id" TEXT NOT NULL,
    "user_id" TEXT NOT NULL,
    "endpoint" TEXT NOT NULL,
    "p256dh" TEXT NOT NULL,
    "auth" TEXT NOT NULL,
    "user_agent" TEXT,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "push_subscriptions_pkey" PRIMARY KEY ("id")
);
CREATE UNIQUE INDEX "push_subscriptions_endpoint_key" ON "push_subscriptions"("endpoint");
CREATE INDEX "push_subscriptions_user_id_idx" ON "push_subscriptions"("user_id");
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

CREATE TABLE "push_preferences" (
    "user_id" TEXT NOT NULL,
    "your_turn" BOOLEAN NOT NULL DEFAULT true,
    "nudge" BOOLEAN NOT NULL DEFAULT true,
    "talk" BOOLEAN NOT NULL DEFAULT true,
    "game_over" BOOLEAN NOT NULL DEFAULT true,
    "table_full" BOOLEAN NOT NULL DEFAULT true,
    "instead_of_mail" BOOLEAN NOT NULL DEFAULT false,
    CONSTRAINT "push_preferences_pkey" PRIMARY KEY ("user_id")
);
ALTER TABLE "push_preferences" ADD CONSTRAINT "push_preferences_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

CREATE TABLE "webhooks" (
    "user_id" TEXT NOT NULL,
    "url" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "secret" TEXT NOT NULL,
    "failures" INTEGER NOT NULL DEFAULT 0,
    "disabled_at" TIMESTAMP(3),
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "webhooks_pkey" PRIMARY KEY ("user_id")
);
ALTER TABLE "webhooks" ADD CONSTRAINT "webhooks_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

CREATE TABLE "push_outbox" (
    "id" TEXT NOT NULL,
    "dedupe_key" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "channel" TEXT NOT NULL,
    "user_id" TEXT NOT NULL,
    "subscription_id" TEXT,
    "game_id" TEXT,
    "seat" INTEGER,
    "payload" JSONB NOT NULL,
    "status" "MailStatus" NOT NULL DEFAULT 'pending',
    "send_after" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expires_at" TIMESTAMP(3) NOT NULL,
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "last_error" TEXT,
    "locked_until" TIMESTAMP(3),
    "sent_at" TIMESTAMP(3),
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "push_outbox_pkey" PRIMARY KEY ("id")
);
CREATE UNIQUE INDEX "push_outbox_dedupe_key_key" ON "push_outbox"("dedupe_key");
-- The worker's claim (due rows), and a move's cancelling of the turn pushes of its game.
CREATE INDEX "push_outbox_status_send_after_idx" ON "push_outbox"("status", "send_after");
CREATE INDEX "push_outbox_game_id_status_idx" ON "push_outbox"("game_id", "status");
ALTER TABLE "push_outbox" ADD CONSTRAINT "push_outbox_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "push_outbox" ADD CONSTRAINT "push_outbox_subscription_id_fkey" FOREIGN KEY ("subscription_id") REFERENCES "push_subscriptions"("id") ON DELETE CASCADE ON UPDATE CASCADE;

CREATE TABLE "table_presence" (
    "user_id" TEXT NOT NULL,
    "game_id" TEXT NOT NULL,
    "visible_until" TIMESTAMP(3) NOT NULL,
    CONSTRAINT "table_presence_pkey" PRIMARY KEY ("user_id", "game_id")
);
