// Appending one event to a game's log: the event row at the next sequence number, the game row,
// and everything that must happen with it or not at all (what the subscribers of ./announce
// write: mail notices, the result summary of a finished game), in one transaction. Moves and
// timeouts both come through here.
import { prisma, type Prisma } from "@/lib/db/client";
import { announceAppend } from "./announce";
import { cacheAppended } from "./current";
import { gameChangedSignal } from "./live";
import type { LogStep } from "./log";
import { TX_OPTIONS } from "./tx";

export interface NewEvent {
  gameId: string;
  /** The move or timeout at its sequence number, already judged by the engine: its state before and after. */
  step: LogStep;
  /** Who made the move (or whose time ran out), when known. */
  userId: string | null;
  /** Lets a retried move find the event it made. */
  clientMoveId?: string;
  now: Date;
}

/**
 * Throws the unique violation (see uniqueViolation in ./tx) when another event already took `seq`:
 * the caller decides whether that is a stale move (409) or a race it lost quietly.
 */
export async function appendEvent(event: NewEvent): Promise<void> {
  const { gameId, step, now } = event;
  const { seq, type, seat } = step.event;
  const { after } = step;
  const finished = after.status === "finished";
  // The payloads lib/games/log reads back.
  const payload: Prisma.InputJsonValue = step.event.type === "move" ? { move: step.event.move } : { seat };
  await prisma.$transaction(async (tx) => {
    // One statement, one round trip: the event row, the game row (which hands back the move time
    // limit, so the notices need not read it again) and the live signal for open pages (sent on
    // commit). A taken seq fails here with the unique violation (SQLSTATE 23505).
    const at = now.toISOString();
    const [game] = await tx.$queryRaw<{ moveTimeLimitDays: number | null }[]>`
      WITH event AS (
        INSERT INTO game_events (game_id, seq, type, seat, user_id, payload, client_move_id)
        VALUES (${gameId}, ${seq}, ${type}, ${seat}, ${event.userId}, ${JSON.stringify(payload)}::jsonb, ${event.clientMoveId ?? null})
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
      actorSeat: seat,
      cause: type,
      now,
      moveTimeLimitDays: game.moveTimeLimitDays,
    });
  }, TX_OPTIONS);
  cacheAppended(gameId, step);
}
