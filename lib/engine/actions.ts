// The ordinary actions of a turn: buy a card (from a row or the drawn card), take one into hand,
// play one from hand, pass. Judging happens before anything changes; the returned Perform
// carries the move out and reports its events.
import { cardDef, RULES, type CardId, type Edition } from "./catalogue";
import type { Fail, FlowSteps, Perform } from "./cards/types";
import { canDisplace, displaceTargets, handLimit, hasHandRoom, price, warehouseHeld, type Source } from "./costs";
import { drawnOf } from "./decisions";
import type { RuleError } from "./errors";
import type { GameEvent } from "./events";
import type { GameState, PlayerState } from "./state";

function hasCard(state: GameState, player: PlayerState, card: CardId, source: Source): boolean {
  if (source === "upper") return state.upperRow.includes(card);
  if (source === "lower") return state.lowerRow.includes(card);
  if (source === "hand") return player.hand.includes(card);
  return drawnOf(state)?.card === card;
}

function removeOne(list: CardId[], card: CardId): void {
  list.splice(list.indexOf(card), 1);
}

/** Takes the card out of where it was found; a drawn card lives in its decision, which `decided` clears. */
function removeFromSource(s: GameState, seat: number, card: CardId, source: Source): void {
  if (source === "upper") removeOne(s.upperRow, card);
  else if (source === "lower") removeOne(s.lowerRow, card);
  else if (source === "hand") removeOne(s.players[seat].hand, card);
}

/** The action is over: the next seat acts, or the decision that offered the card is answered. */
function done(s: GameState, source: Source, events: GameEvent[], flow: FlowSteps): void {
  if (source === "drawn") flow.decided(s, events);
  else flow.afterAction(s, events);
}

/** Buying from a row or the draw, or playing from hand: pay, displace if trading, lay it out. */
export function judgeAcquire(
  state: GameState,
  player: PlayerState,
  card: CardId,
  source: Source,
  displace: CardId | undefined,
  fail: Fail,
): RuleError | Perform {
  const edition = state.options.edition;
  if (!hasCard(state, player, card, source)) {
    return source === "hand"
      ? fail("not-available", "notInHand", { card })
      : fail("not-available", "notThere", { card, source });
  }
  const def = cardDef(card, edition);
  if (def.kind === "action") {
    return source === "hand"
      ? fail("wrong-step", "actionCardPlayed", { card })
      : fail("wrong-step", "actionCardBought", { card });
  }
  if (!def.trading && displace) {
    return fail("bad-target", "notTrading", { card });
  }
  if (def.trading) {
    const targets = displaceTargets(player, card, source, edition);
    if (!displace) {
      return targets.length === 0
        ? fail("needs-target", "nothingToDisplace", { card })
        : fail("needs-target", "chooseDisplaced", { card, cards: targets });
    }
    const error = checkTarget(player, card, displace, edition, fail);
    if (error) return error;
    if (warehouseHeld(player, displace, source, edition)) {
      const held = player.hand.length - (source === "hand" ? 1 : 0);
      return fail("bad-target", "warehouseHeld", { held, limit: RULES.handLimit });
    }
  }
  const cost = price(player, card, source, displace, edition).total;
  if (cost > player.money) {
    return fail("cannot-afford", "cannotAfford", { card, cost, money: player.money });
  }
  const seat = player.seat;
  return (s, events, flow) => {
    const p = s.players[seat];
    removeFromSource(s, seat, card, source);
    p.money -= cost;
    events.push({ type: "paid", seat, card, rubles: cost });
    if (displace) {
      const index = p.playArea.findIndex((played) => played.card === displace && !played.faceDown);
      p.playArea.splice(index, 1);
      s.discardPile.push(displace);
      events.push({ type: "moved", card: displace, from: "playArea", to: "discard", seat });
      flow.cardLeft(s, p, displace, events);
    }
    p.playArea.push({ card, faceDown: false });
    events.push({ type: "moved", card, from: source, to: "playArea", seat });
    // Ruling R38: a decision about the card (a "?" card's symbol) is taken before the turn passes.
    if (flow.cardEntered(s, p, card, events) && source !== "drawn") {
      s.passStreak = 0;
      return;
    }
    done(s, source, events, flow);
  };
}

function checkTarget(player: PlayerState, card: CardId, displace: CardId, edition: Edition, fail: Fail): RuleError | null {
  const trading = cardDef(card, edition);
  const target = cardDef(displace, edition);
  const inPlay = player.playArea.filter((p) => p.card === displace);
  if (inPlay.length === 0) {
    return fail("bad-target", "targetNotInPlay", { card, target: displace });
  }
  if (target.trading) return fail("bad-target", "targetIsTrading", { target: displace });
  if (!canDisplace(trading, target)) {
    if (trading.kind !== target.kind) {
      return fail("bad-target", "wrongColour", { card, kind: trading.kind, target: displace });
    }
    return fail("bad-target", "wrongSymbol", { card, target: displace, czar: "czar-and-carpenter" });
  }
  if (inPlay.every((p) => p.faceDown)) {
    return fail("bad-target", "targetUsed", { target: displace });
  }
  return null;
}

export function handFull(player: PlayerState, fail: Fail): RuleError {
  const limit = handLimit(player);
  return fail("hand-full", "handFull", { held: player.hand.length, limit });
}

export function judgeTake(state: GameState, player: PlayerState, card: CardId, source: Source, fail: Fail): RuleError | Perform {
  if (!hasCard(state, player, card, source)) {
    return fail("not-available", "notThere", { card, source });
  }
  if (!hasHandRoom(player)) return handFull(player, fail);
  const seat = player.seat;
  return (s, events, flow) => {
    removeFromSource(s, seat, card, source);
    s.players[seat].hand.push(card);
    events.push({ type: "moved", card, from: source, to: "hand", seat });
    done(s, source, events, flow);
  };
}

export function performPass(seat: number, untilPhaseEnd: boolean): Perform {
  return (s, events, flow) => {
    if (untilPhaseEnd) s.players[seat].autoPass = true;
    events.push({ type: "passed", seat, untilPhaseEnd, automatic: false });
    flow.afterPass(s, events);
  };
}
