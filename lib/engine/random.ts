// Seeded randomness for setup. A seed string keeps its full 128 bits (a 32-bit seed could be
// brute-forced from the cards on the table), and pure-rand's xoroshiro128+ draws from it.
import { uniformInt } from "pure-rand/distribution/uniformInt";
import { xoroshiro128plusFromState } from "pure-rand/generator/xoroshiro128plus";

export interface Random {
  /** An integer from 0 to n − 1. */
  below(n: number): number;
}

/** cyrb128: spreads a string over four 32-bit words. */
function hash128(text: string): [number, number, number, number] {
  let h1 = 1779033703, h2 = 3144134277, h3 = 1013904242, h4 = 2773480762;
  for (let i = 0; i < text.length; i++) {
    const k = text.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  h1 ^= h2 ^ h3 ^ h4;
  h2 ^= h1;
  h3 ^= h1;
  h4 ^= h1;
  return [h1 | 0, h2 | 0, h3 | 0, h4 | 0] as [number, number, number, number];
}

export function seededRandom(seed: string): Random {
  const state = hash128(seed);
  // xoroshiro128+ must not start from an all-zero state.
  if (state.every((word) => word === 0)) state[0] = 1;
  const rng = xoroshiro128plusFromState(state);
  return { below: (n) => uniformInt(rng, 0, n - 1) };
}

/** Fisher–Yates, in place. */
export function shuffle<T>(items: T[], random: Random): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = random.below(i + 1);
    [items[i], items[j]] = [items[j], items[i]];
  }
  return items;
}
