// The one cache over the log: for recently played games, the state after their last event seen
// and the log in words up to it. Every read asks the log for the events after the cached seq and
// replays only those (lib/games/log), so a cache in any process is never the truth, only work
// saved; an append in this process extends the entry with the step it has just judged.
import type { GameState } from "@/lib/engine";
import { describeStep, type LogLine } from "./history";
import { dealtState, loadEvents, replaySteps, setupNames, stateFromEvents, type LoggedEvent, type LogStep } from "./log";

/** A started game as its log stands at `seq`. */
export interface Current {
  seq: number;
  state: GameState;
  /** The log in words, one line per event after the setup. */
  lines: LogLine[];
}

/** A cache entry; `lines` is null until a reader asked for them (the dashboard needs states only). */
interface Entry {
  seq: number;
  state: GameState;
  lines: LogLine[] | null;
  /** When the names of the setup were last compared with the log's (see NAMES_RECHECK_MS). */
  namesCheckedAt?: number;
}

const CACHE_SIZE = 500;

/**
 * The log in words is most of an entry's memory: about 360 bytes of heap a line against about
 * 8 KB for the state (measured on the 100× bench data: finished games of 157 events took 64 KiB
 * an entry with their lines, 8 KiB without; docs/performance.md). So the entries together keep at
 * most `cacheBounds.lines` lines (50,000: about 17 MiB; tests lower it); past it the least
 * recently used entries keep their state but drop their lines, and a reader who wants those
 * lines replays that game from its setup.
 */
export const cacheBounds = { lines: 50_000 };
let linesHeld = 0;

/**
 * Events never change, with one exception: deleting an account renames its seats in the setup
 * event (issue 26, lib/account/delete.ts), and only the deleting process forgets its entries. So
 * a process compares an entry's names with the log's at most this often, one small read: another
 * process shows a deleted player's name for a minute at most.
 */
export const NAMES_RECHECK_MS = 60_000;
const cache = new Map<string, Entry>();

function forget(gameId: string): void {
  linesHeld -= cache.get(gameId)?.lines?.length ?? 0;
  cache.delete(gameId);
}

function remember(gameId: string, entry: Entry): void {
  forget(gameId);
  cache.set(gameId, entry);
  linesHeld += entry.lines?.length ?? 0;
  if (cache.size > CACHE_SIZE) forget(cache.keys().next().value as string);
  // Oldest first, never the entry just kept. A copy without lines replaces the entry (the map
  // keeps its place): a reader may still hold the old object and read its lines.
  for (const [id, old] of cache) {
    if (linesHeld <= cacheBounds.lines || id === gameId) break;
    if (!old.lines) continue;
    linesHeld -= old.lines.length;
    cache.set(id, { ...old, lines: null });
  }
}

export function forgetCachedState(gameId?: string): void {
  if (gameId) forget(gameId);
  else {
    cache.clear();
    linesHeld = 0;
  }
}

/** What the cache holds (tests): entries, and lines over all of them. */
export function cacheHolds(): { entries: number; lines: number } {
  return { entries: cache.size, lines: linesHeld };
}

/** The entry after `events`, read past `cached` (the whole log when there is no entry). */
function extend(gameId: string, cached: Entry | undefined, events: readonly LoggedEvent[], withLines: boolean): Entry | null {
  if (!cached && events.length === 0) return null;
  if (events.length === 0) return cached!;
  const from = cached ?? { seq: 0, state: dealtState(events[0]), lines: withLines ? [] : null };
  const entry: Entry = { seq: from.seq, state: from.state, lines: from.lines && [...from.lines], namesCheckedAt: cached?.namesCheckedAt ?? Date.now() };
  for (const step of replaySteps(cached ? events : events.slice(1), from)) {
    entry.seq = step.event.seq;
    entry.state = step.after;
    entry.lines?.push(describeStep(step));
  }
  remember(gameId, entry);
  return entry;
}

/** The entry's names were compared with the log's lately enough (see NAMES_RECHECK_MS). */
function namesFresh(entry: Entry, now = Date.now()): boolean {
  return now - (entry.namesCheckedAt ?? 0) < NAMES_RECHECK_MS;
}

/** The entry, unless the log's setup now names its seats otherwise (a deleted player). */
async function withCurrentNames(gameId: string, entry: Entry | undefined): Promise<Entry | undefined> {
  const now = Date.now();
  if (!entry || namesFresh(entry, now)) return entry;
  const names = await setupNames(gameId);
  if (!names || names.join("\u0000") !== entry.state.options.players.join("\u0000")) {
    forget(gameId);
    return undefined;
  }
  entry.namesCheckedAt = now;
  return entry;
}

async function load(gameId: string, withLines: boolean): Promise<Entry | null> {
  let cached = await withCurrentNames(gameId, cache.get(gameId));
  // Lines need the state before each event: an entry kept without them is replayed from the setup.
  if (withLines && cached && !cached.lines) cached = undefined;
  return extend(gameId, cached, await loadEvents(gameId, cached?.seq ?? -1), withLines);
}

/** What the cache holds for a game, for a caller that reads the events after it itself. */
export type Cached = Readonly<Entry> | undefined;

export function cached(gameId: string): Cached {
  return cache.get(gameId);
}

/**
 * The current state from `from` (see `cached`) and the events after it, which the caller read in
 * a statement of its own (the move path reads them with the seat check: one round trip fewer).
 */
export function stateAfter(gameId: string, from: Cached, events: readonly LoggedEvent[]): { seq: number; state: GameState } | null {
  const entry = extend(gameId, from, events, false);
  return entry && { seq: entry.seq, state: entry.state };
}

/** Reads under way, by game: callers woken by one live signal share one read of the log. */
const reading = new Map<string, Promise<Entry | null>>();

/**
 * The state and lines of a started game at `seq` or later, where `seq` is known to be in the log
 * (a live signal said so after the commit). Events never change, so an entry already at `seq`
 * is the log's own state there and needs no read; otherwise one read of the events after the
 * entry serves every stream of the game woken by the same signal (fifty pages, one statement).
 */
export async function loadCurrentAt(gameId: string, seq: number): Promise<Current | null> {
  const entry = cache.get(gameId);
  if (entry && namesFresh(entry) && entry.lines && entry.seq >= seq) return { seq: entry.seq, state: entry.state, lines: entry.lines };
  let read = reading.get(gameId);
  if (!read) {
    read = load(gameId, true).finally(() => reading.delete(gameId));
    reading.set(gameId, read);
  }
  const loaded = await read;
  // A read that started before this signal's commit may stop short of it: read once more.
  if (loaded && loaded.seq < seq) return loadCurrent(gameId);
  return loaded && { seq: loaded.seq, state: loaded.state, lines: loaded.lines! };
}

/** The state and lines of a started game after its last event; null when it has no log yet. */
export async function loadCurrent(gameId: string): Promise<Current | null> {
  const entry = await load(gameId, true);
  return entry && { seq: entry.seq, state: entry.state, lines: entry.lines! };
}

/**
 * The state of a started game whose log the caller knows stands at `seq` (the games row's seq,
 * written with every append): straight from the cache when it stands there too, with no read of
 * the log; otherwise read as loadState does. A page listing many games pays only for those the
 * cache has not met (issue 19: the home page of a player in twenty running games).
 */
export async function loadStateAtSeq(gameId: string, seq: number): Promise<{ seq: number; state: GameState } | null> {
  const entry = cache.get(gameId);
  if (entry && entry.seq === seq && namesFresh(entry)) return { seq, state: entry.state };
  return loadState(gameId);
}

/** The current state and sequence number of a started game. */
export async function loadState(gameId: string): Promise<{ seq: number; state: GameState } | null> {
  const entry = await load(gameId, false);
  return entry && { seq: entry.seq, state: entry.state };
}

/**
 * The state after event `seq` (0: as dealt) of a started game, for stepping through it: the
 * cached entry when it stands exactly there, otherwise the log up to `seq` replayed (events never
 * change, so no entry is kept per step). Null when the log does not reach `seq`.
 */
export async function loadStateAt(gameId: string, seq: number): Promise<GameState | null> {
  const entry = cache.get(gameId);
  if (entry?.seq === seq) return entry.state;
  const events = await loadEvents(gameId, -1, seq);
  if (events.length === 0 || events[events.length - 1].seq !== seq) return null;
  return stateFromEvents(events);
}

/**
 * The caller has just appended `step`: when the cache holds the event before it, the entry is
 * extended, so the next read need not replay it (otherwise the next read replays from the log).
 */
export function cacheAppended(gameId: string, step: LogStep): void {
  const cached = cache.get(gameId);
  if (!cached || cached.seq !== step.event.seq - 1) return;
  remember(gameId, { seq: step.event.seq, state: step.after, lines: cached.lines && [...cached.lines, describeStep(step)], namesCheckedAt: cached.namesCheckedAt });
}
