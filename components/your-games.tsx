import Link from "next/link";
import { TabTitle } from "@/components/game/tab-title";
import { durationShort } from "@/components/game/words";
import { expansionsLabel } from "@/components/lobby/expansion-list";
import type { DashboardGame, DashboardGroup } from "@/lib/games/dashboard";
import { TalkMarks, type TalkMark } from "@/components/talk/talk-marks";

const GROUPS: { group: DashboardGroup; title: string; empty: string }[] = [
  { group: "yourTurn", title: "Your turn", empty: "No game is waiting for you." },
  { group: "waiting", title: "Waiting for others", empty: "No game is waiting for other players." },
  { group: "finished", title: "Recently finished", empty: "No finished games yet." },
];

/** "3 minutes", "2 hours", "4 days": how long ago `iso` was, for "since when". */
function ago(iso: string, now: number): string {
  const minutes = Math.max(0, Math.floor((now - Date.parse(iso)) / 60_000));
  if (minutes < 1) return "less than a minute";
  if (minutes < 60) return `${minutes} minute${minutes === 1 ? "" : "s"}`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return `${hours} hour${hours === 1 ? "" : "s"}`;
  const days = Math.floor(hours / 24);
  return `${days} day${days === 1 ? "" : "s"}`;
}

/**
 * Where a game belongs on the dashboard: an invitation waiting for the viewer to join is theirs
 * to act on, so it sits under "Your turn" (the loader files it with open tables).
 */
export function groupOf(g: DashboardGame): DashboardGroup {
  return g.status === "open" && g.invited ? "yourTurn" : g.group;
}

/** "2 days per move · 1d 4h left" for a running game with a limit. */
function clockText(g: DashboardGame, now: number, dayMs: number): string {
  if (!g.moveTimeLimitDays) return "";
  const limit = `${g.moveTimeLimitDays} day${g.moveTimeLimitDays === 1 ? "" : "s"} per move`;
  if (g.status !== "active") return ` · ${limit}`;
  const left = Date.parse(g.since) + g.moveTimeLimitDays * dayMs - now;
  return ` · ${limit}, ${left > 0 ? `${durationShort(left)} left` : "time is up"}`;
}

function describe(g: DashboardGame, now: number): string {
  if (g.status === "open") {
    const state = g.invited ? "You are invited: join to take your seat" : "Waiting for players";
    return `${state} · ${g.seatCount} seats, ${g.freeSeats} still free · created ${ago(g.since, now)} ago`;
  }
  if (g.status === "finished") {
    const won = g.winners.length > 0 ? ` · won by ${g.winners.join(" and ")}` : "";
    return `Finished${won} · ${ago(g.since, now)} ago`;
  }
  const who = g.group === "yourTurn" ? "your move" : `${g.toAct.join(", ")} to act`;
  return `Round ${g.round} · ${g.phase} · ${who} · since ${ago(g.since, now)} ago`;
}

/** The dashboard: the player's games, their turns first, then waiting games, then finished ones. */
export function YourGames({ games, now, dayMs, talk = {} }: { games: DashboardGame[]; now: number; dayMs: number; talk?: Record<string, TalkMark> }) {
  const turns = games.filter((g) => groupOf(g) === "yourTurn").length;
  return (
    <section aria-labelledby="your-games" className="flex flex-col gap-4">
      <TabTitle turns={turns} idle="Neva · Saint Petersburg by web" />
      <h2 id="your-games" className="text-xl font-bold">
        Your games
      </h2>
      {games.length === 0 && <p className="text-slate-700">You are not in any game yet. Start one, or join a table in the lobby.</p>}
      {games.length > 0 &&
        GROUPS.map(({ group, title, empty }) => {
          const list = games.filter((g) => groupOf(g) === group);
          return (
            <div key={group} className="flex flex-col gap-2" data-testid={`games-${group}`}>
              <h3 className="font-semibold">
                {title} <span className="font-normal text-slate-600">({list.length})</span>
              </h3>
              {list.length === 0 ? (
                <p className="text-sm text-slate-600">{empty}</p>
              ) : (
                <ul className="flex flex-col gap-2">
                  {list.map((g) => (
                    <li key={g.id} data-testid="game-summary">
                      <Link
                        href={`/games/${g.id}`}
                        className={`block rounded-md border bg-white p-3 hover:bg-neva-50 ${group === "yourTurn" ? "border-2 border-amber-500" : "border-neva-100"}`}
                      >
                        <span className="block font-medium">{g.players.length > 0 ? g.players.join(", ") : "No players yet"}</span>
                        <span className="block text-sm text-slate-700">
                          {expansionsLabel(g.expansions)} · {describe(g, now)}
                          {clockText(g, now, dayMs)}
                        </span>
                        <TalkMarks mark={talk[g.id]} />
                      </Link>
                    </li>
                  ))}
                </ul>
              )}
            </div>
          );
        })}
    </section>
  );
}
