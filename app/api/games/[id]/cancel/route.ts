// POST /api/games/{id}/cancel: the creator calls off a game that has not started.
import { NextResponse } from "next/server";
import { requireApiUser } from "@/lib/auth";
import { gameIdOf, gameRoute, type GameRouteContext } from "@/app/api/games/http";
import { cancelGame } from "@/lib/services";

export const dynamic = "force-dynamic";

export const POST = gameRoute(async (_request: Request, context: GameRouteContext) => {
  const user = await requireApiUser();
  const gameId = await gameIdOf(context);
  await cancelGame(gameId, user);
  return NextResponse.json({ id: gameId, status: "cancelled" });
});
