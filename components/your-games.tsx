import Link from "next/link";
import type { Messages, Translator } from "@/lib/i18n/messages";
import { serverTranslator } from "@/lib/i18n/server";
import { TabTitle } from "@/components/game/tab-title";
import { yourTurnArgs } from "@/lib/words/tab-title";
import { seatWords, shownName } from "@/lib/words/names";
import { durationShort } from "@/lib/words/table";
import { expansionsLabel } from "@/components/lobby/expansion-list";
import type { DashboardGame, DashboardGroup } from "@/lib/games/dashboard";
import { TalkMarks, type TalkMark } from "@/components/talk/talk-marks";
import type { OrdersMark } from "@/lib/orders/status";

type Words = Translator;

/** Issue 32: where the viewer's standing orders stand, in words. */
const ORDERS_WORDS = { waiting: "yourGames.ordersWaiting", asked: "yourGames.ordersAsked", ranOut: "yourGames.ordersRanOut" } as const;
type YourGamesKey = keyof Messages["yourGames"];

const GROUPS: { group: DashboardGroup; title: YourGamesKey; empty: YourGamesKey }[] = [
  { group: "yourTurn", title: "yourTurn", empty: "yourTurnEmpty" },
  { group: "waiting", title: "waiting", empty: "waitingEmpty" },
  { group: "finished", title: "finished", empty: "finishedEmpty" },
];

/** "3 minutes", "2 hours", "4 days": how long ago `iso` was, for "since when". */
function ago(iso: string, now: number, t: Words): string {
  const minutes = Math.max(0, Math.floor((now - Date.parse(iso)) / 60_000));
  if (minutes < 1) return t("yourGames.lessThanMinute");
  if (minutes < 60) return t("yourGames.minutes", { n: minutes });
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return t("yourGames.hours", { n: hours });
  return t("yourGames.days", { n: Math.floor(hours / 24) });
}

/**
 * Where a game belongs on the dashboard: an invitation waiting for the viewer to join is theirs
 * to act on, so it sits under "Your turn" (the loader files it with open tables).
 */
export function groupOf(g: DashboardGame): DashboardGroup {
  return g.status === "open" && g.invited ? "yourTurn" : g.group;
}

/** "2 days per move · 1d 4h left" for a running game with a limit. */
function clockText(g: DashboardGame, now: number, dayMs: number, t: Words): string {
  if (!g.moveTimeLimitDays) return "";
  const limit = t("yourGames.perMove", { n: g.moveTimeLimitDays });
  if (g.status !== "active") return ` · ${limit}`;
  const left = Date.parse(g.since) + g.moveTimeLimitDays * dayMs - now;
  return ` · ${limit}, ${left > 0 ? t("yourGames.left", { time: durationShort(left) }) : t("yourGames.timeUp")}`;
}

function describe(g: DashboardGame, now: number, t: Words): string {
  const since = ago(g.since, now, t);
  // A bot's seat in the reader's words (issue 33).
  const named = (names: string[]) => names.map((name) => shownName(name, seatWords(t)));
  if (g.status === "open") {
    const state = g.invited ? t("yourGames.invited") : t("yourGames.waitingForPlayers");
    return t("yourGames.open", { state, seats: g.seatCount, free: g.freeSeats, ago: since });
  }
  if (g.status === "finished") {
    if (g.winners.length === 0) return t("yourGames.finishedLine", { ago: since });
    return t("yourGames.finishedWon", { winners: named(g.winners).join(` ${t("yourGames.and")} `), ago: since });
  }
  const who = g.group === "yourTurn" ? t("yourGames.yourMove") : t("yourGames.toAct", { names: named(g.toAct).join(", ") });
  return t("yourGames.running", { round: g.round ?? "", phase: g.phase ? t(`table.phase.${g.phase}`) : "", who, ago: since });
}

/** The dashboard: the player's games, their turns first, then waiting games, then finished ones. */
export async function YourGames({
  games,
  now,
  dayMs,
  talk = {},
  orders = {},
}: {
  games: DashboardGame[];
  now: number;
  dayMs: number;
  talk?: Record<string, TalkMark>;
  /** Issue 32: where the viewer's standing orders stand, by game. */
  orders?: Record<string, OrdersMark>;
}) {
  const t = await serverTranslator();
  const turns = games.filter((g) => groupOf(g) === "yourTurn").length;
  return (
    <section aria-labelledby="your-games" className="flex flex-col gap-4">
      <TabTitle turns={turns} idle={t("meta.title")} yours={t("meta.yourTurnTab", yourTurnArgs(turns))} />
      <h2 id="your-games" className="text-xl font-bold">
        {t("yourGames.title")}
      </h2>
      {games.length === 0 && <p className="text-slate-700">{t("yourGames.none")}</p>}
      {games.length > 0 &&
        GROUPS.map(({ group, title, empty }) => {
          const list = games.filter((g) => groupOf(g) === group);
          return (
            <div key={group} className="flex flex-col gap-2" data-testid={`games-${group}`}>
              <h3 className="font-semibold">
                {t(`yourGames.${title}`)} <span className="font-normal text-slate-600">({list.length})</span>
              </h3>
              {list.length === 0 ? (
                <p className="text-sm text-slate-600">{t(`yourGames.${empty}`)}</p>
              ) : (
                <ul className="flex flex-col gap-2">
                  {list.map((g) => (
                    <li key={g.id} data-testid="game-summary">
                      <Link
                        href={`/games/${g.id}`}
                        className={`block rounded-md border bg-white p-3 hover:bg-neva-50 ${group === "yourTurn" ? "border-2 border-amber-500" : "border-neva-100"}`}
                      >
                        <span className="block font-medium">{g.players.length > 0 ? g.players.join(", ") : t("yourGames.noPlayers")}</span>
                        <span className="block text-sm text-slate-700">
                          {expansionsLabel(g.expansions, t, g.edition)} · {describe(g, now, t)}
                          {clockText(g, now, dayMs, t)}
                        </span>
                        {orders[g.id] && (
                          <span className="block text-sm text-neva-700" data-testid="orders-mark">
                            {t(ORDERS_WORDS[orders[g.id]])}
                          </span>
                        )}
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
