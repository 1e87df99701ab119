import type { ReactNode } from "react";
import type { CardId } from "@/lib/engine/catalogue";
import type { PriceExplained } from "@/lib/engine/forecast";
import { reasonsText } from "./view-model";
import { useLocale } from "next-intl";
import type { Locale } from "@/lib/i18n/locales";
import { abilityTextIn } from "@/lib/words/abilities";
import { FullText } from "./full-text";
import { useEdition } from "./edition";
import { abilityLine, cardDef, cardName, incomeShort, KIND_COLOUR, KIND_STYLE, rubles } from "./words";

/**
 * The viewer's price, a control that opens its reasons: a click or tap, Enter or Space from the
 * keyboard; hovering shows them as a tooltip too. The reasons are as wide as the tile, so they
 * stay on a phone's screen whichever tile they belong to.
 */
function PriceReasons({ shown, title, children }: { shown: string; title: string; children: ReactNode }) {
  return (
    <details className="group relative text-xs">
      <summary className="cursor-pointer list-none rounded font-medium [&::-webkit-details-marker]:hidden" title={title}>
        You pay <span className="text-sm font-bold" data-testid="your-price">{shown}</span>
        <span aria-hidden="true" className="text-slate-600">
          {" "}
          ▾
        </span>
      </summary>
      <div className="absolute inset-x-0 top-full z-10 mt-0.5 rounded-md border border-slate-300 bg-white p-2 shadow-md" data-testid="price-reasons">
        {children}
      </div>
    </details>
  );
}

/** "4" or "4–6": the cheapest and dearest of prices sorted cheapest first. */
const range = (totals: number[]) => (totals[0] === totals[totals.length - 1] ? `${totals[0]}` : `${totals[0]}–${totals[totals.length - 1]}`);

const explained = (price: PriceExplained) => `${rubles(price.printed)} printed: ${reasonsText(price)} = ${rubles(price.total)}.`;

/**
 * One card: name, colour in words, printed cost, what it costs the viewer and why (open the price
 * to read the reductions; hovering shows them too; a trading card shows its price for each card it
 * may displace), income and ability in one line (hover for the full rule). `count` > 1 stacks
 * identical cards into one tile ("×2").
 */
export function CardTile({
  card,
  count = 1,
  price,
  displacing = [],
  children,
}: {
  card: CardId;
  count?: number;
  /** The viewer's price with its reasons; null when there is none (spectator, trading card). */
  price?: PriceExplained | null;
  /** A trading card's price for each card it may displace, cheapest first. */
  displacing?: { displace: CardId; price: PriceExplained }[];
  children?: ReactNode;
}) {
  const edition = useEdition();
  const def = cardDef(card, edition);
  const ability = abilityLine(def);
  const full = abilityTextIn(def, useLocale() as Locale);
  return (
    <div
      className={`flex h-full min-w-0 flex-col gap-0.5 rounded-md border border-slate-200 border-l-4 p-1 pl-1.5 text-sm ${KIND_STYLE[def.kind]}`}
      data-card={card}
      data-price={price ? price.total : undefined}
    >
      <p className="flex items-baseline gap-1 font-semibold leading-tight break-words">
        <span className="min-w-0">{def.name}</span>
        {count > 1 && (
          <span className="ml-auto shrink-0 rounded bg-slate-700 px-1 text-xs text-white" data-testid="stack">
            ×{count}
          </span>
        )}
      </p>
      {def.kind === "action" ? (
        <p className="text-xs font-semibold uppercase tracking-wide text-yellow-800" data-testid="action-label">
          action · {KIND_COLOUR[def.kind]}
        </p>
      ) : (
        <p className="text-xs text-slate-700">
          {KIND_COLOUR[def.kind]}
          {def.trading ? " trading" : ""} · cost {def.cost}
          {def.trading ? " − displaced" : ""}
        </p>
      )}
      {price && (
        <PriceReasons shown={String(price.total)} title={reasonsText(price)}>
          {explained(price)}
        </PriceReasons>
      )}
      {!price && displacing.length > 0 && (
        <PriceReasons
          shown={range(displacing.map((d) => d.price.total))}
          title={displacing.map((d) => `${cardName(d.displace, edition)}: ${rubles(d.price.total)}`).join("; ")}
        >
          <ul className="flex flex-col gap-1">
            {displacing.map((d) => (
              <li key={d.displace} data-displace={d.displace} data-price={d.price.total}>
                {explained(d.price)}
              </li>
            ))}
          </ul>
        </PriceReasons>
      )}
      {def.kind !== "action" && (
        <p className="text-xs">
          Income <span className="font-medium">{incomeShort(def)}</span>
        </p>
      )}
      {ability && (
        <p className={`text-xs text-slate-700 ${def.kind === "action" ? "" : "truncate"}`} title={full}>
          {ability}
        </p>
      )}
      {full && full !== ability && <FullText text={full} />}
      {children && <div className="mt-auto flex flex-col gap-1 pt-0.5">{children}</div>}
    </div>
  );
}
