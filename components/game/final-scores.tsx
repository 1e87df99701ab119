import { useTranslations } from "next-intl";
import type { GameView } from "@/lib/engine/view";

/** Final scoring: aristocrats, money, hand penalty and total per player, and the winners. */
export function FinalScores({ view }: { view: GameView }) {
  const t = useTranslations("table.final");
  if (!view.final) return null;
  const names = view.players.map((p) => p.name);
  const rows = [...view.final].sort((a, b) => b.total - a.total);
  const winners = (view.winners ?? []).map((seat) => names[seat]);
  return (
    <section aria-labelledby="final-title" className="flex flex-col gap-2 rounded-md border-2 border-amber-500 bg-white p-3" data-testid="final-scores">
      <h2 id="final-title" className="text-lg font-bold">
        {t("title")}
      </h2>
      <p className="font-medium">
        {winners.length === 1 ? t("wins", { name: winners[0] }) : t("shared", { names: winners.join(t("joiner")) })}
      </p>
      {/* Narrow enough for a 360 px phone; should a long name still push it wider, it scrolls inside this box. */}
      <div className="max-w-full overflow-x-auto" tabIndex={0} role="region" aria-label={t("tableLabel")}>
        <table className="w-full text-left text-sm">
          <thead>
            <tr className="border-b border-slate-300">
              <th scope="col" className="py-1 pr-1.5">{t("player")}</th>
              <th scope="col" className="py-1 pr-1.5">{t("track")}</th>
              <th scope="col" className="py-1 pr-1.5"><abbr title={t("aristocrats")} className="no-underline">{t("aristocratsShort")}</abbr></th>
              <th scope="col" className="py-1 pr-1.5">{t("money")}</th>
              <th scope="col" className="py-1 pr-1.5">{t("hand")}</th>
              <th scope="col" className="py-1">{t("total")}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((s) => (
              <tr key={s.seat} className="border-b border-slate-100">
                <th scope="row" className="py-1 pr-1.5 font-medium break-words [overflow-wrap:anywhere]">
                  {names[s.seat]}
                  {view.winners?.includes(s.seat) ? t("winner") : ""}
                </th>
                <td className="py-1 pr-1.5">{s.total - s.aristocrats - s.money - s.hand}</td>
                <td className="py-1 pr-1.5">{s.aristocrats}</td>
                <td className="py-1 pr-1.5">{s.money}</td>
                <td className="py-1 pr-1.5">{s.hand}</td>
                <td className="py-1 font-semibold">{s.total}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
