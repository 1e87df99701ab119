// Issue 22's numbers and table options in one place: vacation days, and what happens to a seat
// whose time ran out or whose player resigned. A "day" is the move-limit day
// (MOVE_LIMIT_DAY_SECONDS), so tests shorten both with one knob.
import { z } from "zod";
import { limitDaySeconds } from "@/lib/games/time-limits";

/** Vacation days at sign-up. */
export const VACATION_DAYS_AT_SIGN_UP = 3;
/** One more vacation day for every this many days since sign-up (or the last accrual). */
export const VACATION_ACCRUAL_EVERY_DAYS = 7;
/** The most vacation days a player can hold. */
export const VACATION_DAYS_MAX = 30;
/** An automatic vacation (time ran out while days are left) lasts this many days. */
export const AUTOMATIC_VACATION_DAYS = 1;

/** One vacation day in milliseconds (read on every call: tests change the day between cases). */
export function dayMs(): number {
  return limitDaySeconds() * 1000;
}

/** What becomes of a seat whose time ran out (with no vacation days left) or whose player resigned. */
export const ON_TIMEOUT = ["pass", "bot"] as const;
export type OnTimeout = (typeof ON_TIMEOUT)[number];

export const OnTimeoutSchema = z.enum(ON_TIMEOUT, { error: 'onTimeout must be "pass" or "bot"' });

/** A stored rule, read defensively: anything but "bot" is the default "pass". */
export function onTimeoutOf(stored: string | null | undefined): OnTimeout {
  return stored === "bot" ? "bot" : "pass";
}

/** Who plays a person's seat instead of them (game_seats.played_by); null: the person. */
export type PlayedBy = "bot" | "pass";
