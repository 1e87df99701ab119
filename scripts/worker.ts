// `npm run worker`: runs the worker's jobs (lib/services: queued mail, move time limits and time
// away, bot turns, old outbox rows) until stopped (Ctrl-C or SIGTERM). Needs DATABASE_URL and
// SMTP_URL; `npm run dev` and `npm start` run one with theirs.
import { startWorker } from "../lib/services";
import { mailConfig } from "../lib/mail/config";

function log(line: string) {
  console.log(`[worker] ${line}`);
}

if (!process.env.DATABASE_URL) {
  console.error("[worker] DATABASE_URL is not set");
  process.exit(1);
}
if (!process.env.SMTP_URL) {
  console.error("[worker] SMTP_URL is not set");
  process.exit(1);
}

const config = mailConfig();
log(`started (pid ${process.pid}): polling every ${config.pollSeconds}s, your-turn mails after ${config.turnDelaySeconds}s`);
const worker = startWorker({ log });

let stopping = false;
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    void worker.stop().then(() => {
      log("stopped");
      process.exit(0);
    });
  });
}
