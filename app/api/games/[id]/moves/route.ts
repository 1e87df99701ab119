// POST /api/games/{id}/moves { seq, move, clientMoveId? }: the move becomes event seq + 1.
import { readJsonBody } from "@/lib/api/json-body";
import { NextResponse } from "next/server";
import { requireSessionRef } from "@/lib/auth";
import { sessionMover } from "@/lib/auth/session-sql";
import { gameRoute, type GameRouteContext } from "@/app/api/games/http";
import { isRecordId } from "@/lib/input";
import { submitMove } from "@/lib/services";

export const dynamic = "force-dynamic";

/**
 * The answer is 2–3 KB of JSON (the mover's new table): gzip saved under 2 KB and cost a fresh
 * zlib stream per move, 3.8% of the server's CPU samples in the move benchmark (issue 13,
 * BENCH_PROFILE). `no-transform` tells Next's compression to leave it alone.
 */
/** An id no game has (ids are cuids): the move statement then finds the session, and no game. */
const NO_SUCH_GAME = "";

const ANSWER_HEADERS = { "cache-control": "no-store, no-transform" };

// A refused move's reason (engine data) is said to the player in their language by gameRoute's
// error boundary (lib/words/refusals.ts), its stable `code` kept.
export const POST = gameRoute(async (request: Request, context: GameRouteContext) => {
  // The session is checked in the move's first statement (issue 19: a move costs one session
  // lookup's statement, not Auth.js's lookup and then ours); no valid session row answers 401.
  const session = await requireSessionRef();
  // A junk id (not one of ours: NUL bytes, huge, …) is never sent to the database; it goes in as
  // an id no game has, so a forged session still answers 401 before the game's 404.
  const { id } = await context.params;
  const gameId = isRecordId(id) ? id : NO_SUCH_GAME;
  return NextResponse.json(await submitMove(gameId, sessionMover(session), await readJsonBody(request)), { headers: ANSWER_HEADERS });
});
