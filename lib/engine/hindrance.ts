// Why a card of the rows or the hand offers no move on the viewer's turn: the table shows it on
// the card ("costs 20, you have 13", "hand full"), so a newcomer never wonders. Data only; the
// table words it (components/game). Reads what the viewer's own view shows (money, hand, play area).
import { cardDef, type CardId, type Edition, type Kind } from "./catalogue";
import { displaceTargets, handLimit, price, type Source } from "./costs";
import { probe, type Visible } from "./forecast";
import type { MoveType } from "./moves";

export type Hindrance =
  /** The hand holds its limit: nothing more may be taken. */
  | { kind: "handFull"; limit: number }
  /** The cheapest way to buy or play it costs more than the player has. */
  | { kind: "dear"; price: number; money: number }
  /** A trading card with no card of the player's it may displace (same colour, not trading). */
  | { kind: "noTarget"; colour: Kind }
  /** Second edition, first worker phase (ruling R20): a turn is a buy, never a take. */
  | { kind: "mustBuy" }
  /** An action card the turn does not let you play now (the Pickpocket waits for a phase start). */
  | { kind: "notNow" };

/** Why buying or playing `card` from `source` is not offered: its price, or nothing to displace. */
function acquireHindrance(player: Visible & { money: number }, card: CardId, source: Source, edition: Edition): Hindrance {
  const def = cardDef(card, edition);
  let cheapest: number;
  if (def.trading) {
    const me = probe(player);
    const targets = displaceTargets(me, card, source, edition);
    if (targets.length === 0) return { kind: "noTarget", colour: def.kind };
    cheapest = Math.min(...targets.map((t) => price(me, card, source, t, edition).total));
  } else {
    cheapest = price(probe(player), card, source, undefined, edition).total;
  }
  return cheapest > player.money ? { kind: "dear", price: cheapest, money: player.money } : { kind: "notNow" };
}

/**
 * The reasons `card` at `source` lacks a move the turn would otherwise offer, given the move types
 * it does offer for it. A row card: buying (an action card is never bought, R32) and taking. A
 * hand card: playing (an action card: its action). Empty when nothing is missing.
 */
export function hindrances(
  player: Visible & { money: number },
  card: CardId,
  source: "upper" | "lower" | "hand",
  offered: readonly MoveType[],
  edition: Edition = "first",
): Hindrance[] {
  const def = cardDef(card, edition);
  const out: Hindrance[] = [];
  if (source === "hand") {
    if (def.kind === "action") {
      if (!offered.includes("action")) out.push({ kind: "notNow" });
    } else if (!offered.includes("play")) out.push(acquireHindrance(player, card, source, edition));
    return out;
  }
  if (def.kind !== "action" && !offered.includes("buy")) out.push(acquireHindrance(player, card, source, edition));
  if (!offered.includes("take")) {
    const limit = handLimit(probe(player));
    out.push((player.hand?.length ?? player.handSize) >= limit ? { kind: "handFull", limit } : { kind: "mustBuy" });
  }
  return out;
}
