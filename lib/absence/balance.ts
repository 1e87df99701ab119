// Vacation days (issue 22): 3 at sign-up, one more for every 7 days since, at most 30. The row
// holds the balance as of a moment (users.vacation_days as of vacation_accrued_at, or of the
// sign-up); the weeks since are added when it is read, and written back with every change, the
// part of a week not yet counted carried over. Pure: the caller reads and writes the row.
import { dayMs, VACATION_ACCRUAL_EVERY_DAYS, VACATION_DAYS_MAX } from "./rules";

export interface VacationAccount {
  createdAt: Date;
  vacationDays: number;
  vacationAccruedAt: Date | null;
}

/** The balance at `now`, and the moment it counts from (for writing it back). */
export function vacationBalance(account: VacationAccount, now: Date): { days: number; accruedAt: Date } {
  const since = account.vacationAccruedAt ?? account.createdAt;
  const period = VACATION_ACCRUAL_EVERY_DAYS * dayMs();
  // A zero-length day (MOVE_LIMIT_DAY_SECONDS=0, by hand) accrues nothing rather than without end.
  const periods = period > 0 ? Math.max(0, Math.floor((now.getTime() - since.getTime()) / period)) : 0;
  return { days: Math.min(VACATION_DAYS_MAX, account.vacationDays + periods), accruedAt: new Date(since.getTime() + periods * period) };
}

/** The row's new balance columns after `change` days (negative: spent) at `now`, at most the cap. */
export function balanceAfter(account: VacationAccount, now: Date, change: number): { vacationDays: number; vacationAccruedAt: Date } {
  const { days, accruedAt } = vacationBalance(account, now);
  return { vacationDays: Math.max(0, Math.min(VACATION_DAYS_MAX, days + change)), vacationAccruedAt: accruedAt };
}
