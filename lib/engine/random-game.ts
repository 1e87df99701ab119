// Complete games of random legal moves, for the replay command's `random`, fuzzing and benchmarks.
import { legalMoves } from "./legal";
import type { Move } from "./moves";
import type { GameOptionsInput } from "./options";
import { seededRandom } from "./random";
import { dealFromSeed, newGame, type ExplicitSetup } from "./setup";
import { GameOptionsSchema } from "./options";
import { applyMoveInPlace } from "./apply";
import { toAct } from "./turn";
import type { GameState } from "./state";
import { EngineInvariantError } from "./errors";

export interface RandomGame {
  options: ReturnType<typeof GameOptionsSchema.parse>;
  setup: ExplicitSetup;
  moves: Move[];
  state: GameState;
}

/**
 * Plays a whole game. Passing is given a low weight so that games look like real ones (players
 * buy most of the time) and end in a realistic number of rounds.
 */
export function playRandomGame(optionsInput: GameOptionsInput, seed: string, maxMoves = 20000): RandomGame {
  const options = GameOptionsSchema.parse(optionsInput);
  const setup = dealFromSeed(options, seed);
  const state = newGame(options, setup);
  const random = seededRandom(`${seed}/moves`);
  const moves: Move[] = [];
  while (state.status === "active") {
    if (moves.length >= maxMoves) throw new EngineInvariantError("game-endless", { seed, moves: maxMoves });
    const seat = toAct(state)[0];
    const legal = legalMoves(state, seat);
    const passes = legal.filter((m) => m.move.type === "pass");
    const others = legal.filter((m) => m.move.type !== "pass");
    const choosePass = passes.length > 0 && (others.length === 0 || random.below(4) === 0);
    const pool = choosePass ? passes : others;
    const move = pool[random.below(pool.length)].move;
    const error = applyMoveInPlace(state, move);
    if (error) throw new EngineInvariantError("legal-move-refused", { seed, reason: error.reason });
    moves.push(move);
  }
  return { options, setup, moves, state };
}

