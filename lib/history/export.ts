// The export of a game as a `neva-game/1` record (shared/reference/game-record.md): the options
// and explicit piles and tokens of event 0, then every move. A `timeout` event is not a record
// move, so it is written as the moves it stands for: the declined decision (Pub 0, discard the
// drawn card), then an explicit pass at each later turn of that player in that action phase. In the
// second edition's first worker phase (no passing, R20) a timeout is the buy the engine made.
import { applyMove, passesForTimeout, stepOf, summarize, timeoutDecision, toAct, type GameRecord, type GameState, type Move } from "@/lib/engine";
import { prisma } from "@/lib/db/client";
import { loadEvents, parseSetup, type LoggedEvent } from "@/lib/games/log";
import { joinOrderOf } from "./finished";
import { walkEvents } from "@/lib/games/walk";

export interface ExportedRecord extends GameRecord {
  /** Not part of the replay contract (readers ignore it): what `game verify` checks. */
  shuffle?: { seedHash: string; seed: string | null; joinOrder?: string[]; bots?: number };
}

interface TimedOut {
  seat: number;
  round: number;
  phase: string;
}

function apply(state: GameState, move: Move, where: string): GameState {
  const result = applyMove(state, move);
  if (!result.ok) throw new Error(`the export cannot express ${where}: ${result.error.message}`);
  return result.state;
}

/**
 * The record moves of a log. Throws when the expanded moves do not rebuild the same game
 * (which would be a bug in the expansion, never silently a wrong file).
 */
export function recordMoves(events: readonly LoggedEvent[]): { moves: Move[]; walkState: GameState; recordState: GameState } {
  const walk = walkEvents(events);
  const moves: Move[] = [];
  let state = walk.states[0];
  let timedOut: TimedOut[] = [];
  const push = (move: Move, where: string) => {
    state = apply(state, move, where);
    moves.push(move);
  };
  // Seats on a timeout pass by themselves in the log; in the record they pass explicitly.
  const passForTimedOut = (where: string) => {
    for (;;) {
      timedOut = timedOut.filter((t) => t.round === state.round && t.phase === state.phase);
      if (state.status !== "active" || stepOf(state) !== "actions") return;
      const seat = toAct(state)[0];
      if (seat === undefined || !timedOut.some((t) => t.seat === seat)) return;
      push({ type: "pass", seat }, where);
    }
  };
  for (const event of walk.events) {
    const where = `event ${event.seq}`;
    if (event.type === "move") {
      push(event.move, where);
    } else {
      // As applyTimeout: the pass belongs to the phase the timeout happened in.
      const { round, phase } = state;
      const passes = passesForTimeout(state);
      const decision = timeoutDecision(state, event.seat);
      if (decision) push(decision, where);
      if (passes && state.status === "active" && state.round === round && state.phase === phase) {
        timedOut.push({ seat: event.seat, round, phase });
        if (stepOf(state) === "actions" && state.turn === event.seat) push({ type: "pass", seat: event.seat }, where);
      }
    }
    passForTimedOut(where);
  }
  const walkState = walk.states[walk.states.length - 1];
  if (JSON.stringify(summarize(state)) !== JSON.stringify(summarize(walkState))) {
    throw new Error("the exported moves do not rebuild the stored game");
  }
  return { moves, walkState, recordState: state };
}

/** The whole record of a game from its log. */
export function exportRecord(events: readonly LoggedEvent[], shuffle?: ExportedRecord["shuffle"]): ExportedRecord {
  const setup = parseSetup(events[0]);
  const { moves } = recordMoves(events);
  return {
    format: "neva-game/1",
    options: setup.options,
    setup: { piles: setup.setup.piles, tokens: setup.setup.tokens },
    moves,
    ...(shuffle ? { shuffle } : {}),
  };
}

/** The record of a finished game from the database, with its revealed seed; null if not finished. */
export async function exportGame(gameId: string): Promise<ExportedRecord | null | "not-finished"> {
  const game = await prisma.game.findUnique({
    where: { id: gameId },
    select: { status: true, seed: true, seedHash: true, _count: { select: { seats: { where: { botNumber: { not: null } } } } } },
  });
  if (!game) return null;
  if (game.status !== "finished") return "not-finished";
  const events = await loadEvents(gameId);
  const joinOrder = await joinOrderOf(gameId, parseSetup(events[0]).options.players);
  const bots = game._count.seats;
  return exportRecord(events, { seedHash: game.seedHash, seed: game.seed, joinOrder, ...(bots > 0 ? { bots } : {}) });
}
