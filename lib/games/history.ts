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
  /**
   * Issue 32: the seat's standing orders made it ("Anna passed (planned)"). Secret while the game
   * runs: only the author's own table shows it (`forViewer`), everyone's once the game is over.
   */
  byOrder?: true;
}

/** One replayed event, narrated. */
export function describeStep({ event, before, effects }: LogStep): LogLine {
  const phrase = event.type === "timeout" ? narrateTimeout(before, event.seat, effects) : narrateMove(before, event.move, effects);
  const line: LogLine = { seq: event.seq, seat: event.seat, phrase, aftermath: narrateAftermath(before, effects), edition: before.options.edition };
  if (event.type === "move" && event.byOrder) return { ...line, byOrder: true };
  if (event.type !== "move" || !event.bot) return line;
  return event.standIn ? { ...line, bot: true, botFor: before.players[event.seat]?.name ?? "" } : { ...line, bot: true };
}

/** The lines of a whole log (setup first) for the events after `after`. */
export function describeEvents(events: readonly LoggedEvent[], after = 0): LogLine[] {
  const lines: LogLine[] = [];
  for (const step of replaySteps(events)) if (step.event.seq > after) lines.push(describeStep(step));
  return lines;
}

/**
 * The lines as `seat` (null: a spectator) may read them: while the game runs, whether a move was
 * made by standing orders is its author's alone (issue 32: orders are secret), so the mark is
 * left off every other seat's lines.
 */
export function forViewer(lines: readonly LogLine[], seat: number | null, finished: boolean): LogLine[] {
  if (finished || !lines.some((line) => line.byOrder && line.seat !== seat)) return lines as LogLine[];
  return lines.map((line) => {
    if (!line.byOrder || line.seat === seat) return line;
    const { byOrder: _secret, ...plain } = line;
    return plain;
  });
}
