// The service wired together. lib/games owns the log and announces every change to a game
// (lib/games/announce); what must be written with it subscribes here: mail notices (lib/mail),
// result summaries and with them ratings (lib/history, lib/ratings), join limits (lib/ratings).
// Every entry point that changes games (route handlers, server actions, the worker, scripts, the
// test setup) takes those functions from this module, so the subscribers are always wired; an announcement with none wired is refused, never lost.
import { NOTHING, onAppend, onCreate, onJoin } from "@/lib/games/announce";
import { resultAfterAppend } from "@/lib/history/results";
import { sweepTimeouts } from "@/lib/games/timeouts";
import { sweepReturns } from "@/lib/absence/away";
import { decideDueTurn } from "@/lib/absence/sweep";
import { joinLimits } from "@/lib/ratings/limits";
import { startBotLoop, sweepBotTurns } from "@/lib/games/bots";
import { noticesAfterAppend, noticesAfterCreate, noticesInAppend } from "@/lib/mail/notices";
import * as mailWorker from "@/lib/mail/worker";

// Each with the writes it can fold into the append's own statement (see StatementPart): the
// result summary has none until the game ends, which always takes the transaction.
onAppend("mail notices", noticesAfterAppend, noticesInAppend);
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
export { awayStatus, comeBack, goAway } from "@/lib/absence/away";
export type { WorkerStats } from "@/lib/mail/worker";

/**
 * Absences that ran out (issue 22: folded into their clocks first, so no turn is judged on a
 * stale clock), then due move timeouts (an automatic vacation instead while days last).
 */
async function sweepClocks(now: Date): Promise<number> {
  return (await sweepReturns(now)) + (await sweepTimeouts(now, decideDueTurn));
}

/** The clocks, then the bots' turns (counted with the timeouts in the worker's stats). */
async function sweepGames(now: Date): Promise<number> {
  return (await sweepClocks(now)) + (await sweepBotTurns());
}

/** One pass of the worker process: due move timeouts and bot turns (lib/games), then due mail (lib/mail). */
export function runWorkerOnce(options: Omit<NonNullable<Parameters<typeof mailWorker.runWorkerOnce>[0]>, "sweep"> = {}) {
  return mailWorker.runWorkerOnce({ ...options, sweep: sweepGames });
}

/**
 * The worker process's loops until stopped: timeouts and mail, and the bots' turns on a poll of
 * their own (a bot moves within a second of its turn; the mail pass may sleep longer).
 */
export function startWorker(options: Omit<NonNullable<Parameters<typeof mailWorker.startWorker>[0]>, "sweep"> = {}) {
  const mail = mailWorker.startWorker({ ...options, sweep: sweepClocks });
  const bots = startBotLoop({ log: options.log });
  return {
    stop: async () => {
      await Promise.all([mail.stop(), bots.stop()]);
    },
  };
}
