import type { ChartPoint, PlayerRatingCard } from "@/lib/ratings/reads";
import { useTranslations } from "next-intl";
import type { Translate } from "@/lib/i18n/translate";
import { ratingWords } from "@/lib/ratings/rating-words";
import { percent, ratingValue } from "@/lib/ratings/format";
import { RatingChart } from "./rating-chart";

function Item({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <div className="rounded-md border border-slate-200 bg-white p-3">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="text-2xl font-bold" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

/** The player page's rating, rank, reliability and chart. */
export function RatingSummary({ card, rank, history }: { card: PlayerRatingCard; rank: number | null; history: ChartPoint[] }) {
  const words = ratingWords(useTranslations("ratings") as unknown as Translate);
  const r = card.reliability;
  return (
    <section aria-labelledby="rating-title" className="flex flex-col gap-2" data-testid="rating-summary">
      <h2 id="rating-title" className="text-lg font-semibold">
        {words.ratingTitle}
      </h2>
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-6">
        <Item label={words.rating} value={ratingValue(card.rating.ordinal)} testId="stat-rating" />
        <Item label={words.rank} value={rank === null ? words.unranked : `#${rank}`} testId="stat-rank" />
        <Item label={words.ratedGames} value={String(card.games.rated)} testId="stat-rated" />
        <Item label={words.medianMove} value={words.duration(r.medianMoveSeconds)} testId="stat-median-move" />
        <Item label={words.timeouts} value={String(r.timeouts)} testId="stat-timeouts" />
        <Item label={words.timeoutRate} value={percent(r.timeoutRate)} testId="stat-timeout-rate" />
      </dl>
      <h3 className="font-semibold">{words.chartTitle}</h3>
      <RatingChart name={card.name} points={history} />
    </section>
  );
}
