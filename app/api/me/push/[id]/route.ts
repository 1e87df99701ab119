// DELETE /api/me/push/{id} (issue 39): removes one of the player's devices → 204; 404 if not theirs.
import { requireApiMember } from "@/lib/auth";
import { gameRoute } from "@/app/api/games/http";
import { removeSubscription } from "@/lib/push/subscriptions";

export const dynamic = "force-dynamic";

export const DELETE = gameRoute(async (_request: Request, context: { params: Promise<{ id: string }> }) => {
  const user = await requireApiMember(); // issue 38: not for guests
  await removeSubscription(user.id, (await context.params).id);
  return new Response(null, { status: 204 });
});
