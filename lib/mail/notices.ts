// What to mail when something happens in a game. lib/games announces appends and new tables
// (lib/games/announce) inside their transaction; these subscribers (wired in lib/services) write
// the notices in it, so they are written (or not) together with the move, join or creation itself.
import { Prisma } from "@/lib/db/client";
import { toAct } from "@/lib/engine";
import type { Appended, Created } from "@/lib/games/announce";
import { limitDaySeconds } from "@/lib/games/time-limits";
import { mailConfig } from "./config";
import { enqueueDigestEntry, enqueueMails, TURN_KINDS, type NewMail } from "./outbox";
import { DEFAULT_PREFS, localDate, nextDigestTime, type MailPrefs } from "./prefs";

type Tx = Prisma.TransactionClient;

interface SeatRow {
  seat: number;
  email: string;
  turnMail: MailPrefs["turnMail"] | null;
  digestHour: number | null;
  timeZone: string | null;
  reminders: boolean | null;
}

/**
 * One statement: cancels the pending turn mails of `seats` (with `reason`; when the game is over,
 * every turn mail of the game, the rest because it is over), and reads each seated player's
 * address and mail preferences (the defaults where none are stored).
 */
async function cancelAndReadSeats(tx: Tx, gameId: string, seats: number[], over: boolean, reason: string) {
  const ofSeats = seats.length > 0 ? Prisma.sql`seat IN (${Prisma.join(seats)})` : Prisma.sql`FALSE`;
  const rows = await tx.$queryRaw<SeatRow[]>`
    WITH cancelled AS (
      UPDATE mail_outbox
      SET status = 'cancelled', last_error = CASE WHEN ${ofSeats} THEN ${reason} ELSE 'the game is over' END
      WHERE game_id = ${gameId} AND status = 'pending' AND kind IN (${Prisma.join(TURN_KINDS)}) AND (${over} OR ${ofSeats})
      RETURNING id
    )
    SELECT s.seat, u.email, p.turn_mail::text AS "turnMail", p.digest_hour AS "digestHour", p.time_zone AS "timeZone", p.reminders
    FROM game_seats s JOIN users u ON u.id = s.user_id
    LEFT JOIN mail_preferences p ON p.email = lower(btrim(u.email))
    WHERE s.game_id = ${gameId} AND s.seat IS NOT NULL`;
  return new Map(
    rows.map((row) => {
      const prefs: MailPrefs =
        row.turnMail === null
          ? { ...DEFAULT_PREFS }
          : { turnMail: row.turnMail, digestHour: row.digestHour!, timeZone: row.timeZone!, reminders: row.reminders! };
      return [row.seat, { email: row.email, prefs }] as const;
    }),
  );
}

/**
 * After a move, a timeout or the start: cancels the turn mails of the player who acted, queues
 * "your turn" (or a digest entry), reminders and deadline warnings for whoever must act now,
 * and "game over" or "timed out" mails for everyone. Two statements (three or more only for
 * players who take a digest): the cancel with the read, then every new mail at once.
 */
export async function noticesAfterAppend(event: Appended): Promise<void> {
  const { tx, gameId, seq, after, actorSeat, cause, now } = event;
  const config = mailConfig();
  const waiting = toAct(after);
  const over = after.status === "finished";
  // The player who acted has answered their mails; seats that no longer act too.
  const seats = await cancelAndReadSeats(
    tx,
    gameId,
    after.players.map((p) => p.seat).filter((s) => s === actorSeat || !waiting.includes(s)),
    over,
    cause === "timeout" ? "the move time limit ran out" : "the player moved before the mail went out",
  );
  const mails: NewMail[] = [];

  if (over) {
    for (const [seat, { email: to }] of seats) {
      mails.push({ kind: "game_over", to, dedupeKey: `over:${gameId}:${seat}`, gameId, seat, payload: { seq } });
    }
  }
  if (cause === "timeout" && actorSeat !== null) {
    for (const [seat, { email: to }] of seats) {
      mails.push({ kind: "timeout", to, dedupeKey: `timeout:${gameId}:${seq}:${seat}`, gameId, seat, payload: { seq, timedOut: actorSeat } });
    }
  }
  if (!over) {
    const limitMs = event.moveTimeLimitDays ? event.moveTimeLimitDays * limitDaySeconds() * 1000 : null;
    for (const seat of waiting) {
      const found = seats.get(seat);
      if (!found) continue;
      const { email: to, prefs } = found;
      if (seat !== actorSeat) {
        if (prefs.turnMail === "every") {
          mails.push({
            kind: "your_turn",
            to,
            dedupeKey: `turn:${gameId}:${seq}:${seat}`,
            gameId,
            seat,
            payload: { seq },
            sendAfter: new Date(now.getTime() + config.turnDelaySeconds * 1000),
          });
        } else if (prefs.turnMail === "digest") {
          const at = nextDigestTime(now, prefs.digestHour, prefs.timeZone);
          await enqueueDigestEntry(tx, {
            to,
            dedupeKey: `digest:${to}:${localDate(at, prefs.timeZone)}`,
            sendAfter: at,
            entry: { gameId, seq, seat, at: now.toISOString() },
          });
        }
      }
      if (prefs.reminders) mails.push(...reminders(gameId, seq, seat, to, now, limitMs));
    }
  }
  await enqueueMails(tx, mails);
}

/** A reminder after a while, and a warning before the move time limit runs out (if any). */
function reminders(gameId: string, seq: number, seat: number, to: string, now: Date, limitMs: number | null): NewMail[] {
  const config = mailConfig();
  const deadline = limitMs === null ? null : now.getTime() + limitMs;
  const warnAt = deadline === null ? null : deadline - Math.min(config.deadlineWarningSeconds * 1000, limitMs! / 2);
  const remindAt = now.getTime() + config.reminderAfterSeconds * 1000;
  const mails: NewMail[] = [];
  if (warnAt === null || remindAt < warnAt) {
    mails.push({
      kind: "reminder",
      to,
      dedupeKey: `remind:${gameId}:${seq}:${seat}`,
      gameId,
      seat,
      payload: { seq, since: now.toISOString() },
      sendAfter: new Date(remindAt),
    });
  }
  if (warnAt !== null && deadline !== null) {
    mails.push({
      kind: "deadline",
      to,
      dedupeKey: `deadline:${gameId}:${seq}:${seat}`,
      gameId,
      seat,
      payload: { seq, deadline: new Date(deadline).toISOString() },
      sendAfter: new Date(warnAt),
    });
  }
  return mails;
}

/** Invitations for the reserved seats of a game just created in this transaction. */
export async function noticesAfterCreate({ tx, gameId }: Created): Promise<void> {
  const seats = await tx.gameSeat.findMany({
    where: { gameId, joinedAt: null, OR: [{ userId: { not: null } }, { invitedEmail: { not: null } }] },
    select: { id: true, invitedEmail: true, user: { select: { email: true } } },
  });
  const mails = seats.flatMap((seat): NewMail[] => {
    const to = seat.user?.email ?? seat.invitedEmail;
    return to ? [{ kind: "invitation", to, dedupeKey: `invite:${gameId}:${to.toLowerCase()}`, gameId, payload: {} }] : [];
  });
  await enqueueMails(tx, mails);
}
