"use client";

import { useTranslations } from "next-intl";
import { useCallback, useEffect, useRef, useState } from "react";
import { CardRow } from "@/components/game/card-row";
import { useSayLine } from "@/components/game/use-words";
import { FinalScores } from "@/components/game/final-scores";
import { GameLog } from "@/components/game/game-log";
import { Piles } from "@/components/game/piles";
import { EditionProvider } from "@/components/game/edition";
import { PlayersSection } from "@/components/game/players-section";
import { StatusBar } from "@/components/game/status-bar";
import type { LogLine } from "@/lib/games/history";
import type { ReplayStep } from "@/lib/history/replay";
import { withShownNames } from "@/lib/words/names";

const BUTTON = "rounded-md border border-slate-400 bg-white px-3 py-1.5 text-sm font-medium hover:bg-slate-50 disabled:opacity-50";

/**
 * Steps through a game move by move: buttons, a slider, ← → (Home, End) keys and ?move=K in the
 * address. Each step's table comes from the server as the viewer may see it, and is drawn with
 * the live table's components.
 */
export function ReplayViewer({ gameId, initial, seat, log }: { gameId: string; initial: ReplayStep; seat: number | null; log: LogLine[] }) {
  const [step, setStep] = useState(initial);
  const [target, setTarget] = useState(initial.move);
  const [error, setError] = useState<string | null>(null);
  const sayLine = useSayLine();
  const former = useTranslations("account")("formerPlayer");
  const said = step.line ? sayLine(step.line) : null;
  const cache = useRef(new Map<number, ReplayStep>([[initial.move, initial]]));
  const last = initial.last;

  const fetchStep = useCallback(
    async (move: number): Promise<ReplayStep> => {
      const hit = cache.current.get(move);
      if (hit) return hit;
      const response = await fetch(`/games/${gameId}/replay/step?move=${move}`, { headers: { accept: "application/json" } });
      if (!response.ok) throw new Error(`The server answered ${response.status}.`);
      const loaded = (await response.json()) as ReplayStep;
      cache.current.set(move, loaded);
      return loaded;
    },
    [gameId],
  );

  useEffect(() => {
    let live = true;
    fetchStep(target)
      .then((loaded) => {
        if (!live) return;
        setStep(loaded);
        setError(null);
        const url = new URL(window.location.href);
        url.searchParams.set("move", String(loaded.move));
        window.history.replaceState(window.history.state, "", url);
        // Fetch the neighbours ahead of time, so stepping feels immediate.
        for (const next of [loaded.move + 1, loaded.move - 1]) {
          if (next >= 0 && next <= last) fetchStep(next).catch(() => undefined);
        }
      })
      .catch((e: Error) => live && setError(`This move could not be loaded. ${e.message}`));
    return () => {
      live = false;
    };
  }, [target, fetchStep, last]);

  const go = useCallback((move: number) => setTarget(Math.min(last, Math.max(0, move))), [last]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey) return;
      const el = event.target as HTMLElement | null;
      if (el && (el.tagName === "INPUT" || el.tagName === "TEXTAREA" || el.tagName === "SELECT" || el.isContentEditable)) return;
      if (event.key === "ArrowRight") go(target + 1);
      else if (event.key === "ArrowLeft") go(target - 1);
      else if (event.key === "Home") go(0);
      else if (event.key === "End") go(last);
      else return;
      event.preventDefault();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [go, target, last]);

  // A deleted player's seat (issue 26) in the reader's words.
  const view = withShownNames(step.view, former);
  const me = seat === null ? null : view.players[seat];
  const lines = log.filter((l) => l.seq <= step.move);
  const loading = target !== step.move;

  return (
    <EditionProvider edition={view.options.edition}>
      <div className="flex flex-col gap-5" data-testid="replay" data-move={step.move} data-last={last} aria-busy={loading}>
        <div className="sticky top-0 z-10 flex flex-col gap-2 rounded-md border border-neva-100 bg-white/95 p-3 shadow-sm backdrop-blur">
          <div className="flex flex-wrap items-center gap-2">
            <button type="button" className={BUTTON} onClick={() => go(0)} disabled={target === 0} aria-label="Start (first move)">
              «<span className="sr-only sm:not-sr-only sm:ml-1">Start</span>
            </button>
            <button type="button" className={BUTTON} onClick={() => go(target - 1)} disabled={target === 0} aria-label="Previous move">
              ←<span className="sr-only sm:not-sr-only sm:ml-1">Previous</span>
            </button>
            <button type="button" className={BUTTON} onClick={() => go(target + 1)} disabled={target === last} aria-label="Next move">
              <span className="sr-only sm:not-sr-only sm:mr-1">Next</span>→
            </button>
            <button type="button" className={BUTTON} onClick={() => go(last)} disabled={target === last} aria-label="End (last move)">
              <span className="sr-only sm:not-sr-only sm:mr-1">End</span>»
            </button>
            <p className="ml-auto text-sm font-semibold" data-testid="replay-position" aria-live="polite">
              Move {step.move} of {last}
            </p>
          </div>
          <label className="flex items-center gap-2 text-sm">
            <span className="sr-only">Move</span>
            <input
              type="range"
              min={0}
              max={last}
              value={target}
              onChange={(e) => go(Number(e.target.value))}
              className="w-full accent-neva-600"
              aria-valuetext={`Move ${target} of ${last}`}
              data-testid="replay-slider"
            />
          </label>
          <p className="text-sm" data-testid="replay-line">
            {step.move === 0 ? "The game as dealt." : said ? `#${step.line!.seq} ${said.text}.` : ""}
            {said && said.aftermath.length > 0 && <span className="text-slate-700"> {said.aftermath.join(" ")}</span>}
          </p>
          <p className="text-xs text-slate-600">Use ← and → to step, Home and End to jump. Link to this move: copy the address.</p>
          {error && (
            <p role="alert" className="text-sm text-red-800">
              {error}
            </p>
          )}
        </div>
        <StatusBar view={view} seat={seat} />
        <FinalScores view={view} />
        <CardRow id="upper-row" title="Upper row" cards={view.upperRow} me={null} moves={[]} source="upper" />
        <CardRow id="lower-row" title="Lower row" cards={view.lowerRow} me={null} moves={[]} source="lower" empty="The lower row is empty." />
        {me && <CardRow id="hand" title="Your hand" cards={me.hand ?? []} me={null} moves={[]} source="hand" empty="Your hand is empty." />}
        <PlayersSection view={view} seat={seat} open />
        <Piles view={view} />
        <GameLog lines={lines} />
      </div>
    </EditionProvider>
  );
}
