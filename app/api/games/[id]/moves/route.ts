// POST /api/games/{id}/moves { seq, move, clientMoveId? }: the move becomes event seq + 1.
import { NextResponse } from "next/server";
import { requireApiUser } from "@/lib/auth";
import { gameIdOf, gameRoute, readJsonBody, type GameRouteContext } from "@/app/api/games/http";
import { submitMove } from "@/lib/services";

export const dynamic = "force-dynamic";

/**
 * The answer is a few kilobytes of JSON (the mover's new table): gzip would save about 1.5 KB and
 * cost a fresh zlib stream per move, a tenth of the move's server CPU (issue 13, measured with
 * BENCH_PROFILE). `no-transform` tells Next's compression to leave it alone.
 */
const ANSWER_HEADERS = { "cache-control": "no-store, no-transform" };

export const POST = gameRoute(async (request: Request, context: GameRouteContext) => {
  const user = await requireApiUser();
  const gameId = await gameIdOf(context);
  return NextResponse.json(await submitMove(gameId, user, await readJsonBody(request)), { headers: ANSWER_HEADERS });
});
