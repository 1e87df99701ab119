// DELETE /api/games/{id}/chat/{messageId}: the author withdraws a message (within five minutes);
// open pages drop it. 204; 403 for another's message, 409 too late, 404 not there or not seated.
import { requireApiMember } from "@/lib/auth";
import { gameIdOf, gameRoute } from "@/app/api/games/http";
import { requireSeat } from "@/lib/talk/messages";
import { deleteOwn, messageIdOf } from "@/lib/talk/safety";

export const dynamic = "force-dynamic";

type Context = { params: Promise<{ id: string; messageId: string }> };

export const DELETE = gameRoute(async (_request: Request, context: Context) => {
  const user = await requireApiMember(); // issue 38: not for guests
  const who = await requireSeat(await gameIdOf(context), user.id);
  await deleteOwn(who, messageIdOf((await context.params).messageId));
  return new Response(null, { status: 204 });
});
