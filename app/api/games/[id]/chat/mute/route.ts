// POST /api/games/{id}/chat/mute { seat, muted }: hides (or shows again) the messages of the
// player at that seat, for the viewer, at every table. 200 { muted: [seats muted here] }.
import { NextResponse } from "next/server";
import { requireApiMember } from "@/lib/auth";
import { gameIdOf, gameRoute, type GameRouteContext } from "@/app/api/games/http";
import { readJsonBody } from "@/lib/api/json-body";
import { requireSeat } from "@/lib/talk/messages";
import { setMute } from "@/lib/talk/safety";

export const dynamic = "force-dynamic";

export const POST = gameRoute(async (request: Request, context: GameRouteContext) => {
  const user = await requireApiMember(); // issue 38: not for guests
  const who = await requireSeat(await gameIdOf(context), user.id);
  return NextResponse.json({ muted: await setMute(who, await readJsonBody(request)) });
});
