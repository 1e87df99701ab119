// What pages and GET /api/players/{name} show of time away (issue 22): who is away until when
// (public: everyone sees "away until …"), and the seats the bot holds for a player.
import { prisma } from "@/lib/db/client";

/** The players among `userIds` who are away at `now`, with the end of their absence. */
export async function awayUntilOf(userIds: readonly (string | null | undefined)[], now = new Date()): Promise<Map<string, Date>> {
  const ids = [...new Set(userIds.filter((id): id is string => !!id))];
  if (ids.length === 0) return new Map();
  const rows = await prisma.user.findMany({ where: { id: { in: ids }, awayUntil: { gt: now } }, select: { id: true, awayUntil: true } });
  return new Map(rows.map((row) => [row.id, row.awayUntil!]));
}

/** `{ away, awayUntil }` as GET /api/players/{name} answers it. */
export async function publicAway(userId: string, now = new Date()): Promise<{ away: boolean; awayUntil: string | null }> {
  const until = (await awayUntilOf([userId], now)).get(userId);
  return { away: !!until, awayUntil: until?.toISOString() ?? null };
}

/**
 * The header's note, in one statement on every page: the end of the player's absence (if away
 * now) and the running games where the bot plays their seat until they are back.
 */
export async function headerAbsence(userId: string, now = new Date()): Promise<{ awayUntil: Date | null; heldByBot: number }> {
  const [row] = await prisma.$queryRaw<{ awayUntil: Date | null; heldByBot: number }[]>`
    SELECT CASE WHEN u.away_until > ${now.toISOString()}::timestamp(3) THEN u.away_until END AS "awayUntil",
      (SELECT count(*)::int FROM game_seats s JOIN games g ON g.id = s.game_id
       WHERE s.user_id = u.id AND s.played_by = 'bot' AND s.resigned_at IS NULL AND g.status = 'active') AS "heldByBot"
    FROM users u WHERE u.id = ${userId}`;
  return row ?? { awayUntil: null, heldByBot: 0 };
}

/** A game's seats as issue 22 marks them: who resigned, who the bot plays for. */
export async function seatMarks(gameId: string): Promise<{ seat: number; userId: string | null; playedBy: string | null; resigned: boolean }[]> {
  const rows = await prisma.gameSeat.findMany({
    where: { gameId, seat: { not: null }, botNumber: null },
    select: { seat: true, userId: true, playedBy: true, resignedAt: true },
    orderBy: { seat: "asc" },
  });
  return rows.map((row) => ({ seat: row.seat!, userId: row.userId, playedBy: row.playedBy, resigned: row.resignedAt !== null }));
}
