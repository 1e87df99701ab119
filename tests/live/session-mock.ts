// `@/lib/auth` for the tests of a stream's lifetime: tests/games/auth-mock.ts, plus a session
// cookie that names a known row (`signInWithSession`), so a test can end exactly that session.
import * as base from "../games/auth-mock";
import type { SessionUser } from "@/lib/auth/session";
import type { SessionRef } from "@/lib/auth/session-sql";

let pinned: string | null = null;

/** The next requests are `user`'s, carrying the cookie of the session row `sessionToken`. */
export function signInWithSession(user: SessionUser, sessionToken: string): void {
  base.signInAs(user);
  pinned = sessionToken;
}

export function signInAs(user: SessionUser | null): void {
  base.signInAs(user);
  pinned = null;
}

export async function requireSessionRef(): Promise<SessionRef> {
  if (pinned) return { sessionToken: pinned };
  return base.requireSessionRef();
}

export const { getUser, requireApiMember, requireApiUser, requireUser, auth, safePath, sendSessionCookie } = base;
