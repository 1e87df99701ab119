"use client";

import type { CSSProperties } from "react";
import type { CardId } from "@/lib/engine/catalogue";
import type { LegalMove } from "@/lib/engine/legal";
import type { PlayerView } from "@/lib/engine/view";
import { CardTile } from "./card-tile";
import { useEdition } from "./edition";
import { CardMoves } from "./move-controls";
import { displacementPrices, stacked, tilePrice } from "./view-model";
import { movesFor } from "./words";

/**
 * A row of cards (upper row, lower row, the viewer's hand) with each card's price for the viewer
 * and, on the viewer's turn, the moves it allows. Identical cards are one tile marked "×2".
 */
export function CardRow({
  id,
  title,
  hint,
  cards,
  me,
  moves,
  source,
  empty = "No cards.",
}: {
  id: string;
  title: string;
  hint?: string;
  cards: CardId[];
  /** The viewer, whose prices the tiles show; null for a spectator. */
  me: PlayerView | null;
  moves: LegalMove[];
  source: "upper" | "lower" | "hand";
  empty?: string;
}) {
  const edition = useEdition();
  return (
    <section
      aria-labelledby={`${id}-title`}
      data-testid={id}
      // Side by side on a laptop, each row as wide as its share of the cards (never under one tile).
      style={{ "--cards": cards.length } as CSSProperties}
      className="flex min-w-0 flex-col gap-1 lg:min-w-[8.75rem] lg:[flex:var(--cards)_1_0%]"
    >
      <h2 id={`${id}-title`} className="text-sm font-semibold">
        {title} <span className="font-normal text-slate-600">({cards.length} card{cards.length === 1 ? "" : "s"})</span>
        {hint && <span className="font-normal text-slate-600"> · {hint}</span>}
      </h2>
      {cards.length === 0 ? (
        <p className="text-sm text-slate-700">{empty}</p>
      ) : (
        <ul className="grid grid-cols-[repeat(auto-fill,minmax(8.5rem,1fr))] gap-1.5">
          {stacked(cards.map((card) => ({ card }))).map(({ card, count }) => {
            const cardMoves = movesFor(moves, card, source);
            return (
              <li key={card} data-testid={`${id}-card`}>
                <CardTile card={card} count={count} price={tilePrice(me, card, source, edition)} displacing={displacementPrices(me, card, source, edition)}>
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
