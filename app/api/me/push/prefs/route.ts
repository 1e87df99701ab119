// /api/me/push/prefs (issue 39): which kinds are pushed (and sent to the webhook), and "push
// instead of mail". GET → the six switches; PUT with all six → 200 and the same.
import { NextResponse } from "next/server";
import { readJsonBody } from "@/lib/api/json-body";
import { requireApiMember, requireApiUser } from "@/lib/auth";
import { gameRoute } from "@/app/api/games/http";
import { getPushPrefs, savePushPrefs } from "@/lib/push/prefs";

export const dynamic = "force-dynamic";

export const GET = gameRoute(async () => {
  const user = await requireApiUser();
  return NextResponse.json(await getPushPrefs(user.id));
});

export const PUT = gameRoute(async (request: Request) => {
  const user = await requireApiMember(); // issue 38: not for guests
  return NextResponse.json(await savePushPrefs(user.id, await readJsonBody(request)));
});
