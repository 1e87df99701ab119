// POST /api/games/{id}/moves { seq, move, clientMoveId? }: the move becomes event seq + 1.
import { NextResponse } from "next/server";
import { requireApiUser } from "@/lib/auth";
import { gameIdOf, gameRoute, readJsonBody, type GameRouteContext } from "@/app/api/games/http";
import { submitMove } from "@/lib/services";

export const dynamic = "force-dynamic";

export const POST = gameRoute(async (request: Request, context: GameRouteContext) => {
  const user = await requireApiUser();
  const gameId = await gameIdOf(context);
  return NextResponse.json(await submitMove(gameId, user, await readJsonBody(request)));
});
