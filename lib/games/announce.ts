// What must happen with a change to a game happens with it, in its transaction or in the one
// statement of a move (see StatementPart), but lib/games does not know who needs it: mail notices (lib/mail) and result summaries (lib/history) subscribe here,
// and lib/games only announces. lib/services wires the subscribers; every entry point that
// changes games imports it, and an announcement nobody listens to is refused rather than lost.
import type { Prisma } from "@/lib/db/client";
import type { GameState } from "@/lib/engine";

type Tx = Prisma.TransactionClient;

/** An event was appended to a game's log (event 0, the setup, when the game starts). */
export interface Appended {
  /** The transaction of the append: subscribers write in it, so their rows stand or fall with the event. */
  tx: Tx;
  gameId: string;
  seq: number;
  /** The state after the event. */
  after: GameState;
  /** The seat that moved (or timed out); null for the start of the game. */
  actorSeat: number | null;
  cause: "start" | "move" | "timeout";
  now: Date;
  /** The game's move time limit in days (null: none), read with the append. */
  moveTimeLimitDays: number | null;
}

/**
 * A subscriber's writes folded into the append's own statement (issue 13: a move in one statement,
 * with no BEGIN and COMMIT around it, costs a third less than the same writes in a transaction).
 * `reads` are CTEs evaluated before the event is written; `fits` (a boolean SQL expression over
 * them) says whether this subscriber can write in the statement at all; `writes` are CTEs that
 * must change nothing unless the event was written (they read the CTE `event`, one row when it
 * was). CTE names carry the subscriber's prefix. When some `fits` is false the statement writes
 * nothing, and the append runs the subscribers' handlers in a transaction instead.
 */
export interface StatementPart {
  reads: Prisma.Sql[];
  fits: Prisma.Sql | null;
  writes: Prisma.Sql[];
}

/** What a statement part sees: the append without its transaction (never the finish of a game). */
export type AppendedInStatement = Omit<Appended, "tx">;

/** The subscriber has nothing to write for this append. */
export const NOTHING: StatementPart = { reads: [], fits: null, writes: [] };

/** A table was created (not started: it has no log yet). */
export interface Created {
  tx: Tx;
  gameId: string;
}

/** A player is about to take an open seat, inside the join's transaction (the game row is locked). */
export interface Joining {
  tx: Tx;
  gameId: string;
  userId: string;
}

type Handler<T> = (event: T) => Promise<void>;

// By name, so wiring twice (a module evaluated again, a test re-importing) replaces, never doubles.
const appended = new Map<string, Handler<Appended>>();
const inStatement = new Map<string, (event: AppendedInStatement) => StatementPart | null>();
const created = new Map<string, Handler<Created>>();
const joining = new Map<string, Handler<Joining>>();

/**
 * `handler` writes in the append's transaction. `part`, when given, writes the same in the
 * append's own statement instead (null: not for this append, use the transaction).
 */
export function onAppend(name: string, handler: Handler<Appended>, part?: (event: AppendedInStatement) => StatementPart | null): void {
  appended.set(name, handler);
  if (part) inStatement.set(name, part);
  else inStatement.delete(name);
}

/** Every subscriber's part of a one-statement append, or null when one of them needs the transaction. */
export function statementParts(event: AppendedInStatement): StatementPart[] | null {
  if (appended.size === 0) throw unheard();
  const parts: StatementPart[] = [];
  for (const name of appended.keys()) {
    const part = inStatement.get(name)?.(event) ?? null;
    if (!part) return null;
    parts.push(part);
  }
  return parts;
}

export function onCreate(name: string, handler: Handler<Created>): void {
  created.set(name, handler);
}

function unheard(): Error {
  return new Error("nothing listens to game changes: import '@/lib/services' in this entry point, or the mails and results of this change would be lost");
}

/** Runs every append subscriber, in the order they were wired, inside the caller's transaction. */
export async function announceAppend(event: Appended): Promise<void> {
  if (appended.size === 0) throw unheard();
  for (const handler of appended.values()) await handler(event);
}

export async function announceCreate(event: Created): Promise<void> {
  if (created.size === 0) throw unheard();
  for (const handler of created.values()) await handler(event);
}

/** A join check (issue 23: a table's join limits): the handler throws to refuse the seat. */
export function onJoin(name: string, handler: Handler<Joining>): void {
  joining.set(name, handler);
}

/**
 * Runs every join check. Unlike the writes above, none wired refuses nothing: a check adds a
 * refusal and never a row that could be lost (tests that call the lobby directly rely on this).
 */
export async function announceJoin(event: Joining): Promise<void> {
  for (const handler of joining.values()) await handler(event);
}
