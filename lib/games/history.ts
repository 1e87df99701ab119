// The game log as data: each replayed event (lib/games/log) narrated by the engine, with what
// followed by itself. lib/words says the phrases in the reader's language where they are read.
import { narrateAftermath, narrateMove, narrateTimeout, type Phrase } from "@/lib/engine";
import type { Edition } from "@/lib/engine/catalogue";
import { replaySteps, type LoggedEvent, type LogStep } from "./log";

export interface LogLine {
  seq: number;
  seat: number | null;
  /** The move (or timeout) itself. */
  phrase: Phrase;
  /** Scoring, new phases and rounds that the move brought about. */
  aftermath: Phrase[];
  /** Card names follow the table's edition. */
  edition: Edition;
  /** A bot made this move (issue 21): the log says so beside the move. */
  bot?: true;
  /** Issue 22: the bot made it for this person's seat ("played by the bot for Cy"): their name. */
  botFor?: string;
}

/** One replayed event, narrated. */
export function describeStep({ event, before, effects }: LogStep): LogLine {
  const phrase = event.type === "timeout" ? narrateTimeout(before, event.seat, effects) : narrateMove(before, event.move, effects);
  const line: LogLine = { seq: event.seq, seat: event.seat, phrase, aftermath: narrateAftermath(before, effects), edition: before.options.edition };
  if (event.type !== "move" || !event.bot) return line;
  return event.standIn ? { ...line, bot: true, botFor: before.players[event.seat]?.name ?? "" } : { ...line, bot: true };
}

/** The lines of a whole log (setup first) for the events after `after`. */
export function describeEvents(events: readonly LoggedEvent[], after = 0): LogLine[] {
  const lines: LogLine[] = [];
  for (const step of replaySteps(events)) if (step.event.seq > after) lines.push(describeStep(step));
  return lines;
}
