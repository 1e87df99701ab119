-- Issue 32 (standing orders): a seat's orders, played by the worker when the seat is to act.
-- Nothing here touches the log: a move an order made is an ordinary move event marked `byOrder`.
CREATE TABLE "seat_orders" (
    "seat_id" TEXT NOT NULL,
    "game_id" TEXT NOT NULL,
    "seat" INTEGER NOT NULL,
    "plan" JSONB NOT NULL,
    "set_round" INTEGER NOT NULL,
    "set_phase" TEXT NOT NULL,
    "tried_seq" INTEGER,
    "updated_at" TIMESTAMP(3) NOT NULL,
    CONSTRAINT "seat_orders_pkey" PRIMARY KEY ("seat_id")
);
-- The worker joins the running games to act to their seats' orders through this.
CREATE INDEX "seat_orders_game_id_idx" ON "seat_orders"("game_id");
ALTER TABLE "seat_orders" ADD CONSTRAINT "seat_orders_seat_id_fkey" FOREIGN KEY ("seat_id") REFERENCES "game_seats"("id") ON DELETE CASCADE ON UPDATE CASCADE;
