// Which running games wait for a player's move: the tab title and the dashboard's live count.
// Who acts is public, so this says nothing a page could not already show.
import { prisma } from "@/lib/db/client";
import { toAct } from "@/lib/engine";
import { loadState } from "./current";

async function waitsFor(gameId: string, seat: number): Promise<boolean> {
  const loaded = await loadState(gameId);
  return !!loaded && loaded.state.status === "active" && toAct(loaded.state).includes(seat);
}

/** The ids of the running games where `userId` is to act now. */
export async function yourTurnIn(userId: string, onlyGameId?: string): Promise<Set<string>> {
  const seats = await prisma.gameSeat.findMany({
    where: { userId, seat: { not: null }, game: { status: "active" }, ...(onlyGameId ? { gameId: onlyGameId } : {}) },
    select: { gameId: true, seat: true },
  });
  const flags = await Promise.all(seats.map((s) => s.seat !== null && waitsFor(s.gameId, s.seat)));
  return new Set(seats.filter((_, i) => flags[i]).map((s) => s.gameId));
}
