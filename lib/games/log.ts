// A game is its log: event 0 holds the options and the dealt setup, every later event one move or
// one timeout. This module is the only place that turns a log into states: `replaySteps` walks it
// through the engine, one step per event, and everything that needs a state (the table and its
// cache in ./current, the log in words, replay, results, export, mails) goes through it.
import { z } from "zod";
import {
  applyMove,
  applyTimeout,
  GameOptionsSchema,
  MoveSchema,
  newGame,
  type ExplicitSetup,
  type GameEvent,
  type GameOptions,
  type GameState,
  type Move,
} from "@/lib/engine";
import { prisma } from "@/lib/db/client";

export const SetupPayloadSchema = z.object({
  options: GameOptionsSchema,
  rulesVersion: z.number().int(),
  setup: z.object({ piles: z.record(z.string(), z.array(z.string())), tokens: z.record(z.string(), z.number()) }),
});
export type SetupPayload = { options: GameOptions; rulesVersion: number; setup: ExplicitSetup };

/** A timeout event's payload: the seat whose move time limit ran out. */
const TimeoutPayloadSchema = z.object({ seat: z.number().int().min(0) });
/**
 * `bot: true` marks a move a bot made (issue 21); absent on every earlier and every person's move.
 * `standIn: true` (issue 22) marks a bot's move for a person's seat (after a timeout, or resigned).
 */
const MoveEventPayloadSchema = z.object({
  move: MoveSchema,
  bot: z.literal(true).optional(),
  standIn: z.literal(true).optional(),
  /** Issue 32: the seat's standing orders made the move (no thinking time: the player was not there). */
  byOrder: z.literal(true).optional(),
});

/** An event row as stored: its payload is read only through the schemas above. */
export interface LoggedEvent {
  seq: number;
  type: string;
  payload: unknown;
}

/** A move or timeout event, its payload read. */
export type PlayedEvent = { seq: number; type: "move"; seat: number; move: Move; bot?: true; standIn?: true; byOrder?: true } | { seq: number; type: "timeout"; seat: number };

/** One event replayed: the state before and after it, and what it made happen. */
export interface LogStep {
  event: PlayedEvent;
  before: GameState;
  after: GameState;
  effects: GameEvent[];
}

export function parseSetup(event: LoggedEvent | undefined): SetupPayload {
  if (!event || event.type !== "setup" || event.seq !== 0) throw new Error("the game log does not start with its setup");
  return SetupPayloadSchema.parse(event.payload) as SetupPayload;
}

function parseEvent(event: LoggedEvent): PlayedEvent {
  if (event.type === "move") {
    const payload = MoveEventPayloadSchema.safeParse(event.payload);
    if (!payload.success) throw new Error(`stored move ${event.seq} is not a valid move: ${payload.error.message}`);
    const move = { seq: event.seq, type: "move" as const, seat: payload.data.move.seat, move: payload.data.move };
    if (payload.data.byOrder) return { ...move, byOrder: true };
    if (!payload.data.bot) return move;
    return payload.data.standIn ? { ...move, bot: true, standIn: true } : { ...move, bot: true };
  }
  if (event.type === "timeout") {
    const payload = TimeoutPayloadSchema.safeParse(event.payload);
    if (!payload.success) throw new Error(`stored timeout ${event.seq} names no seat`);
    return { seq: event.seq, type: "timeout", seat: payload.data.seat };
  }
  throw new Error(`event ${event.seq} has an unknown type: ${event.type}`);
}

/** The game as dealt, from its setup event. */
export function dealtState(setup: LoggedEvent | undefined): GameState {
  const payload = parseSetup(setup);
  return newGame(payload.options, payload.setup);
}

/**
 * Replays `events` one by one. Without `start` the log begins with its setup (event 0); with it,
 * the events continue the state after event `start.seq`. Throws, naming the event, when the
 * stored log skips a number or does not replay (a stored log always should).
 */
export function* replaySteps(events: readonly LoggedEvent[], start?: { seq: number; state: GameState }): Generator<LogStep> {
  let state = start ? start.state : dealtState(events[0]);
  let seq = start ? start.seq : 0;
  for (const logged of start ? events : events.slice(1)) {
    if (logged.seq !== seq + 1) throw new Error(`the game log skips from event ${seq} to ${logged.seq}`);
    const event = parseEvent(logged);
    const result = event.type === "move" ? applyMove(state, event.move) : applyTimeout(state, event.seat);
    if (!result.ok) throw new Error(`stored ${event.type} ${event.seq} does not replay: ${result.error.message}`);
    yield { event, before: state, after: result.state, effects: result.events };
    state = result.state;
    seq = event.seq;
  }
}

/** The state after the last of `events` (see replaySteps for `start`). */
export function stateFromEvents(events: readonly LoggedEvent[], start?: { seq: number; state: GameState }): GameState {
  let state = start ? start.state : dealtState(events[0]);
  for (const step of replaySteps(events, start)) state = step.after;
  return state;
}

/** The events of a game in order, after `after` and up to `upTo` (all by default). */
/** The seat names of a game's setup event (event 0), as the log now holds them; null without one. */
export async function setupNames(gameId: string): Promise<string[] | null> {
  const rows = await prisma.$queryRaw<{ players: unknown }[]>`
    SELECT payload->'options'->'players' AS players FROM game_events WHERE game_id = ${gameId} AND seq = 0`;
  const players = rows[0]?.players;
  return Array.isArray(players) && players.every((p) => typeof p === "string") ? players : null;
}

export async function loadEvents(gameId: string, after = -1, upTo?: number): Promise<LoggedEvent[]> {
  return prisma.gameEvent.findMany({
    where: { gameId, seq: upTo === undefined ? { gt: after } : { gt: after, lte: upTo } },
    orderBy: { seq: "asc" },
    select: { seq: true, type: true, payload: true },
  });
}
