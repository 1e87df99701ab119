// The mail worker: claims due outbox rows, renders and sends them, and marks each sent, retried
// (with backoff, for up to two days), failed (the receiving server refused the address, or it
// never came back) or stale (no longer worth sending). Several may run at once. Before each pass
// it runs the `sweep` it is given: the worker process (lib/services) hands it the move time
// limits of lib/games, whose timeouts queue the mails this worker then sends.
import { getTransport, mailFrom } from "./transport";
import { mailConfig, type MailConfig } from "./config";
import { composeMail, StaleMail } from "./content";
import { claimDue, CREDENTIAL_KINDS, markFailed, markSent, markStale, pruneOutbox, type ClaimedMail } from "./outbox";
import { oneClickUrl, preferencesUrl } from "./tokens";

export interface WorkerStats {
  sent: number;
  retried: number;
  failed: number;
  stale: number;
  timeouts: number;
}

function emptyStats(): WorkerStats {
  return { sent: 0, retried: 0, failed: 0, stale: 0, timeouts: 0 };
}

/** An SMTP 5xx reply (e.g. 550 no such mailbox): trying again cannot help. */
function isPermanent(error: unknown): boolean {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === "number" && code >= 500 && code < 600;
}

async function deliver(row: ClaimedMail, now: Date, config: MailConfig, stats: WorkerStats): Promise<void> {
  let mail;
  try {
    mail = await composeMail(row, now);
  } catch (error) {
    if (error instanceof StaleMail) {
      await markStale(row, `not sent: ${error.message}`);
      stats.stale++;
      return;
    }
    (await markFailed(row, error, now, config)) === "failed" ? stats.failed++ : stats.retried++;
    return;
  }
  try {
    const info = await getTransport().sendMail({
      from: mailFrom(),
      to: row.toAddress,
      subject: mail.subject,
      html: mail.html,
      text: mail.text,
      // Stable across retries, so a receiving server can drop a copy it already has.
      messageId: `<${row.id}@neva.mail>`,
      headers: { "X-Neva-Mail": row.kind },
      ...(CREDENTIAL_KINDS.includes(row.kind)
        ? {}
        : {
            list: { unsubscribe: { url: oneClickUrl(row.toAddress), comment: "Unsubscribe" }, help: preferencesUrl(row.toAddress) },
            headers: { "X-Neva-Mail": row.kind, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
          }),
    });
    const rejected = [...(info.rejected ?? [])];
    if (rejected.length > 0) throw Object.assign(new Error(`The mail server refused ${rejected.join(", ")}`), { responseCode: 550 });
  } catch (error) {
    (await markFailed(row, error, now, config, isPermanent(error))) === "failed" ? stats.failed++ : stats.retried++;
    return;
  }
  // The sign-in link is a credential: keep no copy once it has gone out.
  await markSent(row, mail.subject, new Date(), CREDENTIAL_KINDS.includes(row.kind));
  stats.sent++;
}

/** Work to do before each pass (due move timeouts); returns how many it did. */
export type Sweep = (now: Date) => Promise<number>;

/**
 * One pass: `sweep`, then batches of due mail until none is left (or `maxBatches`).
 * `now` decides what is due (tests move it forward instead of waiting).
 */
export async function runWorkerOnce(
  options: {
    now?: Date;
    config?: MailConfig;
    maxBatches?: number;
    sweep?: Sweep;
    /** Tests: apply no timeouts (skip `sweep`) / send only mail to addresses ending so (their own players). */
    timeouts?: boolean;
    toSuffix?: string;
  } = {},
): Promise<WorkerStats> {
  const config = options.config ?? mailConfig();
  const now = options.now ?? new Date();
  const stats = emptyStats();
  if (options.sweep && options.timeouts !== false) stats.timeouts = await options.sweep(now);
  for (let batch = 0; batch < (options.maxBatches ?? 100); batch++) {
    const rows = await claimDue(now, config.batchSize, config, { toSuffix: options.toSuffix });
    if (rows.length === 0) break;
    for (const row of rows) await deliver(row, now, config, stats);
  }
  return stats;
}

/** Sends one queued mail right away (e.g. a sign-in link) if no worker has taken it yet. */
export async function deliverNow(id: string, config: MailConfig = mailConfig()): Promise<boolean> {
  const now = new Date();
  const [row] = await claimDue(now, 1, config, { id });
  if (!row) return false;
  const stats = emptyStats();
  await deliver(row, now, config, stats);
  return stats.sent === 1;
}

/** Old outbox rows are pruned at most this often by one worker process. */
const PRUNE_EVERY_MS = 10 * 60 * 1000;
let prunedAt = 0;

async function pruneNowAndThen(config: MailConfig, log: (line: string) => void): Promise<void> {
  if (Date.now() - prunedAt < PRUNE_EVERY_MS) return;
  prunedAt = Date.now();
  const pruned = await pruneOutbox(new Date(), config);
  if (pruned > 0) log(`pruned ${pruned} old outbox rows`);
}

/** Runs passes until `stop()`; an idle worker sleeps `pollSeconds` between passes. */
export function startWorker(options: { log?: (line: string) => void; config?: MailConfig; sweep?: Sweep } = {}): { stop: () => Promise<void> } {
  const log = options.log ?? (() => {});
  let stopping = false;
  let wake: (() => void) | null = null;
  const loop = (async () => {
    while (!stopping) {
      const config = options.config ?? mailConfig();
      try {
        const stats = await runWorkerOnce({ config, sweep: options.sweep });
        await pruneNowAndThen(config, log);
        const busy = stats.sent + stats.retried + stats.failed + stats.stale + stats.timeouts;
        if (busy > 0) log(`sent ${stats.sent}, retrying ${stats.retried}, failed ${stats.failed}, stale ${stats.stale}, timeouts ${stats.timeouts}`);
      } catch (error) {
        log(`pass failed: ${(error as Error).message}`);
      }
      if (stopping) break;
      await new Promise<void>((resolve) => {
        wake = resolve;
        setTimeout(resolve, config.pollSeconds * 1000);
      });
      wake = null;
    }
  })();
  return {
    stop: async () => {
      stopping = true;
      (wake as (() => void) | null)?.();
      await loop;
    },
  };
}
