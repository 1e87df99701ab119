// POST /api/practice (issue 38): a practice table against bots, started at once. Without a session
// it first makes a guest (a users row and an Auth.js session, lib/guests/identity.ts) and sets its
// session cookie on the answer. Two ways in, each with the guard of its kind (lib/api/route.ts):
// - JSON { edition?, expansions?, players?, botLevel? } from /practice's form: 201 { id };
// - the landing's "Play a practice game now", a browser form without JavaScript (pages/landing.tsx):
//   303 to the new table, or, refused, 303 to /practice, which says why (?refused=<reason>).
// Guests are rate-limited per client address, and a guest's practice tables per hour and in
// number (lib/guests/practice.ts).
import { NextResponse } from "next/server";
import { readFormBody, readJsonBody } from "@/lib/api/json-body";
import { isFormPost } from "@/lib/api/request-guard";
import { formRoute } from "@/lib/api/route";
import { getUser } from "@/lib/auth";
import { sessionCookieFor } from "@/lib/auth/cookies";
import { DomainError } from "@/lib/errors";
import { createGuest, dropGuest, type NewGuest } from "@/lib/guests/identity";
import { limitPractice, practiceTable } from "@/lib/guests/practice";
import { busy, gameRoute } from "@/app/api/games/http";
import { createGame } from "@/lib/services";

export const dynamic = "force-dynamic";

/** Starts the table; `answer` is the route's reply for it, the new guest's cookie then set on it. */
async function startPractice(request: Request, input: unknown, answer: (id: string) => NextResponse): Promise<NextResponse> {
  const table = practiceTable(input);
  const user = await getUser();
  if (user && !user.displayName) throw new DomainError("needs_display_name", "needsDisplayName");
  let guest: NewGuest | null = null;
  if (!user) guest = await createGuest(request.headers);
  const playerId = user?.id ?? guest!.userId;
  try {
    if (!user || user.guest) await limitPractice(playerId);
    const game = await createGame({ id: playerId }, table);
    const response = answer(game.id);
    if (guest) {
      const cookie = sessionCookieFor(request, guest.sessionToken, guest.expires);
      response.cookies.set(cookie.name, cookie.value, cookie.options);
    }
    return response;
  } catch (error) {
    // A table refused (a combination the rules do not allow) leaves no guest behind.
    if (guest) await dropGuest(guest.userId).catch(() => undefined);
    throw error;
  }
}

const fromJson = gameRoute(async (request: Request) => startPractice(request, await readJsonBody(request), (id) => NextResponse.json({ id }, { status: 201 })));

const seeOther = (location: string) => new NextResponse(null, { status: 303, headers: { location } });

const fromForm = formRoute(async (request: Request) => {
  const fields = await readFormBody(request);
  try {
    return await startPractice(request, fields, (id) => seeOther(`/games/${id}`));
  } catch (error) {
    // A browser's form has no script to show a refusal: /practice says it in the reader's words.
    const refusal = error instanceof DomainError ? error : busy(error);
    if (!refusal) throw error;
    return seeOther(`/practice?refused=${encodeURIComponent(refusal.reason)}`);
  }
});

export async function POST(request: Request, context: unknown): Promise<Response> {
  return isFormPost(request) ? fromForm(request, context) : fromJson(request, context);
}
