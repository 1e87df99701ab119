-- Notifications (issue 4): mail outbox, mail preferences, per-game move time limit.

-- CreateEnum
CREATE TYPE "MailStatus" AS ENUM ('pending', 'sending', 'sent', 'failed', 'cancelled');

-- CreateEnum
CREATE TYPE "TurnMail" AS ENUM ('every', 'digest', 'none');

-- AlterTable
ALTER TABLE "games" ADD COLUMN "move_time_limit_days" INTEGER;

-- CreateTable
CREATE TABLE "mail_outbox" (
    "id" TEXT NOT NULL,
    "dedupe_key" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "to_address" TEXT NOT NULL,
    "game_id" TEXT,
    "seat" INTEGER,
    "payload" JSONB NOT NULL,
    "status" "MailStatus" NOT NULL DEFAULT 'pending',
    "send_after" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "last_error" TEXT,
    "locked_until" TIMESTAMP(3),
    "subject" TEXT,
    "sent_at" TIMESTAMP(3),
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "mail_outbox_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "mail_preferences" (
    "email" TEXT NOT NULL,
    "turn_mail" "TurnMail" NOT NULL DEFAULT 'every',
    "digest_hour" INTEGER NOT NULL DEFAULT 18,
    "time_zone" TEXT NOT NULL DEFAULT 'UTC',
    "reminders" BOOLEAN NOT NULL DEFAULT true,
    "updated_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "mail_preferences_pkey" PRIMARY KEY ("email")
);

-- CreateIndex
CREATE UNIQUE INDEX "mail_outbox_dedupe_key_key" ON "mail_outbox"("dedupe_key");

-- CreateIndex
CREATE INDEX "mail_outbox_status_send_after_idx" ON "mail_outbox"("status", "send_after");

-- CreateIndex
CREATE INDEX "mail_outbox_game_id_status_idx" ON "mail_outbox"("game_id", "status");
