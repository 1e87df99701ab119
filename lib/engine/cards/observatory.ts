// Observatory (base and New Society): in the building phase, instead of an action, once per round
// per Observatory, draw the top card of a pile that holds more than that card (R9); its owner then
// decides.
import { isCard } from "../abilities";
import type { CardId } from "../catalogue";
import { CARD_RULES } from "../rules";
import type { PlayerState } from "../state";
import type { TurnMoveRule } from "./types";

const OBSERVATORY: CardId = "observatory";

function unusedIndex(player: PlayerState): number {
  return player.playArea.findIndex((p) => isCard(p.card, OBSERVATORY) && !p.faceDown);
}

export const observatoryMove: TurnMoveRule<"observatory"> = {
  type: "observatory",
  judge(state, player, move, fail) {
    if (state.phase !== "building") {
      return fail("wrong-phase", "observatoryPhase", { phase: state.phase });
    }
    const index = unusedIndex(player);
    if (index < 0) {
      const owned = player.playArea.filter((p) => isCard(p.card, OBSERVATORY)).length;
      return owned > 0
        ? fail("not-owned", "observatoryUsed", { owned })
        : fail("not-owned", "noObservatory");
    }
    const pile = move.pile;
    if (!state.phases.includes(pile)) return fail("not-available", "noSuchPile", { pile });
    const left = state.piles[pile]?.length ?? 0;
    if (left < CARD_RULES.observatory.pileAtLeast) {
      return fail("pile-too-small", "pileTooSmall", { pile, left });
    }
    const seat = player.seat;
    // The use is an action: it breaks the pass streak, and the turn waits for the decision.
    return (s, events) => {
      const p = s.players[seat];
      p.playArea[index] = { card: p.playArea[index].card, faceDown: true };
      const card = s.piles[pile].shift() as CardId;
      events.push({ type: "moved", card, from: pile, to: "drawn", seat });
      s.pending.push({ kind: "drawn", seat, resume: "turn", card, via: "observatory" });
      s.passStreak = 0;
    };
  },
  legal(state, player) {
    if (state.phase !== "building" || unusedIndex(player) < 0) return [];
    return state.phases.filter((pile) => state.piles[pile].length >= CARD_RULES.observatory.pileAtLeast).map((pile) => ({ move: { type: "observatory", seat: player.seat, pile } }));
  },
};
