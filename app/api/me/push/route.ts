// /api/me/push (issue 39, docs/push.md): the signed-in player's push subscriptions.
// GET → 200 { publicKey, subscriptions: [{ id, createdAt, userAgent? }] }; POST { endpoint,
// keys: { p256dh, auth } } → 201 { id } (400 naming the field; at most 10 per player).
import { NextResponse } from "next/server";
import { readJsonBody } from "@/lib/api/json-body";
import { requireApiMember, requireApiUser } from "@/lib/auth";
import { gameRoute } from "@/app/api/games/http";
import { addSubscription, listSubscriptions } from "@/lib/push/subscriptions";

export const dynamic = "force-dynamic";

const NO_STORE = { "cache-control": "no-store" };

export const GET = gameRoute(async () => {
  const user = await requireApiUser();
  return NextResponse.json(await listSubscriptions(user.id), { headers: NO_STORE });
});

export const POST = gameRoute(async (request: Request) => {
  const user = await requireApiMember(); // issue 38: not for guests
  const created = await addSubscription(user.id, await readJsonBody(request), request.headers.get("user-agent"));
  return NextResponse.json(created, { status: 201, headers: NO_STORE });
});
