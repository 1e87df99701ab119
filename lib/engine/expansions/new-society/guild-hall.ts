// New Society Guild Hall: at the building scoring its owner takes GUILD_HALL_TOTAL (rules.ts), split
// freely between rubles and points. Default timing: asked right after the building scoring, first of the decisions
// there, even with one answer (R26). Yucata timing: the split is set at most once per round as a
// free use in the owner's building-phase turn, starting at no rubles (all points) and kept across
// rounds; the scoring then pays it (R27).
import type { CardId } from "../../catalogue";
import type { GameEvent } from "../../events";
import type { Phase } from "../../phases";
import { pay } from "../../income";
import { GUILD_HALL_TOTAL } from "../../rules";
import type { GameState, PlayerState } from "../../state";
import { owns, type DecisionRule, type TurnMoveRule } from "../../cards/types";

export const GUILD_HALL: CardId = "guild-hall";

function splits(seat: number) {
  return Array.from({ length: GUILD_HALL_TOTAL + 1 }, (_, rubles) => ({ move: { type: "guildHall" as const, seat, rubles } }));
}

export const guildHallDecision: DecisionRule<"guildHall"> = {
  kind: "guildHall",
  answers: ["guildHall"],
  mustFirst: () => ["mustFirstGuildHall", { total: GUILD_HALL_TOTAL }],
  judge(state, d, move, fail) {
    if (move.type !== "guildHall") return fail("wrong-step", ...guildHallDecision.mustFirst(d));
    return (s, events, flow) => {
      pay(s.players[d.seat], "building", GUILD_HALL, move.rubles, GUILD_HALL_TOTAL - move.rubles, events);
      flow.decided(s, events);
    };
  },
  legal: (_state, d) => splits(d.seat),
  decline: (_state, d) => ({ type: "guildHall", seat: d.seat, rubles: 0 }),
};

export const guildHallMove: TurnMoveRule<"guildHall"> = {
  type: "guildHall",
  judge(state, player, move, fail) {
    if (owns(player, GUILD_HALL) === 0) return fail("not-owned", "noGuildHall");
    if (!state.options.variants.pubDuringBuildingPhase) {
      return fail("wrong-step", "guildHallAfterScoring");
    }
    if (state.phase !== "building") {
      return fail("wrong-phase", "guildHallPhase");
    }
    if ((player.usesThisRound[GUILD_HALL] ?? 0) > 0) {
      return fail("not-owned", "guildHallUsed");
    }
    const seat = player.seat;
    return (s, events) => {
      const p = s.players[seat];
      p.guildHallRubles = move.rubles;
      p.usesThisRound[GUILD_HALL] = 1;
      events.push({ type: "setting", seat, card: GUILD_HALL, rubles: move.rubles });
    };
  },
  legal(state, player) {
    if (!state.options.variants.pubDuringBuildingPhase || state.phase !== "building") return [];
    if (owns(player, GUILD_HALL) === 0 || (player.usesThisRound[GUILD_HALL] ?? 0) > 0) return [];
    return splits(player.seat);
  },
};

/** Yucata timing: the building scoring pays the split last chosen (R27). */
export function scoreGuildHall(state: GameState, phase: Phase, player: PlayerState, events: GameEvent[]): void {
  if (phase !== "building" || !state.options.variants.pubDuringBuildingPhase) return;
  const halls = owns(player, GUILD_HALL);
  for (let i = 0; i < halls; i++) pay(player, phase, GUILD_HALL, player.guildHallRubles, GUILD_HALL_TOTAL - player.guildHallRubles, events);
}
