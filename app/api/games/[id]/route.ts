// GET /api/games/{id}: the caller's game table (their view, seq, legal moves with prices, log).
import { NextResponse } from "next/server";
import { requireApiUser } from "@/lib/auth";
import { gameIdOf, gameRoute, type GameRouteContext } from "@/lib/games/http";
import { loadTable } from "@/lib/games/table";

export const dynamic = "force-dynamic";

export const GET = gameRoute(async (_request: Request, context: GameRouteContext) => {
  const user = await requireApiUser();
  return NextResponse.json(await loadTable(await gameIdOf(context), user));
});
