// Issue 38: guests through the real route POST /api/practice (a Request as a browser sends it),
// and the guest as the other route tests see a player (tests/games/auth-mock.ts).
import { prisma } from "@/lib/db/client";
import type { SessionUser } from "@/lib/auth/session";
import * as practiceRoute from "@/app/api/practice/route";
import { signInAs } from "../games/auth-mock";

export type PracticeReply = { status: number; body: { id?: string; error?: { code: string; message: string; field?: string } }; cookie: string | null };

/** POST /api/practice from `client` (its X-Forwarded-For) as `as` (null: a newcomer without cookie). */
export async function practice(as: SessionUser | null, body: unknown = {}, client = "203.0.113.7", headers: Record<string, string> = {}): Promise<PracticeReply> {
  signInAs(as);
  const request = new Request("http://localhost/api/practice", {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": client, origin: "http://localhost", ...headers },
    body: JSON.stringify(body),
  });
  const response = await practiceRoute.POST(request, undefined);
  return { status: response.status, body: await response.json(), cookie: response.headers.get("set-cookie") };
}

/** The session token of a Set-Cookie header from POST /api/practice. */
export function tokenOf(cookie: string | null): string {
  const match = cookie?.match(/authjs\.session-token=([^;]+)/);
  if (!match) throw new Error(`no session cookie in ${cookie}`);
  return match[1];
}

/** A new guest with its first practice table: the guest as a SessionUser, its token and the table. */
export async function newGuest(client = `198.51.100.${Math.floor(Math.random() * 250) + 1}`) {
  const reply = await practice(null, {}, client);
  if (reply.status !== 201) throw new Error(`practice failed: ${reply.status} ${JSON.stringify(reply.body)}`);
  const token = tokenOf(reply.cookie);
  const session = await prisma.session.findUniqueOrThrow({ where: { sessionToken: token }, include: { user: true } });
  const user: SessionUser & { displayName: string } = {
    id: session.user.id,
    email: session.user.email,
    displayName: session.user.displayName!,
    guest: true,
  };
  return { user, token, gameId: reply.body.id! };
}
