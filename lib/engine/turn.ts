import type { GameState } from "./state";

/** The seats whose move is awaited: the player on turn, the Observatory's owner, the Pub owner. */
export function toAct(state: GameState): number[] {
  if (state.status === "finished") return [];
  if (state.step === "drawn" && state.drawn) return [state.drawn.seat];
  if (state.step === "pub") return state.pubQueue.length > 0 ? [state.pubQueue[0]] : [];
  return [state.turn];
}
