// POST /api/games: create a table ({ seats, variants, invites, rated, maxTimeoutRate, minRating,
// vacation, onTimeout });
// GET: the open tables of the lobby.
import { readJsonBody } from "@/lib/api/json-body";
import { NextResponse } from "next/server";
import { requireApiUser } from "@/lib/auth";
import { gameRoute, requireApiPlayer } from "@/app/api/games/http";
import { isOpenSeat, listOpenGames } from "@/lib/games/lobby";
import { createGame } from "@/lib/services";

export const dynamic = "force-dynamic";

export const POST = gameRoute(async (request: Request) => {
  const user = await requireApiPlayer();
  const game = await createGame(user, await readJsonBody(request));
  return NextResponse.json(game, { status: 201 });
});

export const GET = gameRoute(async () => {
  await requireApiUser();
  const games = await listOpenGames();
  return NextResponse.json({
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
