// The worker's jobs, run by one poll loop (scripts/worker.ts starts it through lib/services).
//
// A job is a sweep over rows that are due: mail in the outbox (claimed FOR UPDATE SKIP LOCKED,
// with a lease), move time limits run out and absences over (games.last_move_at, users.away_until),
// bot seats to act (games.to_act_seat), old outbox rows to prune. Each job says how long to wait
// after a run (`everyMs`); the loop starts every job that is due, never one that is still running,
// and sleeps until the next is due. Jobs run side by side, so a long mail pass never holds up a
// bot's move. One job's failure is logged and retried after a backoff (capped at a few seconds);
// it never stops the others. A database outage is logged once, whichever jobs hit it, and once
// more when the database answers again.
//
// Why not a Postgres job queue (pg-boss, graphile-worker)? Decided against, for these reasons:
// - Nothing here is a message to deliver once. Every job reads state the domain keeps anyway, in
//   the transaction that changes it: the outbox row is written with the move; a time limit is
//   the game's last move plus its limit; a bot's turn is the game's to_act_seat. A queue would
//   keep a second copy of that state (a job per timeout, cancelled and re-queued on every move),
//   and the two can disagree; a sweep reads the truth.
// - Many workers already share the work safely without a queue: mail claims use SKIP LOCKED with
//   a lease (a dead worker's row is taken over), a move lands once by the (game, seq) key, a
//   timeout once by the same key.
// - Neva must run behind PgBouncer in transaction mode. That takes away LISTEN/NOTIFY (graphile-
//   worker's millisecond start; without it it polls, as we do) and session advisory locks; such a
//   queue would need a direct connection besides the pool. A sweep is a plain statement.
// - A bot must move within about a second of its turn: a queue polls too (pg-boss's workers every
//   2 s by default), so bot turns would be a fast poll either way.
// - Each brings its own schema and migrations, run at start, beside ours (prisma/migrations and
//   tests/db/drift.test.ts), and its own retry and retention rules beside the outbox's.
// What would change the answer: work that is not a sweep over rows we keep, i.e. one-off tasks
// with payloads of their own and at-least-once delivery (e.g. a web push per event with
// per-message retries). Then graphile-worker (jobs added in SQL, in the same transaction) is the
// candidate, with its LISTEN connection going straight to PostgreSQL.

export interface Job {
  /** For the log. */
  name: string;
  /** The pause after a run before the next one. */
  everyMs: number;
  /** One sweep at `now`; may return a line for the log (what it did), nothing when idle. */
  run(now: Date): Promise<string | void>;
}

export interface JobRunner {
  /** Stops starting jobs, wakes the loop, and waits for the runs under way. */
  stop(): Promise<void>;
}

/** The longest backoff after failures (a job that runs less often waits its own `everyMs`). */
const MAX_BACKOFF_MS = 5_000;

interface JobState {
  job: Job;
  dueAt: number;
  running: Promise<void> | null;
  /** Failed runs in a row, and the last error's message (logged once per streak and message). */
  failures: number;
  lastError: string | null;
}

/**
 * Runs `jobs` until stopped: each at once, then `everyMs` after its last run ended. `isOutage`
 * tells a database that cannot be reached from any other error (lib/db/health).
 */
export function startJobs(
  jobs: readonly Job[],
  options: { log?: (line: string) => void; isOutage?: (error: unknown) => boolean } = {},
): JobRunner {
  const log = options.log ?? (() => {});
  const isOutage = options.isOutage ?? (() => false);
  const states: JobState[] = jobs.map((job) => ({ job, dueAt: 0, running: null, failures: 0, lastError: null }));
  let outageSince: number | null = null;
  let stopping = false;
  let wake: (() => void) | null = null;
  let woken = false;

  const rouse = () => {
    woken = true;
    wake?.();
  };

  function succeeded(state: JobState): void {
    if (outageSince !== null) {
      log(`database reachable again after ${Math.round((Date.now() - outageSince) / 1000)} s`);
      outageSince = null;
    }
    if (state.failures > 0 && state.lastError !== null) log(`${state.job.name}: working again after ${state.failures} failed runs`);
    state.failures = 0;
    state.lastError = null;
  }

  function failed(state: JobState, error: unknown): void {
    state.failures++;
    const message = error instanceof Error ? error.message : String(error);
    if (isOutage(error)) {
      if (outageSince === null) {
        outageSince = Date.now();
        log(`database unavailable (${state.job.name}: ${message}); retrying`);
      }
      return;
    }
    if (message !== state.lastError) log(`${state.job.name} failed: ${message}`);
    state.lastError = message;
  }

  async function runOnce(state: JobState): Promise<void> {
    try {
      const line = await state.job.run(new Date());
      succeeded(state);
      if (line) log(`${state.job.name}: ${line}`);
    } catch (error) {
      failed(state, error);
    }
    const { everyMs } = state.job;
    const pause = state.failures === 0 ? everyMs : Math.min(everyMs * 2 ** (state.failures - 1), Math.max(everyMs, MAX_BACKOFF_MS));
    state.dueAt = Date.now() + pause;
  }

  function start(state: JobState): void {
    // Cleared (and the loop woken) in a callback of its own, always after this assignment.
    state.running = runOnce(state).finally(() => {
      state.running = null;
      rouse();
    });
  }

  const loop = (async () => {
    while (!stopping) {
      woken = false;
      const now = Date.now();
      for (const state of states) {
        if (!state.running && state.dueAt <= now) start(state);
      }
      const idle = states.filter((s) => !s.running);
      const nextDue = idle.length > 0 ? Math.min(...idle.map((s) => s.dueAt)) : null;
      if (woken || stopping) continue;
      await new Promise<void>((resolve) => {
        // Until the next job is due, or a run ends (its job's next time is then known), or stop().
        const timer = nextDue === null ? null : setTimeout(done, Math.max(0, nextDue - Date.now()));
        function done() {
          if (timer) clearTimeout(timer);
          wake = null;
          resolve();
        }
        wake = done;
      });
    }
    await Promise.all(states.map((s) => s.running));
  })();

  return {
    stop: async () => {
      stopping = true;
      rouse();
      await loop;
    },
  };
}
