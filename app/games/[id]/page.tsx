import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { connection } from "next/server";
import { isRecordId } from "@/lib/api/input";
import { GameTableView } from "@/components/game/game-table";
import { GameNav } from "@/components/history/game-nav";
import { WaitingRoomView } from "@/components/lobby/waiting-room";
import { requireUser } from "@/lib/auth/session";
import { loadTable } from "@/lib/games/table";
import { loadWaitingRoom } from "@/lib/games/waiting-room";

export const metadata: Metadata = { title: "Game · Neva" };

export default async function GamePage({ params }: { params: Promise<{ id: string }> }) {
  await connection();
  const { id } = await params;
  if (!isRecordId(id)) notFound();
  const user = await requireUser(`/games/${id}`);
  const room = await loadWaitingRoom(id, user);
  if (!room) notFound();
  if (room.status === "open" || room.status === "cancelled") return <WaitingRoomView room={room} />;
  const table = await loadTable(id, user);
  return (
    <div className="flex flex-col gap-4">
      {/* Replay, result and record of this game (issue 5, components/history). */}
      <GameNav gameId={id} finished={table.status === "finished"} current="table" />
      <GameTableView initial={table} />
    </div>
  );
}
