// What to mail when something happens in a game. Every function takes the caller's transaction
// client, so the notices are written (or not) together with the move, join or creation itself.
import type { Prisma } from "@/lib/db/client";
import { newGame, toAct, type GameState } from "@/lib/engine";
import type { SetupPayload } from "@/lib/games/log";
import { mailConfig } from "./config";
import { cancelTurnMails, enqueueDigestEntry, enqueueMail, TURN_KINDS } from "./outbox";
import { getPrefsMany, localDate, nextDigestTime, type MailPrefs } from "./prefs";

type Tx = Prisma.TransactionClient;

export interface GameEventNotice {
  gameId: string;
  /** Sequence number of the event just appended. */
  seq: number;
  /** The state after the event. */
  after: GameState;
  /** The seat that moved (or timed out); null for the start of the game. */
  actorSeat: number | null;
  cause: "start" | "move" | "timeout";
  now?: Date;
  /** The game's move time limit when the caller has just read it; read from the game row when undefined. */
  moveTimeLimitDays?: number | null;
}

async function seatEmails(tx: Tx, gameId: string): Promise<Map<number, string>> {
  // One statement (seats joined to their users), not a query per relation.
  const seats = await tx.$queryRaw<{ seat: number; email: string }[]>`
    SELECT s.seat, u.email FROM game_seats s JOIN users u ON u.id = s.user_id
    WHERE s.game_id = ${gameId} AND s.seat IS NOT NULL`;
  return new Map(seats.map((s) => [s.seat, s.email] as const));
}

/**
 * After a move, a timeout or the start: cancels the turn mails of the player who acted, queues
 * "your turn" (or a digest entry), reminders and deadline warnings for whoever must act now,
 * and "game over" or "timed out" mails for everyone.
 */
export async function noticesAfterEvent(tx: Tx, event: GameEventNotice): Promise<void> {
  const { gameId, seq, after, actorSeat, cause } = event;
  const now = event.now ?? new Date();
  const config = mailConfig();
  const waiting = toAct(after);
  const everyone = after.players.map((p) => p.seat);
  // The player who acted has answered their mails; seats that no longer act too.
  await cancelTurnMails(
    tx,
    gameId,
    everyone.filter((s) => s === actorSeat || !waiting.includes(s)),
    cause === "timeout" ? "the move time limit ran out" : "the player moved before the mail went out",
  );
  const emails = await seatEmails(tx, gameId);

  if (after.status === "finished") {
    await tx.mailOutbox.updateMany({
      where: { gameId, status: "pending", kind: { in: TURN_KINDS } },
      data: { status: "cancelled", lastError: "the game is over" },
    });
    for (const [seat, to] of emails) {
      await enqueueMail(tx, { kind: "game_over", to, dedupeKey: `over:${gameId}:${seat}`, gameId, seat, payload: { seq } });
    }
    if (cause !== "timeout") return;
  }
  if (cause === "timeout" && actorSeat !== null) {
    for (const [seat, to] of emails) {
      await enqueueMail(tx, {
        kind: "timeout",
        to,
        dedupeKey: `timeout:${gameId}:${seq}:${seat}`,
        gameId,
        seat,
        payload: { seq, timedOut: actorSeat },
      });
    }
  }
  if (after.status === "finished") return;

  const limitDays =
    event.moveTimeLimitDays !== undefined
      ? event.moveTimeLimitDays
      : (await tx.game.findUnique({ where: { id: gameId }, select: { moveTimeLimitDays: true } }))?.moveTimeLimitDays;
  const limitMs = limitDays ? limitDays * config.limitDaySeconds * 1000 : null;
  const waitingEmails = waiting.flatMap((seat) => emails.get(seat) ?? []);
  const prefsOf = waitingEmails.length > 0 ? await getPrefsMany(waitingEmails, tx) : new Map<string, MailPrefs>();
  for (const seat of waiting) {
    const to = emails.get(seat);
    if (!to) continue;
    const prefs = prefsOf.get(to)!;
    if (seat !== actorSeat) {
      if (prefs.turnMail === "every") {
        await enqueueMail(tx, {
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
    if (!prefs.reminders) continue;
    const deadline = limitMs === null ? null : now.getTime() + limitMs;
    const warnAt = deadline === null ? null : deadline - Math.min(config.deadlineWarningSeconds * 1000, limitMs! / 2);
    const remindAt = now.getTime() + config.reminderAfterSeconds * 1000;
    if (warnAt === null || remindAt < warnAt) {
      await enqueueMail(tx, {
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
      await enqueueMail(tx, {
        kind: "deadline",
        to,
        dedupeKey: `deadline:${gameId}:${seq}:${seat}`,
        gameId,
        seat,
        payload: { seq, deadline: new Date(deadline).toISOString() },
        sendAfter: new Date(warnAt),
      });
    }
  }
}

/** The game has just started (setup written as event 0 in this transaction). */
export async function noticesAfterStart(tx: Tx, gameId: string, now = new Date()): Promise<void> {
  const setup = await tx.gameEvent.findUniqueOrThrow({ where: { gameId_seq: { gameId, seq: 0 } }, select: { payload: true } });
  const payload = setup.payload as unknown as SetupPayload;
  const state = newGame(payload.options, payload.setup);
  await noticesAfterEvent(tx, { gameId, seq: 0, after: state, actorSeat: null, cause: "start", now });
}

/** Invitations for the reserved seats of a game just created in this transaction. */
export async function noticesAfterCreate(tx: Tx, gameId: string): Promise<void> {
  const seats = await tx.gameSeat.findMany({
    where: { gameId, joinedAt: null, OR: [{ userId: { not: null } }, { invitedEmail: { not: null } }] },
    select: { id: true, invitedEmail: true, user: { select: { email: true } } },
  });
  for (const seat of seats) {
    const to = seat.user?.email ?? seat.invitedEmail;
    if (!to) continue;
    await enqueueMail(tx, { kind: "invitation", to, dedupeKey: `invite:${gameId}:${to.toLowerCase()}`, gameId, payload: {} });
  }
}
