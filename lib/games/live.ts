// Live updates that work across processes. Every append NOTIFYs inside its own transaction, so
// PostgreSQL delivers the signal on commit only (a rolled-back move never signals). Each app
// process holds ONE listening connection, opened lazily by the first open stream, and fans the
// signals out in memory to its open streams (the hub below): a thousand open pages cost one
// database connection per process, not a thousand.
//
// The signal says only "game X is now at seq N" (plus, for the hub's routing, who sits there):
// no view, nothing hidden. Each stream then builds its own viewer's table from the process's one
// cached state (lib/live/stream.ts), read from the log once per signal however many listen.
//
// Driver: `pg` (already the app's driver under Prisma's adapter) with our own reconnect loop.
// postgres.js has a built-in `listen`, but it re-listens after a dropped connection once and
// swallows a failure (a database away for longer leaves the process deaf without a word); here a
// lost connection is retried with backoff, and once back every subscriber is told to re-check,
// because notifications sent while nobody listened are gone for good.
//
// Behind a pooler in transaction mode (PgBouncer) LISTEN cannot go through the pool: the session
// that listens is handed to other clients after the statement, and its notifications reach this
// process only when it happens to hold that session again. The listening connection therefore
// goes to DATABASE_DIRECT_URL (PostgreSQL itself, or a session-mode pool), else DATABASE_URL
// (lib/db/pooler.ts). NOTIFY needs nothing of the kind: it is sent in the writing transaction.
import { Client } from "pg";
import { z } from "zod";
import { Prisma } from "@/lib/db/client";
import { directDatabaseUrl } from "@/lib/db/pooler";

export const LIVE_CHANNEL = "neva_games";

export interface GameChange {
  gameId: string;
  seq: number;
  /** Users seated at the game when it changed: whose dashboards to wake. Never sent to a page. */
  userIds: string[];
  /**
   * Set when the signal is a note about the game rather than a new event (e.g. a message said at
   * the table, issue 24): `seq` is then the game's seq as it stood, and the table did not change.
   * lib/games carries notes without knowing their kinds; whoever sends one reads it.
   */
  note?: GameNote;
}

export interface GameNote {
  /** Lower-case letters: the kind of note ("chat"); a user stream forwards it as `event: <kind>`. */
  kind: string;
  /** What the note is about (e.g. a message id); the listener reads the rest from the database. */
  id: string;
}

const NoteSchema = z.object({ k: z.string().regex(/^[a-z]{1,20}$/), i: z.string().max(40) });
const PayloadSchema = z.object({ g: z.string(), s: z.number().int(), u: z.array(z.string()), n: NoteSchema.optional() });

/**
 * The SQL expression that signals "`gameId` reached `seq`" (seated users read in SQL). Evaluate
 * it inside the transaction that wrote the change: the signal leaves on commit, never for a
 * rollback. An expression, so an append can fold it into a statement it runs anyway.
 */
export function gameChangedSignal(gameId: string, seq: number): Prisma.Sql {
  return Prisma.sql`pg_notify(${LIVE_CHANNEL}, json_build_object(
    'g', ${gameId}::text, 's', ${seq}::int,
    'u', COALESCE((SELECT json_agg(user_id) FROM game_seats WHERE game_id = ${gameId} AND user_id IS NOT NULL), '[]'::json)
  )::text)`;
}

/**
 * The SQL expression that sends a note about `gameId` (see GameNote) on the same channel, so it
 * reaches every app process's streams the way moves do. Evaluate it in the statement or
 * transaction that wrote what the note is about: it leaves on commit only. `id` may be an SQL
 * expression (the id of a row the same statement inserts).
 */
export function gameNoteSignal(gameId: string, note: { kind: string; id: string | Prisma.Sql }): Prisma.Sql {
  return Prisma.sql`pg_notify(${LIVE_CHANNEL}, json_build_object(
    'g', ${gameId}::text, 's', COALESCE((SELECT seq FROM games WHERE id = ${gameId}), 0),
    'u', COALESCE((SELECT json_agg(user_id) FROM game_seats WHERE game_id = ${gameId} AND user_id IS NOT NULL), '[]'::json),
    'n', json_build_object('k', ${note.kind}::text, 'i', ${note.id}::text)
  )::text)`;
}

/** Signals that `gameId` reached `seq`, as its own statement in the caller's transaction. */
export async function notifyGameChanged(tx: Prisma.TransactionClient, gameId: string, seq: number): Promise<void> {
  await tx.$executeRaw`SELECT ${gameChangedSignal(gameId, seq)}`;
}

/** `change` is null after a reconnect: signals may have been missed, so look again. */
export type LiveListener = (change: GameChange | null) => void;

export const gameTopic = (gameId: string) => `game:${gameId}`;
export const userTopic = (userId: string) => `user:${userId}`;

const RETRY_MIN_MS = 250;
const RETRY_MAX_MS = 5_000;
/** With no open stream for this long the listening connection is closed (reopened on demand). */
const IDLE_CLOSE_MS = 30_000;

class LiveHub {
  private topics = new Map<string, Set<LiveListener>>();
  private client: Client | null = null;
  private connecting: Promise<void> | null = null;
  private waiters: (() => void)[] = [];
  private retryMs = RETRY_MIN_MS;
  private retryTimer: NodeJS.Timeout | null = null;
  private idleTimer: NodeJS.Timeout | null = null;
  /** Connections opened so far (tests and the bench read it; 1 for the life of a quiet process). */
  connections = 0;
  /** Said once per process: LISTEN would go through a transaction pool. */
  private warned = false;

  /** Starts delivering `topic` to `listener`; returns the unsubscribe function. */
  subscribe(topic: string, listener: LiveListener): () => void {
    let set = this.topics.get(topic);
    if (!set) this.topics.set(topic, (set = new Set()));
    set.add(listener);
    if (this.idleTimer) clearTimeout(this.idleTimer);
    this.idleTimer = null;
    this.ensureConnected();
    let done = false;
    return () => {
      if (done) return;
      done = true;
      const current = this.topics.get(topic);
      current?.delete(listener);
      if (current?.size === 0) this.topics.delete(topic);
      if (this.topics.size === 0) this.scheduleIdleClose();
    };
  }

  /** Resolves once LISTEN is active: a change committed after that is certain to be signalled. */
  ready(): Promise<void> {
    if (this.client) return Promise.resolve();
    this.ensureConnected();
    return new Promise((resolve) => this.waiters.push(resolve));
  }

  /** Open subscriptions and whether the listening connection is up (tests, bench). */
  stats(): { listeners: number; topics: number; connected: boolean; connections: number } {
    let listeners = 0;
    for (const set of this.topics.values()) listeners += set.size;
    return { listeners, topics: this.topics.size, connected: this.client !== null, connections: this.connections };
  }

  /** Closes the listening connection now (process shutdown, tests). Subscribers stay; a later subscribe reopens. */
  async close(): Promise<void> {
    if (this.retryTimer) clearTimeout(this.retryTimer);
    if (this.idleTimer) clearTimeout(this.idleTimer);
    this.retryTimer = this.idleTimer = null;
    await this.connecting?.catch(() => {});
    const client = this.client;
    this.client = null;
    if (client) {
      client.removeAllListeners("end");
      await client.end().catch(() => {});
    }
  }

  private dispatch(change: GameChange): void {
    const targets = [gameTopic(change.gameId), ...change.userIds.map(userTopic)];
    for (const topic of targets) {
      for (const listener of this.topics.get(topic) ?? []) listener(change);
    }
  }

  private resyncAll(): void {
    for (const set of this.topics.values()) for (const listener of set) listener(null);
  }

  private ensureConnected(): void {
    if (this.client || this.connecting || this.retryTimer) return;
    this.connecting = this.connect().finally(() => (this.connecting = null));
  }

  private async connect(): Promise<void> {
    const { url, pooled } = directDatabaseUrl();
    if (pooled && !this.warned) {
      this.warned = true;
      console.error(
        "[live] DATABASE_POOLER=transaction without DATABASE_DIRECT_URL: LISTEN goes through the pooler, and live pages will miss moves. Set DATABASE_DIRECT_URL to PostgreSQL itself.",
      );
    }
    const client = new Client({ connectionString: url });
    // An error after connecting is followed by "end"; both just mean "reconnect".
    client.on("error", () => {});
    try {
      await client.connect();
      await client.query(`LISTEN ${LIVE_CHANNEL}`);
    } catch {
      await client.end().catch(() => {});
      this.scheduleRetry();
      return;
    }
    this.connections++;
    const reconnected = this.connections > 1;
    client.on("notification", (message) => {
      if (message.channel !== LIVE_CHANNEL || !message.payload) return;
      let parsed;
      try {
        parsed = PayloadSchema.safeParse(JSON.parse(message.payload));
      } catch {
        return;
      }
      if (!parsed.success) return;
      const { g, s, u, n } = parsed.data;
      this.dispatch(n ? { gameId: g, seq: s, userIds: u, note: { kind: n.k, id: n.i } } : { gameId: g, seq: s, userIds: u });
    });
    client.on("end", () => {
      if (this.client !== client) return;
      this.client = null;
      if (this.topics.size > 0) this.scheduleRetry();
    });
    this.client = client;
    this.retryMs = RETRY_MIN_MS;
    for (const resolve of this.waiters.splice(0)) resolve();
    if (this.topics.size === 0) this.scheduleIdleClose();
    // Whatever committed while nobody listened was never signalled: every stream looks again.
    else if (reconnected) this.resyncAll();
  }

  private scheduleRetry(): void {
    if (this.retryTimer) return;
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      this.ensureConnected();
    }, this.retryMs);
    this.retryTimer.unref();
    this.retryMs = Math.min(this.retryMs * 2, RETRY_MAX_MS);
  }

  private scheduleIdleClose(): void {
    if (this.idleTimer) clearTimeout(this.idleTimer);
    this.idleTimer = setTimeout(() => {
      this.idleTimer = null;
      if (this.topics.size === 0) void this.close();
    }, IDLE_CLOSE_MS);
    this.idleTimer.unref();
  }
}

// One hub per process (dev hot reload re-evaluates modules: keep the one already listening).
const holder = globalThis as typeof globalThis & { __nevaLiveHub?: LiveHub };
export const liveHub: LiveHub = (holder.__nevaLiveHub ??= new LiveHub());
