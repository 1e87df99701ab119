// /api/me/webhook (issue 39, docs/push.md): PUT { url, kind: discord|slack|generic } → 200
// { secret } (the secret is in this answer only); DELETE → 204.
import { NextResponse } from "next/server";
import { readJsonBody } from "@/lib/api/json-body";
import { requireApiMember } from "@/lib/auth";
import { gameRoute } from "@/app/api/games/http";
import { removeWebhook, saveWebhook } from "@/lib/push/webhooks";

export const dynamic = "force-dynamic";

export const PUT = gameRoute(async (request: Request) => {
  const user = await requireApiMember(); // issue 38: not for guests
  return NextResponse.json(await saveWebhook(user.id, await readJsonBody(request)), { headers: { "cache-control": "no-store" } });
});

export const DELETE = gameRoute(async () => {
  const user = await requireApiMember(); // issue 38: not for guests
  await removeWebhook(user.id);
  return new Response(null, { status: 204 });
});
