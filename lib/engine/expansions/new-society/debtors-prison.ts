// New Society Debtor's Prison (R10, R29): in the building phase, instead of an action, once per
// round, pick a non-action card from the discard pile; its owner then buys it or takes it into hand
// (discards it only with a full hand). The Prison lies face down until the next round.
import { cardDef, type CardId } from "../../catalogue";
import type { PlayerState } from "../../state";
import type { TurnMoveRule } from "../../cards/types";

const PRISON: CardId = "debtors-prison";

function unusedIndex(player: PlayerState): number {
  return player.playArea.findIndex((p) => p.card === PRISON && !p.faceDown);
}

const pickable = (card: CardId) => cardDef(card).kind !== "action";

export const debtorsPrisonMove: TurnMoveRule<"debtorsPrison"> = {
  type: "debtorsPrison",
  judge(state, player, move, fail) {
    if (state.phase !== "building") {
      return fail("wrong-phase", "prisonPhase", { phase: state.phase });
    }
    const index = unusedIndex(player);
    if (index < 0) {
      return player.playArea.some((p) => p.card === PRISON)
        ? fail("not-owned", "prisonUsed")
        : fail("not-owned", "noPrison");
    }
    const card = move.card;
    if (!state.discardPile.includes(card)) {
      return fail("not-available", "notInDiscard", { card });
    }
    if (!pickable(card)) return fail("not-available", "prisonNoAction");
    const seat = player.seat;
    return (s, events) => {
      const p = s.players[seat];
      p.playArea[index] = { card: PRISON, faceDown: true };
      s.discardPile.splice(s.discardPile.lastIndexOf(card), 1);
      events.push({ type: "moved", card, from: "discard", to: "drawn", seat });
      s.pending.push({ kind: "drawn", seat, resume: "turn", card, via: "debtorsPrison" });
      s.passStreak = 0;
    };
  },
  legal(state, player) {
    if (state.phase !== "building" || unusedIndex(player) < 0) return [];
    const cards = [...new Set(state.discardPile)].filter(pickable);
    return cards.map((card) => ({ move: { type: "debtorsPrison", seat: player.seat, card } }));
  },
};
