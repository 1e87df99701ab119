import { useTranslations } from "next-intl";
import { ratingWords } from "@/lib/words/ratings";
import { ratingValue, signedChange } from "@/lib/ratings/format";

/** The result page's change of each player's rating in this game (+1.2 / −0.8). */
export function RatingChanges({ names, changes }: { names: string[]; changes: Map<number, { before: number; after: number }> }) {
  const words = ratingWords(useTranslations("ratings"));
  return (
    <section aria-labelledby="rating-changes-title" className="flex flex-col gap-2" data-testid="rating-changes">
      <h2 id="rating-changes-title" className="text-lg font-semibold">
        {words.ratingChange}
      </h2>
      {changes.size === 0 ? (
        <p className="text-sm text-slate-700">{words.unratedGame}</p>
      ) : (
        <ul className="flex flex-wrap gap-2 text-sm">
          {names.map((name, seat) => {
            const c = changes.get(seat);
            if (!c) return null;
            return (
              <li key={seat} className="rounded-md border border-slate-200 bg-white px-3 py-2" data-testid="rating-change">
                <span className="font-semibold">{name}</span>{" "}
                <span className={c.after >= c.before ? "text-green-800" : "text-red-800"} data-testid="rating-delta">
                  {signedChange(c.after - c.before)}
                </span>{" "}
                <span className="text-slate-600">
                  ({ratingValue(c.before)} → {ratingValue(c.after)})
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
