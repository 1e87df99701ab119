// The Market module's two decisions. `symbol`: right after a "?" card enters play, its owner
// takes one of the symbol tokens left in the supply (R17, R38). `upkeep`: at the market scoring,
// each orange card is paid for (the tile's higher number) or given up, one move per card in the
// order the owner chooses; a card its owner cannot pay is given up without asking (R21, R39).
import { MARKET, type CardId } from "../../catalogue";
import type { DecisionOf } from "../../decisions";
import type { GameEvent } from "../../events";
import type { LegalMove } from "../../acquire";
import { cardLeftPlay, isOrange, markersMoved, symbolSupply, upkeepPrice } from "./symbols";
import type { GameState, PlayerState } from "../../state";
import type { DecisionRule } from "../../cards/types";

type Upkeep = DecisionOf<"upkeep">;

export const symbolDecision: DecisionRule<"symbol"> = {
  kind: "symbol",
  answers: ["symbol"],
  mustFirst: (d) => ["mustFirstSymbol", { card: d.card }],
  // Each token exists once; with none left the "?" stays empty (the engine never waits on nothing).
  forced: (state) => symbolSupply(state).length === 0,
  judge(state, d, move, fail) {
    if (move.type !== "symbol") return fail("wrong-step", ...symbolDecision.mustFirst(d));
    const supply = symbolSupply(state);
    if (!supply.includes(move.symbol)) {
      return fail("not-available", "symbolNotInSupply", { symbol: move.symbol, symbols: supply });
    }
    return (s, events, flow) => {
      const p = s.players[d.seat];
      p.symbolTokens.push({ symbol: move.symbol, on: d.card });
      events.push({ type: "symbolToken", seat: d.seat, symbol: move.symbol, on: d.card, taken: true });
      markersMoved(p, { [move.symbol]: 1 }, events);
      flow.decided(s, events);
    };
  },
  legal: (state, d) => symbolSupply(state).map((symbol) => ({ move: { type: "symbol", seat: d.seat, symbol } })),
  decline: (state, d) => ({ type: "symbol", seat: d.seat, symbol: symbolSupply(state)[0] ?? MARKET.symbols[0] }),
};

/** Orange cards of the owner not yet paid for or given up in this scoring. */
function unsettled(player: PlayerState, d: Upkeep): CardId[] {
  const done = d.settled ?? [];
  return player.playArea.filter((p) => isOrange(p.card) && !done.includes(p.card)).map((p) => p.card);
}

export function ownsOrange(player: PlayerState): boolean {
  return player.playArea.some((p) => isOrange(p.card));
}

function giveUp(s: GameState, seat: number, card: CardId, events: GameEvent[]): void {
  const p = s.players[seat];
  p.playArea.splice(
    p.playArea.findIndex((x) => x.card === card),
    1,
  );
  s.discardPile.push(card);
  events.push({ type: "upkeep", seat, card, rubles: 0, kept: false });
  events.push({ type: "moved", card, from: "playArea", to: "discard", seat });
  cardLeftPlay(s, p, card, events);
}

export const upkeepDecision: DecisionRule<"upkeep"> = {
  kind: "upkeep",
  answers: ["upkeep"],
  mustFirst: () => ["mustFirstUpkeep", {}],
  // Ruling R21: a card its owner cannot pay is given up without asking.
  forced: (state, d) => {
    const player = state.players[d.seat];
    return unsettled(player, d).length === 0 || player.money < upkeepPrice(state);
  },
  skip(s, d, events) {
    for (const card of unsettled(s.players[d.seat], d)) giveUp(s, d.seat, card, events);
  },
  judge(state, d, move, fail) {
    if (move.type !== "upkeep") return fail("wrong-step", ...upkeepDecision.mustFirst(d));
    const player = state.players[d.seat];
    const open = unsettled(player, d);
    if (!open.includes(move.card)) {
      return fail("not-available", "noUpkeepDue", { card: move.card, cards: open });
    }
    const rubles = upkeepPrice(state);
    if (move.pay && player.money < rubles) {
      return fail("cannot-afford", "cannotPayUpkeep", { card: move.card, cost: rubles, money: player.money });
    }
    return (s, events, flow) => {
      if (move.pay) {
        s.players[d.seat].money -= rubles;
        events.push({ type: "upkeep", seat: d.seat, card: move.card, rubles, kept: true });
      } else {
        giveUp(s, d.seat, move.card, events);
      }
      const next: Upkeep = { ...d, settled: [...(d.settled ?? []), move.card] };
      s.pending[0] = next;
      const left = unsettled(s.players[d.seat], next);
      if (left.length > 0 && !upkeepDecision.forced?.(s, next)) return;
      if (left.length > 0) {
        events.push({ type: "skipped", seat: d.seat, decision: "upkeep", ruling: "R21" });
        upkeepDecision.skip?.(s, next, events);
      }
      flow.decided(s, events);
    };
  },
  legal(state, d) {
    const player = state.players[d.seat];
    const rubles = upkeepPrice(state);
    const out: LegalMove[] = [];
    for (const card of unsettled(player, d)) {
      if (player.money >= rubles) out.push({ move: { type: "upkeep", seat: d.seat, card, pay: true }, price: rubles });
      out.push({ move: { type: "upkeep", seat: d.seat, card, pay: false } });
    }
    return out;
  },
  decline: (state, d) => ({ type: "upkeep", seat: d.seat, card: unsettled(state.players[d.seat], d)[0], pay: false }),
};

