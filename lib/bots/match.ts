// Whole games between players of given levels, for the `bots` command, the tests and the bench.
import { GameOptionsSchema, legalMoves, newGame, toAct, viewFor, type GameOptionsInput, type Move } from "@/lib/engine";
import { applyMoveInPlace } from "@/lib/engine/apply";
import { seededRandom } from "@/lib/engine/random";
import type { GameState } from "@/lib/engine/state";
import { decide, type BotLevel } from "./index";
import { randomMove } from "./random-player";

export type Contender = BotLevel | "random";

export interface MatchResult {
  state: GameState;
  moves: Move[];
}

/** Plays one game from `seed`; `seats[i]` plays seat i. */
export function playMatch(optionsInput: GameOptionsInput, seats: readonly Contender[], seed: string, maxMoves = 20000): MatchResult {
  const options = GameOptionsSchema.parse(optionsInput);
  const state = newGame(options, { seed });
  const random = seededRandom(`${seed}/random-players`);
  const moves: Move[] = [];
  while (state.status === "active") {
    if (moves.length >= maxMoves) throw new Error(`game ${seed} did not end within ${maxMoves} moves`);
    const seat = toAct(state)[0];
    const legal = legalMoves(state, seat);
    const who = seats[seat];
    const move = who === "random" ? randomMove(legal, random) : decide(viewFor(state, seat), legal, { level: who, seed: `${seed}/${moves.length}` });
    const error = applyMoveInPlace(state, move);
    if (error) throw new Error(`the ${who} player's move was refused in game ${seed}: ${error.message}`);
    moves.push(move);
  }
  return { state, moves };
}

export interface Tally {
  games: number;
  players: number;
  botWins: number;
  randomWins: number;
  ties: number;
}

/**
 * G games of one `level` bot against players−1 `against` players, the bot's seat rotating. A win
 * is sole first place (the tie-break by rubles left counts, R5); shared first place is a tie.
 */
export function tallyMatches(optionsInput: Omit<GameOptionsInput, "players">, players: number, games: number, seed: string, level: BotLevel = "standard", against: Contender = "random"): Tally {
  const names = Array.from({ length: players }, (_, i) => `Player ${i + 1}`);
  const tally: Tally = { games, players, botWins: 0, randomWins: 0, ties: 0 };
  for (let g = 0; g < games; g++) {
    const botSeat = g % players;
    const seats = names.map((_, i) => (i === botSeat ? level : against));
    const { state } = playMatch({ ...optionsInput, players: names }, seats, `${seed}/${g}`);
    const winners = state.winners ?? [];
    if (winners.length > 1) tally.ties++;
    else if (winners[0] === botSeat) tally.botWins++;
    else tally.randomWins++;
  }
  return tally;
}
