// GET /api/games/{id}/export: a finished game as a `neva-game/1` record (explicit piles and
// tokens, every move), downloaded as a file. Anyone may fetch it: a finished game hides nothing.
import { NextResponse } from "next/server";
import { DomainError } from "@/lib/errors";
import { jsonRoute } from "@/lib/api/route";
import { gameIdOf, type GameRouteContext } from "@/app/api/games/http";
import { exportGame } from "@/lib/history/export";

export const dynamic = "force-dynamic";

export const GET = jsonRoute(async (_request: Request, context: GameRouteContext) => {
  const id = await gameIdOf(context);
  const record = await exportGame(id);
  if (record === null) throw new DomainError("not_found", "noSuchGame");
  if (record === "not-finished") {
    throw new DomainError("not_finished", "notFinished");
  }
  return new NextResponse(`${JSON.stringify(record, null, 2)}\n`, {
    headers: {
      "content-type": "application/json; charset=utf-8",
      "content-disposition": `attachment; filename="neva-${id}.json"`,
      "cache-control": "public, max-age=3600, immutable",
    },
  });
});
