// POST /api/practice { edition?, expansions?, players?, botLevel? } (issue 38): a practice table
// against bots, started at once; 201 { id }. Without a session it first makes a guest (a users row
// and an Auth.js session, lib/guests/identity.ts) and sets its session cookie on the answer: the
// home page's "Play a practice game now" is this one request. Our origin and a JSON body, as every
// route that changes something (lib/api/route.ts); guests are rate-limited per client address, and
// a guest's practice tables per hour and in number (lib/guests/practice.ts).
import { NextResponse } from "next/server";
import { readJsonBody } from "@/lib/api/json-body";
import { getUser } from "@/lib/auth";
import { sessionCookieFor } from "@/lib/auth/cookies";
import { DomainError } from "@/lib/errors";
import { createGuest, dropGuest, type NewGuest } from "@/lib/guests/identity";
import { limitPractice, practiceTable } from "@/lib/guests/practice";
import { gameRoute } from "@/app/api/games/http";
import { createGame } from "@/lib/services";

export const dynamic = "force-dynamic";

export const POST = gameRoute(async (request: Request) => {
  const table = practiceTable(await readJsonBody(request));
  const user = await getUser();
  if (user && !user.displayName) throw new DomainError("needs_display_name", "needsDisplayName");
  let guest: NewGuest | null = null;
  if (!user) guest = await createGuest(request.headers);
  const playerId = user?.id ?? guest!.userId;
  try {
    if (!user || user.guest) await limitPractice(playerId);
    const game = await createGame({ id: playerId }, table);
    const response = NextResponse.json({ id: game.id }, { status: 201 });
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
});
