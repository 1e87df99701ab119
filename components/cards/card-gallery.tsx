// The card gallery (/cards): every card of the chosen sets with its colour, cost, income, market
// symbols, copies in the deck and full ability text, all in the reader's language.
import { CARD_SETS, type CardDef, type Edition, type MarketSymbols } from "@/lib/engine/catalogue";
import type { Locale } from "@/lib/i18n/locales";
import type { Translator } from "@/lib/i18n/messages";
import { abilityTextIn } from "@/lib/words/abilities";
import { cardNameFor, listOf } from "@/lib/words/cards";
import { KIND_STYLE } from "@/components/game/table-helpers";
import { gallerySets, type GalleryFilter } from "./gallery-filter";

type Words = Translator<"cardGallery">;
type TableWords = Translator<"table">;

function symbolsText(def: CardDef, t: Words, table: TableWords, locale: Locale): string | null {
  const entries = (Object.entries(def.marketSymbols ?? {}) as [keyof MarketSymbols, number | undefined][]).filter(([, n]) => n && n > 0);
  if (entries.length === 0) return null;
  const named = entries.map(([symbol, n]) => `${symbol === "joker" ? t("joker") : table(`symbol.${symbol}`)}${n && n > 1 ? ` ×${n}` : ""}`);
  return t("symbols", { symbols: listOf(named, locale) });
}

function GalleryCard({ def, edition, locale, t, table }: { def: CardDef; edition: Edition; locale: Locale; t: Words; table: TableWords }) {
  const ability = abilityTextIn(def, locale);
  const symbols = symbolsText(def, t, table, locale);
  return (
    <li className={`flex flex-col gap-1 rounded-md border border-slate-200 border-l-4 p-2 text-sm ${KIND_STYLE[def.kind]}`} data-card={def.id} data-count={def.count}>
      <h3 className="font-semibold">{cardNameFor(def.id, edition, locale)}</h3>
      <p className="text-xs text-slate-700">
        {t(`colour.${def.kind}`)}
        {def.trading ? ` · ${t("trading")}` : ""} · {t("cost", { cost: def.cost })}
      </p>
      {def.kind !== "action" && <p className="text-xs">{t("income", { rubles: def.rubles, points: def.points })}</p>}
      {symbols && <p className="text-xs">{symbols}</p>}
      <p className="text-xs">{t("count", { count: def.count })}</p>
      <p className="text-xs text-slate-700" data-testid="ability">
        {ability ?? t("noAbility")}
      </p>
    </li>
  );
}

/** `t` speaks the cardGallery namespace, `table` the table's (market symbols). */
export function CardGallery({ filter, locale, t, table }: { filter: GalleryFilter; locale: Locale; t: Words; table: TableWords }) {
  const sets = gallerySets(filter);
  return (
    <section className="flex flex-col gap-5">
      <h1 className="text-2xl font-bold">{t("title")}</h1>
      <p className="text-slate-700">{t("intro")}</p>
      {/* A plain GET form: works without JavaScript, and the URL says what is shown. */}
      <form method="get" className="flex flex-wrap items-center gap-2 text-sm">
        <label htmlFor="card-set">{t("filterLabel")}</label>
        <select id="card-set" name="set" defaultValue={filter.set ?? ""} className="rounded-md border border-slate-300 px-2 py-1">
          <option value="">{t("all")}</option>
          {CARD_SETS.map((set) => (
            <option key={set} value={set}>
              {t(`set.${set}`)}
            </option>
          ))}
        </select>
        <button type="submit" className="rounded-md border border-slate-300 px-3 py-1 hover:bg-slate-50">
          {t("apply")}
        </button>
      </form>
      {sets.map(({ set, edition, cards }) => (
        <section key={set} className="flex flex-col gap-2" data-set={set}>
          <h2 className="text-lg font-semibold">{t("setHeading", { set: t(`set.${set}`), count: cards.reduce((n, c) => n + c.count, 0) })}</h2>
          <ul className="grid grid-cols-[repeat(auto-fill,minmax(14rem,1fr))] gap-2">
            {cards.map((def) => (
              <GalleryCard key={def.id} def={def} edition={edition} locale={locale} t={t} table={table} />
            ))}
          </ul>
        </section>
      ))}
    </section>
  );
}
