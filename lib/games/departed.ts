// A seat whose player has left Neva (issue 26: the account was deleted; game_seats.user_id went
// null) in a running game. Nobody will move for it again, so the game must not wait: whenever it
// is that seat's turn the worker times it out at once, through the same path as a move time
// limit running out (lib/games/timeouts: the seat declines its decision and passes for the rest
// of the action phase), so the others play on and the game ends by its rules.
import { prisma } from "@/lib/db/client";
import { applyGameTimeoutOf } from "./timeouts";

/** Running games waiting for a seat nobody holds: no player, no bot, no invitation. */
export async function dueDepartedTurns(limit = 50): Promise<{ id: string; seq: number; seat: number }[]> {
  return prisma.$queryRaw<{ id: string; seq: number; seat: number }[]>`
    SELECT g.id, g.seq, s.seat
    FROM games g JOIN game_seats s ON s.game_id = g.id AND s.seat = g.to_act_seat
    WHERE g.status = 'active' AND s.user_id IS NULL AND s.bot_number IS NULL
    ORDER BY g.last_move_at
    LIMIT ${limit}`;
}

/** Times out every departed seat the games wait for; returns how many timeouts this call appended. */
export async function sweepDepartedTurns(now = new Date()): Promise<number> {
  let applied = 0;
  for (const turn of await dueDepartedTurns()) {
    try {
      if ((await applyGameTimeoutOf(turn.id, turn.seq, turn.seat, now)) === "applied") applied++;
    } catch (error) {
      console.error(`[departed] pass of seat ${turn.seat} in game ${turn.id} failed: ${(error as Error).message}`);
    }
  }
  return applied;
}
