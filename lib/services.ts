// The service wired together. lib/games owns the log and announces every change to a game
// (lib/games/announce); what must be written with it subscribes here: mail notices (lib/mail) and
// result summaries (lib/history). Every entry point that changes games (route handlers, server
// actions, the worker, scripts, the test setup) takes those functions from this module, so the
// subscribers are always wired; an announcement with none wired is refused, never lost.
import { onAppend, onCreate } from "@/lib/games/announce";
import { resultAfterAppend } from "@/lib/history/results";
import { noticesAfterAppend, noticesAfterCreate } from "@/lib/mail/notices";

onAppend("mail notices", noticesAfterAppend);
onAppend("result summary", resultAfterAppend);
onCreate("invitations", noticesAfterCreate);

export { cancelGame, createGame, joinGame } from "@/lib/games/lobby";
export { submitMove } from "@/lib/games/moves";
export { applyGameTimeout, sweepTimeouts } from "@/lib/games/timeouts";
export { runWorkerOnce, startWorker } from "@/lib/mail/worker";
