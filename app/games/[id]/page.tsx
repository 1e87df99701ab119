import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { connection } from "next/server";
import { isRecordId } from "@/lib/api/input";
import { GameTableView } from "@/components/game/game-table";
import { WaitingRoomView } from "@/components/lobby/waiting-room";
import { requireUser } from "@/lib/auth/session";
import { prisma } from "@/lib/db/client";
import { loadTable } from "@/lib/games/table";
import { loadWaitingRoom } from "@/lib/games/waiting-room";
import { limitDaySeconds } from "@/lib/games/time-limits";

export const metadata: Metadata = { title: "Game · Neva" };

export default async function GamePage({ params }: { params: Promise<{ id: string }> }) {
  await connection();
  const { id } = await params;
  if (!isRecordId(id)) notFound();
  const user = await requireUser(`/games/${id}`);
  const room = await loadWaitingRoom(id, user);
  if (!room) notFound();
  // The move time limit is shown on the table and in the waiting room (the loaders do not carry it yet).
  const limit = await prisma.game.findUnique({ where: { id }, select: { moveTimeLimitDays: true } });
  const clock = { days: limit?.moveTimeLimitDays ?? null, dayMs: limitDaySeconds() * 1000 };
  if (room.status === "open" || room.status === "cancelled") return <WaitingRoomView room={room} moveTimeLimitDays={clock.days} />;
  const table = await loadTable(id, user);
  return <GameTableView initial={table} clock={clock} />;
}
