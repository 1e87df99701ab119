// Replay steps: the table after each event, as one viewer may see it. A running game is shown
// through `viewFor` with the viewer's seat (spectator: null) at every step, so nothing the viewer
// could not see at that moment leaves the server; a finished game shows everything, hands and
// money included, at every step (pile order stays hidden: no view carries it).
import { prisma } from "@/lib/db/client";
import { viewFor, type GameState, type GameView } from "@/lib/engine";
import type { LogLine } from "@/lib/games/history";
import { loadEvents } from "@/lib/games/log";
import { walkEvents, type Walk } from "@/lib/games/walk";

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
  walk: Walk;
  log: LogLine[];
}

/** Walked logs of recently replayed games, by game id, valid while the game's seq is unchanged. */
const walked = new Map<string, { seq: number; walk: Walk }>();
const WALKED_SIZE = 50;

/** A started game's log walked through the engine, for one viewer; null when not started. */
export async function loadReplay(gameId: string, viewerId: string | null): Promise<ReplayGame | null> {
  const game = await prisma.game.findUnique({
    where: { id: gameId },
    select: { status: true, seq: true, seedHash: true, seats: { select: { seat: true, userId: true } } },
  });
  if (!game || (game.status !== "active" && game.status !== "finished")) return null;
  let entry = walked.get(gameId);
  if (!entry || entry.seq !== game.seq) {
    const events = await loadEvents(gameId);
    if (events.length === 0) return null;
    entry = { seq: events[events.length - 1].seq, walk: walkEvents(events) };
    walked.set(gameId, entry);
    if (walked.size > WALKED_SIZE) walked.delete(walked.keys().next().value as string);
  }
  const seat = viewerId ? (game.seats.find((s) => s.userId === viewerId)?.seat ?? null) : null;
  return { gameId, status: game.status, seat, seedHash: game.seedHash, walk: entry.walk, log: entry.walk.lines };
}

export function clampMove(raw: unknown, last: number): number {
  const n = typeof raw === "string" && raw.trim() !== "" ? Number(raw) : NaN;
  if (!Number.isFinite(n)) return last;
  return Math.min(last, Math.max(0, Math.trunc(n)));
}

export function replayStep(game: ReplayGame, move: number): ReplayStep {
  const last = game.walk.states.length - 1;
  const k = Math.min(last, Math.max(0, move));
  return {
    move: k,
    last,
    view: stepView(game.walk.states[k], game.seat, game.status === "finished"),
    line: game.log.find((l) => l.seq === k) ?? null,
  };
}
