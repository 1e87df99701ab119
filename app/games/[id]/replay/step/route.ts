// GET /games/{id}/replay/step?move=K: the replay table after event K, as the caller may see it
// (signed out: as a spectator). JSON for the replay page's stepping.
import { NextResponse } from "next/server";
import { ApiError } from "@/lib/api/errors";
import { jsonRoute } from "@/lib/api/route";
import { isRecordId } from "@/lib/api/input";
import { getUser } from "@/lib/auth";
import { clampMove, loadReplay, replayStep } from "@/lib/history/replay";

export const dynamic = "force-dynamic";

export const GET = jsonRoute(async (request: Request, context: { params: Promise<{ id: string }> }) => {
  const { id } = await context.params;
  if (!isRecordId(id)) throw new ApiError(404, "not_found", "There is no such started game.");
  const user = await getUser();
  const game = await loadReplay(id, user?.id ?? null);
  if (!game) throw new ApiError(404, "not_found", "There is no such started game.");
  const raw = new URL(request.url).searchParams.get("move");
  if (raw !== null && !/^\d+$/.test(raw)) throw new ApiError(400, "invalid_request", "move must be a non-negative integer.", "move");
  const step = await replayStep(game, clampMove(raw ?? undefined, game.last));
  return NextResponse.json(step, { headers: { "cache-control": "private, no-store" } });
});
