// Ending a person's sessions everywhere at once (issue 35): a session row goes (sign-out, account
// deletion, an address change that signs the other browsers out) and the live streams it opened
// must stop with it, in every app process. Streams listen on the live channel (lib/games/live.ts);
// this sends them a note on the user's own topic, "one of your sessions ended", and each of that
// user's open streams checks its own session row and ends when it is gone (lib/live/stream.ts).
// The note names no session: a stream learns which one ended from the database, the truth.
import { Prisma, prisma } from "@/lib/db/client";
import { LIVE_CHANNEL } from "@/lib/games/live";

type Db = Prisma.TransactionClient;

/** The note's kind on a user's topic: a user stream never forwards it to the page. */
export const SESSION_NOTE = "session";

/**
 * The SQL expression that tells `userId`'s open streams that a session of theirs ended. The
 * payload is the hub's (lib/games/live.ts): no game (""), routed to the user's topic by `u`.
 * Evaluated in the transaction that deletes the rows, it leaves on commit only.
 */
export function sessionsEndedSignal(userId: string): Prisma.Sql {
  return Prisma.sql`pg_notify(${LIVE_CHANNEL}, json_build_object(
    'g', ''::text, 's', 0, 'u', json_build_array(${userId}::text),
    'n', json_build_object('k', ${SESSION_NOTE}::text, 'i', ''::text)
  )::text)`;
}

/** Tells `userId`'s open streams, as its own statement (in `db`'s transaction, if it is one). */
export async function signalSessionsEnded(userId: string, db: Db = prisma): Promise<void> {
  await db.$executeRaw`SELECT ${sessionsEndedSignal(userId)}`;
}

/** Ends every session of `userId` but `keep` (the one that asked), and their open streams. */
export async function endOtherSessions(tx: Db, userId: string, keep: string | null): Promise<number> {
  const ended = await tx.$executeRaw`DELETE FROM sessions WHERE user_id = ${userId} AND session_token IS DISTINCT FROM ${keep}`;
  await signalSessionsEnded(userId, tx);
  return ended;
}

/** Whether the session `token` still signs its user in at `now` (a stream asks on every session note). */
export async function sessionAlive(token: string, now = new Date()): Promise<boolean> {
  const rows = await prisma.$queryRaw<{ ok: number }[]>`
    SELECT 1 AS ok FROM sessions WHERE session_token = ${token} AND expires > ${now.toISOString()}::timestamp(3)`;
  return rows.length > 0;
}
