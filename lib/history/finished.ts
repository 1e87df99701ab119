// Everything the finished-game page needs: the final view (everything open), the breakdown per
// player, the full log, the chart, and the shuffle check with the revealed seed.
import { prisma } from "@/lib/db/client";
import { viewFor, type GameView } from "@/lib/engine";
import type { LogLine } from "@/lib/games/history";
import { loadEvents, type LoggedEvent } from "@/lib/games/log";
import { walkEvents } from "@/lib/games/walk";
import { chartData, type ChartData } from "./chart";
import { checkShuffle, type ShuffleCheck } from "./shuffle";

export interface FinishedGame {
  gameId: string;
  startedAt: Date | null;
  finishedAt: Date | null;
  view: GameView;
  /** Current display name per seat for links (null when the user is gone). */
  links: (string | null)[];
  log: LogLine[];
  chart: ChartData;
  seed: string;
  seedHash: string;
  joinOrder: string[];
  shuffle: ShuffleCheck;
  moves: number;
}

/**
 * The seats' names in the order the players joined (the order drawSeatOrder permutes); bots,
 * who take the last seats and are not drawn (issue 21), are left out.
 */
export async function joinOrderOf(gameId: string, players: readonly string[]): Promise<string[]> {
  const seats = await prisma.gameSeat.findMany({
    where: { gameId, seat: { not: null }, botNumber: null },
    orderBy: [{ joinedAt: "asc" }, { id: "asc" }],
    select: { seat: true },
  });
  return seats.map((s) => players[s.seat as number]);
}

export type Loaded =
  | { kind: "missing" }
  | { kind: "not-finished"; status: string }
  | { kind: "finished"; game: FinishedGame; events: LoggedEvent[] };

export async function loadFinishedGame(gameId: string): Promise<Loaded> {
  const game = await prisma.game.findUnique({
    where: { id: gameId },
    select: {
      status: true,
      seed: true,
      seedHash: true,
      startedAt: true,
      finishedAt: true,
      seats: { select: { seat: true, botNumber: true, user: { select: { displayName: true } } } },
    },
  });
  if (!game) return { kind: "missing" };
  if (game.status !== "finished") return { kind: "not-finished", status: game.status };
  const events = await loadEvents(gameId);
  const walk = walkEvents(events);
  const final = walk.states[walk.states.length - 1];
  const players = walk.setup.options.players;
  const joinOrder = await joinOrderOf(gameId, players);
  const bots = game.seats.filter((s) => s.botNumber !== null).length;
  const links: (string | null)[] = players.map(() => null);
  for (const s of game.seats) if (s.seat !== null) links[s.seat] = s.user?.displayName ?? null;
  return {
    kind: "finished",
    events,
    game: {
      gameId,
      startedAt: game.startedAt,
      finishedAt: game.finishedAt,
      view: viewFor(final, null),
      links,
      log: walk.lines,
      chart: chartData(walk.states),
      seed: game.seed,
      seedHash: game.seedHash,
      joinOrder,
      shuffle: checkShuffle({ seed: game.seed, seedHash: game.seedHash, options: walk.setup.options, setup: walk.setup.setup, joinOrder, bots }),
      moves: events.length - 1,
    },
  };
}
