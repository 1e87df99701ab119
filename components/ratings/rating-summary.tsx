import type { ChartPoint, PlayerRatingCard } from "@/lib/ratings/reads";
import { useTranslations } from "next-intl";
import { ratingWords } from "@/lib/words/ratings";
import { percent } from "@/lib/ratings/format";
import { RatingChart } from "./rating-chart";
import { Stat } from "@/components/stat";

/** The player page's rating, rank, reliability and chart. */
export function RatingSummary({ card, rank, history }: { card: PlayerRatingCard; rank: number | null; history: ChartPoint[] }) {
  const words = ratingWords(useTranslations("ratings"));
  const r = card.reliability;
  return (
    <section aria-labelledby="rating-title" className="flex flex-col gap-2" data-testid="rating-summary">
      <h2 id="rating-title" className="text-lg font-semibold">
        {words.ratingTitle}
      </h2>
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-6">
        <Stat label={words.rating} value={words.ratingShown(card.rating)} testId="stat-rating" />
        <Stat label={words.rank} value={rank === null ? words.unranked : `#${rank}`} testId="stat-rank" />
        <Stat label={words.ratedGames} value={String(card.games.rated)} testId="stat-rated" />
        <Stat label={words.medianMove} value={words.duration(r.medianMoveSeconds)} testId="stat-median-move" />
        <Stat label={words.timeouts} value={String(r.timeouts)} testId="stat-timeouts" />
        <Stat label={words.timeoutRate} value={percent(r.timeoutRate)} testId="stat-timeout-rate" />
      </dl>
      <h3 className="font-semibold">{words.chartTitle}</h3>
      <RatingChart name={card.name} points={history} />
    </section>
  );
}
