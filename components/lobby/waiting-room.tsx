import Link from "next/link";
import type { WaitingRoom } from "@/lib/games/waiting-room";
import { AutoRefresh } from "./auto-refresh";
import { GameActionButton } from "./game-action-button";
import { VariantList } from "./variant-list";
import { ExpansionList } from "./expansion-list";
import { SeatedRatings } from "@/components/ratings/seat-ratings";
import type { TableRatings } from "@/lib/ratings/tables";

function seatText(seat: WaitingRoom["seats"][number]): string {
  const who = seat.name ?? seat.invitedEmail;
  if (seat.joined) return `${seat.name ?? "A player"}${seat.isViewer ? " (you)" : ""}: seated`;
  if (who) return `${who}${seat.isViewer ? " (you)" : ""}: invited, not joined yet`;
  if (seat.isViewer) return "Reserved for you: invited, not joined yet";
  return seat.name === null && !seat.invitedEmail && !seat.joined ? "Open seat: anyone may join" : "Reserved seat";
}

/** The table before it starts: who sits, who is invited, join and cancel. */
export function WaitingRoomView({ room, moveTimeLimitDays = null, ratings = null }: { room: WaitingRoom; moveTimeLimitDays?: number | null; ratings?: TableRatings | null }) {
  const cancelled = room.status === "cancelled";
  return (
    <section className="flex max-w-2xl flex-col gap-5" data-testid="waiting-room">
      <h1 className="text-2xl font-bold">
        {room.creatorName}’s table {cancelled ? "(cancelled)" : ""}
      </h1>
      {cancelled ? (
        <p role="status" className="rounded-md border border-red-200 bg-red-50 p-3">
          This game was cancelled before it started.
        </p>
      ) : (
        <p role="status">
          Waiting for players: {room.seats.filter((s) => s.joined).length} of {room.seatCount} seated. The game starts when every seat is taken.
        </p>
      )}
      <div>
        <h2 className="mb-2 text-lg font-semibold">Seats</h2>
        <ol className="flex flex-col gap-2" aria-label="Seats">
          {room.seats.map((seat, i) => (
            <li key={i} className="rounded-md border border-neva-100 bg-white px-3 py-2" data-testid="seat">
              {seatText(seat)}
            </li>
          ))}
        </ol>
      </div>
      {ratings && !cancelled && <SeatedRatings table={ratings} />}
      <p data-testid="time-limit">
        <span className="font-semibold">Time per move:</span>{" "}
        {moveTimeLimitDays ? `${moveTimeLimitDays} day${moveTimeLimitDays === 1 ? "" : "s"}; a player who lets it run out passes until the phase ends.` : "no limit."}
      </p>
      <ExpansionList expansions={room.expansions} />
      <VariantList variants={room.variants} />
      {!cancelled && (
        <div className="flex flex-wrap gap-4">
          {room.canJoin && <GameActionButton gameId={room.id} kind="join" label="Join this game" />}
          {room.isCreator && <GameActionButton gameId={room.id} kind="cancel" label="Cancel this game" variant="danger" />}
        </div>
      )}
      {!cancelled && !room.canJoin && !room.seated && <p>Every seat at this table is taken or reserved for someone else.</p>}
      <p className="text-sm">
        <Link href="/lobby" className="underline underline-offset-4">
          Back to the lobby
        </Link>
      </p>
      {!cancelled && <AutoRefresh />}
    </section>
  );
}
