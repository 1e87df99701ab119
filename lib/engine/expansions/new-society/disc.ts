// New Society at five players (R24): the disc is a fifth start token, dealt with the phase tokens
// (setup.ts, rules.ts: hasDisc) and passed two seats on with them (rules.ts: tokenStep). Its holder
// scores as every round begins, round 1 included, before the first move.
import type { GameEvent } from "../../events";
import { DISC } from "../../rules";
import type { GameState } from "../../state";

export function scoreDisc(state: GameState, events: GameEvent[]): void {
  const seat = state.tokens.disc;
  if (seat === undefined) return;
  state.players[seat].points += DISC.pointsEveryRoundStart;
  events.push({ type: "discScored", seat, points: DISC.pointsEveryRoundStart });
}
