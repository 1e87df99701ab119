// POST /api/games/{id}/nudge (issue 24): a seated player nudges the player to act after a day of
// waiting; 202. The nudge (lib/talk) and its mail (lib/mail) are composed here, in one transaction.
import { NextResponse } from "next/server";
import { requireApiMember } from "@/lib/auth";
import { gameIdOf, gameRoute, type GameRouteContext } from "@/app/api/games/http";
import { queueNudgeMail } from "@/lib/mail/nudge";
import { queueNudgePush } from "@/lib/push/events";
import { nudge } from "@/lib/talk/nudge";

export const dynamic = "force-dynamic";

export const POST = gameRoute(async (_request: Request, context: GameRouteContext) => {
  const user = await requireApiMember(); // issue 38: not for guests
  // Issue 39: the nudge's push (and webhook call) with its mail, in the nudge's transaction.
  const done = await nudge(await gameIdOf(context), user, async (tx, nudged) => {
    await queueNudgeMail(tx, nudged);
    await queueNudgePush(tx, nudged);
  });
  return NextResponse.json({ nudged: { seat: done.seat } }, { status: 202 });
});
