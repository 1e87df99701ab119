// The outbox: a mail is a row first, written in the caller's transaction, sent later by a worker.
// Claims use FOR UPDATE SKIP LOCKED so several workers never take the same row; a claim is a
// lease, so a row whose worker died while sending is taken over once the lease runs out.
import { prisma, Prisma } from "@/lib/db/client";
import type { MailOutbox } from "@/lib/db/generated/client";
import { backoffSeconds, claimDueIds, pruneDone } from "@/lib/db/outbox";
import { mailConfig, type MailConfig } from "./config";
import { normaliseEmail } from "./tokens";

type Db = Prisma.TransactionClient;

export const MAIL_KINDS = [
  "sign_in",
  "invitation",
  "your_turn",
  "reminder",
  "deadline",
  "timeout",
  "game_over",
  "digest",
  "nudge",
  "vacation",
  "back",
  "email_change",
  "email_changed",
  "webhook_off",
] as const;
export type MailKind = (typeof MAIL_KINDS)[number];
/** Kinds whose payload holds a link that signs in or changes the account: kept only until sent. */
export const CREDENTIAL_KINDS: readonly string[] = ["sign_in", "email_change"];

/** Kinds that stop mattering once the player has moved. */
export const TURN_KINDS: MailKind[] = ["your_turn", "reminder", "deadline", "nudge"];

export interface NewMail {
  kind: MailKind;
  to: string;
  dedupeKey: string;
  gameId?: string | null;
  seat?: number | null;
  payload?: Prisma.InputJsonObject;
  sendAfter?: Date;
}

/**
 * Queues a mail unless one with the same dedupe key exists (then nothing happens).
 * Returns the row id when a row was written.
 */
export async function enqueueMail(db: Db, mail: NewMail): Promise<string | null> {
  // ON CONFLICT DO NOTHING instead of catching P2002: an error would abort the caller's transaction.
  const rows = await db.$queryRaw<{ id: string }[]>`
    INSERT INTO mail_outbox (id, dedupe_key, kind, to_address, game_id, seat, payload, send_after)
    VALUES (${newMailId()}, ${mail.dedupeKey}, ${mail.kind}, ${normaliseEmail(mail.to)}, ${mail.gameId ?? null},
            ${mail.seat ?? null}, ${JSON.stringify(mail.payload ?? {})}::jsonb,
            ${(mail.sendAfter ?? new Date()).toISOString()}::timestamp(3))
    ON CONFLICT (dedupe_key) DO NOTHING
    RETURNING id`;
  return rows[0]?.id ?? null;
}

/** Queues several mails in one statement; as enqueueMail, a row whose dedupe key exists is skipped. */
export async function enqueueMails(db: Db, mails: readonly NewMail[]): Promise<void> {
  if (mails.length === 0) return;
  const rows = mails.map(
    (mail) => Prisma.sql`(${newMailId()}, ${mail.dedupeKey}, ${mail.kind}, ${normaliseEmail(mail.to)}, ${mail.gameId ?? null},
            ${mail.seat ?? null}::int, ${JSON.stringify(mail.payload ?? {})}::jsonb, ${(mail.sendAfter ?? new Date()).toISOString()}::timestamp(3))`,
  );
  await db.$executeRaw`
    INSERT INTO mail_outbox (id, dedupe_key, kind, to_address, game_id, seat, payload, send_after)
    VALUES ${Prisma.join(rows)}
    ON CONFLICT (dedupe_key) DO NOTHING`;
}

/** Adds one entry to the `turns` list of a pending digest (creating the digest when needed). */
export async function enqueueDigestEntry(
  db: Db,
  mail: { to: string; dedupeKey: string; sendAfter: Date; entry: Prisma.InputJsonObject },
): Promise<void> {
  const payload = JSON.stringify({ turns: [mail.entry] });
  await db.$executeRaw`
    INSERT INTO mail_outbox (id, dedupe_key, kind, to_address, payload, send_after)
    VALUES (${newMailId()}, ${mail.dedupeKey}, 'digest', ${normaliseEmail(mail.to)}, ${payload}::jsonb,
            ${mail.sendAfter.toISOString()}::timestamp(3))
    ON CONFLICT (dedupe_key) DO UPDATE
      SET payload = jsonb_set(mail_outbox.payload, '{turns}', (mail_outbox.payload->'turns') || (EXCLUDED.payload->'turns'))
      WHERE mail_outbox.status = 'pending'`;
}

let counter = 0;
export function newMailId(): string {
  // Sortable and unique enough across processes: time, process, counter, randomness.
  counter = (counter + 1) % 1_000_000;
  return `mo${Date.now().toString(36)}${process.pid.toString(36)}${counter.toString(36)}${Math.random().toString(36).slice(2, 8)}`;
}

export type ClaimedMail = MailOutbox;

/**
 * Claims up to `limit` due rows (pending and due, or sending with an expired lease) for this
 * worker: they become `sending` with a lease and one more attempt. `onlyId` claims one row.
 */
export async function claimDue(
  now: Date,
  limit: number,
  config: MailConfig = mailConfig(),
  scope: { id?: string; toSuffix?: string } = {},
): Promise<ClaimedMail[]> {
  const only = Prisma.sql`${scope.id ? Prisma.sql`AND id = ${scope.id}` : Prisma.empty} ${
    scope.toSuffix ? Prisma.sql`AND to_address LIKE ${"%" + scope.toSuffix.replace(/[\\%_]/g, "\\$&")}` : Prisma.empty
  }`;
  const ids = await claimDueIds("mail_outbox", now, config.leaseSeconds, limit, only);
  if (ids.length === 0) return [];
  return prisma.mailOutbox.findMany({ where: { id: { in: ids } }, orderBy: { sendAfter: "asc" } });
}

/** Marks a claimed row sent (only if this worker still holds it). */
export async function markSent(row: ClaimedMail, subject: string, now: Date, clearPayload = false): Promise<boolean> {
  const { count } = await prisma.mailOutbox.updateMany({
    where: { id: row.id, status: "sending", attempts: row.attempts },
    data: { status: "sent", sentAt: now, lockedUntil: null, subject, lastError: null, ...(clearPayload ? { payload: {} } : {}) },
  });
  return count === 1;
}

/** The worker found the mail pointless when it came to send it (the turn was played...). */
export async function markStale(row: ClaimedMail, reason: string): Promise<void> {
  await prisma.mailOutbox.updateMany({
    where: { id: row.id, status: "sending", attempts: row.attempts },
    // A sign-in link is a credential: keep no copy of one that will never be sent.
    data: { status: "stale", lockedUntil: null, lastError: reason, ...(CREDENTIAL_KINDS.includes(row.kind) ? { payload: {} } : {}) },
  });
}

/** Backoff before the next attempt (lib/db/outbox.ts). */
export function retryDelaySeconds(attempts: number, config: MailConfig): number {
  return backoffSeconds(attempts, config.retryBaseSeconds, config.retryMaxSeconds);
}

/**
 * A failed attempt: back to pending with a backoff, or failed for good when the error is
 * permanent (the receiving server refused the address), when the next try would fall after
 * `giveUpAfterSeconds` from queueing, or after `maxAttempts`. A permanently refused invitation
 * frees the seat it held, in the same transaction.
 */
export async function markFailed(
  row: ClaimedMail,
  error: unknown,
  now: Date,
  config: MailConfig = mailConfig(),
  permanent = false,
): Promise<"retry" | "failed"> {
  const message = error instanceof Error ? error.message : String(error);
  const retryAt = new Date(now.getTime() + retryDelaySeconds(row.attempts, config) * 1000);
  const final = permanent || row.attempts >= config.maxAttempts || retryAt.getTime() > row.createdAt.getTime() + config.giveUpAfterSeconds * 1000;
  await prisma.$transaction(async (tx) => {
    const { count } = await tx.mailOutbox.updateMany({
      where: { id: row.id, status: "sending", attempts: row.attempts },
      data: final
        ? { status: "failed", lockedUntil: null, lastError: message.slice(0, 2000), ...(CREDENTIAL_KINDS.includes(row.kind) ? { payload: {} } : {}) }
        : { status: "pending", lockedUntil: null, lastError: message.slice(0, 2000), sendAfter: retryAt },
    });
    if (count === 1 && permanent && row.kind === "invitation" && row.gameId) {
      // Nobody can ever take a seat reserved for an address that does not exist.
      await tx.gameSeat.updateMany({
        where: { gameId: row.gameId, userId: null, invitedEmail: row.toAddress, game: { status: "open" } },
        data: { invitedEmail: null },
      });
    }
  });
  return final ? "failed" : "retry";
}

/**
 * Deletes up to `limit` outbox rows that are done with (sent, failed, stale, cancelled) and were
 * last due more than `keepSeconds` ago (send_after: the index on (status, send_after) finds them):
 * an address and what was mailed to it is kept no longer than docs/privacy.md says. Returns how many went.
 */
export async function pruneOutbox(now: Date, config: MailConfig = mailConfig(), limit = 500): Promise<number> {
  return pruneDone("mail_outbox", new Date(now.getTime() - config.keepSeconds * 1000), limit);
}
