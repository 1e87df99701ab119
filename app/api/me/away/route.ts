// /api/me/away (issue 22): the signed-in player's time away and vacation days.
// GET → { away, awayUntil, vacationDays }; POST { days: n } or { until: ISO date } → 200 and the
// same shape (400 with a sentence, and nothing changed, for a bad request); DELETE ends the
// absence at once ("I'm back"), gives back the whole days not used, and takes every seat back
// from the bot.
import { NextResponse } from "next/server";
import { readJsonBody } from "@/lib/api/json-body";
import { requireApiMember, requireApiUser } from "@/lib/auth";
import { gameRoute } from "@/app/api/games/http";
import { awayStatus, comeBack, goAway } from "@/lib/services";

export const dynamic = "force-dynamic";

export const GET = gameRoute(async () => {
  const user = await requireApiUser();
  return NextResponse.json(await awayStatus(user.id));
});

export const POST = gameRoute(async (request: Request) => {
  const user = await requireApiMember(); // issue 38: not for guests
  return NextResponse.json(await goAway(user.id, await readJsonBody(request)));
});

export const DELETE = gameRoute(async () => {
  const user = await requireApiUser();
  return NextResponse.json(await comeBack(user.id));
});
