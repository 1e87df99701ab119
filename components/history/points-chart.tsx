import { useTranslations } from "next-intl";
import type { ChartData } from "@/lib/history/chart";
import { shownName } from "@/lib/words/names";
import { useSeatWords } from "@/components/use-seat-words";

// Colour-blind-friendly line colours (Okabe–Ito), one per seat, plus a dash pattern so lines
// differ without colour too.
const COLOURS = ["#0072B2", "#D55E00", "#009E73", "#CC79A7", "#E69F00"];
const DASHES = ["", "6 3", "2 3", "8 3 2 3", "1 2"];

type Words = ReturnType<typeof useTranslations<"history.chart">>;

/** One chart: `kind` names its test id and its words (points or money). */
function Panel({ kind, values, names, rounds, t }: { kind: "points" | "money"; values: number[][]; names: string[]; rounds: number; t: Words }) {
  const width = 320;
  const height = 180;
  const left = 34;
  const right = 10;
  const top = 22;
  const bottom = 26;
  const max = Math.max(1, ...values.flat());
  const niceMax = Math.ceil(max / 10) * 10 || 10;
  const x = (i: number) => left + (rounds <= 1 ? 0 : (i * (width - left - right)) / (rounds - 1));
  const y = (v: number) => top + (height - top - bottom) * (1 - v / niceMax);
  const ticks = [0, niceMax / 2, niceMax];
  const id = `chart-${kind}`;
  const title = t(kind);
  const value = (n: number) => t(kind === "points" ? "pointsValue" : "moneyValue", { n });
  return (
    <figure className="min-w-0 flex-1" aria-labelledby={`${id}-caption`}>
      <svg viewBox={`0 0 ${width} ${height}`} className="h-auto w-full" role="img" aria-labelledby={`${id}-caption`} data-testid={id}>
        <text x={left} y={14} fontSize="12" fontWeight="600" fill="#0d2a3f">
          {title}
        </text>
        {ticks.map((tick) => (
          <g key={tick}>
            <line x1={left} x2={width - right} y1={y(tick)} y2={y(tick)} stroke="#cbd5e1" strokeWidth="1" />
            <text x={left - 4} y={y(tick) + 4} fontSize="10" textAnchor="end" fill="#475569">
              {tick}
            </text>
          </g>
        ))}
        {Array.from({ length: rounds }, (_, i) => (
          <text key={i} x={x(i)} y={height - 8} fontSize="10" textAnchor="middle" fill="#475569">
            {i + 1}
          </text>
        ))}
        {values.map((series, seat) => (
          <g key={seat}>
            <polyline
              points={series.map((v, i) => `${x(i)},${y(v)}`).join(" ")}
              fill="none"
              stroke={COLOURS[seat]}
              strokeWidth="2.5"
              strokeDasharray={DASHES[seat]}
              strokeLinejoin="round"
            />
            {series.map((v, i) => (
              <circle key={i} cx={x(i)} cy={y(v)} r="2.5" fill={COLOURS[seat]}>
                <title>{t("dot", { name: names[seat], round: i + 1, value: value(v) })}</title>
              </circle>
            ))}
          </g>
        ))}
      </svg>
      <figcaption id={`${id}-caption`} className="sr-only">
        {t("caption", { title, series: names.map((n, seat) => `${n}: ${values[seat].join(", ")}`).join("; ") })}
      </figcaption>
    </figure>
  );
}

/** Score-track points and rubles per player at the end of each round, as two small SVG charts. */
export function PointsChart({ chart }: { chart: ChartData }) {
  const t = useTranslations("history.chart");
  const seatWords = useSeatWords();
  if (chart.rounds === 0) return null;
  // A bot's or a former player's seat in the reader's words (issue 33).
  const names = chart.series.map((s) => shownName(s.name, seatWords));
  return (
    <section aria-labelledby="chart-title" className="flex flex-col gap-2" data-testid="round-chart">
      <h2 id="chart-title" className="text-lg font-semibold">
        {t("title")}
      </h2>
      <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm" aria-label={t("legend")}>
        {chart.series.map((s) => (
          <li key={s.seat} className="flex items-center gap-1.5">
            <svg width="28" height="10" aria-hidden="true">
              <line x1="0" x2="28" y1="5" y2="5" stroke={COLOURS[s.seat]} strokeWidth="3" strokeDasharray={DASHES[s.seat]} />
            </svg>
            <span translate="no">{names[chart.series.indexOf(s)]}</span>
          </li>
        ))}
      </ul>
      <div className="flex flex-col gap-3 rounded-md border border-slate-200 bg-white p-2 sm:flex-row">
        <Panel kind="points" values={chart.series.map((s) => s.points)} names={names} rounds={chart.rounds} t={t} />
        <Panel kind="money" values={chart.series.map((s) => s.money)} names={names} rounds={chart.rounds} t={t} />
      </div>
      <p className="text-xs text-slate-600">{t("note")}</p>
    </section>
  );
}
