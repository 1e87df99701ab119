// PUT / GET / DELETE /api/games/{id}/orders: the caller's standing orders for their own seat
// (issue 32; the contract is in docs/game-record.md). Nobody else's orders are ever reachable:
// the seat is the signed-in player's, never a parameter.
import { NextResponse } from "next/server";
import { readJsonBody } from "@/lib/api/json-body";
import { requireApiUser } from "@/lib/auth";
import { gameIdOf, gameRoute, type GameRouteContext } from "@/app/api/games/http";
import { clearOrders, readOrders, setOrders } from "@/lib/services";

export const dynamic = "force-dynamic";

const PRIVATE = { "cache-control": "private, no-store" };

export const PUT = gameRoute(async (request: Request, context: GameRouteContext) => {
  const user = await requireApiUser();
  const gameId = await gameIdOf(context);
  const body = await readJsonBody(request);
  return NextResponse.json(await setOrders(gameId, user.id, body), { headers: PRIVATE });
});

export const GET = gameRoute(async (_request: Request, context: GameRouteContext) => {
  const user = await requireApiUser();
  const gameId = await gameIdOf(context);
  return NextResponse.json(await readOrders(gameId, user.id), { headers: PRIVATE });
});

export const DELETE = gameRoute(async (_request: Request, context: GameRouteContext) => {
  const user = await requireApiUser();
  const gameId = await gameIdOf(context);
  await clearOrders(gameId, user.id);
  return new Response(null, { status: 204, headers: PRIVATE });
});
