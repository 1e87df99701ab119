// Pure helpers of the table, free of words (those live in messages/<locale>.json, worded by
// table-words.ts): colour styles, move keys and which moves belong to which card.
import { cardDef, cardNameIn, type Edition, type CardId, type Kind } from "@/lib/engine/catalogue";
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

/** "2d 4h", "3h 20m", "12m": a time left, short (the list of your games; the table words its own). */
export function durationShort(ms: number): string {
  const minutes = Math.max(0, Math.floor(ms / 60_000));
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  if (days > 0) return `${days}d ${hours}h`;
  if (hours > 0) return `${hours}h ${minutes % 60}m`;
  return `${minutes}m`;
}

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

/** The English name `edition` prints on the card ("Czar & Carpenter" in the second), for tests and logs. */
export function cardName(id: string, edition: Edition = "first"): string {
  return cardNameIn(id, edition);
}

export { cardDef };
