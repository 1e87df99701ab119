"use client";

import { useTranslations } from "next-intl";
import type { LogLine } from "@/lib/games/history";
import { useSayLine } from "./use-words";

/** At most this many of the others' moves in the summary; the rest are a count (the log has them all). */
const SHOWN = 4;

/** The others' moves since `seat`'s own last move (since the start before it), oldest first. */
export function othersSinceYourMove(lines: readonly LogLine[], seat: number): { lines: LogLine[]; sinceStart: boolean } {
  let lastOwn = -1;
  for (const line of lines) if (line.seat === seat) lastOwn = Math.max(lastOwn, line.seq);
  return { lines: lines.filter((line) => line.seq > lastOwn && line.seat !== seat), sinceStart: lastOwn < 0 };
}

/** The cards the others' moves since the viewer's last move named: marked where the table shows them. */
export function cardsNamed(lines: readonly LogLine[]): Set<string> {
  const cards = new Set<string>();
  for (const line of lines) {
    for (const key of ["card", "target", "displace", "pick"]) {
      const value = line.phrase.values[key];
      if (typeof value === "string") cards.add(value);
    }
  }
  return cards;
}

/**
 * What the others did since the viewer's last move, on the first screen (issue 34: the log began
 * at or below the fold at 1280×800): the newest few moves in words, and how many more the log holds.
 */
export function SinceYourMove({ lines, sinceStart }: { lines: LogLine[]; sinceStart: boolean }) {
  const t = useTranslations("table.since");
  const say = useSayLine();
  if (lines.length === 0) return null;
  const shown = lines.slice(-SHOWN);
  return (
    <section aria-labelledby="since-title" className="rounded-md border border-sky-300 bg-sky-50 px-3 py-1.5 text-sm" data-testid="since-your-move">
      <h2 id="since-title" className="inline font-semibold">
        {t(sinceStart ? "titleStart" : "title")}
      </h2>{" "}
      <ul className="inline">
        {shown.map((line, i) => (
          <li key={line.seq} className="inline" data-seq={line.seq}>
            {i > 0 ? " · " : ""}
            {say(line).text}
          </li>
        ))}
      </ul>
      {lines.length > shown.length && <span className="text-slate-700"> · {t("more", { count: lines.length - shown.length })}</span>}
    </section>
  );
}
