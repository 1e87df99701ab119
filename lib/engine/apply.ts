// applyMove: judge a move against the rules, then carry it out on a copy of the state.
// Every check happens before anything changes, so an illegal move leaves no trace.
import { OBSERVATORY, PUB_POINTS_PER_PUB, PUB_RUBLES_PER_POINT } from "./abilities";
import { cardDef, cardName, type CardId } from "./catalogue";
import { canDisplace, displaceTargets, handLimit, hasHandRoom, price, type Source } from "./costs";
import { RuleError, type RuleErrorCode, type Who } from "./errors";
import { afterAction, afterPass, afterScoring, pubCount } from "./flow";
import type { Move } from "./moves";
import { PHASE_LABEL } from "./phases";
import { cloneState, type GameState, type PlayerState } from "./state";
import { toAct } from "./turn";

export type MoveResult = { ok: true; state: GameState } | { ok: false; error: RuleError };

/** A judged move, as data: what `perform` will do. Plain objects keep replay fast. */
type Plan =
  | { kind: "acquire"; seat: number; card: CardId; source: Source; cost: number; displace?: CardId }
  | { kind: "take"; seat: number; card: CardId; source: Source }
  | { kind: "discard"; card: CardId }
  | { kind: "pass"; seat: number; untilPhaseEnd: boolean }
  | { kind: "observatory"; seat: number; index: number; pile: GameState["phase"] }
  | { kind: "pub"; seat: number; points: number; cost: number; duringPhase: boolean };

export function applyMove(state: GameState, move: Move): MoveResult {
  const verdict = judge(state, move);
  if (verdict instanceof RuleError) return { ok: false, error: verdict };
  const next = cloneState(state);
  perform(next, verdict);
  return { ok: true, state: next };
}

/** For replay, which owns its state: the same judgement, carried out without a copy. */
export function applyMoveInPlace(state: GameState, move: Move): RuleError | null {
  const verdict = judge(state, move);
  if (verdict instanceof RuleError) return verdict;
  perform(state, verdict);
  return null;
}

export function judge(state: GameState, move: Move): RuleError | Plan {
  const player = state.players[move.seat];
  const name = player?.name ?? `seat ${move.seat}`;

  if (state.status === "finished") return fail(name, "game-over", () => "The game is over.");
  const acting = toAct(state);
  if (!player || !acting.includes(move.seat)) {
    const waitingFor = acting.map((seat) => state.players[seat].name).join(" and ");
    return fail(name, "not-your-turn", (w) => `It is not ${w.possessive} turn: ${waitingFor} is to act.`);
  }

  if (state.step === "drawn" && state.drawn) {
    const drawn = state.drawn.card;
    const isDrawnMove = (move.type === "buy" || move.type === "take") && move.from === "drawn";
    if (!isDrawnMove && move.type !== "discard") {
      return fail(name, "wrong-step", (w) => `${w.Subject} must first buy, take or discard the ${cardName(drawn)} drawn with the Observatory.`);
    }
    if (move.card !== drawn) {
      return fail(name, "not-available", () => `The card drawn with the Observatory is the ${cardName(drawn)}, not the ${cardName(move.card)}.`);
    }
  }
  if (state.step === "pub" && move.type !== "pub") {
    return fail(name, "wrong-step", (w) => `${w.Subject} must first decide how many points to buy at the Pub.`);
  }
  if (state.step === "actions" && (move.type === "buy" || move.type === "take") && move.from === "drawn") {
    return fail(name, "not-available", () => "No card has been drawn with an Observatory.");
  }
  if (state.step === "actions" && move.type === "discard") {
    return fail(name, "wrong-step", () => "Only a card drawn with an Observatory can be discarded.");
  }

  switch (move.type) {
    case "buy":
      return judgeAcquire(state, player, move.card, move.from, move.displace, name);
    case "take":
      return judgeTake(state, player, move.card, move.from, name);
    case "play":
      return judgeAcquire(state, player, move.card, "hand", move.displace, name);
    case "discard":
      return { kind: "discard", card: move.card };
    case "pass":
      if (move.untilPhaseEnd && !state.options.variants.autoPass) {
        return fail(name, "variant-off", () => "Passing until the end of the phase is not allowed at this table.");
      }
      return { kind: "pass", seat: move.seat, untilPhaseEnd: move.untilPhaseEnd === true };
    case "observatory":
      return judgeObservatory(state, player, move.pile, name);
    case "pub":
      return judgePub(state, player, move.points, name);
  }
}

/** A module-level function, not a closure per move: replay judges hundreds of moves per game. */
function fail(name: string, code: RuleErrorCode, sentence: (who: Who) => string): RuleError {
  return new RuleError(code, sentence, name);
}

function sourceText(source: Source): string {
  return source === "hand" ? "in hand" : source === "drawn" ? "drawn" : `in the ${source} row`;
}

function hasCard(state: GameState, player: PlayerState, card: CardId, source: Source): boolean {
  if (source === "upper") return state.upperRow.includes(card);
  if (source === "lower") return state.lowerRow.includes(card);
  if (source === "hand") return player.hand.includes(card);
  return state.drawn?.card === card;
}

function removeOne(list: CardId[], card: CardId): void {
  list.splice(list.indexOf(card), 1);
}

/** Takes the card out of where it was found: a row, the hand, or the Observatory draw. */
function removeFromSource(s: GameState, seat: number, card: CardId, source: Source): void {
  if (source === "upper") removeOne(s.upperRow, card);
  else if (source === "lower") removeOne(s.lowerRow, card);
  else if (source === "hand") removeOne(s.players[seat].hand, card);
  else {
    s.drawn = null;
    s.step = "actions";
  }
}

/** Buying from a row or the draw, or playing from hand: pay, displace if trading, lay it out. */
function judgeAcquire(
  state: GameState,
  player: PlayerState,
  card: CardId,
  source: Source,
  displace: CardId | undefined,
  name: string,
): RuleError | Plan {
  if (!hasCard(state, player, card, source)) {
    return source === "hand"
      ? fail(name, "not-available", (w) => `${w.Subject} ${w.has} no ${cardName(card)} in hand.`)
      : fail(name, "not-available", () => `There is no ${cardName(card)} ${sourceText(source)}.`);
  }
  const def = cardDef(card);
  if (!def.trading && displace) {
    return fail(name, "bad-target", () => `The ${def.name} is not a trading card: it displaces nothing.`);
  }
  if (def.trading) {
    const targets = displaceTargets(player, card);
    if (!displace) {
      return targets.length === 0
        ? fail(name, "needs-target", (w) => `The ${def.name} is a trading card and ${w.subject} ${w.has} no card in play it could displace.`)
        : fail(name, "needs-target", () => `The ${def.name} is a trading card: choose the card it displaces (${targets.map(cardName).join(", ")}).`);
    }
    const error = checkTarget(player, card, displace, name);
    if (error) return error;
  }
  const cost = price(player, card, source, displace).total;
  if (cost > player.money) {
    return fail(name, "cannot-afford", (w) => `${w.Subject} cannot afford the ${def.name}: it costs ${cost} rubles and ${w.subject} ${w.has} ${player.money}.`);
  }
  return { kind: "acquire", seat: player.seat, card, source, cost, displace };
}

function checkTarget(player: PlayerState, card: CardId, displace: CardId, name: string): RuleError | null {
  const trading = cardDef(card);
  const target = cardDef(displace);
  const inPlay = player.playArea.filter((p) => p.card === displace);
  if (inPlay.length === 0) {
    return fail(name, "bad-target", (w) => `${w.Subject} ${w.has} no ${target.name} in play for the ${trading.name} to displace.`);
  }
  if (target.trading) return fail(name, "bad-target", () => `The ${target.name} is a trading card: a trading card can never be displaced.`);
  if (!canDisplace(trading, target)) {
    if (trading.kind !== target.kind) {
      return fail(name, "bad-target", () => `The ${trading.name} must displace a card of its own colour (${kindWord(trading.kind)}), not the ${target.name}.`);
    }
    return fail(name, "bad-target", () => `The ${trading.name} can only displace a worker with its own symbol (or the Czar and Carpenter), not the ${target.name}.`);
  }
  if (inPlay.every((p) => p.faceDown)) {
    return fail(name, "bad-target", () => `A used ${target.name} cannot be displaced until it is turned up next round.`);
  }
  return null;
}

function kindWord(kind: string): string {
  return kind === "worker" ? "a worker" : kind === "building" ? "a building" : "an aristocrat";
}

function judgeTake(state: GameState, player: PlayerState, card: CardId, source: Source, name: string): RuleError | Plan {
  if (!hasCard(state, player, card, source)) {
    return fail(name, "not-available", () => `There is no ${cardName(card)} ${sourceText(source)}.`);
  }
  if (!hasHandRoom(player)) {
    const limit = handLimit(player);
    return fail(name, "hand-full", (w) => `${w.possessive[0].toUpperCase()}${w.possessive.slice(1)} hand is full: ${w.subject} hold${w.s} ${player.hand.length} cards and the limit is ${limit}.`);
  }
  return { kind: "take", seat: player.seat, card, source };
}

function judgeObservatory(state: GameState, player: PlayerState, pile: GameState["phase"], name: string): RuleError | Plan {
  if (state.phase !== "building") {
    return fail(name, "wrong-phase", () => `The Observatory can only be used in the building phase, and this is the ${PHASE_LABEL[state.phase]}.`);
  }
  const unused = player.playArea.findIndex((p) => p.card === OBSERVATORY && !p.faceDown);
  if (unused < 0) {
    return player.playArea.some((p) => p.card === OBSERVATORY)
      ? fail(name, "not-owned", (w) => `${w.Subject} ${w.has} already used ${observatories(player) === 1 ? "the Observatory" : "every Observatory"} this round.`)
      : fail(name, "not-owned", (w) => `${w.Subject} ${w.has} no Observatory.`);
  }
  const left = state.piles[pile].length;
  if (left < 2) {
    return fail(name, "pile-too-small", () => `The ${pile} pile has ${left === 0 ? "no card" : "only 1 card"} left: the Observatory cannot draw a pile's last card.`);
  }
  return { kind: "observatory", seat: player.seat, index: unused, pile };
}

function observatories(player: PlayerState): number {
  return player.playArea.filter((p) => p.card === OBSERVATORY).length;
}

function judgePub(state: GameState, player: PlayerState, points: number, name: string): RuleError | Plan {
  const pubs = pubCount(player);
  const duringPhase = state.options.variants.pubDuringBuildingPhase;
  const cost = points * PUB_RUBLES_PER_POINT;
  const seat = player.seat;
  if (pubs === 0) return fail(name, "not-owned", (w) => `${w.Subject} ${w.has} no Pub.`);
  if (!duringPhase) {
    if (state.step !== "pub") {
      return fail(name, "wrong-step", () => "At this table Pubs are used right after the building scoring.");
    }
    if (points > pubs * PUB_POINTS_PER_PUB) {
      return fail(name, "too-many-points", (w) => `${w.possessive[0].toUpperCase()}${w.possessive.slice(1)} ${pubs === 1 ? "Pub buys" : "Pubs buy"} at most ${pubs * PUB_POINTS_PER_PUB} points.`);
    }
  } else {
    if (state.phase !== "building") {
      return fail(name, "wrong-phase", () => `Pubs are used during the building phase, and this is the ${PHASE_LABEL[state.phase]}.`);
    }
    if (player.pubUses >= pubs) {
      return fail(name, "not-owned", (w) => `${w.Subject} ${w.has} already used ${pubs === 1 ? "the Pub" : "every Pub"} this round.`);
    }
    if (points < 1) return fail(name, "too-many-points", () => "Buy at least 1 point at the Pub.");
    if (points > PUB_POINTS_PER_PUB) {
      return fail(name, "too-many-points", () => `A Pub buys at most ${PUB_POINTS_PER_PUB} points at a time.`);
    }
  }
  if (cost > player.money) {
    return fail(name, "cannot-afford", (w) => `${w.Subject} cannot afford ${points} points at the Pub: they cost ${cost} rubles and ${w.subject} ${w.has} ${player.money}.`);
  }
  return { kind: "pub", seat, points, cost, duringPhase };
}

function perform(s: GameState, plan: Plan): void {
  switch (plan.kind) {
    case "acquire": {
      const p = s.players[plan.seat];
      removeFromSource(s, plan.seat, plan.card, plan.source);
      p.money -= plan.cost;
      if (plan.displace) {
        const index = p.playArea.findIndex((played) => played.card === plan.displace && !played.faceDown);
        p.playArea.splice(index, 1);
        s.discardPile.push(plan.displace);
      }
      p.playArea.push({ card: plan.card, faceDown: false });
      afterAction(s);
      return;
    }
    case "take":
      removeFromSource(s, plan.seat, plan.card, plan.source);
      s.players[plan.seat].hand.push(plan.card);
      afterAction(s);
      return;
    case "discard":
      s.discardPile.push(plan.card);
      s.drawn = null;
      s.step = "actions";
      afterAction(s);
      return;
    case "pass":
      if (plan.untilPhaseEnd) s.players[plan.seat].autoPass = true;
      afterPass(s);
      return;
    case "observatory":
      // The Observatory's use is an action: it breaks the pass streak, and the turn waits for the draw.
      s.players[plan.seat].playArea[plan.index] = { card: OBSERVATORY, faceDown: true };
      s.drawn = { seat: plan.seat, card: s.piles[plan.pile].shift() as CardId };
      s.step = "drawn";
      s.passStreak = 0;
      return;
    case "pub": {
      const p = s.players[plan.seat];
      p.money -= plan.cost;
      p.points += plan.points;
      if (plan.duringPhase) {
        p.pubUses++;
        return;
      }
      s.pubQueue.shift();
      if (s.pubQueue.length === 0) {
        s.step = "actions";
        afterScoring(s);
      }
      return;
    }
  }
}
