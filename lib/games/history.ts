// The game log in plain words: each replayed event (lib/games/log) with what followed by itself.
import { describeAftermath, describeMove, describeTimeout } from "@/lib/engine";
import { namespaceTranslator } from "@/lib/i18n/translate";
import { replaySteps, type LoggedEvent, type LogStep } from "./log";

// The log's lines come from the engine in English (describeMove), so their bot note is English too,
// from the catalogue, until the log itself is translated.
const PLAYED_BY_BOT = namespaceTranslator("en", "bots")("playedByBot");

export interface LogLine {
  seq: number;
  seat: number | null;
  text: string;
  /** Scoring, new phases and rounds that the move brought about. */
  aftermath: string[];
  /** A bot made this move (issue 21). */
  bot?: true;
}

/** One replayed event in words. */
export function describeStep({ event, before, effects }: LogStep): LogLine {
  const text =
    event.type === "timeout" ? describeTimeout(before, event.seat, effects) : describeMove(before, event.move, effects);
  if (event.type === "move" && event.bot) return { seq: event.seq, seat: event.seat, text: `${text} (${PLAYED_BY_BOT})`, aftermath: describeAftermath(before, effects), bot: true };
  return { seq: event.seq, seat: event.seat, text, aftermath: describeAftermath(before, effects) };
}

/** The lines of a whole log (setup first) for the events after `after`. */
export function describeEvents(events: readonly LoggedEvent[], after = 0): LogLine[] {
  const lines: LogLine[] = [];
  for (const step of replaySteps(events)) if (step.event.seq > after) lines.push(describeStep(step));
  return lines;
}
