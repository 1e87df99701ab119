import Link from "next/link";
import { useTranslations } from "next-intl";
import type { WaitingRoom } from "@/lib/games/waiting-room";
import { shownName, type SeatWords } from "@/lib/words/names";
import { useSeatWords } from "@/components/use-seat-words";
import { AutoRefresh } from "./auto-refresh";
import { GameActionButton } from "./game-action-button";
import { VariantList } from "./variant-list";
import { ExpansionList } from "./expansion-list";
import { CopyLink } from "./copy-link";
import { SeatedRatings } from "@/components/ratings/seat-ratings";
import type { TableRatings } from "@/lib/ratings/tables";

type Words = ReturnType<typeof useTranslations<"waitingRoom">>;

function seatText(seat: WaitingRoom["seats"][number], t: Words, seatWords: SeatWords): string {
  // A bot's seat in the reader's words (issue 33): «Бот 1», «ボット1».
  const name = seat.name === null ? null : shownName(seat.name, seatWords);
  const who = name ?? seat.invitedEmail;
  const you = seat.isViewer ? t("you") : "";
  if (seat.joined) return t("seatedSeat", { who: name ?? t("aPlayer"), you });
  if (who) return t("invitedSeat", { who, you });
  if (seat.isViewer) return t("reservedForYou");
  return seat.name === null && !seat.invitedEmail && !seat.joined ? t("openSeat") : t("reservedSeat");
}

/** The table before it starts: who sits, who is invited, join and cancel. */
export function WaitingRoomView({
  room,
  moveTimeLimitDays = null,
  ratings = null,
  origin,
}: {
  room: WaitingRoom;
  moveTimeLimitDays?: number | null;
  ratings?: TableRatings | null;
  /** The app's public address, for links to copy. */
  origin: string;
}) {
  const t = useTranslations("waitingRoom");
  const seatWords = useSeatWords();
  const cancelled = room.status === "cancelled";
  return (
    <section className="flex max-w-2xl flex-col gap-5" data-testid="waiting-room">
      <h1 className="text-2xl font-bold">
        {t("title", { name: room.creatorName })} {cancelled ? t("cancelledMark") : ""}
      </h1>
      {cancelled ? (
        <p role="status" className="rounded-md border border-red-200 bg-red-50 p-3">
          {t("cancelled")}
        </p>
      ) : (
        <p role="status">
          {t("waiting", { seated: room.seats.filter((s) => s.joined).length, seats: room.seatCount })}
        </p>
      )}
      <div>
        <h2 className="mb-2 text-lg font-semibold">{t("seats")}</h2>
        <ol className="flex flex-col gap-2" aria-label={t("seats")}>
          {room.seats.map((seat, i) => (
            <li key={i} className="rounded-md border border-neva-100 bg-white px-3 py-2" data-testid="seat">
              {seatText(seat, t, seatWords)}
            </li>
          ))}
        </ol>
      </div>
      {!cancelled && room.invitations > 0 && (
        <p data-testid="invitations-sent">{t("invitationsSent", { n: room.invitations })}</p>
      )}
      {!cancelled && room.seated && (
        <div className="flex flex-col gap-2" data-testid="share">
          <h2 className="text-lg font-semibold">{t("shareTitle")}</h2>
          <p className="text-sm text-slate-700">{t("shareHelp")}</p>
          <CopyLink url={`${origin}/games/${room.id}`} label={t("shareTitle")} testId="table-link" />
          {room.guestLinks.length > 0 && <p className="text-sm text-slate-700">{t("guestLink")}</p>}
          {room.guestLinks.map((g) => (
            <div key={g.email} className="flex flex-col gap-1">
              <p className="text-sm font-medium" translate="no">
                {g.email}
              </p>
              <CopyLink url={`${origin}${g.path}`} label={`${t("linkLabel")}: ${g.email}`} testId="guest-link" />
            </div>
          ))}
        </div>
      )}
      {ratings && !cancelled && <SeatedRatings table={ratings} />}
      <p data-testid="time-limit">
        <span className="font-semibold">{t("timePerMove")}</span> {moveTimeLimitDays ? t("limit", { n: moveTimeLimitDays }) : t("noLimit")}
      </p>
      <ExpansionList expansions={room.expansions} />
      <VariantList variants={room.variants} />
      {!cancelled && (
        <div className="flex flex-wrap gap-4">
          {room.canJoin && <GameActionButton gameId={room.id} kind="join" label={t("join")} />}
          {room.isCreator && <GameActionButton gameId={room.id} kind="cancel" label={t("cancel")} variant="danger" />}
        </div>
      )}
      {!cancelled && !room.canJoin && !room.seated && <p>{t("full")}</p>}
      <p className="text-sm">
        <Link href="/lobby" className="underline underline-offset-4">
          {t("back")}
        </Link>
      </p>
      {!cancelled && <AutoRefresh />}
    </section>
  );
}
