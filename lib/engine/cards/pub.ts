// Pub: buy points for rubles. Default timing: right after each building scoring, owners one at a
// time (R2, R26), unless the owner cannot buy a single point (R21). Yucata timing: a free use
// inside the owner's building-phase turn, once per round per Pub.
import type { CardId } from "../catalogue";
import type { RuleError } from "../errors";
import type { LegalMove } from "../acquire";
import { CARD_RULES } from "../rules";
import type { PlayerState } from "../state";
import { owns, type DecisionRule, type Fail, type Perform, type TurnMoveRule } from "./types";

export const PUB: CardId = "pub";
/** The printed card's numbers (rules.ts, R1), as the table's words read them too. */
export const PUB_POINTS_PER_PUB = CARD_RULES.pub.pointsPerPub;
export const PUB_RUBLES_PER_POINT = CARD_RULES.pub.rublesPerPoint;

function buy(seat: number, points: number, then: Perform): Perform {
  return (s, events, flow) => {
    const p = s.players[seat];
    const rubles = points * PUB_RUBLES_PER_POINT;
    p.money -= rubles;
    p.points += points;
    events.push({ type: "pointsBought", seat, card: PUB, points, rubles });
    then(s, events, flow);
  };
}

function afford(player: PlayerState, points: number, fail: Fail): RuleError | null {
  const cost = points * PUB_RUBLES_PER_POINT;
  return cost > player.money
    ? fail("cannot-afford", "pubCannotAfford", { points, cost, money: player.money })
    : null;
}

function offers(player: PlayerState, min: number, max: number): LegalMove[] {
  const out: LegalMove[] = [];
  const most = Math.min(max, Math.floor(player.money / PUB_RUBLES_PER_POINT));
  for (let points = min; points <= most; points++) {
    out.push({ move: { type: "pub", seat: player.seat, points }, price: points * PUB_RUBLES_PER_POINT });
  }
  return out;
}

export const pubDecision: DecisionRule<"pub"> = {
  kind: "pub",
  answers: ["pub"],
  mustFirst: () => ["mustFirstPub", {}],
  forced: (state, d) => state.players[d.seat].money < PUB_RUBLES_PER_POINT,
  judge(state, d, move, fail) {
    if (move.type !== "pub") return fail("wrong-step", ...pubDecision.mustFirst(d));
    const player = state.players[d.seat];
    const pubs = owns(player, PUB);
    if (move.points > pubs * PUB_POINTS_PER_PUB) {
      return fail("too-many-points", "pubMax", { pubs, max: pubs * PUB_POINTS_PER_PUB });
    }
    return afford(player, move.points, fail) ?? buy(d.seat, move.points, (s, events, flow) => flow.decided(s, events));
  },
  legal: (state, d) => offers(state.players[d.seat], 0, owns(state.players[d.seat], PUB) * PUB_POINTS_PER_PUB),
  decline: (_state, d) => ({ type: "pub", seat: d.seat, points: 0 }),
};

/** Yucata timing: a free use; it does not end the turn and is not an action for the pass streak. */
export const pubMove: TurnMoveRule<"pub"> = {
  type: "pub",
  judge(state, player, move, fail) {
    const pubs = owns(player, PUB);
    if (pubs === 0) return fail("not-owned", "noPub");
    if (!state.options.variants.pubDuringBuildingPhase) {
      return fail("wrong-step", "pubAfterScoring");
    }
    if (state.phase !== "building") {
      return fail("wrong-phase", "pubPhase", { phase: state.phase });
    }
    if ((player.usesThisRound[PUB] ?? 0) >= pubs) {
      return fail("not-owned", "pubUsed", { pubs });
    }
    if (move.points < 1) return fail("too-many-points", "pubAtLeastOne");
    if (move.points > PUB_POINTS_PER_PUB) {
      return fail("too-many-points", "pubMaxAtATime", { max: PUB_POINTS_PER_PUB });
    }
    const seat = player.seat;
    return afford(player, move.points, fail) ?? buy(seat, move.points, (s) => {
      s.players[seat].usesThisRound[PUB] = (s.players[seat].usesThisRound[PUB] ?? 0) + 1;
    });
  },
  legal(state, player) {
    if (!state.options.variants.pubDuringBuildingPhase || state.phase !== "building") return [];
    if ((player.usesThisRound[PUB] ?? 0) >= owns(player, PUB)) return [];
    return offers(player, 1, PUB_POINTS_PER_PUB);
  },
};
