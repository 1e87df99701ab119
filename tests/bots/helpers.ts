// Shared by the bot tests: positions of random games, and the same position with everything a
// seat may not see changed (the check that a bot, or its planner, decides from the view alone).
import { randomMove } from "@/lib/bots/random-player";
import { GameOptionsSchema, legalMoves, newGame, toAct, type GameOptionsInput } from "@/lib/engine";
import { applyMoveInPlace } from "@/lib/engine/apply";
import { seededRandom, shuffle } from "@/lib/engine/random";
import { cloneState, type GameState } from "@/lib/engine/state";

/**
 * States of a game of random players, one every `every` moves; with `withChoice`, only where the
 * seat to act has more than one legal move.
 */
export function statesOf(options: Omit<GameOptionsInput, "players">, players: number, seed: string, { every, withChoice = false }: { every: number; withChoice?: boolean }): GameState[] {
  const names = Array.from({ length: players }, (_, i) => `P${i}`);
  const state = newGame(GameOptionsSchema.parse({ ...options, players: names }), { seed });
  const random = seededRandom(`${seed}/r`);
  const out: GameState[] = [];
  for (let n = 0; state.status === "active"; n++) {
    const legal = legalMoves(state, toAct(state)[0]);
    if (n % every === 0 && (!withChoice || legal.length > 1)) out.push(cloneState(state));
    applyMoveInPlace(state, randomMove(legal, random));
  }
  return out;
}

/** The same game with everything `seat` may not see changed: other hands, hidden money, pile order. */
export function reshuffled(state: GameState, seat: number, seed: string): GameState {
  const copy = cloneState(state);
  const random = seededRandom(seed);
  for (const pile of copy.phases) shuffle(copy.piles[pile], random);
  // Swap unseen cards between the piles' and the other players' hands, kind for kind irrelevant:
  // any card of the same pile may stand in a hand, since nobody but its owner sees it.
  for (const p of copy.players) {
    if (p.seat === seat) continue;
    p.money = p.money + 1 + random.below(30);
    p.hand = p.hand.map((card) => {
      const stack = copy.piles[copy.phases[random.below(copy.phases.length)]];
      if (stack.length === 0) return card;
      const i = random.below(stack.length);
      const swapped = stack[i];
      stack[i] = card;
      return swapped;
    });
  }
  return copy;
}
