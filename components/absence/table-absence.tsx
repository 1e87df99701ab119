// Issue 22 at a running table: who is away until when, who resigned, whose seat the bot plays,
// above the table, and for a seated player the resign button (confirmed first) below it: a rare
// and final act needs no place in the first screen, where a row of its own pushed the side
// column's log below a laptop's fold. Server-rendered around the live table; a resignation
// reloads the page.
import type { ReactNode } from "react";
import { serverFormatter, serverTranslator } from "@/lib/i18n/server";
import { awayUntilOf, seatMarks } from "@/lib/absence/reads";
import { onTimeoutOf } from "@/lib/games/time-limits";
import { AWAY_DATE } from "./away-note";
import { ResignButton } from "./resign-button";

export async function TableAbsence(props: { gameId: string; status: string; names: string[]; viewerSeat: number | null; onTimeout: string; children: ReactNode }) {
  const marks = await seatMarks(props.gameId);
  const away = await awayUntilOf(marks.map((m) => m.userId));
  const [t, format] = await Promise.all([serverTranslator("absence"), serverFormatter()]);
  const running = props.status === "active";
  const notes = marks.flatMap((mark) => {
    const name = props.names[mark.seat] ?? "?";
    const until = mark.userId ? away.get(mark.userId) : undefined;
    const lines: { key: string; text: string; zoned?: true }[] = [];
    if (mark.resigned) lines.push({ key: `r${mark.seat}`, text: t("seatResigned", { name }) });
    else if (running && mark.playedBy === "bot") lines.push({ key: `b${mark.seat}`, text: t("seatBotPlays", { name }) });
    if (running && until && !mark.resigned) lines.push({ key: `a${mark.seat}`, text: t("seatAway", { name, date: format.dateTime(until, AWAY_DATE) }), zoned: true });
    return lines;
  });
  const mine = props.viewerSeat === null ? undefined : marks.find((m) => m.seat === props.viewerSeat);
  const canResign = running && mine !== undefined && !mine.resigned;
  return (
    <>
      {notes.length > 0 && (
        <section aria-label={t("tableLabel")} className="mx-auto max-w-5xl px-1 py-2 text-sm">
          <ul className="flex flex-wrap gap-x-4 text-amber-900" data-testid="seat-absence">
            {notes.map((note) => (
              <li key={note.key} data-zoned={note.zoned}>
                {note.text}
              </li>
            ))}
          </ul>
        </section>
      )}
      {props.children}
      {canResign && (
        <div className="px-3 py-4 text-sm">
          <ResignButton gameId={props.gameId} rule={onTimeoutOf(props.onTimeout)} />
        </div>
      )}
    </>
  );
}
