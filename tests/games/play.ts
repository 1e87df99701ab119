// Random play for tests and the move benchmark: mostly buying and taking, passing one time in
// four (like lib/engine/random-game.ts), so games end in a realistic number of rounds.
import { legalMoves, toAct, type GameState, type Move } from "@/lib/engine";
import { seededRandom } from "@/lib/engine/random";

export type Picker = (state: GameState) => Move;

export function randomPicker(seed: string): Picker {
  const random = seededRandom(seed);
  return (state) => {
    const seat = toAct(state)[0];
    const legal = legalMoves(state, seat);
    const passes = legal.filter((m) => m.move.type === "pass");
    const others = legal.filter((m) => m.move.type !== "pass");
    const pool = passes.length > 0 && (others.length === 0 || random.below(4) === 0) ? passes : others;
    return pool[random.below(pool.length)].move;
  };
}
