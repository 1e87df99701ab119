import type { ChartPoint } from "@/lib/ratings/reads";
import { useTranslations } from "next-intl";
import { ratingWords } from "@/lib/words/ratings";
import { ratingValue } from "@/lib/ratings/format";

/** A player's rating (ordinal) after each rated game shown, from the one before the first, as a server-rendered SVG. */
export function RatingChart({ name, points }: { name: string; points: ChartPoint[] }) {
  const words = ratingWords(useTranslations("ratings"));
  if (points.length === 0) return <p className="text-sm text-slate-700">{words.chartEmpty}</p>;
  const values = [points[0].before, ...points.map((p) => p.ordinal)];
  const width = 480;
  const height = 180;
  const left = 40;
  const right = 10;
  const top = 12;
  const bottom = 20;
  const lo = Math.floor(Math.min(...values) / 5) * 5;
  const hi = Math.max(lo + 5, Math.ceil(Math.max(...values) / 5) * 5);
  const x = (i: number) => left + (values.length <= 1 ? 0 : (i * (width - left - right)) / (values.length - 1));
  const y = (v: number) => top + (height - top - bottom) * (1 - (v - lo) / (hi - lo));
  const ticks = [lo, (lo + hi) / 2, hi];
  const label = words.chartLabel(name, points.length);
  return (
    <figure className="max-w-xl" aria-label={label}>
      <svg viewBox={`0 0 ${width} ${height}`} className="h-auto w-full" role="img" aria-label={label} data-testid="rating-chart">
        {ticks.map((t) => (
          <g key={t}>
            <line x1={left} x2={width - right} y1={y(t)} y2={y(t)} stroke="#cbd5e1" strokeWidth="1" />
            <text x={left - 4} y={y(t) + 4} fontSize="10" textAnchor="end" fill="#475569">
              {ratingValue(t)}
            </text>
          </g>
        ))}
        <polyline points={values.map((v, i) => `${x(i)},${y(v)}`).join(" ")} fill="none" stroke="#0072B2" strokeWidth="2.5" strokeLinejoin="round" />
        {values.slice(1).map((v, i) => (
          <circle key={points[i].gameId} cx={x(i + 1)} cy={y(v)} r="3" fill="#0072B2" data-testid="rating-point">
            <title>{`${points[i].finishedAt.toISOString().slice(0, 10)}: ${ratingValue(v)}`}</title>
          </circle>
        ))}
      </svg>
    </figure>
  );
}
