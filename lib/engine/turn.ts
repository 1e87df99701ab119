import type { GameState } from "./state";

/** The seats whose move is awaited: the one deciding the pending decision, else the player on turn. */
export function toAct(state: GameState): number[] {
  if (state.status === "finished") return [];
  const decision = state.pending[0];
  return [decision ? decision.seat : state.turn];
}
