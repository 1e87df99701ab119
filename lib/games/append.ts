// Appending one event to a game's log: the event row at the next sequence number, the game row,
// the live signal, and everything that must happen with it or not at all (what the subscribers
// of ./announce write: mail notices, the result summary of a finished game). Moves and timeouts
// both come through here. A move whose game goes on is usually one statement (atomic by itself,
// no BEGIN or COMMIT); otherwise the subscribers write in a transaction around the event.
import { Prisma, prisma } from "@/lib/db/client";
import { prepared } from "@/lib/db/prepared";
import { announceAppend, statementParts, type AppendedInStatement, type StatementPart } from "./announce";
import { cacheAppended } from "./current";
import { gameChangedSignal } from "./live";
import type { LogStep } from "./log";
import { TX_OPTIONS } from "./tx";
import { toAct } from "@/lib/engine";

export interface NewEvent {
  gameId: string;
  /** The move or timeout at its sequence number, already judged by the engine: its state before and after. */
  step: LogStep;
  /** Who made the move (or whose time ran out), when known. */
  userId: string | null;
  /** Lets a retried move find the event it made. */
  clientMoveId?: string;
  now: Date;
  /**
   * The game's move time limit in days (null: none), when the caller read it already (the move
   * path does, with the seat check): the notices need it before the statement that writes them.
   */
  moveTimeLimitDays?: number | null;
  /** A bot made the move (issue 21): its payload says so, for the log, replay and export. */
  bot?: boolean;
  /** Issue 22: the bot made it for a person's seat (their time ran out, or they resigned). */
  standIn?: boolean;
  /** Issue 32: the seat's standing orders made it (lib/orders): its payload says so. */
  byOrder?: boolean;
  /** Issue 35: the bot stood in for this person, whose time ran out: counted against them as a timeout. */
  standInFor?: string | null;
}

/**
 * Throws the unique violation (see uniqueViolation in ./tx) when another event already took `seq`:
 * the caller decides whether that is a stale move (409) or a race it lost quietly.
 */
export async function appendEvent(event: NewEvent): Promise<void> {
  if (!(await appendInOneStatement(event))) await appendInTransaction(event);
  cacheAppended(event.gameId, event.step);
}

/** The event row and the game row in one statement, and the live signal sent on commit. */
function eventAndGame({ gameId, step, now, userId, clientMoveId, bot, standIn, byOrder, standInFor }: NewEvent, guard: Prisma.Sql): Prisma.Sql {
  const { seq, type, seat } = step.event;
  const finished = step.after.status === "finished";
  // The payloads lib/games/log reads back.
  const payload: Prisma.InputJsonValue = step.event.type === "move" ? { move: step.event.move, ...(bot ? { bot: true } : {}), ...(bot && standIn ? { standIn: true } : {}), ...(byOrder ? { byOrder: true } : {}) } : { seat };
  // Who acts next, kept on the game row so the worker finds bot turns without a replay.
  const toActSeat = finished ? null : (toAct(step.after)[0] ?? null);
  const at = now.toISOString();
  return Prisma.sql`event AS (
      INSERT INTO game_events (game_id, seq, type, seat, user_id, payload, client_move_id, stand_in_for)
      SELECT ${gameId}, ${seq}, ${type}, ${seat}, ${userId}, ${JSON.stringify(payload)}::jsonb, ${clientMoveId ?? null}, ${standInFor ?? null}
      WHERE ${guard}
      RETURNING game_id
    ), game AS (
      UPDATE games g SET seq = ${seq}, last_move_at = ${at}::timestamp(3), updated_at = ${at}::timestamp(3), to_act_seat = ${toActSeat}::int,
        clock_paused_seconds = 0,
        status = CASE WHEN ${finished} THEN 'finished'::"GameStatus" ELSE g.status END,
        finished_at = CASE WHEN ${finished} THEN ${at}::timestamp(3) ELSE g.finished_at END
      FROM event WHERE g.id = event.game_id
      RETURNING g.move_time_limit_days AS "moveTimeLimitDays", ${gameChangedSignal(gameId, seq)}::text AS signalled
    )`;
}

/**
 * The whole append as one statement, when every subscriber can write in it (see StatementPart).
 * False when it wrote nothing because one of them cannot (then the transaction follows).
 */
async function appendInOneStatement(event: NewEvent): Promise<boolean> {
  const { gameId, step, now } = event;
  if (event.moveTimeLimitDays === undefined || step.after.status === "finished") return false;
  const seen: AppendedInStatement = {
    gameId,
    seq: step.event.seq,
    after: step.after,
    actorSeat: step.event.seat,
    cause: step.event.type,
    now,
    moveTimeLimitDays: event.moveTimeLimitDays,
  };
  const parts = statementParts(seen);
  if (!parts) return false;
  const all = (pick: (part: StatementPart) => Prisma.Sql[]) => parts.flatMap(pick);
  const fits = parts.flatMap((part) => (part.fits ? [part.fits] : []));
  const guard = fits.length > 0 ? Prisma.join(fits, " AND ") : Prisma.sql`TRUE`;
  const ctes = [...all((part) => part.reads), eventAndGame(event, guard), ...all((part) => part.writes)];
  const [row] = await prisma.$queryRaw<{ appended: number }[]>(
    prepared(Prisma.sql`
    WITH ${Prisma.join(ctes, ", ")}
    SELECT (SELECT count(*) FROM game)::int AS appended`),
  );
  return row.appended === 1;
}

/** The event, then every subscriber's handler, in one transaction. */
async function appendInTransaction(event: NewEvent): Promise<void> {
  const { gameId, step, now } = event;
  const { seq, type, seat } = step.event;
  await prisma.$transaction(async (tx) => {
    // One statement, one round trip: the event row, the game row (which hands back the move time
    // limit, so the notices need not read it again) and the live signal for open pages (sent on
    // commit). A taken seq fails here with the unique violation (SQLSTATE 23505).
    const [game] = await tx.$queryRaw<{ moveTimeLimitDays: number | null }[]>`
      WITH ${eventAndGame(event, Prisma.sql`TRUE`)}
      SELECT "moveTimeLimitDays" FROM game`;
    if (!game) throw new Error(`game ${gameId} vanished while appending event ${seq}`);
    // "Your turn", reminders, game over, the result summary: written with the event, or not at all.
    await announceAppend({ tx, gameId, seq, after: step.after, actorSeat: seat, cause: type, now, moveTimeLimitDays: game.moveTimeLimitDays });
  }, TX_OPTIONS);
}
