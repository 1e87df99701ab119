// The worker's decision for a turn whose time ran out (issue 22), handed to lib/games' timeout
// sweep by lib/services: a player with vacation days left at a table that allows vacation goes
// away for a day instead; only with no days left does the table's rule apply: the timeout (a
// pass for the phase), and at a "bot" table the bot then plays the seat until the player is back.
import { prisma } from "@/lib/db/client";
import { applyGameTimeout, type DueTurn, type TimeoutResult } from "@/lib/games/timeouts";
import { dropSeatOrders } from "@/lib/orders/store";
import { onTimeoutOf } from "./rules";
import { startAutomaticVacation } from "./away";

export async function decideDueTurn(turn: DueTurn, now: Date): Promise<TimeoutResult> {
  // A resigned seat ("pass") or a seat without a player: the timeout, as always.
  const person = turn.playedBy === null && turn.userId !== null && turn.seat !== null;
  if (person && turn.vacation) {
    const vacation = await startAutomaticVacation({ id: turn.id, seq: turn.seq, userId: turn.userId! }, now);
    if (vacation === "started") return "applied";
    if (vacation === "raced") return "raced";
  }
  const result = await applyGameTimeout(turn.id, turn.seq, now);
  if (result === "applied" && person && onTimeoutOf(turn.onTimeout) === "bot") {
    // After the timeout's own append: if this worker stops in between, the seat's next timeout
    // hands it over instead. Never a resigned seat (its rule is fixed) nor one taken back since.
    // Issue 32: the seat is taken over, so its standing orders end with it.
    await prisma.$transaction(async (tx) => {
      const taken = await tx.$executeRaw`UPDATE game_seats SET played_by = 'bot'
        WHERE game_id = ${turn.id} AND seat = ${turn.seat} AND user_id = ${turn.userId} AND played_by IS NULL AND resigned_at IS NULL`;
      if (taken > 0) await dropSeatOrders(tx, turn.id, turn.seat!);
    });
  }
  return result;
}
