// The game log in plain words, rebuilt from the events: each move with what followed by itself.
import { applyMove, applyTimeout, describeAftermath, describeMove, newGame, PHASE_LABEL, type GameState, type Move } from "@/lib/engine";
import { SetupPayloadSchema, type LoggedEvent, type SetupPayload } from "./log";

export interface LogLine {
  seq: number;
  seat: number | null;
  text: string;
  /** Scoring, new phases and rounds that the move brought about. */
  aftermath: string[];
}

export function describeEvents(events: readonly LoggedEvent[], after = 0): LogLine[] {
  const [first, ...rest] = events;
  if (!first || first.type !== "setup") return [];
  const setup = SetupPayloadSchema.parse(first.payload) as SetupPayload;
  return describeFrom(newGame(setup.options, setup.setup), rest, after).lines;
}

/**
 * Describes the moves and timeouts `events` (no setup) played from `start`, keeping the lines of
 * events after `after`; also returns the state they lead to, so a log can be extended later.
 */
export function describeFrom(start: GameState, events: readonly LoggedEvent[], after = 0): { lines: LogLine[]; state: GameState } {
  let state = start;
  const lines: LogLine[] = [];
  for (const event of events) {
    if (event.type === "timeout") {
      const seat = (event.payload as { seat: number }).seat;
      const timedOut = applyTimeout(state, seat);
      if (!timedOut.ok) break;
      if (event.seq > after) {
        const text = `${state.players[seat].name} ran out of time and passes for the rest of the ${PHASE_LABEL[state.phase]}`;
        lines.push({ seq: event.seq, seat, text, aftermath: describeAftermath(state, timedOut.events) });
      }
      state = timedOut.state;
      continue;
    }
    const move = (event.payload as { move: Move }).move;
    const result = applyMove(state, move);
    if (!result.ok) break;
    if (event.seq > after) {
      lines.push({
        seq: event.seq,
        seat: move.seat,
        text: describeMove(state, move, result.events),
        aftermath: describeAftermath(state, result.events),
      });
    }
    state = result.state;
  }
  return { lines, state };
}
