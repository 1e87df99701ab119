// Server-Sent Events for open pages, fed by the hub in ./live. A game stream pushes the viewer's
// new table when the game moves on (their own view: what `viewFor` lets that seat see, built from
// the one cached state), then "this game is now at seq N", and, for the tab title, "your turn in N
// games"; a player's stream says "one of your games changed" and "your turn in N games".
import { DomainError } from "@/lib/errors";
import { prisma } from "@/lib/db/client";
import { streamSlots } from "@/lib/limits/streams";
import { loadCurrentAt, type Current } from "@/lib/games/current";
import { gameTopic, liveHub, userTopic, type GameChange, type LiveListener } from "@/lib/games/live";
import { liveTable, type LiveTable } from "@/lib/games/table";
import { yourTurnIn } from "@/lib/games/turns";
import { SESSION_NOTE, sessionAlive } from "@/lib/account/sessions";

/** Comments that keep proxies and the browser from dropping an idle stream. */
const KEEP_ALIVE_MS = 20_000;
/**
 * A stream ends after this long; EventSource reconnects at once (with Last-Event-ID), which checks
 * the session again and spreads long-lived connections over restarted or added processes.
 */
const MAX_STREAM_MS = 15 * 60_000;
/** How long EventSource waits before reconnecting after a dropped stream. */
const RETRY_MS = 1_000;

const encoder = new TextEncoder();

export type Push = (frame: string) => void;
/** Sets the stream up; returns what to undo when it ends. */
type Setup = (push: Push, end: () => void) => Promise<() => void>;

/**
 * The open streams of this process and one timer for all of them (issue 18): every KEEP_ALIVE_MS
 * it writes the keep-alive comment to each and ends those past MAX_STREAM_MS (so a lifetime is
 * 15 minutes give or take one beat). One timer wakes the process every 20 s whatever the number
 * of pages, instead of two timers per page; the timer stops when no stream is open. (It saved no
 * measurable memory: an idle stream's own state is ~7 KB either way, tests/live/stream-memory.test.ts.)
 */
type Beating = { keepAlive: () => void; end: () => void; endsAt: number };
const beating = new Set<Beating>();
let beat: NodeJS.Timeout | null = null;

function startBeating(entry: Beating): void {
  beating.add(entry);
  if (beat) return;
  beat = setInterval(() => {
    const now = Date.now();
    for (const stream of beating) {
      if (now >= stream.endsAt) stream.end();
      else stream.keepAlive();
    }
  }, KEEP_ALIVE_MS);
  beat.unref();
}

function stopBeating(entry: Beating): void {
  beating.delete(entry);
  if (beating.size === 0 && beat) {
    clearInterval(beat);
    beat = null;
  }
}

/** Open streams in this process (tests, bench). */
export function openStreams(): number {
  return beating.size;
}

/**
 * An event-stream response that ends cleanly however it ends: the client goes away (abort or
 * cancel), the setup fails, or the maximum lifetime passes. Every end runs the cleanup once, so no
 * hub listener or timer outlives its page, and gives back the stream's slot (`release`, from
 * lib/limits/streams.ts), also when it ends before its setup is done.
 */
export function eventStream(signal: AbortSignal, setup: Setup, release: () => void = () => {}): Response {
  let end = () => {};
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      let closed = false;
      let cleanup: (() => void) | null = null;
      const push: Push = (frame) => {
        if (!closed) controller.enqueue(encoder.encode(frame));
      };
      const beating: Beating = { keepAlive: () => push(": keep-alive\n\n"), end: () => end(), endsAt: Date.now() + MAX_STREAM_MS };
      end = () => {
        if (closed) return;
        closed = true;
        stopBeating(beating);
        signal.removeEventListener("abort", end);
        cleanup?.();
        cleanup = null;
        release();
        try {
          controller.close();
        } catch {
          // already closed by the client
        }
      };
      if (signal.aborted) return end();
      startBeating(beating);
      signal.addEventListener("abort", end);
      push(`retry: ${RETRY_MS}\n: open\n\n`);
      setup(push, end).then(
        (undo) => (closed ? undo() : (cleanup = undo)),
        () => end(),
      );
    },
    cancel() {
      end();
    },
  });
  return new Response(stream, {
    headers: {
      "content-type": "text/event-stream; charset=utf-8",
      "cache-control": "no-cache, no-transform",
      // Tells nginx-style proxies not to buffer the stream.
      "x-accel-buffering": "no",
    },
  });
}

const MAX_SEQ = 2 ** 31 - 1;

/**
 * The seq the page already shows: the Last-Event-ID header of a reconnecting EventSource, else
 * `?since=`; 400 naming the field when either is not a plain non-negative integer.
 */
export function parseSince(request: Request): number {
  const header = request.headers.get("last-event-id");
  const query = new URL(request.url).searchParams.get("since");
  const [raw, field] = header !== null && header !== "" ? [header, "Last-Event-ID"] : [query, "since"];
  if (raw === null) return -1;
  if (!/^\d{1,10}$/.test(raw)) {
    throw new DomainError("invalid_request", "afterInteger", { field }, { field });
  }
  return Math.min(Number(raw), MAX_SEQ);
}

/**
 * Who a stream is for: the user, and the session token their cookie carried. A stream lives no
 * longer than that session (issue 35): sign-out, deleting the account or an address change that
 * signs other browsers out sends a session note on the user's topic (lib/account/sessions.ts),
 * and the stream then ends at once if its own session row is gone; it also looks when it opens
 * (a session ended while it was being set up) and after the listening connection was lost.
 */
export type StreamViewer = { id: string; sessionToken: string };

/**
 * Watches `viewer`'s session for a stream: `signal` takes every user-topic signal and answers
 * whether it was a session note (null, a lost listening connection, is looked at too but is also
 * the others' to answer); `push` holds every frame back while a look is under way, so no talk and
 * no table goes out after the session ended, whatever arrives meanwhile; then the stream ends.
 */
function sessionWatch(viewer: StreamViewer, push: Push, end: () => void): { signal: (change: GameChange | null) => boolean; push: Push } {
  let looking: Promise<boolean> | null = null;
  let gone = false;
  const look = () => {
    const mine: Promise<boolean> = sessionAlive(viewer.sessionToken)
      .catch(() => true)
      .then((alive) => {
        if (looking === mine) looking = null;
        if (!alive) {
          gone = true;
          end();
        }
        return alive;
      });
    looking = mine;
  };
  return {
    signal: (change) => {
      if (change !== null && change.note?.kind !== SESSION_NOTE) return false;
      look();
      return change !== null;
    },
    push: (frame) => {
      if (gone) return;
      if (looking) void looking.then((alive) => alive && !gone && push(frame));
      else push(frame);
    },
  };
}

/** Runs a stream's first reads; a stream whose first reads fail ends (the page reconnects). */
function catchUp(end: () => void, reads: () => Promise<void>): void {
  reads().catch(() => end());
}

const seqFrame = (seq: number) => `id: ${seq}\nevent: seq\ndata: {"seq":${seq}}\n\n`;
const tableFrame = (table: LiveTable) => `id: ${table.seq}\nevent: table\ndata: ${JSON.stringify(table)}\n\n`;

/**
 * Table frames built lately, by game: the latest seq's frame per seat (and the spectators' one)
 * and `from`. Fifty pages woken by one move are mostly spectators and players who had seen the
 * same seq, so most of them share a frame: one view built and serialised, not fifty.
 */
const framesBuilt = new Map<string, { seq: number; frames: Map<string, string | null> }>();
const FRAMES_KEPT = 500;

function tableFrameFor(gameId: string, current: Current, seat: number | null, from: number): string | null {
  let built = framesBuilt.get(gameId);
  if (!built || built.seq !== current.seq) {
    framesBuilt.delete(gameId);
    if (framesBuilt.size >= FRAMES_KEPT) framesBuilt.delete(framesBuilt.keys().next().value as string);
    framesBuilt.set(gameId, (built = { seq: current.seq, frames: new Map() }));
  }
  const key = `${seat}:${from}`;
  if (!built.frames.has(key)) {
    const table = liveTable(current, seat, from);
    built.frames.set(key, table && tableFrame(table));
  }
  return built.frames.get(key)!;
}

/**
 * GET /api/games/{id}/stream: whenever the game passes the seq the page has (at once if it already
 * has), `event: table` with the viewer's new table (see LiveTable; none once the game is over,
 * whose page fetches the whole table with its seed) and then `event: seq` with `id: N`; and
 * `event: turns` with `{ yourTurn }` for the viewer's tab title, counted across all their games.
 * One connection per open table carries all of it, since a second stream per table would halve
 * the tables a browser keeps open (six connections per host over HTTP/1.1). A finished game the
 * page has seen in full answers 204, which tells EventSource to stop reconnecting.
 */
/**
 * More frames on a game's stream from outside lib/games (table talk, issue 24: `event: chat`),
 * composed in by the route, so one connection per open table still carries everything. Called
 * once the stream is open with the viewer's seat; returns a listener that hears every signal of
 * the game (notes, moves, and null after a reconnect) through the stream's own subscription.
 */
export type StreamExtra = (push: Push, seat: number | null) => LiveListener | null;

export async function gameStream(request: Request, gameId: string, viewer: StreamViewer, extra?: StreamExtra): Promise<Response> {
  const since = parseSince(request);
  // 429 beyond the viewer's share of streams in this process (lib/limits/streams.ts), before any
  // read: a player hammering the cap costs no query.
  const release = streamSlots.acquire(viewer.id, gameId);
  let game;
  try {
    game = await prisma.game.findUnique({
      where: { id: gameId },
      select: { seq: true, status: true, seats: { where: { userId: viewer.id }, select: { seat: true } } },
    });
  } catch (error) {
    release();
    throw error;
  }
  if (!game) {
    release();
    throw new DomainError("not_found", "noSuchGame");
  }
  if (game.status === "cancelled" || (game.status === "finished" && game.seq <= since)) {
    release();
    return new Response(null, { status: 204 });
  }
  // Seats never change once a game runs: the viewer sees their own hand, a spectator none. A
  // stream opened before the start (the viewer may join meanwhile) sends no tables, only seqs.
  const seat = game.seats[0]?.seat ?? null;
  const withTables = game.status !== "open";

  return eventStream(request.signal, async (pushNow, end) => {
    const session = sessionWatch(viewer, pushNow, end);
    const push = session.push;
    let shown = since;
    let known = since;
    let frames: Promise<void> = Promise.resolve();
    // Frames go out one at a time, in seq order; a signal that arrives while a table is being
    // built is folded into the next frame.
    const send = (seq: number) => {
      if (seq <= known) return;
      known = seq;
      frames = frames
        .then(async () => {
          if (known <= shown) return;
          const wanted = known;
          // A stream without tables needs no state: the signal's seq is all it sends.
          const current = withTables ? await loadCurrentAt(gameId, wanted).catch(() => null) : null;
          const reached = current && current.seq >= wanted ? current : null;
          const table = reached && tableFrameFor(gameId, reached, seat, shown);
          shown = reached?.seq ?? wanted;
          // One write for both frames.
          push((table ?? "") + seqFrame(shown));
        })
        .catch(() => {});
    };
    // The database, not the signal, is the truth: read it after LISTEN is active (nothing can
    // slip between) and again after every reconnect of the listening connection.
    const check = async () => {
      const now = await prisma.game.findUnique({ where: { id: gameId }, select: { seq: true } });
      if (now) send(now.seq);
    };
    const turns = turnCounter(viewer.id, push);
    const extraListener = extra?.(push, seat) ?? null;
    const unsubscribeGame = liveHub.subscribe(gameTopic(gameId), (change: GameChange | null) => {
      extraListener?.(change);
      // A note (a message said at the table) leaves the table as it is: the extra answers it.
      if (change?.note) return;
      if (change) send(change.seq);
      else void check().catch(() => {});
    });
    const unsubscribeTurns = liveHub.subscribe(userTopic(viewer.id), (change) => {
      if (session.signal(change)) return;
      if (!change?.note) void turns(change ? change.gameId : null);
    });
    // Caught up in the background: the listeners are handed back at once, so a page that goes
    // away while the first reads are under way leaves none behind.
    catchUp(end, async () => {
      await liveHub.ready();
      // A session that ended while the stream was being set up: frames wait for this look.
      session.signal(null);
      await check();
      await turns(null);
    });
    return () => {
      unsubscribeGame();
      unsubscribeTurns();
    };
  }, release);
}

/**
 * Pushes `event: turns` with `{ yourTurn }` (how many games wait for this player's move) whenever
 * the count differs from the last one pushed. Call it with null for a full count (at the start and
 * after a reconnect of the listening connection), else with the game that changed. One count at a
 * time, in signal order.
 */
export function turnCounter(userId: string, push: Push): (gameId: string | null) => Promise<void> {
  let waiting = new Set<string>();
  let counted = false;
  let lastCount = -1;
  let queue: Promise<void> = Promise.resolve();
  return (gameId) => {
    queue = queue
      .then(async () => {
        // A signal that arrives before the first full count (a game started just before the page
        // opened) counts everything: counting that one game alone pushed a partial total.
        if (gameId === null || !counted) {
          waiting = await yourTurnIn(userId);
          counted = true;
        } else if ((await yourTurnIn(userId, gameId)).has(gameId)) waiting.add(gameId);
        else waiting.delete(gameId);
        if (waiting.size === lastCount) return;
        lastCount = waiting.size;
        push(`event: turns\ndata: ${JSON.stringify({ yourTurn: lastCount })}\n\n`);
      })
      .catch(() => {});
    return queue;
  };
}

/**
 * GET /api/me/stream: `event: turns` with `{ yourTurn }` (how many games wait for this player's
 * move) at once and whenever it changes, and `event: game` with `{ gameId, seq }` whenever one of
 * the player's games changes (the dashboard re-renders on it).
 */
export function userStream(request: Request, user: StreamViewer): Response {
  const release = streamSlots.acquire(user.id, null);
  return eventStream(request.signal, async (pushNow, end) => {
    const session = sessionWatch(user, pushNow, end);
    const push = session.push;
    const turns = turnCounter(user.id, push);
    const unsubscribe = liveHub.subscribe(userTopic(user.id), (change) => {
      // "A session of yours ended" is for the stream itself, never for the page.
      if (session.signal(change)) return;
      // A note (e.g. a message at one of the player's tables) goes out as `event: <kind>`: the
      // dashboard recounts its unread messages; the turns stay as they are.
      if (change?.note) return push(`event: ${change.note.kind}\ndata: ${JSON.stringify({ gameId: change.gameId })}\n\n`);
      if (change) push(`event: game\ndata: ${JSON.stringify({ gameId: change.gameId, seq: change.seq })}\n\n`);
      void turns(change ? change.gameId : null);
    });
    catchUp(end, async () => {
      await liveHub.ready();
      session.signal(null);
      await turns(null);
    });
    return unsubscribe;
  }, release);
}
