// What must happen with a change to a game happens in its transaction, but lib/games does not
// know who needs it: mail notices (lib/mail) and result summaries (lib/history) subscribe here,
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

/** A table was created (not started: it has no log yet). */
export interface Created {
  tx: Tx;
  gameId: string;
}

type Handler<T> = (event: T) => Promise<void>;

// By name, so wiring twice (a module evaluated again, a test re-importing) replaces, never doubles.
const appended = new Map<string, Handler<Appended>>();
const created = new Map<string, Handler<Created>>();

export function onAppend(name: string, handler: Handler<Appended>): void {
  appended.set(name, handler);
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
