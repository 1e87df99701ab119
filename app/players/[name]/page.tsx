import type { Metadata } from "next";
import { AwayNote } from "@/components/absence/away-note";
import { awayUntilOf } from "@/lib/absence/reads";
import Link from "next/link";
import { notFound } from "next/navigation";
import { connection } from "next/server";
import { serverFormatter, serverTranslator } from "@/lib/i18n/server";
import { z } from "zod";
import { GamesList } from "@/components/history/games-list";
import { Stat } from "@/components/stat";
import { lineText } from "@/lib/input";
import { loadPlayerPage, type PlayerPage } from "@/lib/history/players";
import { RatingSummary } from "@/components/ratings/rating-summary";
import { playerCard, rankOf, ratingHistory } from "@/lib/ratings/reads";

type Search = { opponent?: string | string[]; state?: string | string[]; page?: string | string[] };

// The name in the path and the filter in the query are hostile input: a malformed escape
// ("%E0%A4"), a NUL byte (PostgreSQL error 22021) or a huge value is no player's name.
const NameSchema = z.string().transform((s, ctx) => {
  try {
    return decodeURIComponent(s);
  } catch {
    ctx.addIssue({ code: "custom", message: "not a valid name" });
    return z.NEVER;
  }
}).pipe(lineText(100).pipe(z.string().min(1)));

const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

const FilterSchema = z.object({
  opponent: z.preprocess(one, lineText(100).optional().catch(undefined)),
  state: z.preprocess(one, z.enum(["all", "running", "finished"]).optional().catch(undefined)),
  // Beyond any real player's history; a larger number would only overflow the query's offset.
  page: z.preprocess(one, z.coerce.number().int().min(1).max(100_000).catch(1)),
});

export async function generateMetadata({ params }: { params: Promise<{ name: string }> }): Promise<Metadata> {
  const name = NameSchema.safeParse((await params).name);
  return { title: name.success ? `${name.data} · Neva` : (await serverTranslator("players"))("fallbackTitle") };
}

function pageHref(name: string, filter: PlayerPage["filter"], page: number): string {
  const q = new URLSearchParams();
  if (filter.opponent) q.set("opponent", filter.opponent);
  if (filter.state !== "all") q.set("state", filter.state);
  if (page > 1) q.set("page", String(page));
  const s = q.toString();
  return `/players/${encodeURIComponent(name)}${s ? `?${s}` : ""}`;
}

export default async function PlayerProfilePage({ params, searchParams }: { params: Promise<{ name: string }>; searchParams: Promise<Search> }) {
  await connection();
  const name = NameSchema.safeParse((await params).name);
  if (!name.success) notFound();
  const data = await loadPlayerPage(name.data, FilterSchema.parse(await searchParams));
  if (!data) notFound();
  const { stats, user, filter } = data;
  const [card, rank, history, t, format, away] = await Promise.all([
    playerCard(user.displayName),
    rankOf(user.id),
    ratingHistory(user.id),
    serverTranslator("players"),
    serverFormatter(),
    awayUntilOf([user.id]),
  ]);
  const pct = stats.winRate === null ? "–" : t("percent", { n: Math.round(stats.winRate * 100) });
  const average = stats.averageScore === null ? "–" : format.number(stats.averageScore, { minimumFractionDigits: 1, maximumFractionDigits: 1, useGrouping: false });
  return (
    <div className="flex flex-col gap-6" data-testid="player-page">
      <h1 className="text-2xl font-bold">{user.displayName}</h1>
      {/* Issue 22: everyone sees that the player is away, and until when. */}
      <AwayNote until={away.get(user.id)} />
      <section aria-labelledby="stats-title" className="flex flex-col gap-2">
        <h2 id="stats-title" className="text-lg font-semibold">
          {t("statistics")} <span className="text-sm font-normal text-slate-600">{t("finishedGames")}</span>
        </h2>
        <dl className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-6">
          <Stat label={t("played")} value={String(stats.played)} testId="stat-played" />
          <Stat label={t("won")} value={String(stats.won)} testId="stat-won" />
          <Stat label={t("winRate")} value={pct} testId="stat-win-rate" />
          <Stat label={t("average")} value={average} testId="stat-average" />
          <Stat label={t("best")} value={stats.bestScore === null ? "–" : String(stats.bestScore)} testId="stat-best" />
          <Stat label={t("running")} value={String(stats.running)} testId="stat-running" />
        </dl>
      </section>
      {card && <RatingSummary card={card} rank={rank} history={history} />}
      <section aria-labelledby="opponents-title" className="flex flex-col gap-2">
        <h2 id="opponents-title" className="text-lg font-semibold">
          {t("opponents")}
        </h2>
        {data.opponents.length === 0 ? (
          <p className="text-sm text-slate-700">{t("noOpponents")}</p>
        ) : (
          <ol className="flex flex-wrap gap-2 text-sm" data-testid="opponents">
            {data.opponents.map((o) => (
              <li key={o.userId} className="rounded-md border border-slate-200 bg-white px-3 py-2">
                <Link href={`/players/${encodeURIComponent(o.name)}`} className="font-semibold text-neva-700 underline">
                  {o.name}
                </Link>{" "}
                {t("together", { games: o.games, name: user.displayName, won: o.won })}{" "}
                <Link href={pageHref(user.displayName, { opponent: o.name, state: "all" }, 1)} className="text-neva-700 underline">
                  {t("show")}
                </Link>
              </li>
            ))}
          </ol>
        )}
      </section>
      <section aria-labelledby="games-title" className="flex flex-col gap-3">
        <h2 id="games-title" className="text-lg font-semibold">
          {t("games")} <span className="text-sm font-normal text-slate-600">({data.total})</span>
        </h2>
        <form method="get" className="flex flex-wrap items-end gap-3 text-sm" data-testid="game-filter">
          <div className="flex flex-col gap-1">
            <label htmlFor="filter-opponent">{t("opponent")}</label>
            <input
              id="filter-opponent"
              name="opponent"
              list="opponent-names"
              defaultValue={filter.opponent ?? ""}
              placeholder={t("anyone")}
              className="rounded-md border border-slate-400 px-2 py-1.5"
            />
            <datalist id="opponent-names">
              {data.opponentNames.map((n) => (
                <option key={n} value={n} />
              ))}
            </datalist>
          </div>
          <div className="flex flex-col gap-1">
            <label htmlFor="filter-state">{t("state")}</label>
            <select id="filter-state" name="state" defaultValue={filter.state} className="rounded-md border border-slate-400 px-2 py-1.5">
              <option value="all">{t("all")}</option>
              <option value="running">{t("runningOnly")}</option>
              <option value="finished">{t("finishedOnly")}</option>
            </select>
          </div>
          <button type="submit" className="rounded-md bg-neva-600 px-3 py-1.5 font-semibold text-white hover:bg-neva-700">
            {t("filter")}
          </button>
          {(filter.opponent || filter.state !== "all") && (
            <Link href={`/players/${encodeURIComponent(user.displayName)}`} className="py-1.5 text-neva-700 underline">
              {t("clear")}
            </Link>
          )}
        </form>
        {data.unknownOpponent && (
          <p role="status" className="text-sm">
            {t("unknownOpponent", { name: user.displayName, opponent: filter.opponent ?? "" })}
          </p>
        )}
        {data.games.length === 0 && !data.unknownOpponent ? (
          <p className="text-sm text-slate-700">{t("noGames")}</p>
        ) : (
          <GamesList games={data.games} />
        )}
        {data.pages > 1 && (
          <nav aria-label={t("pages")} className="flex flex-wrap items-center gap-3 text-sm" data-testid="pagination">
            {data.page > 1 && (
              <Link href={pageHref(user.displayName, filter, data.page - 1)} className="text-neva-700 underline" rel="prev">
                {t("newer")}
              </Link>
            )}
            <span>
              {t("pageOf", { page: data.page, pages: data.pages })}
            </span>
            {data.page < data.pages && (
              <Link href={pageHref(user.displayName, filter, data.page + 1)} className="text-neva-700 underline" rel="next">
                {t("older")}
              </Link>
            )}
          </nav>
        )}
      </section>
    </div>
  );
}
