// "Leave for good" (issue 26): deleting an account, in one transaction. What identifies the person
// goes (sessions, sign-in accounts and links, preferences, mail to their address, rate-limit
// counters, table talk, ratings, the user row); what the other players share with them stays: a
// game is its log, so every seat they held is kept, under FORMER_PLAYER instead of their name, in
// the log's setup (whence pages, exports, replays, mails and `game verify` read names) and in
// game_result_players. Their seats at running games are resigned (lib/absence), so those games
// go on by the table's rule. Others' ratings are untouched.
import { resignSeat } from "@/lib/absence/resign";
import { Prisma, prisma } from "@/lib/db/client";
import { forgetCachedState } from "@/lib/games/current";
import { DomainError } from "@/lib/errors";
import { storedKeys, type LimitName } from "@/lib/limits";
import { normaliseEmail } from "@/lib/mail/tokens";
import { FORMER_PLAYER } from "@/lib/players/former";
import { sessionsEndedSignal } from "./sessions";
import { randomUUID } from "node:crypto";
import { FORMER_RATING_PREFIX } from "@/lib/ratings/model";
import { forgetRatings } from "@/lib/ratings/writes";

type Tx = Prisma.TransactionClient;

/** Many games make for a long transaction; it still holds only this person's rows. */
const DELETE_TX = { maxWait: 10_000, timeout: 120_000 } as const;

/**
 * What the request must say: the display name, exactly as shown (spaces and case as stored); an
 * account that never chose one (issue 35) types its sign-in address instead (case aside).
 */
function confirms(confirm: unknown, user: { displayName: string | null; email: string }): boolean {
  if (typeof confirm !== "string") return false;
  const given = confirm.normalize("NFC").trim().replace(/\s+/g, " ");
  if (given.length === 0) return false;
  return user.displayName ? given === user.displayName : normaliseEmail(given) === normaliseEmail(user.email);
}

type Seated = { gameId: string; seat: number | null; status: string; createdById: string | null };

/**
 * Deletes the account of `userId` if `confirm` is their display name (their sign-in address when
 * they have none); 400 (nothing changes) otherwise. On commit every open stream of theirs ends.
 */
export async function deleteAccount(userId: string, confirm: unknown): Promise<{ games: number }> {
  const started = await prisma.$transaction(async (tx) => {
    const [user] = await tx.$queryRaw<{ email: string; displayName: string | null }[]>`
      SELECT email, display_name AS "displayName" FROM users WHERE id = ${userId} FOR UPDATE`;
    if (!user || !confirms(confirm, user)) {
      throw new DomainError("invalid_request", user && !user.displayName ? "deleteMismatchAddress" : "deleteMismatch", {}, { field: "confirm" });
    }
    const email = normaliseEmail(user.email);
    const seats = await tx.$queryRaw<Seated[]>`
      SELECT s.game_id AS "gameId", s.seat, g.status::text AS status, g.created_by_id AS "createdById"
      FROM game_seats s JOIN games g ON g.id = s.game_id WHERE s.user_id = ${userId} FOR UPDATE OF s`;
    const played = seats.filter((s) => s.seat !== null && (s.status === "active" || s.status === "finished"));
    await leaveOpenTables(tx, userId, seats);
    await renameSeats(tx, userId, played);
    // Running tables go on by their rule for a resigned seat (issue 22: it passes, or the bot plays it).
    for (const s of played) if (s.status === "active") await resignSeat(tx, { gameId: s.gameId, seat: s.seat as number });
    await forgetTalk(tx, userId, user.displayName);
    await forgetMail(tx, userId, email, user.displayName);
    await tx.$executeRaw`DELETE FROM rate_limits WHERE key = ANY(${limitKeys(userId, email, seats)}::text[])`;
    // Issue 35: their rated games keep a random stand-in id, so the others' ratings stay and rebuild alike.
    await forgetRatings(tx, userId, `${FORMER_RATING_PREFIX}${randomUUID()}`);
    await tx.$executeRaw`UPDATE game_events SET user_id = NULL WHERE user_id = ${userId}`;
    await tx.$executeRaw`UPDATE game_events SET stand_in_for = NULL WHERE stand_in_for = ${userId}`;
    await tx.$executeRaw`DELETE FROM sessions WHERE user_id = ${userId}`;
    // Their open pages' streams (game talk, the dashboard) end on commit, in every process.
    await tx.$executeRaw`SELECT ${sessionsEndedSignal(userId)}`;
    await tx.$executeRaw`DELETE FROM accounts WHERE user_id = ${userId}`;
    // Seats keep their place (game_seats.user_id goes null), created games their log (created_by_id null).
    await tx.$executeRaw`DELETE FROM users WHERE id = ${userId}`;
    return played.map((s) => s.gameId);
  }, DELETE_TX);
  // This process's cached states hold the old name; other processes re-read on their next event.
  for (const gameId of started) forgetCachedState(gameId);
  return { games: started.length };
}

/** Tables not started yet: the ones they created are cancelled, their seat at the others is freed. */
async function leaveOpenTables(tx: Tx, userId: string, seats: Seated[]): Promise<void> {
  const open = seats.filter((s) => s.status === "open");
  const created = open.filter((s) => s.createdById === userId).map((s) => s.gameId);
  if (created.length > 0) {
    await tx.$executeRaw`UPDATE games SET status = 'cancelled', updated_at = now() WHERE id = ANY(${created}::text[]) AND status = 'open'`;
    await tx.$executeRaw`UPDATE mail_outbox SET status = 'cancelled' WHERE game_id = ANY(${created}::text[]) AND kind = 'invitation' AND status = 'pending'`;
  }
  const joined = open.filter((s) => s.createdById !== userId).map((s) => s.gameId);
  if (joined.length > 0) {
    await tx.$executeRaw`UPDATE game_seats SET user_id = NULL, joined_at = NULL WHERE user_id = ${userId} AND game_id = ANY(${joined}::text[])`;
  }
}

/** Their name in every started game's record and result rows becomes FORMER_PLAYER. */
async function renameSeats(tx: Tx, userId: string, played: Seated[]): Promise<void> {
  if (played.length > 0) {
    await tx.$executeRaw`
      UPDATE game_events e
      SET payload = jsonb_set(e.payload, ARRAY['options', 'players', mine.seat::text], to_jsonb(${FORMER_PLAYER}::text))
      FROM unnest(${played.map((s) => s.gameId)}::text[], ${played.map((s) => s.seat as number)}::int[]) AS mine(game_id, seat)
      WHERE e.game_id = mine.game_id AND e.seq = 0`;
  }
  await tx.$executeRaw`UPDATE game_result_players SET name = ${FORMER_PLAYER}, user_id = NULL WHERE user_id = ${userId}`;
}

/** Their table talk is removed (with its reports), and their mutes, read marks and nudges. */
async function forgetTalk(tx: Tx, userId: string, displayName: string | null): Promise<void> {
  await tx.$executeRaw`DELETE FROM chat_reports WHERE reporter_id = ${userId} OR message_id IN (SELECT id FROM game_messages WHERE user_id = ${userId})`;
  await tx.$executeRaw`DELETE FROM game_messages WHERE user_id = ${userId}`;
  await tx.$executeRaw`DELETE FROM chat_mutes WHERE user_id = ${userId} OR muted_user_id = ${userId}`;
  await tx.$executeRaw`DELETE FROM chat_reads WHERE user_id = ${userId}`;
  await tx.$executeRaw`DELETE FROM game_nudges WHERE by_user_id = ${userId}`;
  // A nudge of theirs not yet mailed would name them to the other player.
  if (displayName) await tx.$executeRaw`DELETE FROM mail_outbox WHERE kind = 'nudge' AND status IN ('pending', 'sending') AND payload->>'by' = ${displayName}`;
  // Issue 39: so would a push or webhook call about their nudge or message; their own devices,
  // webhook and push rows go with the user row (foreign keys), their presence marks here.
  if (displayName) await tx.$executeRaw`DELETE FROM push_outbox WHERE kind IN ('nudge', 'talk') AND status IN ('pending', 'sending') AND payload->>'by' = ${displayName}`;
  await tx.$executeRaw`DELETE FROM table_presence WHERE user_id = ${userId}`;
}

/**
 * Mail to or about them. Every row to their address goes (pending ones are thus never sent), and
 * so do the confirmation and notice of each address change they asked for (matched by the
 * change, since a sent confirmation's payload is emptied: its row still held the new address).
 * Rows to the others that name them (a subject such as "Ann's table", a nudge's `by`) name a
 * FORMER_PLAYER instead, and no row keeps their address. Their preferences, sign-in links,
 * pending address change and invitations to their address go too.
 */
async function forgetMail(tx: Tx, userId: string, email: string, displayName: string | null): Promise<void> {
  const changes = (await tx.$queryRaw<{ id: string }[]>`SELECT id FROM email_changes WHERE user_id = ${userId}`).map((c) => c.id);
  const keys = changes.flatMap((id) => [`email-change:${id}`, `email-changed:${id}`]);
  await tx.$executeRaw`
    DELETE FROM mail_outbox WHERE to_address = ${email} OR dedupe_key = ANY(${keys}::text[])
      OR (kind IN ('email_change', 'email_changed') AND payload->>'userId' = ${userId})`;
  await scrubOutbox(tx, [displayName, email].filter((s): s is string => !!s && s.length >= 3));
  await tx.$executeRaw`DELETE FROM mail_preferences WHERE email = ${email}`;
  await tx.$executeRaw`DELETE FROM verification_tokens WHERE lower(identifier) = ${email}`;
  await tx.$executeRaw`DELETE FROM email_changes WHERE user_id = ${userId}`;
  await tx.$executeRaw`UPDATE game_seats SET invited_email = NULL WHERE invited_email = ${email}`;
}

/** Every text of a JSON value with `words` replaced by FORMER_PLAYER (keys and numbers untouched). */
function scrubbed(value: unknown, words: readonly string[]): unknown {
  if (typeof value === "string") return words.reduce((text, word) => text.split(word).join(FORMER_PLAYER), value);
  if (Array.isArray(value)) return value.map((v) => scrubbed(v, words));
  if (value !== null && typeof value === "object") return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, scrubbed(v, words)]));
  return value;
}

/**
 * Outbox rows to others whose subject, payload or last error holds one of `words` (their name,
 * their address): each is rewritten with FORMER_PLAYER in its place, the marker their seat
 * carries in the games' records. Found by a scan of the outbox: it keeps 30 days of mail.
 */
async function scrubOutbox(tx: Tx, words: string[]): Promise<void> {
  if (words.length === 0) return;
  const patterns = words.map((w) => `%${w.replace(/[\\%_]/g, "\\$&")}%`);
  const rows = await tx.$queryRaw<{ id: string; subject: string | null; payload: unknown; lastError: string | null }[]>`
    SELECT id, subject, payload, last_error AS "lastError" FROM mail_outbox
    WHERE subject LIKE ANY(${patterns}::text[]) OR payload::text LIKE ANY(${patterns}::text[]) OR last_error LIKE ANY(${patterns}::text[])
    FOR UPDATE`;
  if (rows.length === 0) return;
  const fix = (text: string | null) => (text === null ? null : (scrubbed(text, words) as string));
  await tx.$executeRaw`
    UPDATE mail_outbox m SET subject = f.subject, payload = f.payload::jsonb, last_error = f.last_error
    FROM unnest(${rows.map((r) => r.id)}::text[], ${rows.map((r) => fix(r.subject))}::text[],
                ${rows.map((r) => JSON.stringify(scrubbed(r.payload, words)))}::text[], ${rows.map((r) => fix(r.lastError))}::text[])
      AS f(id, subject, payload, last_error)
    WHERE m.id = f.id`;
}

/** The rate-limit rows that counted this person (lib/limits names them by a hash of the key). */
function limitKeys(userId: string, email: string, seats: Seated[]): string[] {
  const byUser: LimitName[] = ["create_game", "invitations", "email_change"];
  const byAddress: LimitName[] = ["signin_address_burst", "signin_address", "email_change_address"];
  return storedKeys([
    ...byUser.map((name) => ({ name, key: userId })),
    ...byAddress.map((name) => ({ name, key: email })),
    // Table talk counts per player and game (lib/talk/say.ts).
    ...seats.flatMap((s) => (["chat_burst", "chat_day"] as const).map((name) => ({ name, key: `${userId}:${s.gameId}` }))),
  ]);
}
