// The mail worker: claims due outbox rows (lib/mail/outbox.ts), renders them (./compose.ts) and
// sends them, and marks each sent, retried (with backoff, for up to two days), failed (the
// receiving server refused the address, or it never came back) or stale (no longer worth
// sending). Several may run at once. The worker process runs it as one of its jobs (mailJob,
// wired in lib/services); a mail the reader waits for is sent at once by deliverNow.
import { mailConfig, type MailConfig } from "@/lib/mail/config";
import { sendNowWith } from "@/lib/mail/deliver";
import { claimDue, CREDENTIAL_KINDS, markFailed, markSent, markStale, type ClaimedMail } from "@/lib/mail/outbox";
import { oneClickUrl, preferencesUrl } from "@/lib/mail/tokens";
import type { Job } from "@/lib/worker/runner";
import { composeMail } from "./compose";
import { StaleMail } from "./composer";
import { getTransport, mailFrom } from "./transport";

export interface MailStats {
  sent: number;
  retried: number;
  failed: number;
  stale: number;
}

function emptyStats(): MailStats {
  return { sent: 0, retried: 0, failed: 0, stale: 0 };
}

/** An SMTP 5xx reply (e.g. 550 no such mailbox): trying again cannot help. */
function isPermanent(error: unknown): boolean {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === "number" && code >= 500 && code < 600;
}

async function deliver(row: ClaimedMail, now: Date, config: MailConfig, stats: MailStats): Promise<void> {
  let mail;
  try {
    mail = await composeMail(row, now);
  } catch (error) {
    if (error instanceof StaleMail) {
      await markStale(row, `not sent: ${error.message}`);
      stats.stale++;
      return;
    }
    if ((await markFailed(row, error, now, config)) === "failed") stats.failed++;
    else stats.retried++;
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
    if ((await markFailed(row, error, now, config, isPermanent(error))) === "failed") stats.failed++;
    else stats.retried++;
    return;
  }
  // The sign-in link is a credential: keep no copy once it has gone out.
  await markSent(row, mail.subject, new Date(), CREDENTIAL_KINDS.includes(row.kind));
  stats.sent++;
}

/**
 * One pass: batches of due mail until none is left (or `maxBatches`). `now` decides what is due
 * (tests move it forward instead of waiting).
 */
export async function runMailOnce(
  options: {
    now?: Date;
    config?: MailConfig;
    maxBatches?: number;
    /** Tests: send only mail to addresses ending so (their own players). */
    toSuffix?: string;
  } = {},
): Promise<MailStats> {
  const config = options.config ?? mailConfig();
  const now = options.now ?? new Date();
  const stats = emptyStats();
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

// What the domain asks for when it queues a mail the reader waits for (lib/account's address
// confirmation): this process sends it at once.
sendNowWith(deliverNow);

/**
 * The worker's mail job: a pass every `pollSeconds` (MAIL_POLL_SECONDS as the worker starts); the
 * other settings are read again on every pass, unless `config` is given.
 */
export function mailJob(config?: MailConfig): Job {
  return {
    name: "mail",
    everyMs: (config ?? mailConfig()).pollSeconds * 1000,
    async run(now) {
      const stats = await runMailOnce({ now, config: config ?? mailConfig() });
      if (stats.sent + stats.retried + stats.failed + stats.stale === 0) return;
      return `sent ${stats.sent}, retrying ${stats.retried}, failed ${stats.failed}, stale ${stats.stale}`;
    },
  };
}
