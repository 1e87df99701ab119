// New Society Sycophant (R11, R28): at the aristocrat scoring, after all other aristocrat income,
// its owner pays each Sycophant's upkeep (its printed income) as far as money goes; each unpaid one
// is discarded.
// Yucata timing: the owner may also release one as a free use inside an aristocrat-phase turn.
import type { CardId } from "../../catalogue";
import type { GameEvent } from "../../events";
import type { Phase } from "../../phases";
import { CARD_RULES } from "../../rules";
import type { GameState, PlayerState } from "../../state";
import { owns, type TurnMoveRule } from "../../cards/types";

export const SYCOPHANT: CardId = "sycophant";
const UPKEEP = CARD_RULES.sycophant.upkeep;

function discardOne(player: PlayerState, s: GameState): void {
  player.playArea.splice(player.playArea.findIndex((p) => p.card === SYCOPHANT), 1);
  s.discardPile.push(SYCOPHANT);
}

export function sycophantUpkeep(state: GameState, phase: Phase, player: PlayerState, events: GameEvent[]): void {
  if (phase !== "aristocrat") return;
  const n = owns(player, SYCOPHANT);
  for (let i = 0; i < n; i++) {
    if (player.money >= UPKEEP) {
      player.money -= UPKEEP;
      events.push({ type: "upkeep", seat: player.seat, card: SYCOPHANT, rubles: UPKEEP, kept: true });
    } else {
      discardOne(player, state);
      events.push({ type: "upkeep", seat: player.seat, card: SYCOPHANT, rubles: 0, kept: false });
      events.push({ type: "moved", card: SYCOPHANT, from: "playArea", to: "discard", seat: player.seat });
    }
  }
}

export const releaseSycophantMove: TurnMoveRule<"releaseSycophant"> = {
  type: "releaseSycophant",
  judge(state, player, _move, fail) {
    if (!state.options.variants.pubDuringBuildingPhase) {
      return fail("variant-off", "sycophantYucata");
    }
    if (state.phase !== "aristocrat") {
      return fail("wrong-phase", "sycophantPhase", { phase: state.phase });
    }
    if (owns(player, SYCOPHANT) === 0) return fail("not-owned", "noSycophant");
    const seat = player.seat;
    return (s, events) => {
      discardOne(s.players[seat], s);
      events.push({ type: "moved", card: SYCOPHANT, from: "playArea", to: "discard", seat });
    };
  },
  legal(state, player) {
    if (!state.options.variants.pubDuringBuildingPhase || state.phase !== "aristocrat" || owns(player, SYCOPHANT) === 0) return [];
    return [{ move: { type: "releaseSycophant", seat: player.seat } }];
  },
};
