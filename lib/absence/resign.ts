// Resigning a seat (issue 22): the seat goes on by the table's rule for good, "pass" (the worker
// times it out at each of its turns, so it passes every phase) or "bot" (the bot plays it), and
// the result ranks the player last (lib/history/results reads game_seats.resigned_at). Nothing is
// written to the log: the game's events and their replay stay exactly as they were.
//
// `resignSeat` runs inside the caller's transaction, so other changes can resign seats with
// their own writes (account deletion, issue 26: a deleted player's running seats go on "by the
// rule for a resigned seat").
import { prisma, type Prisma } from "@/lib/db/client";
import { loadState } from "@/lib/games/current";
import { notifyGameChanged } from "@/lib/games/live";
import { TX_OPTIONS } from "@/lib/games/tx";
import { DomainError } from "@/lib/errors";
import { dropSeatOrders } from "@/lib/orders/store";
import { onTimeoutOf, type PlayedBy } from "./rules";

export type ResignResult =
  /** The seat is resigned now. */
  | "resigned"
  /** It was resigned already: nothing changed. */
  | "already"
  /** The game is not running (not started, over or cancelled), or has no such person's seat. */
  | "not_running";

/**
 * Resigns `seat` of `gameId` in `tx`. Locks the game row first, so a resignation and the append
 * of a move or the worker's turn see each other whole; the live signal leaves on commit.
 */
export async function resignSeat(
  tx: Prisma.TransactionClient,
  { gameId, seat, now = new Date() }: { gameId: string; seat: number; now?: Date },
): Promise<ResignResult> {
  const [game] = await tx.$queryRaw<{ status: string; onTimeout: string; seq: number }[]>`
    SELECT status::text AS status, on_timeout AS "onTimeout", seq FROM games WHERE id = ${gameId} FOR UPDATE`;
  if (!game || game.status !== "active") return "not_running";
  const playedBy: PlayedBy = onTimeoutOf(game.onTimeout);
  const [held] = await tx.$queryRaw<{ id: string; resignedAt: Date | null }[]>`
    SELECT id, resigned_at AS "resignedAt" FROM game_seats
    WHERE game_id = ${gameId} AND seat = ${seat} AND bot_number IS NULL`;
  if (!held) return "not_running";
  if (held.resignedAt) return "already";
  // Issue 35: the round it happened in (a resignation in the first round leaves the game unrated).
  const round = (await loadState(gameId))?.state.round ?? null;
  await tx.$executeRaw`UPDATE game_seats SET resigned_at = ${now.toISOString()}::timestamp(3), played_by = ${playedBy}, resigned_round = ${round}::int WHERE id = ${held.id}`;
  // Issue 32: the seat goes on by the table's rule, so its standing orders end.
  await dropSeatOrders(tx, gameId, seat);
  // The tables open on this game redraw (same seq: the seat's line changes, not the log).
  await tx.$executeRaw`UPDATE games SET updated_at = ${now.toISOString()}::timestamp(3) WHERE id = ${gameId}`;
  await notifyGameChanged(tx, gameId, game.seq);
  return "resigned";
}

/**
 * POST /api/games/{id}/resign for `userId`: their seat at a running game, resigned in a
 * transaction of its own. 404 no game, 403 not a player, 409 not running or resigned already.
 */
export async function resignAs(gameId: string, userId: string, now = new Date()): Promise<{ seat: number; playedBy: PlayedBy }> {
  return prisma.$transaction(async (tx) => {
    const held = await tx.gameSeat.findFirst({
      where: { gameId, userId },
      select: { seat: true, game: { select: { status: true, onTimeout: true } } },
    });
    if (!held) {
      const game = await tx.game.findUnique({ where: { id: gameId }, select: { id: true } });
      if (!game) throw new DomainError("not_found", "noSuchGame");
      throw new DomainError("not_your_game", "notYourGame");
    }
    if (held.seat === null || held.game.status !== "active") throw new DomainError("not_running", "resignNotRunning");
    const result = await resignSeat(tx, { gameId, seat: held.seat, now });
    if (result === "already") throw new DomainError("resigned", "resignedAlready");
    if (result === "not_running") throw new DomainError("not_running", "resignNotRunning");
    return { seat: held.seat, playedBy: onTimeoutOf(held.game.onTimeout) };
  }, TX_OPTIONS);
}
