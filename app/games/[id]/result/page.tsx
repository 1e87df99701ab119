import Link from "next/link";
import { seatWords, withShownNames } from "@/lib/words/names";
import { notFound, redirect } from "next/navigation";
import { connection } from "next/server";
import { requestLocale, requestTimeZone, serverTranslator } from "@/lib/i18n/server";
import { isRecordId } from "@/lib/input";
import { FinalScores } from "@/components/game/final-scores";
import { GameLog } from "@/components/game/game-log";
import { PlayerPanel } from "@/components/game/player-panel";
import { GameNav } from "@/components/game/game-nav";
import { PointsChart } from "@/components/history/points-chart";
import { ShufflePanel } from "@/components/history/shuffle-panel";
import { loadFinishedGame } from "@/lib/history/finished";
import { RatingChanges } from "@/components/ratings/rating-changes";
import { gameRatingChanges } from "@/lib/ratings/reads";
import { titled } from "@/lib/i18n/metadata";
import { getUser } from "@/lib/auth";
import { readReviews, reviewWaits } from "@/lib/history/reviews";
import { sayMoment } from "@/lib/words/review";
import { isLocale } from "@/lib/i18n/locales";
import { GameReview } from "@/components/history/game-review";

export const generateMetadata = titled("result");

/**
 * The finishing time in the reader's language and time zone (issue 33), the zone named: English
 * keeps its en-GB day-month order. Part by part: Intl refuses dateStyle with timeZoneName.
 */
function finishedAt(date: Date | null, locale: string, timeZone: string): string {
  if (!date) return "";
  const format = new Intl.DateTimeFormat(locale.startsWith("en") ? "en-GB" : locale, {
    day: "numeric",
    month: "short",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    timeZone,
    timeZoneName: "short",
  });
  return format.format(date);
}

export default async function ResultPage({ params }: { params: Promise<{ id: string }> }) {
  await connection();
  const { id } = await params;
  if (!isRecordId(id)) notFound();
  const loaded = await loadFinishedGame(id);
  if (loaded.kind === "missing") notFound();
  if (loaded.kind === "not-finished") redirect(loaded.status === "active" ? `/games/${id}/replay` : `/games/${id}`);
  const { game } = loaded;
  const [ratingChanges, t, locale, all, zone] = await Promise.all([gameRatingChanges(id), serverTranslator("gamePages"), requestLocale(), serverTranslator(), requestTimeZone()]);
  const view = withShownNames(game.view, seatWords(all));
  // Issue 36: the reader's own review and the ones other players share, three moments each.
  const user = await getUser();
  const [say, r, waits, reviews] = await Promise.all([serverTranslator(), serverTranslator("review"), reviewWaits(id, user?.id ?? null), readReviews(id, user?.id ?? null)]);
  const reviewSections = reviews.map((review) => ({
    seat: review.seat,
    heading: review.own ? r("own") : r("other", { name: view.players[review.seat]?.name ?? "" }),
    moments: review.moments.slice(0, 3).map((m) => ({ text: sayMoment(say, isLocale(locale) ? locale : "en", view.options.edition, m), href: `/games/${id}/replay?move=${m.seq - 1}` })),
  }));
  return (
    <div className="flex flex-col gap-6" data-testid="result">
      <div className="flex flex-col gap-2">
        <h1 className="text-2xl font-bold">
          {view.players.map((p, seat) =>
            game.links[seat] ? (
              <span key={seat}>
                {seat > 0 ? ", " : ""}
                <Link href={`/players/${encodeURIComponent(game.links[seat] as string)}`} className="underline-offset-4 hover:underline">
                  {p.name}
                </Link>
              </span>
            ) : (
              <span key={seat}>{`${seat > 0 ? ", " : ""}${p.name}`}</span>
            ),
          )}
        </h1>
        <p className="text-sm text-slate-700" data-zoned>
          {t("finished", { date: finishedAt(game.finishedAt, locale, zone), rounds: view.round, moves: game.moves })}
        </p>
        <GameNav gameId={id} finished current="result" />
      </div>
      <FinalScores view={view} />
      <RatingChanges names={view.players.map((p) => p.name)} changes={ratingChanges} />
      <PointsChart chart={game.chart} />
      {(waits || reviewSections.length > 0) && (
        <GameReview title={r("title")} intro={r("intro")} empty={r("none")} pending={waits ? r("pending") : null} step={r("step")} sections={reviewSections} />
      )}
      <section aria-labelledby="areas-title" className="flex flex-col gap-2">
        <h2 id="areas-title" className="text-lg font-semibold">
          {t("playAreas")}
        </h2>
        <div className="grid gap-3 md:grid-cols-2" data-testid="play-areas">
          {view.players.map((p) => (
            <PlayerPanel key={p.seat} player={p} options={view.options} isViewer={false} acting={false} final={view.final?.find((f) => f.seat === p.seat)?.total} />
          ))}
        </div>
      </section>
      {/* Collapsed (issue 34): the whole log printed made the page 13,500 px tall. */}
      <details className="rounded-md border border-slate-200 bg-white p-2" data-testid="result-log">
        <summary className="cursor-pointer font-semibold">{t("showLog", { moves: game.moves })}</summary>
        <div className="mt-2">
          <GameLog lines={game.log} />
        </div>
      </details>
      <ShufflePanel seedHash={game.seedHash} seed={game.seed} check={game.shuffle} />
    </div>
  );
}
