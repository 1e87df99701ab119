// POST /api/games/{id}/chat/read { id }: the viewer has read the table's talk up to message id
// (the unread counts of the dashboard and the lobby count past it). 204.
import { requireApiUser } from "@/lib/auth";
import { gameIdOf, gameRoute, type GameRouteContext } from "@/app/api/games/http";
import { readJsonBody } from "@/lib/api/json-body";
import { requireSeat } from "@/lib/talk/messages";
import { markRead } from "@/lib/talk/safety";

export const dynamic = "force-dynamic";

export const POST = gameRoute(async (request: Request, context: GameRouteContext) => {
  const user = await requireApiUser();
  const who = await requireSeat(await gameIdOf(context), user.id);
  await markRead(who, await readJsonBody(request));
  return new Response(null, { status: 204 });
});
