// Pure helpers of the table, free of words (those live in messages/<locale>.json, worded by
// lib/words/table.ts): colour styles, move keys and which moves belong to which card.
import { cardDef, type CardId, type Kind } from "@/lib/engine/catalogue";
import type { LegalMove } from "@/lib/engine/legal";
import type { Move } from "@/lib/engine/moves";

/** Border and tint per colour family; the colour is always named in text as well. */
export const KIND_STYLE: Record<Kind, string> = {
  worker: "border-l-green-600 bg-green-50",
  building: "border-l-blue-600 bg-blue-50",
  aristocrat: "border-l-red-600 bg-red-50",
  // Action cards are never bought into a play area: dashed, so a hand shows them apart at a glance.
  action: "border-l-yellow-500 bg-yellow-50 border-dashed",
  market: "border-l-yellow-500 bg-yellow-50",
};

export function moveKey(move: Move): string {
  return JSON.stringify(move);
}

/** The moves of one card from one place (a row, the hand, the Observatory draw). */
export function movesFor(moves: readonly LegalMove[], card: CardId, source: "upper" | "lower" | "hand" | "drawn"): LegalMove[] {
  return moves.filter(({ move }) => {
    if (!("card" in move) || move.card !== card) return false;
    // An action card is used from hand ("action", with its target or pick), never played into the area.
    if (source === "hand") return move.type === "play" || move.type === "action";
    if (move.type === "discard") return source === "drawn";
    return (move.type === "buy" || move.type === "take") && move.from === source;
  });
}

export { cardDef };
