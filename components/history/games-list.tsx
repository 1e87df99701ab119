import Link from "next/link";
import { useFormatter, useTranslations } from "next-intl";
import type { GameListEntry } from "@/lib/history/players";
import { shownName, type SeatWords } from "@/lib/words/names";
import { useSeatWords } from "@/components/use-seat-words";

/** What a game in the list says first: the player's result, or for a running game whose turn it is. */
function headline(g: GameListEntry, t: ReturnType<typeof useTranslations<"history.gamesList">>, seatWords: SeatWords): string {
  if (g.state === "running") {
    const acting = g.players.find((p) => p.seat === g.toActSeat);
    return acting ? `${t("running")} · ${t("toPlay", { name: shownName(acting.name, seatWords) })}` : t("running");
  }
  return g.result ? t(g.result) : t("finished");
}

/**
 * A player's games: date, players with final scores, and the result for the player (a running
 * game: whose turn it is). The classes every game and every link share sit once on their parent
 * (Tailwind's `*:` styles each child): the list is written twice into the page (HTML, then the RSC
 * payload), a class per item twice.
 */
export function GamesList({ games }: { games: GameListEntry[] }) {
  const t = useTranslations("history.gamesList");
  const format = useFormatter();
  const seatWords = useSeatWords();
  return (
    <ol className="flex flex-col gap-2 *:rounded-md *:border *:border-slate-200 *:bg-white *:p-3 *:text-sm" data-testid="player-games">
      {games.map((g) => (
        <li key={g.gameId} data-testid="player-game" data-state={g.state}>
          <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
            <span className="font-semibold" data-testid="game-headline">
              {headline(g, t, seatWords)}
            </span>
            <span className="text-slate-600" data-zoned>
              {t(g.state === "running" ? "started" : "ended", { date: format.dateTime(g.date, { dateStyle: "medium" }) })}
            </span>
            <span className="ml-auto flex gap-3 *:font-medium *:text-neva-700 *:underline">
              <Link href={g.state === "finished" ? `/games/${g.gameId}/result` : `/games/${g.gameId}`}>{g.state === "finished" ? t("result") : t("table")}</Link>
              <Link href={`/games/${g.gameId}/replay`}>{t("replay")}</Link>
            </span>
          </div>
          <ul className="mt-1 flex flex-wrap gap-x-4 gap-y-0.5 [&_a]:underline-offset-2 [&_a]:hover:underline">
            {[...g.players]
              .sort((a, b) => (a.rank ?? a.seat + 10) - (b.rank ?? b.seat + 10))
              .map((p) => (
                <li key={p.seat} className={p.isPlayer ? "font-semibold" : undefined}>
                  <span translate="no">{p.link && !p.isPlayer ? <Link href={`/players/${encodeURIComponent(p.link)}`}>{p.name}</Link> : shownName(p.name, seatWords)}</span>
                  {p.total !== null && <span data-testid="score">{` ${p.total}`}</span>}
                  {p.winner && <span className="sr-only"> {t("winner")}</span>}
                  {p.winner && <span aria-hidden="true"> ★</span>}
                </li>
              ))}
          </ul>
        </li>
      ))}
    </ol>
  );
}
