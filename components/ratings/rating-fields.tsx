import { useTranslations } from "next-intl";
import { ratingWords } from "@/lib/words/ratings";

export interface RatingFieldValues {
  rated?: boolean;
  /** Percent, as typed. */
  maxTimeoutRate?: string;
  minRating?: string;
}

/** The create form's rating fields: rated or not, and the join limits (blank: anyone). */
export function RatingFields({ values, errors }: { values?: RatingFieldValues; errors: Record<string, string> }) {
  const words = ratingWords(useTranslations("ratings"));
  return (
    <fieldset className="flex flex-col gap-3" data-testid="rating-fields">
      <legend className="mb-1 font-semibold">{words.rating}</legend>
      <label className="flex items-center gap-2">
        {/* "unrated", not "rated": a post without the box (an older form, a script) stays rated. */}
        <input type="checkbox" name="unrated" defaultChecked={values?.rated === false} />
        {words.unratedTable}
      </label>
      {(["maxTimeoutRate", "minRating"] as const).map((field) => (
        <div key={field} className="flex flex-col gap-1">
          <label htmlFor={field}>{field === "maxTimeoutRate" ? words.maxTimeoutRateLabel : words.minRatingLabel}</label>
          <input
            id={field}
            name={field}
            inputMode="decimal"
            placeholder={words.anyone}
            defaultValue={values?.[field] ?? ""}
            aria-describedby={`${field}-error`}
            className="self-start rounded-md border border-slate-300 px-3 py-2"
          />
          <p id={`${field}-error`} role="alert" className="text-sm text-red-700 empty:hidden">
            {errors[field]}
          </p>
        </div>
      ))}
    </fieldset>
  );
}
