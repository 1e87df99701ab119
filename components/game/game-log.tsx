import type { LogLine } from "@/lib/games/history";

/** The moves in plain words, newest first, each with what followed by itself (scoring, new phases). */
export function GameLog({ lines }: { lines: LogLine[] }) {
  const newestFirst = [...lines].reverse();
  return (
    <section aria-labelledby="log-title" className="flex flex-col gap-2">
      <h2 id="log-title" className="text-lg font-semibold">
        Log <span className="text-sm font-normal text-slate-600">(newest first)</span>
      </h2>
      {newestFirst.length === 0 ? (
        <p className="text-sm text-slate-700">No moves yet.</p>
      ) : (
        <ol className="flex max-h-[28rem] flex-col gap-1 overflow-y-auto rounded-md border border-slate-200 bg-white p-2 text-sm" data-testid="log" tabIndex={0} aria-label="Moves, newest first">
          {newestFirst.map((line) => (
            <li key={line.seq} className="border-b border-slate-100 pb-1 last:border-0">
              <span className="mr-1 text-xs text-slate-500">#{line.seq}</span>
              {line.text}.
              {line.aftermath.length > 0 && (
                <ul className="ml-4 list-disc text-slate-700">
                  {line.aftermath.map((a, i) => (
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
