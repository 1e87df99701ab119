// Appending one event to a game's log: the event row at the next sequence number, the game row,
// and everything that must happen with it or not at all (mail notices, the result summary of a
// finished game), in one transaction. Moves and timeouts both come through here.
import { prisma, type Prisma } from "@/lib/db/client";
import type { GameState } from "@/lib/engine";
import { recordResult } from "@/lib/history/results";
import { noticesAfterEvent } from "@/lib/mail/notices";
import { notifyGameChanged } from "./live";
import { cacheState } from "./log";
import { TX_OPTIONS } from "./tx";

export interface NewEvent {
  gameId: string;
  seq: number;
  type: "move" | "timeout";
  seat: number;
  /** Who made the move (or whose time ran out), when known. */
  userId: string | null;
  payload: Prisma.InputJsonValue;
  clientMoveId?: string;
  /** The state after the event, already judged by the engine. */
  after: GameState;
  now: Date;
}

/**
 * Throws Prisma's unique violation (P2002) when another event already took `seq`: the caller
 * decides whether that is a stale move (409) or a race it lost quietly.
 */
export async function appendEvent(event: NewEvent): Promise<void> {
  const { gameId, seq, after, now } = event;
  const finished = after.status === "finished";
  await prisma.$transaction(async (tx) => {
    await tx.gameEvent.create({
      data: {
        gameId,
        seq,
        type: event.type,
        seat: event.seat,
        userId: event.userId,
        payload: event.payload,
        clientMoveId: event.clientMoveId,
      },
      select: { id: true },
    });
    // The update hands back the move time limit, so the notices need not read the game row again.
    const game = await tx.game.update({
      where: { id: gameId },
      data: { seq, lastMoveAt: now, ...(finished ? { status: "finished", finishedAt: now } : {}) },
      select: { moveTimeLimitDays: true },
    });
    // "Your turn", reminders, game over: queued with the event, or not at all.
    await noticesAfterEvent(tx, {
      gameId,
      seq,
      after,
      actorSeat: event.seat,
      cause: event.type,
      now,
      moveTimeLimitDays: game.moveTimeLimitDays,
    });
    // The result summary for player pages (lib/history), written with the last event.
    if (finished) await recordResult(tx, gameId, after, now, seq);
    // Open pages of this game, in any process, hear of it on commit (never for a rollback).
    await notifyGameChanged(tx, gameId, seq);
  }, TX_OPTIONS);
  cacheState(gameId, seq, after);
}
