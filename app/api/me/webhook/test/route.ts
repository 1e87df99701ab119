// POST /api/me/webhook/test (issue 39): "send a test": one call through the outbox → 202.
import { NextResponse } from "next/server";
import { requireApiMember } from "@/lib/auth";
import { gameRoute } from "@/app/api/games/http";
import { queueWebhookTest } from "@/lib/push/webhooks";

export const dynamic = "force-dynamic";

export const POST = gameRoute(async () => {
  const user = await requireApiMember(); // issue 38: not for guests
  await queueWebhookTest(user.id);
  return NextResponse.json({ queued: true }, { status: 202 });
});
