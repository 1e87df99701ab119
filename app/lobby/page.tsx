import Link from "next/link";
import { connection } from "next/server";
import { serverTranslator } from "@/lib/i18n/server";
import { AutoRefresh } from "@/components/lobby/auto-refresh";
import { GameActionButton } from "@/components/lobby/game-action-button";
import { VariantList } from "@/components/lobby/variant-list";
import { ExpansionList } from "@/components/lobby/expansion-list";
import { requireUser } from "@/lib/auth/session";
import { GuestDoor } from "@/components/home/guest-door";
import { isOpenSeat } from "@/lib/games/lobby";
import { listOpenGames } from "@/lib/games/open-tables";
import { UnreadTables } from "@/components/talk/unread-tables";
import { unreadTables } from "@/lib/talk/marks";
import { SeatLine, TableTerms } from "@/components/ratings/seat-ratings";
import { playerCards } from "@/lib/ratings/reads";
import { titled } from "@/lib/i18n/metadata";
import { AbsenceTerms, AwayNote } from "@/components/absence/away-note";
import { awayUntilOf } from "@/lib/absence/reads";

export const generateMetadata = titled("lobby");

type Search = { after?: string | string[] };

export default async function LobbyPage({ searchParams }: { searchParams: Promise<Search> }) {
  await connection();
  const user = await requireUser("/lobby");
  // Issue 38: a guest plays practice tables only; the lobby is for tables with people.
  if (user.guest) return <GuestDoor next="/lobby" />;
  // A page of tables (lib/games/open-tables): `after` is hostile input, checked there.
  const { after } = await searchParams;
  const [{ games, next, first }, unread, t, r] = await Promise.all([
    listOpenGames(Array.isArray(after) ? after[0] : after),
    unreadTables(user.id),
    serverTranslator("lobby"),
    serverTranslator("ratings"),
  ]);
  // Rating and reliability beside every seated player (issue 23), one read for the whole lobby.
  const seated = games.flatMap((g) => g.seats.flatMap((s) => (s.joinedAt && s.userId ? [s.userId] : [])));
  const [cards, away] = await Promise.all([playerCards(seated), awayUntilOf(seated)]);
  return (
    <section className="flex flex-col gap-5">
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-bold">{t("title")}</h1>
        <Link href="/games/new" className="ml-auto rounded-md bg-neva-600 px-4 py-2 font-semibold text-white hover:bg-neva-700">
          {t("newGame")}
        </Link>
      </div>
      <UnreadTables tables={unread} />
      <p className="text-slate-700">{t("intro")}</p>
      {games.length === 0 ? (
        <p>{first ? t("empty") : t("noOlder")}</p>
      ) : (
        <ul className="flex flex-col gap-3" aria-label={t("listLabel")}>
          {games.map((g) => {
            const joined = g.seats.filter((s) => s.joinedAt);
            const free = g.seats.filter(isOpenSeat).length;
            const reserved = g.seats.length - joined.length - free;
            const mine = g.seats.find((s) => s.userId === user.id);
            return (
              <li key={g.id} data-testid="open-game" className="flex flex-col gap-2 rounded-md border border-neva-100 bg-white p-4">
                <p className="font-semibold">
                  <Link href={`/games/${g.id}`} className="underline-offset-4 hover:underline">
                    {t("tableOf", { name: g.createdBy?.displayName ?? t("someone") })}
                  </Link>{" "}
                  <span className="font-normal text-slate-700">
                    {t("summary", { seats: g.seatCount, free })}
                    {reserved > 0 ? t("reserved", { n: reserved }) : ""}
                  </span>
                </p>
                <p className="text-sm">{r("seated")}</p>
                <ul className="-mt-2 text-sm" aria-label={r("seatedPlayers")}>
                  {joined.map((s) => {
                    const card = s.userId ? cards.get(s.userId) : undefined;
                    return (
                      <li key={s.id}>
                        {/* A person's name is theirs, in no language (translate="no"; the pseudo-locale test skips it). */}
                        <span translate="no">{s.user?.displayName ?? "?"}</span>
                        {card && (
                          <>
                            {" "}
                            (<SeatLine card={card} />)
                          </>
                        )}
                        {s.userId && away.has(s.userId) && (
                          <>
                            {" · "}
                            <AwayNote until={away.get(s.userId)} />
                          </>
                        )}
                      </li>
                    );
                  })}
                </ul>
                <TableTerms rated={g.rated} maxTimeoutRate={g.maxTimeoutRate} minRating={g.minRating} />
                <AbsenceTerms vacation={g.vacation} onTimeout={g.onTimeout} />
                <ExpansionList expansions={g.options.expansions} />
                <VariantList variants={g.options.variants} />
                {mine?.joinedAt ? (
                  <p className="text-sm font-medium text-neva-700">{t("youSit")}</p>
                ) : (
                  <GameActionButton
                    gameId={g.id}
                    kind="join"
                    label={t("join")}
                    subject={t("joinSubject", { name: g.createdBy?.displayName ?? t("someoneLower"), seats: g.seatCount })}
                  />
                )}
              </li>
            );
          })}
        </ul>
      )}
      {(!first || next) && (
        <nav aria-label={t("pagesLabel")} className="flex flex-wrap gap-4 text-sm">
          {!first && (
            <Link href="/lobby" className="text-neva-700 underline">
              {t("newest")}
            </Link>
          )}
          {next && (
            <Link href={`/lobby?after=${encodeURIComponent(next)}`} className="text-neva-700 underline" rel="next">
              {t("older")}
            </Link>
          )}
        </nav>
      )}
      <AutoRefresh everyMs={10_000} />
    </section>
  );
}
