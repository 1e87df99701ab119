// Mail preferences by address: every turn (default), a daily digest at an hour of their time
// zone, or none; reminders on or off.
import { z } from "zod";
import { prisma, type Prisma } from "@/lib/db/client";
import { normaliseEmail } from "./tokens";

export type TurnMailMode = "every" | "digest" | "none";
export interface MailPrefs {
  turnMail: TurnMailMode;
  digestHour: number;
  timeZone: string;
  reminders: boolean;
}

export const DEFAULT_PREFS: MailPrefs = { turnMail: "every", digestHour: 18, timeZone: "UTC", reminders: true };

export function isTimeZone(tz: string): boolean {
  try {
    new Intl.DateTimeFormat("en", { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}

export const PrefsSchema = z.object({
  turnMail: z.enum(["every", "digest", "none"], { error: "turnMailChoice" }),
  digestHour: z.coerce.number({ error: "hourOfDay" }).int("hourOfDay").min(0, "hourOfDay").max(23, "hourOfDay"),
  timeZone: z.string({ error: "timeZoneUnknown" }).refine(isTimeZone, "timeZoneUnknown"),
  reminders: z.boolean(),
});

type Db = Prisma.TransactionClient;

export async function getPrefs(email: string, db: Db = prisma): Promise<MailPrefs> {
  const row = await db.mailPreference.findUnique({ where: { email: normaliseEmail(email) } });
  return row ? { turnMail: row.turnMail, digestHour: row.digestHour, timeZone: row.timeZone, reminders: row.reminders } : { ...DEFAULT_PREFS };
}

/** The zone a player's preferences store, or null when they have none yet. */
export async function storedTimeZone(email: string, db: Db = prisma): Promise<string | null> {
  const row = await db.mailPreference.findUnique({ where: { email: normaliseEmail(email) }, select: { timeZone: true } });
  return row?.timeZone ?? null;
}

/**
 * The first sign-in (issue 33): the browser's zone (the edge checks it) becomes the player's,
 * unless they already have preferences; like the language (lib/players/locale.ts storeFirstLocale).
 */
export async function storeFirstTimeZone(email: string, timeZone: string, db: Db = prisma): Promise<boolean> {
  const { count } = await db.mailPreference.createMany({ data: [{ email: normaliseEmail(email), ...DEFAULT_PREFS, timeZone }], skipDuplicates: true });
  return count > 0;
}

export async function savePrefs(email: string, input: MailPrefs, db: Db = prisma): Promise<MailPrefs> {
  const prefs = PrefsSchema.parse(input);
  const key = normaliseEmail(email);
  await db.mailPreference.upsert({ where: { email: key }, create: { email: key, ...prefs }, update: prefs });
  // A player who stops turn mails or reminders gets none of those already queued either.
  const stop: string[] = [];
  if (prefs.turnMail !== "every") stop.push("your_turn");
  if (prefs.turnMail !== "digest") stop.push("digest");
  if (!prefs.reminders) stop.push("reminder", "deadline", "nudge");
  if (stop.length > 0) {
    await db.mailOutbox.updateMany({
      where: { toAddress: key, status: "pending", kind: { in: stop } },
      data: { status: "cancelled", lastError: "cancelled by the player's mail preferences" },
    });
  }
  return prefs;
}

/**
 * The preferences of the account that signs in with `email`, or null when no account does (any
 * more): a signed unsubscribe link outlives a deleted account (issue 35), and must then neither
 * show nor write anything, so a later account on that address starts with the defaults. Stored
 * addresses are normalised (Auth.js, lib/account/email-change.ts), so the unique index finds it.
 */
export async function accountPrefs(email: string): Promise<MailPrefs | null> {
  const key = normaliseEmail(email);
  const [row] = await prisma.$queryRaw<{ id: string }[]>`SELECT id FROM users WHERE email = ${key}`;
  return row ? getPrefs(key) : null;
}

/**
 * savePrefs for the address of an account, through a signed link: null, and nothing written, when
 * no account signs in with `email`. The account's row is locked while the preferences are written,
 * so a deletion running at the same time either sees them (and deletes them) or is seen here.
 */
export async function saveAccountPrefs(email: string, change: (current: MailPrefs) => MailPrefs): Promise<MailPrefs | null> {
  const key = normaliseEmail(email);
  return prisma.$transaction(async (tx) => {
    const [row] = await tx.$queryRaw<{ id: string }[]>`SELECT id FROM users WHERE email = ${key} FOR SHARE`;
    if (!row) return null;
    return savePrefs(key, change(await getPrefs(key, tx)), tx);
  });
}

/** Offset of `tz` from UTC at `at`, in ms (wall clock minus UTC). */
function offsetMs(tz: string, at: number): number {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-US", {
      timeZone: tz,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    })
      .formatToParts(new Date(at))
      .map((p) => [p.type, p.value]),
  );
  const wall = Date.UTC(+parts.year, +parts.month - 1, +parts.day, +parts.hour, +parts.minute, +parts.second);
  return wall - Math.floor(at / 1000) * 1000;
}

/** The calendar date (YYYY-MM-DD) of `at` in `tz`. */
export function localDate(at: Date, tz: string): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: tz, year: "numeric", month: "2-digit", day: "2-digit" }).format(at);
}

/** The first moment after `now` when the wall clock in `tz` shows `hour`:00. */
export function nextDigestTime(now: Date, hour: number, tz: string): Date {
  const [y, m, d] = localDate(now, tz).split("-").map(Number);
  for (let add = 0; add < 3; add++) {
    const wall = Date.UTC(y, m - 1, d + add, hour);
    let guess = wall - offsetMs(tz, wall);
    guess = wall - offsetMs(tz, guess);
    if (guess > now.getTime()) return new Date(guess);
  }
  throw new Error("no digest time found");
}

/** Time zones for the preferences form (the stored one first if the runtime does not know it). */
export function timeZones(current: string): string[] {
  const all = Intl.supportedValuesOf("timeZone");
  return all.includes(current) ? all : [current, ...all];
}
