// The signed-in user of a request as SQL, for a write whose own statement checks the session
// (issue 19: a move reads the session row in the statement that reads the seat, one round trip
// and Auth.js's whole session machinery fewer). The same test as Auth.js's database sessions
// (lib/auth/config.ts): the cookie's token names a session row that has not expired. Kept apart
// from ./session so a route can build it without Auth.js's session machinery; lib/games takes the
// SQL as it is (its Mover) and imports nothing of auth.
import { Prisma } from "@/lib/db/client";

/** A session cookie's token, not yet checked: `sessionUserSql` checks it. */
export interface SessionRef {
  sessionToken: string;
}

/** The user id of `ref`'s session when it is valid at `now`; NULL otherwise. */
export function sessionUserSql(ref: SessionRef, now: Date): Prisma.Sql {
  return Prisma.sql`(SELECT user_id FROM sessions WHERE session_token = ${ref.sessionToken} AND expires > ${now.toISOString()}::timestamp(3))`;
}

/** The mover of a write whose own statement checks the session (lib/games/moves.ts `Mover`). */
export function sessionMover(ref: SessionRef, now = new Date()): { userSql: Prisma.Sql } {
  return { userSql: sessionUserSql(ref, now) };
}
