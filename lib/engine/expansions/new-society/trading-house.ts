// New Society Trading House: rubles for points (rules.ts, CARD_RULES). Default timing: once,
// right after the building scoring, after the Guild Hall split and before the Pub (R26); not asked
// of an owner who cannot pay (R21). Yucata timing: a free use once per round inside the owner's
// building-phase turn, `"use": true` only (R27).
import type { CardId } from "../../catalogue";
import { CARD_RULES } from "../../rules";
import { owns, type DecisionRule, type Perform, type TurnMoveRule } from "../../cards/types";

export const TRADING_HOUSE: CardId = "trading-house";
const { rubles: RUBLES, points: POINTS } = CARD_RULES.tradingHouse;

function use(seat: number, then: Perform): Perform {
  return (s, events, flow) => {
    s.players[seat].money -= RUBLES;
    s.players[seat].points += POINTS;
    events.push({ type: "pointsBought", seat, card: TRADING_HOUSE, points: POINTS, rubles: RUBLES });
    then(s, events, flow);
  };
}

export const tradingHouseDecision: DecisionRule<"tradingHouse"> = {
  kind: "tradingHouse",
  answers: ["tradingHouse"],
  mustFirst: () => ["mustFirstTradingHouse", {}],
  forced: (state, d) => state.players[d.seat].money < RUBLES,
  judge(state, d, move, fail) {
    if (move.type !== "tradingHouse") return fail("wrong-step", ...tradingHouseDecision.mustFirst(d));
    return move.use ? use(d.seat, (s, events, flow) => flow.decided(s, events)) : (s, events, flow) => flow.decided(s, events);
  },
  legal: (_state, d) => [
    { move: { type: "tradingHouse", seat: d.seat, use: true }, price: RUBLES },
    { move: { type: "tradingHouse", seat: d.seat, use: false } },
  ],
  decline: (_state, d) => ({ type: "tradingHouse", seat: d.seat, use: false }),
};

export const tradingHouseMove: TurnMoveRule<"tradingHouse"> = {
  type: "tradingHouse",
  judge(state, player, move, fail) {
    if (owns(player, TRADING_HOUSE) === 0) return fail("not-owned", "noTradingHouse");
    if (!state.options.variants.pubDuringBuildingPhase) {
      return fail("wrong-step", "tradingHouseAfterScoring");
    }
    if (state.phase !== "building") {
      return fail("wrong-phase", "tradingHousePhase", { phase: state.phase });
    }
    if (!move.use) return fail("wrong-step", "tradingHouseNeverDeclined");
    if ((player.usesThisRound[TRADING_HOUSE] ?? 0) > 0) {
      return fail("not-owned", "tradingHouseUsed");
    }
    if (player.money < RUBLES) {
      return fail("cannot-afford", "tradingHouseCannotAfford", { cost: RUBLES, money: player.money });
    }
    const seat = player.seat;
    return use(seat, (s) => {
      s.players[seat].usesThisRound[TRADING_HOUSE] = 1;
    });
  },
  legal(state, player) {
    if (!state.options.variants.pubDuringBuildingPhase || state.phase !== "building") return [];
    if (owns(player, TRADING_HOUSE) === 0 || (player.usesThisRound[TRADING_HOUSE] ?? 0) > 0 || player.money < RUBLES) return [];
    return [{ move: { type: "tradingHouse", seat: player.seat, use: true }, price: RUBLES }];
  },
};
