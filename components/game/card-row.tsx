"use client";

import type { CSSProperties } from "react";
import type { CardId } from "@/lib/engine/catalogue";
import { hindrances } from "@/lib/engine/hindrance";
import type { LegalMove } from "@/lib/engine/legal";
import type { PlayerView } from "@/lib/engine/view";
import { CardTile } from "./card-tile";
import { CardMoves } from "./move-controls";
import { useTableWords } from "./use-words";
import { displacementPrices, stacked, tilePrice } from "./view-model";
import { movesFor } from "./table-helpers";

/**
 * A row of cards (upper row, lower row, the viewer's hand) with each card's price for the viewer
 * and, on the viewer's turn, the moves it allows and why it allows no other. Identical cards are
 * one tile marked "×2".
 */
export function CardRow({
  id,
  title,
  hint,
  cards,
  me,
  moves,
  source,
  empty,
  turn = false,
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
  /** The viewer takes an ordinary turn now (no decision pending): every card says why it offers no move. */
  turn?: boolean;
}) {
  const words = useTableWords();
  const { t, edition } = words;
  const tiles = stacked(cards.map((card) => ({ card })));
  return (
    <section
      aria-labelledby={`${id}-title`}
      data-testid={id}
      // Side by side on a laptop, each row as wide as its share of the cards (never under one tile).
      // The share counts tiles, not cards: "Lumberjack ×2" is one tile (a row of stacks wrapped needlessly).
      style={{ "--cards": tiles.length } as CSSProperties}
      className="flex min-w-0 flex-col gap-1 lg:min-w-[8.75rem] lg:[flex:var(--cards)_1_0%] xl:min-w-[7.75rem]"
    >
      <h2 id={`${id}-title`} className="text-sm font-semibold">
        {title} <span className="font-normal text-slate-600">{t("row.count", { count: cards.length })}</span>
        {hint && <span className="font-normal text-slate-600"> · {hint}</span>}
      </h2>
      {cards.length === 0 ? (
        <p className="text-sm text-slate-700">{empty ?? t("row.empty")}</p>
      ) : (
        // Narrower tiles on a wide screen, so both rows fit one line of tiles on the first screen (issue 34).
        <ul className="grid grid-cols-[repeat(auto-fill,minmax(8.5rem,1fr))] gap-1.5 xl:grid-cols-[repeat(auto-fill,minmax(7.5rem,1fr))]">
          {tiles.map(({ card, count }) => {
            const cardMoves = movesFor(moves, card, source);
            const why =
              turn && me
                ? hindrances({ ...me, money: me.money ?? 0 }, card, source, cardMoves.map((m) => m.move.type), edition).map(words.hindrance)
                : [];
            return (
              <li key={card} data-testid={`${id}-card`}>
                <CardTile card={card} count={count} price={tilePrice(me, card, source, edition)} displacing={displacementPrices(me, card, source, edition)} why={why}>
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
