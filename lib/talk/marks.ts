// What the dashboard and the lobby show of table talk beside each game: unread messages and who
// nudged the player (while the game still waits for them).
import { prisma } from "@/lib/db/client";
import { nudgesFor } from "./nudge";
import { UNKNOWN_NAME } from "./messages";
import { unreadCounts } from "./safety";

export interface TalkMarkData {
  unread: number;
  /** Who nudged (null: a player without a name, said "a player"). */
  nudgedBy: (string | null)[];
}

export async function talkMarks(userId: string, gameIds: string[]): Promise<Record<string, TalkMarkData>> {
  const [unread, nudges] = await Promise.all([unreadCounts(userId, gameIds), nudgesFor(userId, gameIds)]);
  const out: Record<string, TalkMarkData> = {};
  for (const id of new Set([...unread.keys(), ...nudges.keys()])) out[id] = { unread: unread.get(id) ?? 0, nudgedBy: nudges.get(id) ?? [] };
  return out;
}

/** The player's started tables with unread messages (the lobby lists them): players and count. */
export async function unreadTables(userId: string): Promise<{ gameId: string; players: string[]; unread: number }[]> {
  const seated = await prisma.gameSeat.findMany({
    // The seat's copy of its game's status and game_seats(user_id, joined_at): the newest 200
    // seats read in index order, not every seat of a player of thousands of games sorted.
    where: { userId, seat: { not: null }, gameStatus: { in: ["active", "finished"] } },
    select: { gameId: true },
    orderBy: { joinedAt: "desc" },
    take: 200,
  });
  const unread = await unreadCounts(userId, seated.map((s) => s.gameId));
  if (unread.size === 0) return [];
  const seats = await prisma.gameSeat.findMany({
    where: { gameId: { in: [...unread.keys()] }, seat: { not: null } },
    select: { gameId: true, seat: true, user: { select: { displayName: true } } },
    orderBy: { seat: "asc" },
  });
  return [...unread].map(([gameId, n]) => ({
    gameId,
    unread: n,
    players: seats.filter((s) => s.gameId === gameId).map((s) => s.user?.displayName ?? UNKNOWN_NAME),
  }));
}
