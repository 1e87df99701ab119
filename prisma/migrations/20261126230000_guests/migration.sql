-- Issue 38: a guest is a users row with `guest_until` set (docs/guests.md). Its e-mail column holds
-- an address under the reserved `.invalid` domain (never deliverable, RFC 6761), so every path that
-- reads users (Auth.js, seats, history, replay) works unchanged; the mail paths skip guests anyway.
-- `guest_until`: when the worker deletes the guest with its games unless it plays meanwhile (each
-- use moves it to 7 days on). `guest_token`: the SHA-256 of the guest's session token, so signing in
-- from the guest's browser finds it even after Auth.js has ended that session.
ALTER TABLE "users" ADD COLUMN "guest_until" TIMESTAMP(3);
ALTER TABLE "users" ADD COLUMN "guest_token" TEXT;
CREATE UNIQUE INDEX "users_guest_token_key" ON "users"("guest_token");
CREATE INDEX "users_guest_until_idx" ON "users"("guest_until");
