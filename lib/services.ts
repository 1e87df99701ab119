// The service wired together. lib/games owns the log and announces every change to a game
// (lib/games/announce); what must be written with it subscribes here: mail notices (lib/mail),
// result summaries and with them ratings (lib/history, lib/ratings), join limits (lib/ratings).
// Every entry point that changes games (route handlers, server actions, the worker, scripts, the
// test setup) takes those functions from this module, so the subscribers are always wired; an announcement with none wired is refused, never lost.
// The worker's jobs are wired here too (lib/worker runs them): the clocks and the bots of lib/games
// and lib/absence, and the mail of lib/mailer, the one edge module this wiring takes in.
import { NOTHING, onAppend, onCreate, onJoin } from "@/lib/games/announce";
import { resultAfterAppend } from "@/lib/history/results";
import { sweepTimeouts } from "@/lib/games/timeouts";
import { sweepReturns } from "@/lib/absence/away";
import { decideDueTurn } from "@/lib/absence/sweep";
import { joinLimits } from "@/lib/ratings/limits";
import { sweepBotTurns } from "@/lib/games/bots";
import { dropEndedOrders, sweepOrderTurns } from "@/lib/orders/play";
import { isDatabaseUnavailable } from "@/lib/db/health";
import { noticesAfterAppend, noticesAfterCreate, noticesInAppend } from "@/lib/mail/notices";
import { mailConfig } from "@/lib/mail/config";
import { pruneOutbox } from "@/lib/mail/outbox";
import { mailJob, runMailOnce, type MailStats } from "@/lib/mailer/worker";
import { startJobs, type Job, type JobRunner } from "@/lib/worker/runner";
import { pushesAfterAppend, pushesInAppend } from "@/lib/push/notices";
import { prunePush, pushJob } from "@/lib/pusher/worker";
import { reviewNextGame } from "@/lib/history/reviews";
import { deleteIdleGuests } from "@/lib/guests/sweep";

// Each with the writes it can fold into the append's own statement (see StatementPart): the
// result summary has none until the game ends, which always takes the transaction.
onAppend("mail notices", noticesAfterAppend, noticesInAppend);
// Issue 39: pushes and webhook calls, beside the mails and in the same statement.
onAppend("push notices", pushesAfterAppend, pushesInAppend);
onAppend("result summary", resultAfterAppend, (event) => (event.after.status === "finished" ? null : NOTHING));
onCreate("invitations", noticesAfterCreate);
// Ratings (lib/ratings) are written by the result summary's statement (lib/history/results), in
// the same transaction; the table's join limits are checked here.
onJoin("join limits", joinLimits);

export { cancelGame, createGame, joinGame } from "@/lib/games/lobby";
export { submitMove } from "@/lib/games/moves";
export { applyGameTimeout, sweepTimeouts } from "@/lib/games/timeouts";
export { playBotTurn, sweepBotTurns } from "@/lib/games/bots";
export { resignAs, resignSeat } from "@/lib/absence/resign";
export { clearOrders, ordersAndNext, readOrders, setOrders } from "@/lib/orders/store";
export { sweepOrderTurns } from "@/lib/orders/play";
export { awayStatus, comeBack, goAway } from "@/lib/absence/away";
export { runPushOnce } from "@/lib/pusher/worker";

/** What one pass of the worker did: the mail it sent, and the timeouts and bot moves it applied. */
export type WorkerStats = MailStats & { timeouts: number };

/**
 * Absences that ran out (issue 22: folded into their clocks first, so no turn is judged on a
 * stale clock), then due move timeouts (an automatic vacation instead while days last).
 */
async function sweepClocks(now: Date): Promise<number> {
  const applied = (await sweepReturns(now)) + (await sweepTimeouts(now, decideDueTurn));
  // Issue 32: orders of finished games go on the clocks' slow poll, not the 200 ms seat loop.
  await dropEndedOrders();
  return applied;
}

/**
 * One pass of the worker, all at once (tests, scripts): the clocks, then the bots' turns (counted
 * with the timeouts), then due mail (which sends what they queued). `timeouts: false` skips the
 * first two.
 */
export async function runWorkerOnce(options: NonNullable<Parameters<typeof runMailOnce>[0]> & { timeouts?: boolean } = {}): Promise<WorkerStats> {
  const now = options.now ?? new Date();
  const timeouts = options.timeouts === false ? 0 : (await sweepClocks(now)) + (await sweepSeats());
  return { ...(await runMailOnce({ ...options, now })), timeouts };
}

/**
 * Every seat the worker plays now: bots' turns and standing orders (issue 32), again while one
 * follows the other (a bot's move may bring a seat with orders to act, and the other way round).
 */
export async function sweepSeats(maxPasses = 20): Promise<number> {
  let applied = 0;
  for (let pass = 0; pass < maxPasses; pass++) {
    const now = (await sweepBotTurns()) + (await sweepOrderTurns());
    applied += now;
    if (now === 0) break;
  }
  return applied;
}

/** How often the worker looks for seats it plays: cheap index ranges, so a move lands well within a second of its turn. */
const SEATS_POLL_MS = 200;

/**
 * How often the worker reviews a finished game (issue 36): one game per pass, a few seconds of
 * one core at most, so a backlog drains steadily without crowding the seats' fast poll.
 */
const REVIEW_POLL_MS = 5_000;

/** Old outbox rows go at most this often per worker process (docs/privacy.md). */
const PRUNE_EVERY_MS = 10 * 60 * 1000;

/**
 * The worker process's jobs (lib/worker/runner.ts): the clocks and the mail every `pollSeconds`,
 * the bots' turns on a fast poll of their own (a bot moves within a second of its turn), the
 * outbox's old rows now and then.
 */
function workerJobs(): Job[] {
  const everyMs = mailConfig().pollSeconds * 1000;
  return [
    {
      name: "clocks",
      everyMs,
      async run(now) {
        const applied = await sweepClocks(now);
        if (applied > 0) return `${applied} timeouts and returns applied`;
      },
    },
    {
      name: "bots and orders",
      everyMs: SEATS_POLL_MS,
      async run() {
        await sweepSeats();
      },
    },
    mailJob(),
    // Issue 39: pushes go out within a second of the move (PUSH_POLL_SECONDS).
    pushJob(),
    // Issue 36: game reviews, only here (runWorkerOnce leaves them out: tests finish many games).
    {
      name: "game reviews",
      everyMs: REVIEW_POLL_MS,
      async run(now) {
        const reviewed = await reviewNextGame({ now });
        if (reviewed) return `reviewed game ${reviewed}`;
      },
    },
    {
      name: "outbox pruning",
      everyMs: PRUNE_EVERY_MS,
      async run(now) {
        const pruned = (await pruneOutbox(now)) + (await prunePush(now));
        if (pruned > 0) return `pruned ${pruned} old outbox rows`;
      },
    },
    // Issue 38: guests unused for 7 days go with their games (docs/guests.md, docs/privacy.md).
    {
      name: "idle guests",
      everyMs: PRUNE_EVERY_MS,
      async run(now) {
        const deleted = await deleteIdleGuests(now);
        if (deleted > 0) return `deleted ${deleted} idle guests with their games`;
      },
    },
  ];
}

/** The worker process's jobs until stopped; a database outage is logged once and retried. */
export function startWorker(options: { log?: (line: string) => void } = {}): JobRunner {
  return startJobs(workerJobs(), { log: options.log, isOutage: isDatabaseUnavailable });
}
