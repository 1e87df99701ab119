// Time away (issue 22): a player goes away for some of their vacation days, by hand (Settings,
// POST /api/me/away) or automatically when a move's time runs out while days are left. While
// away, their clocks at tables that allow vacation stand still (lib/games/clock reads the
// absence); when it ends ("I'm back", or run out and found by the worker) it is folded into
// those games' clocks and cleared, the bot gives back the seats it held for them, and one mail
// lists the games that waited. Every change locks the player's row, so two workers or two tabs
// change an absence once.
import { z } from "zod";
import { prisma, type Prisma } from "@/lib/db/client";
import { TX_OPTIONS } from "@/lib/games/tx";
import { DomainError } from "@/lib/errors";
import { queueBackMail, queueVacationMail } from "@/lib/mail/absence";
import { balanceAfter, vacationBalance, type VacationAccount } from "./balance";
import { AUTOMATIC_VACATION_DAYS, dayMs } from "./rules";

type Tx = Prisma.TransactionClient;

/** GET/POST/DELETE /api/me/away answer this shape. */
export interface AwayStatus {
  away: boolean;
  /** ISO time the absence ends, while away; null otherwise. */
  awayUntil: string | null;
  vacationDays: number;
}

interface AccountRow extends VacationAccount {
  id: string;
  awayFrom: Date | null;
  awayUntil: Date | null;
  awayDays: number;
}

async function lockAccount(tx: Tx, userId: string): Promise<AccountRow> {
  const [row] = await tx.$queryRaw<AccountRow[]>`
    SELECT id, created_at AS "createdAt", vacation_days AS "vacationDays", vacation_accrued_at AS "vacationAccruedAt",
      away_from AS "awayFrom", away_until AS "awayUntil", away_days AS "awayDays"
    FROM users WHERE id = ${userId} FOR UPDATE`;
  if (!row) throw new DomainError("unauthenticated", "noAccount");
  return row;
}

function statusOf(row: AccountRow, now: Date): AwayStatus {
  const away = row.awayUntil !== null && row.awayUntil.getTime() > now.getTime();
  return { away, awayUntil: away ? row.awayUntil!.toISOString() : null, vacationDays: vacationBalance(row, now).days };
}

export async function awayStatus(userId: string, now = new Date()): Promise<AwayStatus> {
  const row = await prisma.user.findUnique({
    where: { id: userId },
    select: { id: true, createdAt: true, vacationDays: true, vacationAccruedAt: true, awayFrom: true, awayUntil: true, awayDays: true },
  });
  if (!row) throw new DomainError("unauthenticated", "noAccount");
  return statusOf(row, now);
}

/**
 * Ends the absence of the locked `row` at `now` (or when it ran out, if earlier): each running
 * vacation table whose turn is the player's gets the time away of this turn added to its clock
 * (other tables' turns began after the player came back, or the clock ran for someone else),
 * whole days not used come back, and the columns are cleared. With `mail`, one mail lists the
 * games that waited. Returns the row as it is now.
 */
async function foldAbsence(tx: Tx, row: AccountRow, now: Date, options: { mail: boolean }): Promise<AccountRow> {
  if (row.awayFrom === null || row.awayUntil === null) return row;
  const end = row.awayUntil.getTime() < now.getTime() ? row.awayUntil : now;
  await tx.$executeRaw`
    UPDATE games g SET clock_paused_seconds = g.clock_paused_seconds
      + greatest(0, extract(epoch FROM ${end.toISOString()}::timestamp(3) - greatest(${row.awayFrom.toISOString()}::timestamp(3), g.last_move_at)))::float8
    FROM game_seats s
    WHERE s.game_id = g.id AND s.seat = g.to_act_seat AND s.user_id = ${row.id} AND g.status = 'active' AND g.vacation`;
  const unused = Math.max(0, Math.floor((row.awayUntil.getTime() - now.getTime()) / dayMs()));
  const balance = balanceAfter(row, now, unused);
  await tx.$executeRaw`
    UPDATE users SET away_from = NULL, away_until = NULL, away_days = 0,
      vacation_days = ${balance.vacationDays}, vacation_accrued_at = ${balance.vacationAccruedAt.toISOString()}::timestamp(3)
    WHERE id = ${row.id}`;
  if (options.mail) await queueBackMail(tx, { userId: row.id, awayFrom: row.awayFrom, now });
  return { ...row, ...balance, awayFrom: null, awayUntil: null, awayDays: 0 };
}

/** The bot stops playing the player's seats (never a resigned one's: that is for good). */
async function takeSeatsBack(tx: Tx, userId: string): Promise<number> {
  return tx.$executeRaw`UPDATE game_seats SET played_by = NULL WHERE user_id = ${userId} AND played_by = 'bot' AND resigned_at IS NULL`;
}

// ---- POST /api/me/away --------------------------------------------------------------------------

const AwayRequestSchema = z.strictObject({ days: z.unknown().optional(), until: z.unknown().optional() });

/** Days to spend and the end of the absence, or the 400 naming the field, in plain words. */
function askedFor(body: unknown, balance: number, now: Date): { days: number; until: Date } {
  const parsed = AwayRequestSchema.safeParse(body);
  if (!parsed.success) throw new DomainError("invalid_request", "daysOrUntil");
  const { days, until } = parsed.data;
  if ((days === undefined) === (until === undefined)) throw new DomainError("invalid_request", "daysOrUntil");
  if (days !== undefined) {
    if (typeof days !== "number" || !Number.isInteger(days) || days < 1) throw new DomainError("invalid_days", "daysNotWhole", {}, { field: "days" });
    if (days > balance) throw new DomainError("too_many_days", "daysOverBalance", { days, balance }, { field: "days" });
    return { days, until: new Date(now.getTime() + days * dayMs()) };
  }
  const at = typeof until === "string" && /^\d{4}-\d{2}-\d{2}([T ][\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/.test(until) ? new Date(until) : null;
  if (!at || Number.isNaN(at.getTime())) throw new DomainError("invalid_until", "untilNotDate", {}, { field: "until" });
  if (at.getTime() <= now.getTime()) throw new DomainError("until_past", "untilPast", {}, { field: "until" });
  const needed = Math.ceil((at.getTime() - now.getTime()) / dayMs());
  if (needed > balance) throw new DomainError("too_many_days", "untilOverBalance", { days: needed, balance }, { field: "until" });
  return { days: needed, until: at };
}

/**
 * Goes away from `now`. An absence under way is ended first (its unused days back), so the
 * request is checked against the whole balance; a refused request changes nothing (the
 * transaction rolls back).
 */
export async function goAway(userId: string, body: unknown, now = new Date()): Promise<AwayStatus> {
  return prisma.$transaction(async (tx) => {
    const row = await foldAbsence(tx, await lockAccount(tx, userId), now, { mail: false });
    const { days, until } = askedFor(body, vacationBalance(row, now).days, now);
    const balance = balanceAfter(row, now, -days);
    await tx.$executeRaw`
      UPDATE users SET away_from = ${now.toISOString()}::timestamp(3), away_until = ${until.toISOString()}::timestamp(3), away_days = ${days},
        vacation_days = ${balance.vacationDays}, vacation_accrued_at = ${balance.vacationAccruedAt.toISOString()}::timestamp(3)
      WHERE id = ${userId}`;
    return statusOf({ ...row, ...balance, awayFrom: now, awayUntil: until, awayDays: days }, now);
  }, TX_OPTIONS);
}

/** "I'm back" (DELETE /api/me/away): ends the absence now, and takes every seat back from the bot. */
export async function comeBack(userId: string, now = new Date()): Promise<AwayStatus> {
  return prisma.$transaction(async (tx) => {
    const row = await foldAbsence(tx, await lockAccount(tx, userId), now, { mail: true });
    await takeSeatsBack(tx, userId);
    return statusOf(row, now);
  }, TX_OPTIONS);
}

// ---- The worker ---------------------------------------------------------------------------------

/**
 * The player's time ran out at `gameId` (still at `seq`): they go away for a day instead, if they
 * have a day left. "started" when this call did it; "no_days" when the timeout rule applies;
 * "raced" when the game moved on or the player is away already (another worker was first).
 */
export async function startAutomaticVacation(turn: { id: string; seq: number; userId: string }, now: Date): Promise<"started" | "no_days" | "raced"> {
  return prisma.$transaction(async (tx) => {
    const locked = await lockAccount(tx, turn.userId);
    if (locked.awayUntil && locked.awayUntil.getTime() > now.getTime()) return "raced";
    const [game] = await tx.$queryRaw<{ seq: number }[]>`SELECT seq FROM games WHERE id = ${turn.id}`;
    if (!game || game.seq !== turn.seq) return "raced";
    // An absence that ran out and was not folded yet: its time counts first (no mail: away again).
    const row = await foldAbsence(tx, locked, now, { mail: false });
    const days = vacationBalance(row, now).days;
    if (days < AUTOMATIC_VACATION_DAYS) return "no_days";
    const until = new Date(now.getTime() + AUTOMATIC_VACATION_DAYS * dayMs());
    const balance = balanceAfter(row, now, -AUTOMATIC_VACATION_DAYS);
    await tx.$executeRaw`
      UPDATE users SET away_from = ${now.toISOString()}::timestamp(3), away_until = ${until.toISOString()}::timestamp(3),
        away_days = ${AUTOMATIC_VACATION_DAYS},
        vacation_days = ${balance.vacationDays}, vacation_accrued_at = ${balance.vacationAccruedAt.toISOString()}::timestamp(3)
      WHERE id = ${turn.userId}`;
    await queueVacationMail(tx, { userId: turn.userId, gameId: turn.id, awayFrom: now, awayUntil: until, daysLeft: balance.vacationDays });
    return "started";
  }, TX_OPTIONS);
}

/** Absences that ran out, folded into their players' clocks (one mail each); returns how many. */
export async function sweepReturns(now = new Date(), limit = 50): Promise<number> {
  const due = await prisma.$queryRaw<{ id: string }[]>`
    SELECT id FROM users WHERE away_until <= ${now.toISOString()}::timestamp(3) ORDER BY away_until LIMIT ${limit}`;
  let folded = 0;
  for (const { id } of due) {
    const done = await prisma.$transaction(async (tx) => {
      const row = await lockAccount(tx, id);
      // Another worker (or "I'm back") may have folded it meanwhile, or the player left again.
      if (!row.awayUntil || row.awayUntil.getTime() > now.getTime()) return false;
      await foldAbsence(tx, row, now, { mail: true });
      return true;
    }, TX_OPTIONS);
    if (done) folded++;
  }
  return folded;
}
