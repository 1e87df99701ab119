// Ratings beside the players of tables that have not started (issue 23): the lobby's open tables
// and the waiting room show each seated player's rating and reliability, the waiting room also
// each one's chance to win (openskill's prediction), so people choose their opponents.
import { prisma } from "@/lib/db/client";
import { winChances } from "./model";
import { playerCards, type PlayerRatingCard } from "./reads";

export interface SeatedCard {
  card: PlayerRatingCard;
  /** 0..1; the chances of the seated players sum to 1 (null with one player seated). */
  chance: number | null;
}

export interface TableRatings {
  rated: boolean;
  maxTimeoutRate: number | null;
  minRating: number | null;
  seated: SeatedCard[];
}

/** The seated players of one table, in the order they joined, with their chances to win. */
export async function tableRatings(gameId: string): Promise<TableRatings | null> {
  const game = await prisma.game.findUnique({
    where: { id: gameId },
    select: { rated: true, maxTimeoutRate: true, minRating: true, seats: { where: { joinedAt: { not: null }, userId: { not: null } }, orderBy: { joinedAt: "asc" }, select: { userId: true } } },
  });
  if (!game) return null;
  const ids = game.seats.map((s) => s.userId as string);
  const cards = await playerCards(ids);
  const present = ids.flatMap((id) => (cards.has(id) ? [cards.get(id)!] : []));
  const chances = present.length >= 2 ? winChances(present.map((c) => c.rating)) : null;
  return {
    rated: game.rated,
    maxTimeoutRate: game.maxTimeoutRate,
    minRating: game.minRating,
    seated: present.map((card, i) => ({ card, chance: chances ? chances[i] : null })),
  };
}
