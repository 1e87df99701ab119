"use client";

import type { CardId } from "@/lib/engine/catalogue";
import type { LegalMove } from "@/lib/engine/legal";
import type { CardPrice } from "@/lib/games/table";
import { CardTile } from "./card-tile";
import { CardMoves } from "./move-controls";
import { movesFor } from "./words";

/**
 * A row of cards (upper row, lower row, the viewer's hand) with each card's price for the viewer
 * and, on the viewer's turn, the moves it allows. Copies of one card share their moves: they are
 * offered on the first copy only.
 */
export function CardRow({
  id,
  title,
  hint,
  cards,
  prices,
  moves,
  source,
  empty = "No cards.",
}: {
  id: string;
  title: string;
  hint?: string;
  cards: CardId[];
  prices: CardPrice[];
  moves: LegalMove[];
  source: "upper" | "lower" | "hand";
  empty?: string;
}) {
  return (
    <section aria-labelledby={`${id}-title`} data-testid={id} className="flex flex-col gap-2">
      <h2 id={`${id}-title`} className="text-lg font-semibold">
        {title} <span className="text-sm font-normal text-slate-600">({cards.length} card{cards.length === 1 ? "" : "s"})</span>
      </h2>
      {hint && <p className="-mt-1 text-sm text-slate-600">{hint}</p>}
      {cards.length === 0 ? (
        <p className="text-sm text-slate-700">{empty}</p>
      ) : (
        <ul className="grid grid-cols-[repeat(auto-fill,minmax(9.5rem,1fr))] gap-2">
          {cards.map((card, i) => {
            const first = cards.indexOf(card) === i;
            const cardMoves = first ? movesFor(moves, card, source) : [];
            return (
              <li key={`${card}-${i}`} data-testid={`${id}-card`}>
                <CardTile card={card} price={prices[i]?.card === card ? prices[i].price : undefined} note={first ? undefined : "Another copy: moves are on the first one."}>
                  {cardMoves.length > 0 && <CardMoves moves={cardMoves} chooserId={`${source}:${card}`} />}
                </CardTile>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
