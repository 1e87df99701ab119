// Changing the address a person signs in with (issue 26). The new address must prove it is theirs:
// a link mailed there (24 h, once), and only when it is followed does users.email change. The
// token is a credential: the table keeps its sha-256 only, the outbox row its link until sent.
// The link alone is not enough (issue 35): whoever follows it must be signed in to the account
// that asked, which the page names, so a stranger's request cannot take over the address of the
// person who receives the link. Confirming signs every other browser of that account out (their
// live streams end too); the old address is told.
import { createHash, randomBytes } from "node:crypto";
import { z } from "zod";
import { Prisma, prisma } from "@/lib/db/client";
import { TX_OPTIONS } from "@/lib/games/tx";
import { DomainError, rateLimited, type ErrorCode, type RefusalReason } from "@/lib/errors";
import { consume, type Refusal } from "@/lib/limits";
import { appUrl } from "@/lib/mail/config";
import { enqueueMail } from "@/lib/mail/outbox";
import { normaliseEmail } from "@/lib/mail/tokens";
import { deliverNow } from "@/lib/mail/deliver";
import { endOtherSessions } from "./sessions";

/** How long a confirmation link works. */
export const LINK_HOURS = 24;
/** Days a used or expired request is kept (what changed when), docs/privacy.md. */
const KEEP_DAYS = 30;

const bad = (reason: RefusalReason, code: ErrorCode = "invalid_request") => new DomainError(code, reason, {}, { field: "email" });

function parseAddress(raw: unknown): string {
  const parsed = z.email().max(254).safeParse(typeof raw === "string" ? raw.trim() : raw);
  if (!parsed.success) throw bad("addressInvalid");
  return normaliseEmail(parsed.data);
}

export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

async function taken(email: string, userId: string, db: Prisma.TransactionClient = prisma): Promise<boolean> {
  // Stored addresses are lower case (Auth.js normalises them), but compare without case anyway.
  const other = await db.user.findFirst({ where: { email: { equals: email, mode: "insensitive" }, id: { not: userId } }, select: { id: true } });
  return other !== null;
}

function tooMany(refusal: Refusal, reason: "addressTooManyMine" | "addressTooManyThere") {
  const minutes = Math.max(1, Math.ceil(refusal.msBeforeNext / 60_000));
  return rateLimited(reason, { minutes }, refusal.msBeforeNext);
}

/**
 * Mails a confirmation link for `raw` to that address; nothing changes yet. 400 for a malformed
 * or unchanged address, 409 for one another account signs in with, 429 over the limits.
 */
export async function requestEmailChange(user: { id: string; email: string }, raw: unknown): Promise<{ sentTo: string; expires: Date }> {
  const email = parseAddress(raw);
  if (email === normaliseEmail(user.email)) throw bad("addressSame");
  // Counted before the "taken" answer, so nobody can ask us about many addresses in a row.
  const mine = await consume("email_change", user.id);
  if (mine) throw tooMany(mine, "addressTooManyMine");
  if (await taken(email, user.id)) throw bad("addressTaken", "taken");
  const there = await consume("email_change_address", email);
  if (there) throw tooMany(there, "addressTooManyThere");
  const token = randomBytes(32).toString("base64url");
  const expires = new Date(Date.now() + LINK_HOURS * 3600_000);
  const url = `${appUrl()}/account/email?token=${token}`;
  const mailId = await prisma.$transaction(async (tx) => {
    // One link at a time: a newer request replaces the ones before it. Anyone's requests are
    // kept 30 days past their expiry (docs/privacy.md), then go.
    await tx.emailChange.deleteMany({ where: { OR: [{ userId: user.id, usedAt: null }, { expires: { lt: new Date(Date.now() - KEEP_DAYS * 86_400_000) } }] } });
    const change = await tx.emailChange.create({ data: { userId: user.id, newEmail: email, tokenHash: hashToken(token), expires } });
    return enqueueMail(tx, {
      kind: "email_change",
      to: email,
      dedupeKey: `email-change:${change.id}`,
      payload: { url, changeId: change.id, userId: user.id, expiresInHours: LINK_HOURS },
    });
  }, TX_OPTIONS);
  if (mailId) {
    // As the sign-in link: sent at once when it can be, else the worker retries it.
    await deliverNow(mailId).catch((error: Error) => console.error(`[mail] address confirmation queued, first attempt failed: ${error.message}`));
  }
  return { sentTo: email, expires };
}

/** A request the link can still confirm: the new address and the account that would take it. */
export type PendingChange = { newEmail: string; userId: string; displayName: string | null; oldEmail: string };

/** A confirmation link's request, if it can still be used: for the page that asks "use this address?". */
export async function pendingChange(token: string): Promise<PendingChange | null> {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return null;
  const change = await prisma.emailChange.findUnique({
    where: { tokenHash: hashToken(token) },
    select: { newEmail: true, usedAt: true, expires: true, user: { select: { id: true, displayName: true, email: true } } },
  });
  if (!change || change.usedAt || change.expires <= new Date()) return null;
  return { newEmail: change.newEmail, userId: change.user.id, displayName: change.user.displayName, oldEmail: change.user.email };
}

export type ConfirmResult = { ok: true; email: string; signedOut: number } | { ok: false; reason: "invalid" | "taken" | "signedOut" | "otherAccount" };

/** Who follows the link: the signed-in user (null when signed out) and the session that stays (null: none does). */
export type Confirmer = { userId: string | null; sessionToken: string | null };

/**
 * Follows a confirmation link for the signed-in `by`, who must be the account that asked: in one
 * transaction the request is used up, the address changes, the mail preferences move with it,
 * every other session of the account ends, and a notice to the old address is queued.
 */
export async function confirmEmailChange(token: string, by: Confirmer, now = new Date()): Promise<ConfirmResult> {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return { ok: false, reason: "invalid" };
  try {
    return await prisma.$transaction(async (tx) => {
      const [change] = await tx.$queryRaw<{ id: string; userId: string; newEmail: string; expires: Date; usedAt: Date | null }[]>`
        SELECT id, user_id AS "userId", new_email AS "newEmail", expires, used_at AS "usedAt"
        FROM email_changes WHERE token_hash = ${hashToken(token)} FOR UPDATE`;
      if (!change || change.usedAt || change.expires <= now) return { ok: false, reason: "invalid" } as const;
      if (!by.userId) return { ok: false, reason: "signedOut" } as const;
      if (by.userId !== change.userId) return { ok: false, reason: "otherAccount" } as const;
      const user = await tx.user.findUnique({ where: { id: change.userId }, select: { email: true } });
      if (!user) return { ok: false, reason: "invalid" } as const;
      if (await taken(change.newEmail, change.userId, tx)) return { ok: false, reason: "taken" } as const;
      const old = normaliseEmail(user.email);
      await tx.emailChange.update({ where: { id: change.id }, data: { usedAt: now } });
      await tx.user.update({ where: { id: change.userId }, data: { email: change.newEmail, emailVerified: now } });
      // Preferences are kept by address: they follow the person, unless the new one has its own.
      const hasOwn = await tx.mailPreference.findUnique({ where: { email: change.newEmail }, select: { email: true } });
      if (hasOwn) await tx.mailPreference.deleteMany({ where: { email: old } });
      else await tx.mailPreference.updateMany({ where: { email: old }, data: { email: change.newEmail } });
      // Sign-in links still out for the old address must not sign anyone in to this account.
      await tx.verificationToken.deleteMany({ where: { identifier: old } });
      // Whoever else is signed in to the account (another browser, someone who had the old
      // mailbox) is signed out: from now on only the new address signs in, and this browser.
      const signedOut = await endOtherSessions(tx, change.userId, by.sessionToken);
      await enqueueMail(tx, {
        kind: "email_changed",
        to: old,
        dedupeKey: `email-changed:${change.id}`,
        payload: { userId: change.userId, newEmail: change.newEmail, at: now.toISOString() },
      });
      return { ok: true, email: change.newEmail, signedOut } as const;
    }, TX_OPTIONS);
  } catch (error) {
    // Two accounts confirming the same address at once: the unique index lets one win.
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002") return { ok: false, reason: "taken" };
    throw error;
  }
}
