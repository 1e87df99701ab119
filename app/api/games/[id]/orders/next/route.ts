// GET /api/games/{id}/orders/next: what the caller's orders would play at their next turn with the
// board as it is ("your next move will be: buy the Observatory for 6"), for the Plan ahead panel.
import { NextResponse } from "next/server";
import { requireApiUser } from "@/lib/auth";
import { gameIdOf, gameRoute, type GameRouteContext } from "@/app/api/games/http";
import { ordersAndNext } from "@/lib/services";

export const dynamic = "force-dynamic";

export const GET = gameRoute(async (_request: Request, context: GameRouteContext) => {
  const user = await requireApiUser();
  const gameId = await gameIdOf(context);
  const { plan, next } = await ordersAndNext(gameId, user.id);
  return NextResponse.json({ ...plan, next }, { headers: { "cache-control": "private, no-store" } });
});
