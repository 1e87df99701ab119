// GET /api/games/{id}/events?after=n: the moves after n in plain words (the reader's language),
// and the current seq.
import { NextResponse } from "next/server";
import { requireApiUser } from "@/lib/auth";
import { gameIdOf, gameRoute, type GameRouteContext, parseAfter } from "@/app/api/games/http";
import { loadLog } from "@/lib/games/table";
import { translatorFor } from "@/lib/i18n/messages";
import { sayLine, type Say } from "@/lib/words/log";
import { readerLocale } from "@/lib/api/locale";

export const dynamic = "force-dynamic";

export const GET = gameRoute(async (request: Request, context: GameRouteContext) => {
  await requireApiUser();
  const after = parseAfter(request.url);
  const log = await loadLog(await gameIdOf(context), after);
  const locale = await readerLocale(request);
  const say: Say = translatorFor(locale);
  return NextResponse.json({ seq: log.seq, events: log.events.map((line) => ({ seq: line.seq, seat: line.seat, ...sayLine(say, locale, line) })) });
});
