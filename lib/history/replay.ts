// Replay steps: the table after each event, as one viewer may see it. A running game is shown
// through `viewFor` with the viewer's seat (spectator: null) at every step, so nothing the viewer
// could not see at that moment leaves the server; a finished game shows everything, hands and
// money included, at every step (pile order stays hidden: no view carries it).
// States come from lib/games only: the log in words and the last step from its one cache
// (`loadCurrent`), an earlier step by replaying the log up to it (`loadStateAt`). No cache of
// walked steps is kept here: a whole game replays in about half a millisecond of engine time
// (tests/bench/replay.ts: 560 µs for a 259-move game on a busy machine), less than the page's
// database read, so a per-step cache would only be a second copy of the log to keep right.
import { prisma } from "@/lib/db/client";
import { viewFor, type GameState, type GameView } from "@/lib/engine";
import { loadCurrent, loadStateAt } from "@/lib/games/current";
import { forViewer } from "@/lib/games/history";
import type { LogLine } from "@/lib/games/history";

export interface ReplayStep {
  /** The event this step shows the table after (0: the game as dealt). */
  move: number;
  last: number;
  view: GameView;
  line: LogLine | null;
}

/** The view of `state` for `viewer`; with `reveal` (a finished game) everything is open. */
export function stepView(state: GameState, viewer: number | null, reveal: boolean): GameView {
  if (!reveal || state.status === "finished") return viewFor(state, viewer);
  const open = { ...state, options: { ...state.options, variants: { ...state.options.variants, openHands: true, openMoney: true, pileContents: true } } };
  return { ...viewFor(open, viewer), options: state.options };
}

export interface ReplayGame {
  gameId: string;
  status: "active" | "finished";
  /** The viewer's seat, null for a spectator. */
  seat: number | null;
  seedHash: string;
  /** The table's move time limit in days; null: none. */
  moveTimeLimitDays: number | null;
  /** The players' names in seat order. */
  players: string[];
  /** The last event: steps run from 0 (as dealt) to it. */
  last: number;
  /** The state after the last event. */
  state: GameState;
  log: LogLine[];
}

/** A started game's log, for one viewer; null when not started. */
export async function loadReplay(gameId: string, viewerId: string | null): Promise<ReplayGame | null> {
  const game = await prisma.game.findUnique({
    where: { id: gameId },
    select: { status: true, seedHash: true, moveTimeLimitDays: true, seats: { select: { seat: true, userId: true } } },
  });
  if (!game || (game.status !== "active" && game.status !== "finished")) return null;
  const current = await loadCurrent(gameId);
  if (!current) return null;
  const seat = viewerId ? (game.seats.find((s) => s.userId === viewerId)?.seat ?? null) : null;
  return {
    gameId,
    status: game.status,
    seat,
    seedHash: game.seedHash,
    moveTimeLimitDays: game.moveTimeLimitDays ?? null,
    players: current.state.options.players,
    last: current.seq,
    state: current.state,
    log: forViewer(current.lines, seat, current.state.status === "finished"),
  };
}

export function clampMove(raw: unknown, last: number): number {
  const n = typeof raw === "string" && raw.trim() !== "" ? Number(raw) : NaN;
  if (!Number.isFinite(n)) return last;
  return Math.min(last, Math.max(0, Math.trunc(n)));
}

export async function replayStep(game: ReplayGame, move: number): Promise<ReplayStep> {
  const k = Math.min(game.last, Math.max(0, move));
  const state = k === game.last ? game.state : await loadStateAt(game.gameId, k);
  if (!state) throw new Error(`game ${game.gameId}'s log does not reach event ${k}`);
  return {
    move: k,
    last: game.last,
    view: stepView(state, game.seat, game.status === "finished"),
    line: game.log.find((l) => l.seq === k) ?? null,
  };
}
