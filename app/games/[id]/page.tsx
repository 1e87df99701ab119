import { notFound } from "next/navigation";
import { connection } from "next/server";
import { isRecordId } from "@/lib/input";
import { GameTableView } from "@/components/game/game-table";
import { WaitingRoomView } from "@/components/lobby/waiting-room";
import { requireUser } from "@/lib/auth/session";
import { GuestDoor } from "@/components/home/guest-door";
import { prisma } from "@/lib/db/client";
import { loadTable } from "@/lib/games/table";
import { loadWaitingRoom } from "@/lib/games/waiting-room";
import { limitDaySeconds } from "@/lib/games/time-limits";
import { tableRatings } from "@/lib/ratings/tables";
import { titled } from "@/lib/i18n/metadata";
import { InviteTokenSchema } from "@/lib/games/invitations";
import { appUrl } from "@/lib/mail/config";
import { TableAbsence } from "@/components/absence/table-absence";
import { PresenceBeacon } from "@/components/push/presence-beacon";
import { PushOffer } from "@/components/push/push-offer";
import { vapidKeys } from "@/lib/push/config";

export const generateMetadata = titled("game");

export default async function GamePage({ params, searchParams }: { params: Promise<{ id: string }>; searchParams?: Promise<{ invite?: string | string[] }> }) {
  await connection();
  const { id } = await params;
  if (!isRecordId(id)) notFound();
  // A personal invitation link keeps its token through sign-in, where it gives the page its context.
  const invite = InviteTokenSchema.safeParse((await searchParams)?.invite);
  const user = await requireUser(invite.success ? `/games/${id}?invite=${invite.data}` : `/games/${id}`);
  // The status decides between the waiting room and the table, so only one of them is loaded
  // (issue 13: a running game's page read the waiting room's rows too). It also carries the
  // move time limit, shown in both.
  const game = await prisma.game.findUnique({ where: { id }, select: { status: true, moveTimeLimitDays: true, onTimeout: true } });
  if (!game) notFound();
  const clock = { days: game.moveTimeLimitDays ?? null, dayMs: limitDaySeconds() * 1000 };
  if (game.status === "open" || game.status === "cancelled") {
    const [room, ratings] = await Promise.all([loadWaitingRoom(id, user), tableRatings(id)]);
    if (!room) notFound();
    return <WaitingRoomView room={room} moveTimeLimitDays={clock.days} ratings={ratings} origin={appUrl()} />;
  }
  // A started game never goes back to waiting, so the status read above cannot be out of date here.
  const table = await loadTable(id, user);
  return (
    // Issue 22 around the table: who is away, resigned or played by the bot above; the viewer's resign button below.
    <TableAbsence gameId={id} status={table.status} names={table.view.players.map((p) => p.name)} viewerSeat={table.seat} onTimeout={game.onTimeout}>
      <GameTableView initial={table} clock={clock} talk={!user.guest} />
      {/* Issue 39: no push about this table while the seated viewer has it in front of them. */}
      {table.seat !== null && table.status === "active" && (
        <>
          <PresenceBeacon gameId={id} />
          <PushOffer gameId={id} publicKey={vapidKeys()?.publicKey ?? null} />
        </>
      )}
      {/* Issue 38: a guest's practice table says where people, talk and ratings are. */}
      {user.guest && <GuestDoor next={`/games/${id}`} compact />}
    </TableAbsence>
  );
}
