// The log in English, for the command line, operators' tools and tests: the same catalogue path
// every language goes through.
import { narrateAftermath, narrateMove, narrateTimeout, type GameEvent, type GameState, type Move } from "@/lib/engine";
import type { LogLine } from "@/lib/games/history";
import { translatorFor } from "@/lib/i18n/messages";
import { sayLine, sayPhrase } from "./log";

const say = () => translatorFor("en");

export function describeMove(before: GameState, move: Move, events: readonly GameEvent[]): string {
  return sayPhrase(say(), "en", before.options.edition, narrateMove(before, move, events));
}

export function describeTimeout(before: GameState, seat: number, events: readonly GameEvent[]): string {
  return sayPhrase(say(), "en", before.options.edition, narrateTimeout(before, seat, events));
}

export function describeAftermath(before: GameState, events: readonly GameEvent[]): string[] {
  return narrateAftermath(before, events).map((p) => sayPhrase(say(), "en", before.options.edition, p));
}

/** A log line's move sentence and aftermath in English. */
export function englishLine(line: LogLine): { text: string; aftermath: string[] } {
  return sayLine(say(), "en", line);
}

/** Several log lines, each move followed by its aftermath, in English. */
export function englishLines(lines: readonly LogLine[]): string[] {
  return lines.flatMap((line) => {
    const { text, aftermath } = englishLine(line);
    return [text, ...aftermath];
  });
}
