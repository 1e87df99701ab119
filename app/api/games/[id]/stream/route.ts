// GET /api/games/{id}/stream: Server-Sent Events. Whenever the game moves on, `event: table` (the
// viewer's own new table) and `event: seq` (id = seq); and `event: turns` { yourTurn } across the
// viewer's games for the tab title. See lib/live/stream.ts. For a seated player the same
// stream carries table talk, `event: chat` (lib/live/talk.ts), composed in here.
import { requireApiUser, requireSessionRef } from "@/lib/auth";
import { gameIdOf, gameRoute, type GameRouteContext } from "@/app/api/games/http";
import { gameStream } from "@/lib/live/stream";
import { streamUser } from "@/lib/limits/streams";
import { chatExtra } from "@/lib/live/talk";

export const dynamic = "force-dynamic";

export const GET = gameRoute(async (request: Request, context: GameRouteContext) => {
  // Streams are capped per user, and "sign in" answers per client address (lib/limits/streams.ts).
  const user = await streamUser(request, requireApiUser);
  // The stream lasts no longer than this session (lib/live/stream.ts, StreamViewer).
  const { sessionToken } = await requireSessionRef();
  const gameId = await gameIdOf(context);
  return gameStream(request, gameId, { id: user.id, sessionToken }, chatExtra(gameId, user.id));
});
