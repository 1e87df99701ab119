import { prisma, type GameStatus } from "@/lib/db/client";

export type GameSummary = {
  id: string;
  status: GameStatus;
  seatCount: number;
  players: string[];
  openSeats: number;
  createdAt: Date;
  lastMoveAt: Date | null;
};

/** The games a user sits at or was invited to by email, newest activity first. */
export async function listGamesForUser(user: { id: string; email: string }): Promise<GameSummary[]> {
  const games = await prisma.game.findMany({
    where: { seats: { some: { OR: [{ userId: user.id }, { invitedEmail: user.email }] } } },
    orderBy: { updatedAt: "desc" },
    take: 50,
    include: { seats: { include: { user: { select: { displayName: true } } }, orderBy: [{ seat: "asc" }, { id: "asc" }] } },
  });
  return games.map((g) => ({
    id: g.id,
    status: g.status,
    seatCount: g.seatCount,
    players: g.seats.flatMap((s) => (s.user?.displayName ? [s.user.displayName] : [])),
    openSeats: g.seats.filter((s) => !s.userId).length + Math.max(0, g.seatCount - g.seats.length),
    createdAt: g.createdAt,
    lastMoveAt: g.lastMoveAt,
  }));
}
