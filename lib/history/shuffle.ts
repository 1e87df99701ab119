// Fair shuffles: a game's secret seed is committed to by its SHA-256 (`seedHash`, public from the
// start) and revealed when the game is over. Anyone can then check that the hash matches and that
// the seed deals exactly the piles and start tokens the game used, and draws its seat order.
import { createHash } from "node:crypto";
import { dealFromSeed, drawSeatOrder, type ExplicitSetup, type GameOptions } from "@/lib/engine";

export function sha256Hex(text: string): string {
  return createHash("sha256").update(text, "utf8").digest("hex");
}

export interface ShuffleCheck {
  ok: boolean;
  hashMatches: boolean;
  pilesMatch: boolean;
  tokensMatch: boolean;
  /** null when the order the players joined in is not known (e.g. a record without it). */
  seatOrderMatches: boolean | null;
  /** One plain sentence per failed check. */
  problems: string[];
}

function sameList(a: readonly unknown[] | undefined, b: readonly unknown[] | undefined): boolean {
  return !!a && !!b && a.length === b.length && a.every((x, i) => x === b[i]);
}

/**
 * Checks `seed` against the commitment and the setup the game used. `joinOrder` (display names in
 * the order the players took their seats) lets the seat order be checked too: seat i must hold
 * joinOrder[drawSeatOrder(seed, n)[i]].
 */
export function checkShuffle(input: {
  seed: string;
  seedHash: string;
  options: GameOptions;
  setup: ExplicitSetup;
  joinOrder?: readonly string[] | null;
  /** Issue 21: bots played the last `bots` seats; the seat order is drawn among the people only. */
  bots?: number;
}): ShuffleCheck {
  const problems: string[] = [];
  const hashMatches = sha256Hex(input.seed) === input.seedHash.toLowerCase();
  if (!hashMatches) problems.push("The SHA-256 of the seed is not the commitment published when the game started.");
  let dealt: ExplicitSetup | null = null;
  try {
    dealt = dealFromSeed(input.options, input.seed);
  } catch (error) {
    problems.push(`The seed cannot deal a game with these options: ${(error as Error).message}`);
  }
  const piles = Object.keys({ ...(dealt?.piles ?? {}), ...input.setup.piles }) as (keyof ExplicitSetup["piles"])[];
  const wrongPiles = dealt ? piles.filter((pile) => !sameList(dealt!.piles[pile], input.setup.piles[pile])) : piles;
  const pilesMatch = dealt !== null && wrongPiles.length === 0;
  if (dealt && !pilesMatch) problems.push(`The seed deals other ${wrongPiles.join(", ")} piles than the game used.`);
  const tokens = Object.keys({ ...(dealt?.tokens ?? {}), ...input.setup.tokens }) as (keyof ExplicitSetup["tokens"])[];
  const tokensMatch = dealt !== null && tokens.every((t) => dealt!.tokens[t] === input.setup.tokens[t]);
  if (dealt && !tokensMatch) problems.push("The seed gives the start tokens to other seats than the game did.");
  let seatOrderMatches: boolean | null = null;
  const people = input.options.players.length - (input.bots ?? 0);
  if (input.joinOrder && input.joinOrder.length === people) {
    const order = drawSeatOrder(input.seed, input.joinOrder.length);
    seatOrderMatches = order.every((joined, seat) => input.joinOrder![joined] === input.options.players[seat]);
    if (!seatOrderMatches) problems.push("The seed draws another seat order than the game used.");
  }
  return {
    ok: hashMatches && pilesMatch && tokensMatch && seatOrderMatches !== false,
    hashMatches,
    pilesMatch,
    tokensMatch,
    seatOrderMatches,
    problems,
  };
}
