// Stands in for `@/lib/auth` in route tests: `vi.mock("@/lib/auth", () => import("./auth-mock"))`,
// then `signInAs(user)` / `signOut()`. The real session path is covered by tests/browser/api.spec.ts.
import { randomBytes } from "node:crypto";
import { DomainError } from "@/lib/errors";
import { refuseGuest } from "@/lib/guests/refuse";
import { prisma } from "@/lib/db/client";
import type { SessionUser } from "@/lib/auth/session";
import type { SessionRef } from "@/lib/auth/session-sql";

let current: SessionUser | null = null;
/** A session cookie's token sent as it is (a stale or forged one), instead of the signed-in user's. */
let cookieToken: string | null = null;

export function signInAs(user: SessionUser | null): void {
  current = user;
  cookieToken = null;
}

/** The next requests carry this session cookie, whatever row it names (or none). */
export function sendSessionCookie(token: string): void {
  current = null;
  cookieToken = token;
}

/**
 * The move route checks the session row in its own statement (lib/auth/session-sql.ts): the
 * signed-in user gets a real, fresh session row, so that check runs as in production.
 */
export async function requireSessionRef(): Promise<SessionRef> {
  if (cookieToken) return { sessionToken: cookieToken };
  if (!current) throw new DomainError("unauthenticated", "unauthenticated");
  const sessionToken = randomBytes(16).toString("hex");
  await prisma.session.create({ data: { sessionToken, userId: current.id, expires: new Date(Date.now() + 86_400_000) } });
  return { sessionToken };
}

export async function getUser(): Promise<SessionUser | null> {
  return current;
}

export async function requireApiUser(): Promise<SessionUser> {
  if (!current) throw new DomainError("unauthenticated", "unauthenticated");
  return current;
}

/** As lib/auth/session.ts: a guest (issue 38) is refused where only members may go. */
export async function requireApiMember(): Promise<SessionUser> {
  const user = await requireApiUser();
  refuseGuest(user);
  return user;
}

export async function requireUser(): Promise<SessionUser> {
  if (!current) throw new Error("requireUser called while signed out in a test");
  return current;
}

export { safePath } from "@/lib/auth/safe-path";

export async function auth() {
  return current ? { user: current, expires: new Date(Date.now() + 3600_000).toISOString() } : null;
}
