import Link from "next/link";
import type { GameListEntry } from "@/lib/history/players";

const DATE = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeZone: "UTC" });

const RESULT: Record<NonNullable<GameListEntry["result"]>, string> = { won: "Won", lost: "Lost", shared: "Shared win" };

/**
 * A player's games: date, players with final scores, and the result for the player. The classes
 * every game and every link share sit once on their parent (Tailwind's `*:` styles each child):
 * the list is written twice into the page (HTML, then the RSC payload), a class per item twice.
 */
export function GamesList({ games }: { games: GameListEntry[] }) {
  return (
    <ol className="flex flex-col gap-2 *:rounded-md *:border *:border-slate-200 *:bg-white *:p-3 *:text-sm" data-testid="player-games">
      {games.map((g) => (
        <li key={g.gameId} data-testid="player-game" data-state={g.state}>
          <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
            <span className="font-semibold">
              {g.state === "running" ? "Running" : (RESULT[g.result ?? "lost"] ?? "Finished")}
            </span>
            <span className="text-slate-600">{`${g.state === "running" ? "started" : "finished"} ${DATE.format(g.date)}`}</span>
            <span className="ml-auto flex gap-3 *:font-medium *:text-neva-700 *:underline">
              <Link href={g.state === "finished" ? `/games/${g.gameId}/result` : `/games/${g.gameId}`}>{g.state === "finished" ? "Result" : "Table"}</Link>
              <Link href={`/games/${g.gameId}/replay`}>Replay</Link>
            </span>
          </div>
          <ul className="mt-1 flex flex-wrap gap-x-4 gap-y-0.5 [&_a]:underline-offset-2 [&_a]:hover:underline">
            {[...g.players]
              .sort((a, b) => (a.rank ?? a.seat + 10) - (b.rank ?? b.seat + 10))
              .map((p) => (
                <li key={p.seat} className={p.isPlayer ? "font-semibold" : undefined}>
                  {p.link && !p.isPlayer ? <Link href={`/players/${encodeURIComponent(p.link)}`}>{p.name}</Link> : p.name}
                  {p.total !== null && <span data-testid="score">{` ${p.total}`}</span>}
                  {p.winner && <span className="sr-only"> (winner)</span>}
                  {p.winner && <span aria-hidden="true"> ★</span>}
                </li>
              ))}
          </ul>
        </li>
      ))}
    </ol>
  );
}
