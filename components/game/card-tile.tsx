import type { ReactNode } from "react";
import type { CardId } from "@/lib/engine/catalogue";
import { cardDef, incomeLabel, KIND_STYLE, kindLabel, rubles } from "./words";

/**
 * One card: its name, colour named in words, what it costs the viewer and what it earns.
 * `price` is the viewer's price after reductions; null shows the printed cost instead.
 */
export function CardTile({
  card,
  price,
  note,
  children,
}: {
  card: CardId;
  price?: number | null;
  note?: string;
  children?: ReactNode;
}) {
  const def = cardDef(card);
  let cost: string;
  if (def.trading) cost = `Costs ${def.cost} minus the card it displaces`;
  else if (price === undefined || price === null) cost = `Costs ${rubles(def.cost)}`;
  else cost = price === def.cost ? `Costs you ${rubles(price)}` : `Costs you ${rubles(price)} (printed ${def.cost})`;
  return (
    <div className={`flex h-full min-w-0 flex-col gap-1 rounded-md border border-slate-200 border-l-4 p-2 text-sm ${KIND_STYLE[def.kind]}`} data-card={card}>
      <p className="font-semibold leading-tight break-words">{def.name}</p>
      <p className="text-xs text-slate-700">{kindLabel(def)}</p>
      <p>{cost}</p>
      <p>Income: {incomeLabel(def)}</p>
      {note && <p className="text-xs font-medium text-slate-800">{note}</p>}
      {children && <div className="mt-auto flex flex-col gap-1 pt-1">{children}</div>}
    </div>
  );
}
