// A game is its log: event 0 holds the options and the dealt setup, every later event one move.
// State is rebuilt by replaying the log through the engine; a small cache keeps the last state
// of recently played games so a request replays only the events it has not seen.
import { z } from "zod";
import {
  applyTimeout,
  GameOptionsSchema,
  MoveSchema,
  newGame,
  replayMoves,
  type ExplicitSetup,
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

export const MovePayloadSchema = z.object({ move: MoveSchema });

export interface LoggedEvent {
  seq: number;
  type: string;
  payload: unknown;
}

/** The state after event `seq`; the log is the truth, this only saves work. */
interface CacheEntry {
  seq: number;
  state: GameState;
}

const CACHE_SIZE = 500;
const cache = new Map<string, CacheEntry>();

function remember(gameId: string, entry: CacheEntry): void {
  cache.delete(gameId);
  cache.set(gameId, entry);
  if (cache.size > CACHE_SIZE) cache.delete(cache.keys().next().value as string);
}

export function forgetCachedState(gameId?: string): void {
  if (gameId) cache.delete(gameId);
  else cache.clear();
}

/** Rebuilds the state from the setup event and moves. Throws if the stored log does not replay. */
export function stateFromEvents(events: readonly LoggedEvent[], start?: CacheEntry): GameState {
  let state: GameState;
  let rest = events;
  if (start) {
    state = start.state;
  } else {
    const [first, ...moves] = events;
    if (!first || first.type !== "setup") throw new Error("the game log does not start with its setup");
    const setup = SetupPayloadSchema.parse(first.payload) as SetupPayload;
    state = newGame(setup.options, setup.setup);
    rest = moves;
  }
  if (rest.length === 0) return state;
  if (rest.some((event) => event.type === "timeout")) return replayWithTimeouts(state, rest);
  const result = replayMoves(state, rest.map((event) => (event.payload as { move: Move }).move));
  if (!result.ok) throw new Error(`stored move ${rest[result.move].seq} does not replay: ${result.message}`);
  return result.state;
}

/** Replays moves in runs, applying each `timeout` event (payload { seat }) with applyTimeout. */
function replayWithTimeouts(start: GameState, events: readonly LoggedEvent[]): GameState {
  let state = start;
  let from = 0;
  for (let i = 0; i <= events.length; i++) {
    if (i < events.length && events[i].type !== "timeout") continue;
    if (i > from) state = stateFromEvents(events.slice(from, i), { seq: -1, state });
    if (i === events.length) break;
    const timedOut = applyTimeout(state, (events[i].payload as { seat: number }).seat);
    if (!timedOut.ok) throw new Error(`stored timeout ${events[i].seq} does not replay: ${timedOut.error.message}`);
    state = timedOut.state;
    from = i + 1;
  }
  return state;
}

/** The current state and sequence number of a started game, from cache plus new events. */
export async function loadState(gameId: string): Promise<{ seq: number; state: GameState } | null> {
  const cached = cachedState(gameId);
  const events = await prisma.gameEvent.findMany({
    where: { gameId, seq: { gt: cached?.seq ?? -1 } },
    orderBy: { seq: "asc" },
    select: { seq: true, type: true, payload: true },
  });
  return stateAfter(gameId, cached, events);
}

/**
 * The cached state of a game, if any, for a caller that reads the events after its seq (-1 when
 * none) in a statement of its own and hands them to stateAfter.
 */
export function cachedState(gameId: string): Readonly<CacheEntry> | undefined {
  return cache.get(gameId);
}

/** The current state from `cached` and every event after it. Null when the game has no log. */
export function stateAfter(gameId: string, cached: Readonly<CacheEntry> | undefined, events: readonly LoggedEvent[]): { seq: number; state: GameState } | null {
  if (!cached && events.length === 0) return null;
  const state = stateFromEvents(events, cached);
  const seq = events.length > 0 ? events[events.length - 1].seq : (cached as CacheEntry).seq;
  remember(gameId, { seq, state });
  return { seq, state };
}

/** The events of a game in order, after `after` and up to `upTo` (all by default). */
export async function loadEvents(gameId: string, after = -1, upTo?: number): Promise<LoggedEvent[]> {
  return prisma.gameEvent.findMany({
    where: { gameId, seq: upTo === undefined ? { gt: after } : { gt: after, lte: upTo } },
    orderBy: { seq: "asc" },
    select: { seq: true, type: true, payload: true },
  });
}

/** Caches a state the caller has just appended, so the next load need not replay it. */
export function cacheState(gameId: string, seq: number, state: GameState): void {
  remember(gameId, { seq, state });
}
