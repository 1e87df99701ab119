import type { GameView } from "@/lib/engine/view";
import { cardName, phaseLabel } from "./words";

/** Draw pile sizes (and what is left in them with the pile-contents variant), and the discard pile. */
export function Piles({ view }: { view: GameView }) {
  const piles = Object.entries(view.piles) as [keyof GameView["piles"], GameView["piles"][keyof GameView["piles"]]][];
  return (
    <section aria-labelledby="piles-title" className="flex flex-col gap-2">
      <h2 id="piles-title" className="text-sm font-semibold">
        Draw piles and discards
      </h2>
      <ul className="flex flex-wrap gap-2 text-sm" data-testid="piles">
        {piles.map(([name, pile]) => (
          <li key={name} className="rounded-md border border-slate-200 bg-white px-3 py-2">
            <span className="font-medium">{phaseLabel(name).replace(" phase", "")}</span>: {pile.size} card{pile.size === 1 ? "" : "s"}
            {pile.contents && Object.keys(pile.contents).length > 0 && (
              <details className="mt-1">
                <summary className="cursor-pointer text-slate-700">What is left</summary>
                <ul className="mt-1">
                  {Object.entries(pile.contents).map(([card, count]) => (
                    <li key={card}>
                      {cardName(card, view.options.edition)} ×{count}
                    </li>
                  ))}
                </ul>
              </details>
            )}
          </li>
        ))}
      </ul>
      <p className="text-sm text-slate-700">
        Discard pile: {view.discardPile.length === 0 ? "empty" : view.discardPile.map((card) => cardName(card, view.options.edition)).join(", ")}
      </p>
    </section>
  );
}
