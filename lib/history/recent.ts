// A player's most recently finished games for the home page, from the stored result summaries
// (issue 19): the index game_result_players(user_id, finished_at) hands over the newest few
// whatever the player's history, and no finished game is replayed per request.
import { prisma } from "@/lib/db/client";
import { setsOf, type DashboardGame } from "@/lib/games/dashboard";

interface Row {
  id: string;
  finishedAt: Date;
  seatCount: number;
  rounds: number;
  options: unknown;
  /** Seat order: the name each player had in the game, and whether they won. */
  players: { name: string; winner: boolean }[];
}

export async function recentFinished(userId: string, limit: number): Promise<DashboardGame[]> {
  const rows = await prisma.$queryRaw<Row[]>`
    SELECT me.game_id AS id, me.finished_at AS "finishedAt", r.seat_count AS "seatCount", r.rounds, g.options,
      (SELECT json_agg(json_build_object('name', p.name, 'winner', p.winner) ORDER BY p.seat)
        FROM game_result_players p WHERE p.game_id = me.game_id) AS players
    FROM (SELECT game_id, finished_at FROM game_result_players WHERE user_id = ${userId}
          ORDER BY finished_at DESC, game_id DESC LIMIT ${limit}) me
    JOIN game_results r ON r.game_id = me.game_id
    JOIN games g ON g.id = me.game_id
    ORDER BY me.finished_at DESC, me.game_id DESC`;
  return rows.map((row) => ({
    id: row.id,
    group: "finished",
    status: "finished",
    players: row.players.map((p) => p.name),
    seatCount: row.seatCount,
    freeSeats: 0,
    invited: false,
    round: row.rounds,
    phase: null,
    toAct: [],
    since: row.finishedAt.toISOString(),
    winners: row.players.filter((p) => p.winner).map((p) => p.name),
    moveTimeLimitDays: null,
    ...setsOf({ id: row.id, options: row.options, seatCount: row.seatCount }, "recent games"),
  }));
}
