// POST /api/games/{id}/presence { visible: boolean } (issue 39): the table's page says whether
// it is shown (and again every half minute while it is); no push about this table reaches its
// player meanwhile (lib/push/presence). Seated players only; 204.
import { z } from "zod";
import { readJsonBody } from "@/lib/api/json-body";
import { requireApiUser } from "@/lib/auth";
import { gameIdOf, gameRoute, type GameRouteContext } from "@/app/api/games/http";
import { markPresence } from "@/lib/push/presence";
import { requireSeat } from "@/lib/talk/messages";

export const dynamic = "force-dynamic";

const PresenceSchema = z.object({ visible: z.boolean() });

export const POST = gameRoute(async (request: Request, context: GameRouteContext) => {
  const user = await requireApiUser();
  const who = await requireSeat(await gameIdOf(context), user.id);
  const { visible } = PresenceSchema.parse(await readJsonBody(request));
  await markPresence(user.id, who.gameId, visible);
  return new Response(null, { status: 204 });
});
