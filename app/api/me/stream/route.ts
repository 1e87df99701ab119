// GET /api/me/stream: Server-Sent Events for the signed-in player's dashboard and tab title:
// `event: turns` { yourTurn } and `event: game` { gameId, seq } when one of their games changes.
import { jsonRoute } from "@/lib/api/route";
import { requireApiUser, requireSessionRef } from "@/lib/auth";
import { userStream } from "@/lib/live/stream";
import { streamUser } from "@/lib/limits/streams";

export const dynamic = "force-dynamic";

// Streams are capped per user, and "sign in" answers per client address (lib/limits/streams.ts).
// The stream lasts no longer than this session (lib/live/stream.ts, StreamViewer).
export const GET = jsonRoute(async (request: Request) => {
  const user = await streamUser(request, requireApiUser);
  const { sessionToken } = await requireSessionRef();
  return userStream(request, { id: user.id, sessionToken });
});
