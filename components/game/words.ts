// Words the table uses for cards, money and moves. Pure, so client components can import it.
import { cardDef, cardName, type CardDef, type CardId, type Kind } from "@/lib/engine/catalogue";
import type { LegalMove } from "@/lib/engine/legal";
import type { Move } from "@/lib/engine/moves";
import { PHASE_LABEL, type Phase } from "@/lib/engine/phases";

export const KIND_COLOUR: Record<Kind, string> = {
  worker: "green",
  building: "blue",
  aristocrat: "red",
  action: "yellow",
  market: "orange",
};

export const KIND_PLURAL: Record<Kind, string> = {
  worker: "Workers",
  building: "Buildings",
  aristocrat: "Aristocrats",
  action: "Action cards",
  market: "Market cards",
};

/** Border and tint per colour family; the colour is always named in text as well. */
export const KIND_STYLE: Record<Kind, string> = {
  worker: "border-l-green-600 bg-green-50",
  building: "border-l-blue-600 bg-blue-50",
  aristocrat: "border-l-red-600 bg-red-50",
  action: "border-l-yellow-500 bg-yellow-50",
  market: "border-l-orange-500 bg-orange-50",
};

export function rubles(n: number): string {
  return n === 1 ? "1 ruble" : `${n} rubles`;
}

export function points(n: number): string {
  return n === 1 ? "1 point" : `${n} points`;
}

/** "green worker", "blue trading building". */
export function kindLabel(def: CardDef): string {
  return `${KIND_COLOUR[def.kind]} ${def.trading ? "trading " : ""}${def.kind}`;
}

export function incomeLabel(def: CardDef): string {
  const parts = [def.rubles ? rubles(def.rubles) : "", def.points ? points(def.points) : ""].filter(Boolean);
  return parts.length > 0 ? parts.join(" + ") : "none printed";
}

export function phaseLabel(phase: Phase): string {
  return PHASE_LABEL[phase];
}

export function moveKey(move: Move): string {
  return JSON.stringify(move);
}

/** The moves of one card from one place (a row, the hand, the Observatory draw). */
export function movesFor(moves: readonly LegalMove[], card: CardId, source: "upper" | "lower" | "hand" | "drawn"): LegalMove[] {
  return moves.filter(({ move }) => {
    if (!("card" in move) || move.card !== card) return false;
    if (source === "hand") return move.type === "play";
    if (move.type === "discard") return source === "drawn";
    return (move.type === "buy" || move.type === "take") && move.from === source;
  });
}

/** The label of a move button, without the card's name (given beside it for screen readers). */
export function moveLabel({ move, price }: LegalMove): string {
  const cost = price !== undefined ? ` for ${rubles(price)}` : "";
  switch (move.type) {
    case "buy":
      return move.displace ? `Buy, displacing ${cardName(move.displace)},${cost}` : `Buy${cost}`;
    case "play":
      return move.displace ? `Play, displacing ${cardName(move.displace)},${cost}` : `Play from hand${cost}`;
    case "take":
      return "Take into hand";
    case "discard":
      return "Discard it";
    case "observatory":
      return `Draw from the ${move.pile} pile`;
    case "pub":
      return move.points === 0 ? "Buy no points" : `Buy ${points(move.points)}${cost}`;
    case "pass":
      return move.untilPhaseEnd ? "Pass until the end of this phase" : "Pass";
    case "tradingHouse":
      return move.use ? `Buy points${cost}` : "Do not use it";
    case "guildHall":
      return `${rubles(move.rubles)}, the rest as points`;
    case "debtorsPrison":
      return `Pick the ${cardName(move.card)} from the discard pile`;
    case "releaseSycophant":
      return "Release a Sycophant";
    case "action":
      return `Use the ${cardName(move.card)}${move.target ? ` on ${cardName(move.target)}` : ""}${move.pick ? `: pick ${cardName(move.pick)}` : ""}`;
  }
}

export { cardDef, cardName };
