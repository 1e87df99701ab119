import type { PlayerRatingCard } from "@/lib/ratings/reads";
import type { TableRatings } from "@/lib/ratings/tables";
import { useTranslations } from "next-intl";
import { ratingWords } from "@/lib/words/ratings";
import { percent } from "@/lib/ratings/format";

/** One seated player's rating and reliability, on one line (lobby and waiting room). */
export function SeatLine({ card }: { card: PlayerRatingCard }) {
  const words = ratingWords(useTranslations("ratings"));
  const r = card.reliability;
  return (
    <span className="text-slate-600" data-testid="seat-rating">
      {words.seatLine(card.rating, r.timeoutRate, r.medianMoveSeconds)}
    </span>
  );
}

/** "Unrated table" and the join limits of a table, when it has any. */
export function TableTerms({ rated, maxTimeoutRate, minRating }: Pick<TableRatings, "rated" | "maxTimeoutRate" | "minRating">) {
  const words = ratingWords(useTranslations("ratings"));
  const limits = words.limitsLine(maxTimeoutRate, minRating);
  if (rated && !limits) return null;
  return (
    <p className="text-sm" data-testid="table-terms">
      {!rated && <span className="font-semibold">{words.unratedTable} </span>}
      {limits && <span>{limits}</span>}
    </p>
  );
}

/** The waiting room's seated players with rating, reliability and chance to win. */
export function SeatedRatings({ table }: { table: TableRatings }) {
  const words = ratingWords(useTranslations("ratings"));
  return (
    <div className="flex flex-col gap-2" data-testid="seated-ratings">
      <TableTerms {...table} />
      <ul className="flex flex-col gap-1 text-sm">
        {table.seated.map(({ card, chance }) => (
          <li key={card.userId}>
            <span className="font-semibold" translate="no">{card.name}</span>: <SeatLine card={card} />
            {chance !== null && (
              <span data-testid="win-chance">
                {" "}
                · {words.winChance} {percent(chance)}
              </span>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
