// GET /api/games/{id}: the caller's game table (their view, seq, legal moves with prices, log).
// With ?since=N (the seq a polling page already shows) an unchanged game answers
// `{ seq, unchanged: true }` from one small query instead of rebuilding the whole table.
import { NextResponse } from "next/server";
import { requireApiUser } from "@/lib/auth";
import { gameIdOf, gameRoute, type GameRouteContext } from "@/app/api/games/http";
import { loadTable, seqIfUnchanged } from "@/lib/games/table";

export const dynamic = "force-dynamic";

export const GET = gameRoute(async (request: Request, context: GameRouteContext) => {
  const user = await requireApiUser();
  const gameId = await gameIdOf(context);
  const since = Number(new URL(request.url).searchParams.get("since") ?? NaN);
  if (Number.isInteger(since) && (await seqIfUnchanged(gameId, since)) !== null) {
    return NextResponse.json({ seq: since, unchanged: true });
  }
  return NextResponse.json(await loadTable(gameId, user));
});
