"use client";

import { useTranslations } from "next-intl";
import { useCallback, useRef, useState, type ReactNode } from "react";
import type { CardId } from "@/lib/engine/catalogue";
import type { PriceExplained } from "@/lib/engine/forecast";
import { abilityTextIn } from "@/lib/words/abilities";
import { FullText } from "./full-text";
import { useTableWords } from "./use-words";
import { useDismiss } from "./use-dismiss";
import { cardDef, KIND_STYLE } from "./table-helpers";

/**
 * The viewer's price, a control that opens its reasons: a click or tap, Enter or Space from the
 * keyboard; hovering shows them as a tooltip too. The reasons open in the flow of the tile, below
 * the price and above the buttons, which move down: they cover nothing. Escape or a press
 * elsewhere closes them.
 */
function PriceReasons({ shown, title, children }: { shown: string; title: string; children: ReactNode }) {
  const { t } = useTableWords();
  const [open, setOpen] = useState(false);
  const box = useRef<HTMLDetailsElement>(null);
  useDismiss(open, useCallback(() => setOpen(false), []), box);
  return (
    <details ref={box} open={open} onToggle={(event) => setOpen(event.currentTarget.open)} className="group text-xs">
      <summary className="cursor-pointer list-none rounded font-medium [&::-webkit-details-marker]:hidden" title={title}>
        {t.rich("card.youPay", { price: shown, b: (chunks) => <span className="text-sm font-bold" data-testid="your-price">{chunks}</span> })}
        <span aria-hidden="true" className="text-slate-600">
          {" "}
          ▾
        </span>
      </summary>
      <div className="mt-0.5 rounded-md border border-slate-300 bg-white p-1.5" data-testid="price-reasons">
        {children}
      </div>
    </details>
  );
}

/** "4" or "4–6": the cheapest and dearest of prices sorted cheapest first. */
const range = (totals: number[]) => (totals[0] === totals[totals.length - 1] ? `${totals[0]}` : `${totals[0]}–${totals[totals.length - 1]}`);

/**
 * One card: name, colour in words, printed cost, what it costs the viewer and why (open the price
 * to read the reductions; a trading card shows its price for each card it may displace), income
 * and ability in one line (a tap away: the full rule), and on the viewer's turn why it offers no
 * move when it offers none (`why`). `count` > 1 stacks identical cards into one tile ("×2").
 */
export function CardTile({
  card,
  count = 1,
  price,
  displacing = [],
  why = [],
  children,
}: {
  card: CardId;
  count?: number;
  /** The viewer's price with its reasons; null when there is none (spectator, trading card). */
  price?: PriceExplained | null;
  /** A trading card's price for each card it may displace, cheapest first. */
  displacing?: { displace: CardId; price: PriceExplained }[];
  /** Why a move is missing ("Costs 20, you have 13", "Hand full"), already in words. */
  why?: string[];
  children?: ReactNode;
}) {
  const words = useTableWords();
  const { t, edition } = words;
  const def = cardDef(card, edition);
  const ability = words.abilityLine(def);
  const full = abilityTextIn(def, words.locale);
  const access = useTranslations("access.card");
  const kindLine =
    def.kind === "action" ? t("card.actionLine", { colour: words.colour(def.kind) }) : t(def.trading ? "card.tradingLine" : "card.kindLine", { colour: words.colour(def.kind), cost: def.cost });
  const totals = displacing.map((d) => d.price.total);
  // Issue 37: the tile as a screen reader names it, everything a sighted player reads on it in one
  // phrase (name, colour, what it costs the viewer now, what it gives, why no move), before its buttons.
  const label = [
    count > 1 ? `${words.name(card)}, ${access("count", { count })}` : words.name(card),
    kindLine,
    price ? access("costsYou", { price: price.total }) : totals.length > 0 ? (totals[0] === totals[totals.length - 1] ? access("costsYou", { price: totals[0] }) : access("costsYouRange", { low: totals[0], high: totals[totals.length - 1] })) : null,
    def.kind !== "action" ? t("card.income", { income: words.income(def) }) : null,
    ability,
    ...why,
  ]
    .filter(Boolean)
    .join(". ");
  return (
    <div
      role="group"
      aria-label={label}
      className={`flex h-full min-w-0 flex-col gap-0.5 rounded-md border border-slate-200 border-l-4 p-1 pl-1.5 text-sm ${KIND_STYLE[def.kind]}`}
      data-card={card}
      data-price={price ? price.total : undefined}
    >
      <p className="flex items-baseline gap-1 font-semibold leading-tight break-words">
        <span className="min-w-0" data-card-name>
          {words.name(card)}
        </span>
        {count > 1 && (
          <span className="ml-auto shrink-0 rounded bg-slate-700 px-1 text-xs text-white" data-testid="stack">
            ×{count}
          </span>
        )}
      </p>
      <p className={def.kind === "action" ? "text-xs font-semibold uppercase tracking-wide text-yellow-800" : "text-xs text-slate-700"} data-testid={def.kind === "action" ? "action-label" : undefined}>
        {kindLine}
      </p>
      {price && (
        <PriceReasons shown={String(price.total)} title={words.reasons(price)}>
          {words.explained(price)}
        </PriceReasons>
      )}
      {!price && displacing.length > 0 && (
        <PriceReasons
          shown={range(displacing.map((d) => d.price.total))}
          title={words.list(displacing.map((d) => `${words.name(d.displace)} ${d.price.total}₽`))}
        >
          <ul className="flex flex-col gap-1">
            {displacing.map((d) => (
              <li key={d.displace} data-displace={d.displace} data-price={d.price.total}>
                {words.explained(d.price)}
              </li>
            ))}
          </ul>
        </PriceReasons>
      )}
      {def.kind !== "action" && <p className="text-xs">{t("card.income", { income: words.income(def) })}</p>}
      {ability && (
        <p className={`text-xs text-slate-700 ${def.kind === "action" ? "" : "truncate"}`} title={full} data-ability>
          {ability}
        </p>
      )}
      {full && full !== ability && <FullText text={full} />}
      {why.length > 0 && (
        <ul className="flex flex-col text-xs font-medium text-amber-900" data-testid="why-not">
          {why.map((reason) => (
            <li key={reason}>{reason}</li>
          ))}
        </ul>
      )}
      {children && <div className="mt-auto flex flex-col gap-1 pt-0.5">{children}</div>}
    </div>
  );
}
