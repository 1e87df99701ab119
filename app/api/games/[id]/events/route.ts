// GET /api/games/{id}/events?after=n: the moves after n in plain words, and the current seq.
import { NextResponse } from "next/server";
import { requireApiUser } from "@/lib/auth";
import { gameIdOf, gameRoute, type GameRouteContext, parseAfter } from "@/app/api/games/http";
import { loadLog } from "@/lib/games/table";

export const dynamic = "force-dynamic";

export const GET = gameRoute(async (request: Request, context: GameRouteContext) => {
  await requireApiUser();
  const after = parseAfter(request.url);
  return NextResponse.json(await loadLog(await gameIdOf(context), after));
});
