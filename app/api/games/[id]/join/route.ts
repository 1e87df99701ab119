// POST /api/games/{id}/join: take the seat reserved for you, or a free one; the last seat starts the game.
import { NextResponse } from "next/server";
import { gameIdOf, gameRoute, type GameRouteContext, requireApiPlayer } from "@/app/api/games/http";
import { joinGame } from "@/lib/services";

export const dynamic = "force-dynamic";

export const POST = gameRoute(async (_request: Request, context: GameRouteContext) => {
  const user = await requireApiPlayer();
  const gameId = await gameIdOf(context);
  return NextResponse.json({ id: gameId, ...(await joinGame(gameId, user)) });
});
