// What to mail when something happens in a game. lib/games announces appends and new tables
// (lib/games/announce); these subscribers (wired in lib/services) write the notices in the same
// transaction, or in the same statement as a move's event, so they are written (or not) together
// with the move, join or creation itself.
import { Prisma } from "@/lib/db/client";
import { toAct } from "@/lib/engine";
import type { Appended, AppendedInStatement, Created, StatementPart } from "@/lib/games/announce";
import { limitDaySeconds } from "@/lib/games/time-limits";
import { mailConfig } from "./config";
import { enqueueDigestEntry, enqueueMails, newMailId, TURN_KINDS, type NewMail } from "./outbox";
import { DEFAULT_PREFS, localDate, nextDigestTime, type MailPrefs } from "./prefs";

interface SeatRow {
  seat: number;
  email: string;
  turnMail: MailPrefs["turnMail"] | null;
  digestHour: number | null;
  timeZone: string | null;
  reminders: boolean | null;
}

/** A notice for a seat, queued only if the seat's preferences want it (`needs`). */
type SeatNotice = Omit<NewMail, "to"> & { seat: number; needs: "always" | "turn mail" | "reminders" };

/** What an append asks of the mail: whose turn mails to cancel, and the notices it may queue. */
interface NoticePlan {
  gameId: string;
  /** Seats whose pending turn mails are cancelled (every seat's when the game is over). */
  cancel: number[];
  over: boolean;
  reason: string;
  notices: SeatNotice[];
  /** Seats that now wait for a player other than the one who acted: their digest, if they take one. */
  digestSeats: number[];
}

function planNotices(event: AppendedInStatement): NoticePlan {
  const { gameId, seq, after, actorSeat, cause, now } = event;
  const config = mailConfig();
  const waiting = toAct(after);
  const over = after.status === "finished";
  const everyone = after.players.map((p) => p.seat);
  const notices: SeatNotice[] = [];
  if (over) {
    for (const seat of everyone) {
      notices.push({ kind: "game_over", dedupeKey: `over:${gameId}:${seat}`, gameId, seat, payload: { seq }, needs: "always" });
    }
  }
  if (cause === "timeout" && actorSeat !== null) {
    for (const seat of everyone) {
      notices.push({ kind: "timeout", dedupeKey: `timeout:${gameId}:${seq}:${seat}`, gameId, seat, payload: { seq, timedOut: actorSeat }, needs: "always" });
    }
  }
  if (!over) {
    const limitMs = event.moveTimeLimitDays ? event.moveTimeLimitDays * limitDaySeconds() * 1000 : null;
    for (const seat of waiting) {
      if (seat !== actorSeat) {
        const sendAfter = new Date(now.getTime() + config.turnDelaySeconds * 1000);
        notices.push({ kind: "your_turn", dedupeKey: `turn:${gameId}:${seq}:${seat}`, gameId, seat, payload: { seq }, sendAfter, needs: "turn mail" });
      }
      notices.push(...reminders(gameId, seq, seat, now, limitMs));
    }
  }
  return {
    gameId,
    // The player who acted has answered their mails; seats that no longer act too.
    cancel: everyone.filter((s) => s === actorSeat || !waiting.includes(s)),
    over,
    reason: cause === "timeout" ? "the move time limit ran out" : "the player moved before the mail went out",
    notices,
    digestSeats: over ? [] : waiting.filter((seat) => seat !== actorSeat),
  };
}

/**
 * The plan as SQL: `<prefix>seats` (every seated player's address and preferences, the defaults
 * where none are stored), `<prefix>cancelled` and `<prefix>queued` (each notice its seat's
 * preferences want, to the seat's address). `written` is the condition of every write.
 */
function planSql(plan: NoticePlan, written: Prisma.Sql): { seats: Prisma.Sql; writes: Prisma.Sql[] } {
  const { gameId } = plan;
  const ofSeats = plan.cancel.length > 0 ? Prisma.sql`seat IN (${Prisma.join(plan.cancel)})` : Prisma.sql`FALSE`;
  const queued = JSON.stringify(
    plan.notices.map((n) => ({
      id: newMailId(),
      dedupe_key: n.dedupeKey,
      kind: n.kind,
      seat: n.seat,
      payload: n.payload ?? {},
      send_after: (n.sendAfter ?? new Date()).toISOString(),
      needs: n.needs,
    })),
  );
  const seats = Prisma.sql`notice_seats AS (
      SELECT s.seat, u.email, p.turn_mail::text AS "turnMail", p.digest_hour AS "digestHour", p.time_zone AS "timeZone", p.reminders,
        -- Issue 39: "push instead of mail", while the player has a device to push to.
        EXISTS (SELECT 1 FROM push_preferences pp JOIN push_subscriptions ps ON ps.user_id = pp.user_id
                WHERE pp.user_id = s.user_id AND pp.instead_of_mail) AS "pushInstead"
      FROM game_seats s JOIN users u ON u.id = s.user_id
      LEFT JOIN mail_preferences p ON p.email = lower(btrim(u.email))
      -- Issue 38: a guest (users.guest_until set) has no address to write to and costs no mail.
      WHERE s.game_id = ${gameId} AND s.seat IS NOT NULL AND u.guest_until IS NULL
    )`;
  const cancelled = Prisma.sql`notice_cancelled AS (
      UPDATE mail_outbox
      SET status = 'cancelled', last_error = CASE WHEN ${ofSeats} THEN ${plan.reason} ELSE 'the game is over' END
      WHERE game_id = ${gameId} AND status = 'pending' AND kind IN (${Prisma.join(TURN_KINDS)}) AND (${plan.over} OR ${ofSeats})
        AND ${written}
      RETURNING id
    )`;
  const inserted = Prisma.sql`notice_queued AS (
      INSERT INTO mail_outbox (id, dedupe_key, kind, to_address, game_id, seat, payload, send_after)
      SELECT n.id, n.dedupe_key, n.kind, lower(btrim(s.email)), ${gameId}, n.seat, n.payload, n.send_after
      FROM jsonb_to_recordset(${queued}::jsonb) AS n(id text, dedupe_key text, kind text, seat int, payload jsonb, send_after timestamp(3), needs text)
      JOIN notice_seats s ON s.seat = n.seat
      WHERE ${written} AND (n.needs = 'always'
        OR (n.needs = 'turn mail' AND coalesce(s."turnMail", ${DEFAULT_PREFS.turnMail}) = 'every' AND NOT s."pushInstead")
        OR (n.needs = 'reminders' AND coalesce(s.reminders, ${DEFAULT_PREFS.reminders})))
      ON CONFLICT (dedupe_key) DO NOTHING
      RETURNING id
    )`;
  return { seats, writes: [cancelled, inserted] };
}

/**
 * The notices of a move folded into the append's own statement (see StatementPart): they fit
 * unless a player who now waits takes a daily digest, whose entry is computed from their hour and
 * time zone in JS, in the transaction (noticesAfterAppend).
 */
export function noticesInAppend(event: AppendedInStatement): StatementPart {
  const plan = planNotices(event);
  const { seats, writes } = planSql(plan, Prisma.sql`EXISTS (SELECT 1 FROM event)`);
  const digest = plan.digestSeats.length > 0 ? Prisma.sql`seat IN (${Prisma.join(plan.digestSeats)})` : Prisma.sql`FALSE`;
  return {
    reads: [seats],
    fits: Prisma.sql`NOT EXISTS (SELECT 1 FROM notice_seats WHERE "turnMail" = 'digest' AND ${digest})`,
    writes,
  };
}

/**
 * After a move, a timeout or the start, in the append's transaction: cancels the turn mails of
 * the player who acted, queues "your turn" (or a digest entry), reminders and deadline warnings
 * for whoever must act now, and "game over" or "timed out" mails for everyone. One statement
 * (more only for players who take a digest, whose entry needs their hour and time zone).
 */
export async function noticesAfterAppend(event: Appended): Promise<void> {
  const { tx, gameId, seq, now } = event;
  const plan = planNotices(event);
  const { seats, writes } = planSql(plan, Prisma.sql`TRUE`);
  const rows = await tx.$queryRaw<SeatRow[]>`WITH ${Prisma.join([seats, ...writes], ", ")} SELECT * FROM notice_seats`;
  for (const row of rows) {
    if (row.turnMail !== "digest" || !plan.digestSeats.includes(row.seat)) continue;
    const prefs: MailPrefs = { turnMail: row.turnMail, digestHour: row.digestHour!, timeZone: row.timeZone!, reminders: row.reminders! };
    const at = nextDigestTime(now, prefs.digestHour, prefs.timeZone);
    await enqueueDigestEntry(tx, {
      to: row.email,
      dedupeKey: `digest:${row.email}:${localDate(at, prefs.timeZone)}`,
      sendAfter: at,
      entry: { gameId, seq, seat: row.seat, at: now.toISOString() },
    });
  }
}

/** A reminder after a while, and a warning before the move time limit runs out (if any). */
function reminders(gameId: string, seq: number, seat: number, now: Date, limitMs: number | null): SeatNotice[] {
  const config = mailConfig();
  const deadline = limitMs === null ? null : now.getTime() + limitMs;
  const warnAt = deadline === null ? null : deadline - Math.min(config.deadlineWarningSeconds * 1000, limitMs! / 2);
  const remindAt = now.getTime() + config.reminderAfterSeconds * 1000;
  const mails: SeatNotice[] = [];
  if (warnAt === null || remindAt < warnAt) {
    mails.push({
      kind: "reminder",
      needs: "reminders",
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
      needs: "reminders",
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
