// Appending one event to a game's log: the event row at the next sequence number, the game row,
// and everything that must happen with it or not at all (what the subscribers of ./announce
// write: mail notices, the result summary of a finished game), in one transaction. Moves and
// timeouts both come through here.
import { prisma, type Prisma } from "@/lib/db/client";
import type { GameState, Move } from "@/lib/engine";
import { announceAppend } from "./announce";
import { gameChangedSignal } from "./live";
import { cacheState } from "./log";
import { TX_OPTIONS } from "./tx";

/** A move, or the timeout of `seat`; stored with the payloads lib/games/log reads back. */
export type NewEvent = (
  | { type: "move"; move: Move; clientMoveId?: string }
  | { type: "timeout" }
) & {
  gameId: string;
  seq: number;
  seat: number;
  /** Who made the move (or whose time ran out), when known. */
  userId: string | null;
  /** The state after the event, already judged by the engine. */
  after: GameState;
  now: Date;
};

/**
 * Throws the unique violation (see uniqueViolation in ./tx) when another event already took `seq`:
 * the caller decides whether that is a stale move (409) or a race it lost quietly.
 */
export async function appendEvent(event: NewEvent): Promise<void> {
  const { gameId, seq, after, now } = event;
  const finished = after.status === "finished";
  const payload: Prisma.InputJsonValue = event.type === "move" ? { move: event.move } : { seat: event.seat };
  const clientMoveId = event.type === "move" ? (event.clientMoveId ?? null) : null;
  await prisma.$transaction(async (tx) => {
    // One statement, one round trip: the event row, the game row (which hands back the move time
    // limit, so the notices need not read it again) and the live signal for open pages (sent on
    // commit). A taken seq fails here with the unique violation (SQLSTATE 23505).
    const at = now.toISOString();
    const [game] = await tx.$queryRaw<{ moveTimeLimitDays: number | null }[]>`
      WITH event AS (
        INSERT INTO game_events (game_id, seq, type, seat, user_id, payload, client_move_id)
        VALUES (${gameId}, ${seq}, ${event.type}, ${event.seat}, ${event.userId}, ${JSON.stringify(payload)}::jsonb, ${clientMoveId})
        RETURNING game_id
      )
      UPDATE games g SET seq = ${seq}, last_move_at = ${at}::timestamp(3), updated_at = ${at}::timestamp(3),
        status = CASE WHEN ${finished} THEN 'finished'::"GameStatus" ELSE g.status END,
        finished_at = CASE WHEN ${finished} THEN ${at}::timestamp(3) ELSE g.finished_at END
      FROM event WHERE g.id = event.game_id
      RETURNING g.move_time_limit_days AS "moveTimeLimitDays", ${gameChangedSignal(gameId, seq)}::text AS signalled`;
    if (!game) throw new Error(`game ${gameId} vanished while appending event ${seq}`);
    // "Your turn", reminders, game over, the result summary: written with the event, or not at all.
    await announceAppend({
      tx,
      gameId,
      seq,
      after,
      actorSeat: event.seat,
      cause: event.type,
      now,
      moveTimeLimitDays: game.moveTimeLimitDays,
    });
  }, TX_OPTIONS);
  cacheState(gameId, seq, after);
}
