// POST /api/games/{id}/chat/{messageId}/report: a seated player reports a message to the
// operator (npm run moderation -- reports). 202; reporting twice is the same report.
import { requireApiMember } from "@/lib/auth";
import { gameIdOf, gameRoute } from "@/app/api/games/http";
import { requireSeat } from "@/lib/talk/messages";
import { messageIdOf, report } from "@/lib/talk/safety";

export const dynamic = "force-dynamic";

type Context = { params: Promise<{ id: string; messageId: string }> };

export const POST = gameRoute(async (_request: Request, context: Context) => {
  const user = await requireApiMember(); // issue 38: not for guests
  const who = await requireSeat(await gameIdOf(context), user.id);
  await report(who, messageIdOf((await context.params).messageId));
  return new Response(null, { status: 202 });
});
