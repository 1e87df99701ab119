// Paying a player income (rubles and points) with its event: what the phase scorings (scoring.ts)
// and the cards that pay by themselves (the Guild Hall) share, below both.
import type { GameEvent } from "./events";
import type { Phase } from "./phases";
import type { PlayerState } from "./state";

export function pay(player: PlayerState, phase: Phase, card: string, rubles: number, points: number, events: GameEvent[]): void {
  player.money += rubles;
  player.points += points;
  events.push({ type: "income", seat: player.seat, phase, card, rubles, points });
}
