// Issue 22's numbers and table options in one place: vacation days, and what happens to a seat
// whose time ran out or whose player resigned. A "day" is the move-limit day
// (MOVE_LIMIT_DAY_SECONDS), so tests shorten both with one knob.
import { limitDaySeconds } from "@/lib/games/time-limits";

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

// The table's rule for a seat whose time ran out lives with the move time limits.
export { ON_TIMEOUT, onTimeoutOf, OnTimeoutSchema, type OnTimeout } from "@/lib/games/time-limits";

/** Who plays a person's seat instead of them (game_seats.played_by); null: the person. */
export type PlayedBy = "bot" | "pass";
