import { cookies } from "next/headers";
import { redirect } from "next/navigation";
import { cache } from "react";
import { DomainError } from "@/lib/errors";
import { databaseReachable, DatabaseUnavailableError } from "@/lib/db/health";
import { keepGuest } from "@/lib/guests/identity";
import { refuseGuest } from "@/lib/guests/refuse";
import { auth } from "./config";
import type { SessionRef } from "./session-sql";

/** Auth.js's session cookie, without and with the `__Secure-` prefix it uses over https. */
const SESSION_COOKIES = ["authjs.session-token", "__Secure-authjs.session-token"];

/**
 * `locale`: the stored language choice (lib/i18n/locales.ts), when the session read it. `guest`
 * (issue 38, docs/guests.md): a guest plays practice tables only; `requireApiMember` keeps it out of the rest.
 */
export type SessionUser = { id: string; email: string; displayName: string | null; locale?: string | null; guest?: boolean };
/** A signed-in player who has picked a display name. */
export type Player = SessionUser & { displayName: string };

/**
 * The signed-in user, or null. Reads the session row, so it is always current. Throws
 * DatabaseUnavailableError (a 503, see lib/api/errors.ts and proxy.ts) when the session could
 * not be read: a database that is away must not look like a signed-out player.
 * Read once per server render: the layout and the page both ask (React's `cache` is per request;
 * outside a render, in a route handler, each call reads afresh).
 */
export const getUser = cache(readUser);

async function readUser(): Promise<SessionUser | null> {
  const session = await auth();
  const user = session?.user;
  if (user?.id && user.email) {
    // A guest's use keeps it from the worker's deletion of unused guests (lib/guests/sweep.ts).
    if (user.guest) await keepGuest(user.id);
    return { id: user.id, email: user.email, displayName: user.displayName ?? null, locale: user.locale ?? null, guest: !!user.guest };
  }
  // Auth.js logs a failed session lookup and answers "no session". With a session cookie sent,
  // ask the database whether that was really so (the only extra query is for stale cookies).
  const jar = await cookies();
  if (SESSION_COOKIES.some((name) => jar.has(name)) && !(await databaseReachable())) throw new DatabaseUnavailableError();
  return null;
}

/**
 * For server components and server actions: the signed-in player, or a redirect to /signin
 * (then back to `returnTo`), or to /welcome while they have no display name yet.
 */
export async function requireUser(returnTo = "/"): Promise<Player> {
  const user = await getUser();
  if (!user) redirect(`/signin?next=${encodeURIComponent(returnTo)}`);
  if (!user.displayName) redirect(`/welcome?next=${encodeURIComponent(returnTo)}`);
  return user as Player;
}

/**
 * For a JSON route whose own statement checks the session (see ./session-sql): the session
 * cookie's token, or a DomainError "unauthenticated" when there is none. Auth.js names the cookie `__Secure-…`
 * over https; either proves nothing until the statement has found its row.
 */
export async function requireSessionRef(): Promise<SessionRef> {
  const jar = await cookies();
  const token = SESSION_COOKIES.map((name) => jar.get(name)?.value).reverse().find((value) => !!value);
  if (!token || token.length > 512) throw new DomainError("unauthenticated", "unauthenticated");
  return { sessionToken: token };
}

/**
 * For JSON routes a guest may not use (issue 38: tables with people, talk, settings): the signed-in
 * member, "unauthenticated" (401) or "guest_not_allowed" (403, "sign in to play with people").
 */
export async function requireApiMember(): Promise<SessionUser> {
  const user = await requireApiUser();
  refuseGuest(user);
  return user;
}

/** For JSON route handlers: the signed-in user, or a DomainError "unauthenticated" (see jsonRoute). */
export async function requireApiUser(): Promise<SessionUser> {
  const user = await getUser();
  if (!user) throw new DomainError("unauthenticated", "unauthenticated");
  return user;
}
