// The random legal player the bot is measured against, as the `random` command plays: it buys,
// takes or uses a card most of the time and passes one time in four when it could do more.
import type { LegalMove, Move } from "@/lib/engine";
import type { Random } from "@/lib/engine/random";

export function randomMove(legal: readonly LegalMove[], random: Random): Move {
  const passes = legal.filter((m) => m.move.type === "pass");
  const others = legal.filter((m) => m.move.type !== "pass");
  const choosePass = passes.length > 0 && (others.length === 0 || random.below(4) === 0);
  const pool = choosePass ? passes : others;
  return pool[random.below(pool.length)].move;
}
