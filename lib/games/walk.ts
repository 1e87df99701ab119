// Every state of a game, one per event, with the log in words: what replay steps, the chart,
// result summaries and the export read. Built from the one replay path (lib/games/log).
import { newGame, type GameState } from "@/lib/engine";
import { describeStep, type LogLine } from "./history";
import { parseSetup, replaySteps, type LoggedEvent, type PlayedEvent, type SetupPayload } from "./log";

export interface Walk {
  setup: SetupPayload;
  /** states[k] is the state after event k (states[0]: the game as dealt). */
  states: GameState[];
  /** events[k - 1] is event k. */
  events: PlayedEvent[];
  /** lines[k - 1] is event k in words. */
  lines: LogLine[];
}

/** Replays every event; throws with the event's seq when the stored log does not replay. */
export function walkEvents(logged: readonly LoggedEvent[]): Walk {
  const setup = parseSetup(logged[0]);
  const dealt = newGame(setup.options, setup.setup);
  const walk: Walk = { setup, states: [dealt], events: [], lines: [] };
  for (const step of replaySteps(logged.slice(1), { seq: 0, state: dealt })) {
    walk.states.push(step.after);
    walk.events.push(step.event);
    walk.lines.push(describeStep(step));
  }
  return walk;
}
