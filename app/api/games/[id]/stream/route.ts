// GET /api/games/{id}/stream: Server-Sent Events, `event: seq` (id = seq) whenever the game moves
// on, and `event: turns` { yourTurn } across the viewer's games for the tab title. Signals only;
// the page then GETs /api/games/{id}?since=seq for its own view.
import { requireApiUser } from "@/lib/auth";
import { gameIdOf, gameRoute, type GameRouteContext } from "@/app/api/games/http";
import { gameStream } from "@/lib/games/live-stream";

export const dynamic = "force-dynamic";

export const GET = gameRoute(async (request: Request, context: GameRouteContext) => {
  const user = await requireApiUser();
  return gameStream(request, await gameIdOf(context), user);
});
