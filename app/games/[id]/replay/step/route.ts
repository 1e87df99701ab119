// GET /games/{id}/replay/step?move=K: the replay table after event K, as the caller may see it
// (signed out: as a spectator). JSON for the replay page's stepping.
import { NextResponse } from "next/server";
import { DomainError } from "@/lib/errors";
import { jsonRoute } from "@/lib/api/route";
import { isRecordId } from "@/lib/input";
import { getUser } from "@/lib/auth";
import { clampMove, loadReplay, replayStep } from "@/lib/history/replay";

export const dynamic = "force-dynamic";

export const GET = jsonRoute(async (request: Request, context: { params: Promise<{ id: string }> }) => {
  const { id } = await context.params;
  if (!isRecordId(id)) throw new DomainError("not_found", "noSuchStartedGame");
  const user = await getUser();
  const game = await loadReplay(id, user?.id ?? null);
  if (!game) throw new DomainError("not_found", "noSuchStartedGame");
  const raw = new URL(request.url).searchParams.get("move");
  if (raw !== null && !/^\d+$/.test(raw)) throw new DomainError("invalid_request", "moveNotInteger", {}, { field: "move" });
  const step = await replayStep(game, clampMove(raw ?? undefined, game.last));
  return NextResponse.json(step, { headers: { "cache-control": "private, no-store" } });
});
