import Link from "next/link";
import type { LogLine } from "@/lib/games/history";
import { useTranslations } from "next-intl";
import { useSayLine } from "./use-words";

/**
 * The moves in plain words, newest first, each with what followed by itself (scoring, new phases).
 * With `gameId` each line links to the replay at that move; lines after `seenUpTo` by others are
 * marked new (moves since the viewer's last visit).
 */
export function GameLog({ lines, gameId, seenUpTo = null, seat = null, openedAt = Infinity }: { lines: LogLine[]; gameId?: string; seenUpTo?: number | null; seat?: number | null; openedAt?: number }) {
  const newestFirst = [...lines].reverse();
  // New since the last visit: what came while away (up to the seq the page opened at), never
  // what comes while the page is open (the badge grew 3, 13, 172, 244 on an open table: issue 34).
  const fresh = (line: LogLine) => seenUpTo !== null && line.seq > seenUpTo && line.seq <= openedAt && line.seat !== seat;
  const freshCount = newestFirst.filter(fresh).length;
  const say = useSayLine();
  const t = useTranslations("table.log");
  return (
    <section aria-labelledby="log-title" className="flex min-h-0 min-w-0 flex-col gap-1 lg:flex-1">
      <h2 id="log-title" className="text-sm font-semibold">
        {t("title")} <span className="font-normal text-slate-600">{t("newestFirst")}</span>
        {freshCount > 0 && (
          <span className="ml-2 rounded bg-sky-100 px-1.5 text-xs font-semibold text-sky-900" data-testid="log-new-count">
            {t("fresh", { count: freshCount })}
          </span>
        )}
      </h2>
      {newestFirst.length === 0 ? (
        <p className="text-sm text-slate-700">{t("empty")}</p>
      ) : (
        <ol className="flex max-h-[28rem] min-h-0 flex-col gap-1 overflow-y-auto rounded-md border border-slate-200 bg-white p-2 text-sm lg:max-h-none lg:min-h-[10rem] lg:flex-1" data-testid="log" tabIndex={0} aria-label={t("listLabel")}>
          {newestFirst.map((line) => ({ line, said: say(line) })).map(({ line, said }) => (
            <li key={line.seq} className={`border-b border-slate-100 pb-1 last:border-0 ${fresh(line) ? "border-l-4 border-l-sky-500 bg-sky-50 pl-1" : ""}`} data-new={fresh(line) || undefined}>
              {gameId ? (
                <Link href={`/games/${gameId}/replay?move=${line.seq}`} className="mr-1 text-xs text-slate-600 underline underline-offset-2" aria-label={t("replayLink", { seq: line.seq })}>
                  #{line.seq}
                </Link>
              ) : (
                <span className="mr-1 text-xs text-slate-600">#{line.seq}</span>
              )}
              {fresh(line) && <span className="sr-only">{t("newMark")}</span>}
              {said.text}.
              {said.aftermath.length > 0 && (
                <ul className="ml-4 list-disc text-slate-700">
                  {said.aftermath.map((a, i) => (
                    <li key={i}>{a}</li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
