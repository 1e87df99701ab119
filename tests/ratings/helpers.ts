// Games finished through the real append path for the rating tests: the log is inserted up to
// its last move (tests/history/helpers), and the last move is submitted like a player's, so the
// result and the ratings are written by the transaction that ends the game.
import { drawSeatOrder, type Move } from "@/lib/engine";
import { submitMove } from "@/lib/games/moves";
import { prisma } from "@/lib/db/client";
import { generateGame, insertGame, type GenerateOptions, type TestUser } from "../history/helpers";

export interface NearlyFinished {
  id: string;
  bySeat: TestUser[];
  /** Submits the last move (the finishing one). */
  finish: () => Promise<unknown>;
}

/** A game of `players` one move before its end (join order; seat order drawn from the seed). */
export async function nearlyFinished(players: TestUser[], seed: string, opts: GenerateOptions & { rated?: boolean } = {}): Promise<NearlyFinished> {
  const full = generateGame(drawSeatOrder(seed, players.length).map((joined) => players[joined].displayName), seed, opts);
  const last = full.events[full.events.length - 1];
  if (last.type !== "move") throw new Error("the generated game ends with a timeout");
  const { id, bySeat } = await insertGame(players, { ...opts, seed, stopAfter: full.events.length - 2 });
  if (opts.rated === false) await prisma.game.update({ where: { id }, data: { rated: false } });
  const { seat, ...body } = (last.payload as { move: Move }).move;
  return { id, bySeat, finish: () => submitMove(id, bySeat[seat], { seq: last.seq - 1, move: body }) };
}

export async function finishedGame(players: TestUser[], seed: string, opts: GenerateOptions & { rated?: boolean } = {}) {
  const game = await nearlyFinished(players, seed, opts);
  await game.finish();
  return game;
}
