// POST /api/games: create a table ({ seats, variants, invites, rated, maxTimeoutRate, minRating,
// vacation, onTimeout });
// GET: the open tables of the lobby, a page at a time.
import { readJsonBody } from "@/lib/api/json-body";
import { NextResponse } from "next/server";
import { requireApiUser } from "@/lib/auth";
import { gameRoute, requireApiPlayer } from "@/app/api/games/http";
import { isOpenSeat } from "@/lib/games/lobby";
import { listOpenGames } from "@/lib/games/open-tables";
import { createGame } from "@/lib/services";

export const dynamic = "force-dynamic";

export const POST = gameRoute(async (request: Request) => {
  const user = await requireApiPlayer();
  const game = await createGame(user, await readJsonBody(request));
  return NextResponse.json(game, { status: 201 });
});

// A page of tables, newest first; `?after=` is the `next` of the page before (anything else: the first page).
export const GET = gameRoute(async (request: Request) => {
  await requireApiUser();
  const { games, next } = await listOpenGames(new URL(request.url).searchParams.get("after") ?? undefined);
  return NextResponse.json({
    next,
    games: games.map((g) => ({
      id: g.id,
      createdBy: g.createdBy?.displayName,
      createdAt: g.createdAt.toISOString(),
      seatCount: g.seatCount,
      variants: g.options.variants,
      players: g.seats.flatMap((s) => (s.joinedAt && s.user?.displayName ? [s.user.displayName] : [])),
      openSeats: g.seats.filter(isOpenSeat).length,
      bots: g.seats.filter((s) => s.botNumber !== null).length,
      // Issue 23: whether the result changes ratings, and who may take an open seat.
      rated: g.rated,
      maxTimeoutRate: g.maxTimeoutRate,
      minRating: g.minRating,
      // Issue 22: whether clocks pause for vacation, and who takes a seat whose time ran out.
      vacation: g.vacation,
      onTimeout: g.onTimeout,
    })),
  });
});
