// Table talk (issue 24). GET /api/games/{id}/chat → { messages } (oldest first; the latest 200,
// ?before=<id> pages back, ?after=<id> catches up). POST { text } → 201 { message }. Seated
// players only (others get 404); POST passes the same origin and JSON checks as a move.
import { NextResponse } from "next/server";
import { requireApiMember, requireApiUser } from "@/lib/auth";
import { gameIdOf, gameRoute, type GameRouteContext } from "@/app/api/games/http";
import { readJsonBody } from "@/lib/api/json-body";
import { listMessages, parsePage, requireSeat } from "@/lib/talk/messages";
import { mutedSeats } from "@/lib/talk/safety";
import { say } from "@/lib/talk/say";
import { queueTalkPush } from "@/lib/push/events";

export const dynamic = "force-dynamic";

const NO_STORE = { "cache-control": "no-store" };

export const GET = gameRoute(async (request: Request, context: GameRouteContext) => {
  const user = await requireApiUser();
  const who = await requireSeat(await gameIdOf(context), user.id);
  const [messages, muted] = await Promise.all([listMessages(who, parsePage(request.url)), mutedSeats(who)]);
  // `muted`: the seats of this table the viewer has muted (their panel offers to unmute them).
  return NextResponse.json({ messages, muted }, { headers: NO_STORE });
});

export const POST = gameRoute(async (request: Request, context: GameRouteContext) => {
  const user = await requireApiMember(); // issue 38: not for guests
  const who = await requireSeat(await gameIdOf(context), user.id);
  const message = await say(who, await readJsonBody(request));
  // Issue 39: the other players at the table hear of it by push or webhook, if they chose to. The
  // message is stored already: a push that could not be queued is logged, never the post's failure.
  await queueTalkPush({ gameId: who.gameId, id: message.id, seat: who.seat, author: message.author }).catch((error: unknown) =>
    console.error(`[push] table talk push not queued: ${error instanceof Error ? error.message : String(error)}`),
  );
  return NextResponse.json({ message }, { status: 201, headers: NO_STORE });
});
