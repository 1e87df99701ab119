// GET /api/games/{id}/stream: Server-Sent Events. Whenever the game moves on, `event: table` (the
// viewer's own new table) and `event: seq` (id = seq); and `event: turns` { yourTurn } across the
// viewer's games for the tab title. See lib/games/live-stream.ts.
import { requireApiUser } from "@/lib/auth";
import { gameIdOf, gameRoute, type GameRouteContext } from "@/app/api/games/http";
import { gameStream } from "@/lib/games/live-stream";
import { streamUser } from "@/lib/limits/streams";

export const dynamic = "force-dynamic";

export const GET = gameRoute(async (request: Request, context: GameRouteContext) => {
  // Streams are capped per user, and "sign in" answers per client address (lib/limits/streams.ts).
  const user = await streamUser(request, requireApiUser);
  return gameStream(request, await gameIdOf(context), user);
});
