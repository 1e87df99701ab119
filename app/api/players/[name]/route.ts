// GET /api/players/{name}: a player's public rating, games and reliability (issue 23), and
// `away`/`awayUntil` (issue 22). Public:
// no email and nothing a table keeps secret. Unknown or malformed name: 404.
import { NextResponse } from "next/server";
import { z } from "zod";
import { jsonRoute } from "@/lib/api/route";
import { lineText } from "@/lib/input";
import { playerCard } from "@/lib/ratings/reads";
import { DomainError } from "@/lib/errors";
import { publicAway } from "@/lib/absence/reads";

export const dynamic = "force-dynamic";

type Context = { params: Promise<{ name: string }> };

// Hostile input: a malformed escape, a NUL byte (PostgreSQL error 22021), a control character or
// a huge value names nobody. Decoded as the player page does (names never hold "%").
const NameSchema = z
  .string()
  .transform((s, ctx) => {
    try {
      return decodeURIComponent(s);
    } catch {
      ctx.addIssue({ code: "custom", message: "notAName" });
      return z.NEVER;
    }
  })
  .pipe(lineText(100).pipe(z.string().trim().min(1)));

export const GET = jsonRoute(async (_request: Request, context: Context) => {
  const name = NameSchema.safeParse((await context.params).name);
  const player = name.success ? await playerCard(name.data) : null;
  if (!player) throw new DomainError("not_found", "noSuchPlayer");
  return NextResponse.json({
    name: player.name,
    rating: player.rating,
    games: player.games,
    reliability: player.reliability,
    // Issue 22: whether the player is away now, and until when (ISO; null when not away).
    ...(await publicAway(player.userId)),
  });
});
