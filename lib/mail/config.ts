// Timings of the notification system, from the environment so tests (and impatient demos) can
// shrink them. Read on every call: tests change process.env between cases.

/** A number of seconds ≥ 0 from the environment variable `name`, else `fallback` (lib/push reads its own with it). */
export function seconds(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === "") return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 0) throw new Error(`${name} must be a number of seconds ≥ 0, not "${raw}"`);
  return value;
}

export type MailConfig = ReturnType<typeof mailConfig>;

export function mailConfig() {
  return {
    /** A "your turn" mail waits this long, so a player at the table gets none. */
    turnDelaySeconds: seconds("TURN_MAIL_DELAY_SECONDS", 120),
    /** A reminder when a move has waited this long. */
    reminderAfterSeconds: seconds("REMINDER_AFTER_SECONDS", 24 * 3600),
    /** A warning this long before a move time limit runs out (at most half the limit). */
    deadlineWarningSeconds: seconds("DEADLINE_WARNING_SECONDS", 6 * 3600),
    /** First retry after this long, doubling up to `retryMaxSeconds`. */
    retryBaseSeconds: seconds("MAIL_RETRY_BASE_SECONDS", 30),
    /** Capped so a mail goes out within half an hour of the mail server coming back. */
    retryMaxSeconds: seconds("MAIL_RETRY_MAX_SECONDS", 30 * 60),
    /**
     * A mail keeps being retried this long after it was queued (an outage of a day loses
     * nothing), then it is marked failed for an operator to look at.
     */
    giveUpAfterSeconds: seconds("MAIL_GIVE_UP_SECONDS", 2 * 24 * 3600),
    /** Optional cap on attempts (tests); by default only `giveUpAfterSeconds` ends the retries. */
    maxAttempts: Math.max(1, Math.floor(seconds("MAIL_MAX_ATTEMPTS", Number.POSITIVE_INFINITY))),
    /** A claimed row another worker may take over when the claimer died while sending. */
    leaseSeconds: seconds("MAIL_LEASE_SECONDS", 300),
    /** How often an idle worker looks for due mail and expired time limits. */
    pollSeconds: seconds("MAIL_POLL_SECONDS", 2),
    batchSize: Math.max(1, Math.floor(seconds("MAIL_BATCH_SIZE", 10))),
    /** Outbox rows done with (sent, failed, stale, cancelled) are deleted this long after they were last due (docs/privacy.md). */
    keepSeconds: seconds("MAIL_KEEP_SECONDS", 30 * 24 * 3600),
  };
}

/** Public address of the app, for links in mails. */
export function appUrl(): string {
  return (process.env.AUTH_URL || `http://localhost:${process.env.PORT || 3000}`).replace(/\/+$/, "");
}
