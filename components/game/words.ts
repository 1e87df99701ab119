// Words the table uses for cards, money and moves. Pure, so client components can import it.
import { PUB_POINTS_PER_PUB, PUB_RUBLES_PER_POINT } from "@/lib/engine/cards/pub";
import { cardDef, cardNameIn, RULES, type CardDef, type CardId, type Edition, type Kind } from "@/lib/engine/catalogue";
import type { LegalMove } from "@/lib/engine/legal";
import type { Move } from "@/lib/engine/moves";
import { PHASE_LABEL, type Phase } from "@/lib/engine/phases";
import { abilityText } from "@/lib/words/abilities";

export const KIND_COLOUR: Record<Kind, string> = {
  worker: "green",
  building: "blue",
  aristocrat: "red",
  action: "yellow",
  market: "yellow",
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
  // Action cards are never bought into a play area: dashed, so a hand shows them apart at a glance.
  action: "border-l-yellow-500 bg-yellow-50 border-dashed",
  market: "border-l-yellow-500 bg-yellow-50",
};

export function rubles(n: number): string {
  return n === 1 ? "1 ruble" : `${n} rubles`;
}

export function points(n: number): string {
  return n === 1 ? "1 point" : `${n} points`;
}

/** Income as printed, short: "3₽ + 1 VP", "—" for none. */
export function incomeShort(def: CardDef): string {
  const parts = [def.rubles ? `${def.rubles}₽` : "", def.points ? `${def.points} VP` : ""].filter(Boolean);
  return parts.length > 0 ? parts.join(" + ") : "—";
}

/** What a card does beyond its income, in one line (the catalogue's text is the full rule). */
const ABILITY_LINE: Partial<Record<string, string>> = {
  observatory: "Building phase, instead of an action: draw a pile's top card (once a round).",
  warehouse: `Your hand holds ${RULES.handLimitWithWarehouse} cards instead of ${RULES.handLimit}.`,
  pub: `After the building scoring: buy up to ${PUB_POINTS_PER_PUB} points at ${PUB_RUBLES_PER_POINT} rubles each.`,
  "potjomkins-village": `Worth ${cardDef("potjomkins-village").displaceValue} when a blue trading card displaces it.`,
  "mariinskij-theater": "Building scoring: +1 ruble per red card you have.",
  "tax-man": "Aristocrat scoring: +1 ruble per green card you have.",
  "carpenter-workshop": "Blue cards cost you 1 ruble less.",
  "gold-smelter": "Red cards cost you 1 ruble less.",
  "czar-and-carpenter": "Any green trading card may displace it.",
  // The Banquet's action cards (R13–R15, R34): played from hand as one action, then discarded.
  "away-with-it": "Action: discard another card from your hand.",
  "black-market": "Action: pick a non-action card from the discard pile, then buy it or take it.",
  "golden-donkey": "Action: take 5 rubles.",
  "double-turn": "Action: then take two more actions at once.",
  pickpocket: "At a phase start you do not lead: play it to act first.",
  jester: "Action: lay it on a card of yours; its next scoring swaps rubles and points.",
  banquet: "Action: lay it on a card of yours; its next scoring doubles rubles and points.",
};

export function abilityLine(def: CardDef): string | null {
  const line = ABILITY_LINE[def.id];
  if (line) return line;
  const ability = abilityText(def);
  if (def.trading && ability) return ability.split(/(?<=\.)\s/)[0];
  if (def.trading) return `Displaces one of your ${KIND_COLOUR[def.kind]} cards.`;
  return null;
}

/** "2d 4h", "3h 20m", "12m": a time left, short. */
export function durationShort(ms: number): string {
  const minutes = Math.max(0, Math.floor(ms / 60_000));
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  if (days > 0) return `${days}d ${hours}h`;
  if (hours > 0) return `${hours}h ${minutes % 60}m`;
  return `${minutes}m`;
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
    // An action card is used from hand ("action", with its target or pick), never played into the area.
    if (source === "hand") return move.type === "play" || move.type === "action";
    if (move.type === "discard") return source === "drawn";
    return (move.type === "buy" || move.type === "take") && move.from === source;
  });
}

/** The name `edition` prints on the card ("Czar & Carpenter" in the second). */
export function cardName(id: string, edition: Edition = "first"): string {
  return cardNameIn(id, edition);
}

/** The label of a move button, without the card's name (given beside it for screen readers). */
export function moveLabel({ move, price }: LegalMove, edition: Edition = "first"): string {
  const name = (id: string) => cardName(id, edition);
  const cost = price !== undefined ? ` for ${rubles(price)}` : "";
  switch (move.type) {
    case "buy":
      return move.displace ? `Buy, displacing ${name(move.displace)},${cost}` : `Buy${cost}`;
    case "play":
      return move.displace ? `Play, displacing ${name(move.displace)},${cost}` : `Play from hand${cost}`;
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
      return `Pick the ${name(move.card)} from the discard pile`;
    case "releaseSycophant":
      return "Release a Sycophant";
    case "action":
      if (move.card === "pickpocket") return "Play the Pickpocket: act first";
      if (move.target) return move.card === "away-with-it" ? `Discard ${name(move.target)}` : `Lay it on ${name(move.target)}`;
      if (move.pick) return `Pick ${name(move.pick)} from the discard pile`;
      return `Play the ${name(move.card)}`;
    case "symbol":
      return `Take the ${move.symbol} token`;
    case "upkeep":
      return move.pay ? `Keep the ${name(move.card)}${cost}` : `Give up the ${name(move.card)}`;
  }
}

export { cardDef };
