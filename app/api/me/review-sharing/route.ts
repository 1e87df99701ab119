// /api/me/review-sharing (issue 36): whether the other players of the player's games may read
// their game reviews. GET → { share }; PUT { share } → 200 and the same.
import { NextResponse } from "next/server";
import { readJsonBody } from "@/lib/api/json-body";
import { requireApiMember, requireApiUser } from "@/lib/auth";
import { gameRoute } from "@/app/api/games/http";
import { reviewSharing, saveReviewSharing } from "@/lib/history/reviews";

export const dynamic = "force-dynamic";

export const GET = gameRoute(async () => {
  const user = await requireApiUser();
  return NextResponse.json(await reviewSharing(user.id));
});

export const PUT = gameRoute(async (request: Request) => {
  const user = await requireApiMember(); // issue 38: not for guests
  return NextResponse.json(await saveReviewSharing(user.id, await readJsonBody(request)));
});
