// Walks a game's event log through the engine, keeping the state after every event: the base of
// replay steps, the chart, result summaries and the export. The log is the truth; nothing here
// is stored except the result summary.
import { applyMove, applyTimeout, newGame, type GameState, type Move } from "@/lib/engine";
import { SetupPayloadSchema, type LoggedEvent, type SetupPayload } from "@/lib/games/log";

export type WalkedEvent =
  | { seq: number; type: "move"; seat: number; move: Move }
  | { seq: number; type: "timeout"; seat: number };

export interface Walk {
  setup: SetupPayload;
  /** states[k] is the state after event k (states[0]: the game as dealt). */
  states: GameState[];
  /** events[k - 1] is event k. */
  events: WalkedEvent[];
}

export function parseSetup(event: LoggedEvent | undefined): SetupPayload {
  if (!event || event.type !== "setup" || event.seq !== 0) throw new Error("the game log does not start with its setup");
  return SetupPayloadSchema.parse(event.payload) as SetupPayload;
}

/** Replays every event; throws with the event's seq when the stored log does not replay. */
export function walkEvents(logged: readonly LoggedEvent[]): Walk {
  const [first, ...rest] = logged;
  const setup = parseSetup(first);
  let state = newGame(setup.options, setup.setup);
  const states: GameState[] = [state];
  const events: WalkedEvent[] = [];
  for (const event of rest) {
    if (event.seq !== states.length) throw new Error(`the game log skips from event ${states.length - 1} to ${event.seq}`);
    if (event.type === "timeout") {
      const seat = (event.payload as { seat: number }).seat;
      const result = applyTimeout(state, seat);
      if (!result.ok) throw new Error(`stored timeout ${event.seq} does not replay: ${result.error.message}`);
      state = result.state;
      events.push({ seq: event.seq, type: "timeout", seat });
    } else if (event.type === "move") {
      const move = (event.payload as { move: Move }).move;
      const result = applyMove(state, move);
      if (!result.ok) throw new Error(`stored move ${event.seq} does not replay: ${result.error.message}`);
      state = result.state;
      events.push({ seq: event.seq, type: "move", seat: move.seat, move });
    } else {
      throw new Error(`event ${event.seq} has an unknown type: ${event.type}`);
    }
    states.push(state);
  }
  return { setup, states, events };
}
