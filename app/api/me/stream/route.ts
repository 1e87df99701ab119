// GET /api/me/stream: Server-Sent Events for the signed-in player's dashboard and tab title:
// `event: turns` { yourTurn } and `event: game` { gameId, seq } when one of their games changes.
import { jsonRoute } from "@/lib/api/route";
import { requireApiUser } from "@/lib/auth";
import { userStream } from "@/lib/live/stream";
import { streamUser } from "@/lib/limits/streams";

export const dynamic = "force-dynamic";

// Streams are capped per user, and "sign in" answers per client address (lib/limits/streams.ts).
export const GET = jsonRoute(async (request: Request) => userStream(request, await streamUser(request, requireApiUser)));
