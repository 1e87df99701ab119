// POST /api/games/{id}/resign: the player gives up their seat at a running game (issue 22). The
// seat goes on by the table's rule ("pass" or "bot") for good, and the result ranks them last.
import { NextResponse } from "next/server";
import { requireApiUser } from "@/lib/auth";
import { gameIdOf, gameRoute, type GameRouteContext } from "@/app/api/games/http";
import { resignAs } from "@/lib/services";

export const dynamic = "force-dynamic";

export const POST = gameRoute(async (_request: Request, context: GameRouteContext) => {
  const user = await requireApiUser();
  const gameId = await gameIdOf(context);
  const { seat, playedBy } = await resignAs(gameId, user.id);
  return NextResponse.json({ id: gameId, seat, resigned: true, playedBy });
});
