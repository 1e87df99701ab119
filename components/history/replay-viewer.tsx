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
import { StatusBar, type MoveClock } from "@/components/game/status-bar";
import type { LogLine } from "@/lib/games/history";
import type { ReplayStep } from "@/lib/history/replay";
import { withShownNames } from "@/lib/words/names";
import { useSeatWords } from "@/components/use-seat-words";

const BUTTON = "rounded-md border border-slate-400 bg-white px-3 py-1.5 text-sm font-medium hover:bg-slate-50 disabled:opacity-50";

/** A step the server did not give: its status, or null when no answer came at all. */
class StepError extends Error {
  constructor(readonly status: number | null) {
    super(`replay step: ${status ?? "no answer"}`);
  }
}

/**
 * Steps through a game move by move: buttons, a slider, ← → (Home, End) keys and ?move=K in the
 * address. Each step's table comes from the server as the viewer may see it, and is drawn with
 * the live table's components. `clock` is the table's move time limit (no wait runs in a replay,
 * so it says the limit, not the time left).
 */
export function ReplayViewer({ gameId, initial, seat, log, clock }: { gameId: string; initial: ReplayStep; seat: number | null; log: LogLine[]; clock: Omit<MoveClock, "since"> }) {
  const t = useTranslations("history.replay");
  const [step, setStep] = useState(initial);
  const [target, setTarget] = useState(initial.move);
  const [error, setError] = useState<StepError | null>(null);
  const sayLine = useSayLine();
  const seatWords = useSeatWords();
  const said = step.line ? sayLine(step.line) : null;
  const cache = useRef(new Map<number, ReplayStep>([[initial.move, initial]]));
  const last = initial.last;

  const fetchStep = useCallback(
    async (move: number): Promise<ReplayStep> => {
      const hit = cache.current.get(move);
      if (hit) return hit;
      const response = await fetch(`/games/${gameId}/replay/step?move=${move}`, { headers: { accept: "application/json" } }).catch(() => {
        throw new StepError(null);
      });
      if (!response.ok) throw new StepError(response.status);
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
      .catch((e: unknown) => live && setError(e instanceof StepError ? e : new StepError(null)));
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
  const view = withShownNames(step.view, seatWords);
  const me = seat === null ? null : view.players[seat];
  const lines = log.filter((l) => l.seq <= step.move);
  const loading = target !== step.move;

  return (
    <EditionProvider edition={view.options.edition}>
      <div className="flex flex-col gap-5" data-testid="replay" data-move={step.move} data-last={last} aria-busy={loading}>
        <div data-testid="replay-controls" className="sticky top-0 z-10 flex flex-col gap-2 rounded-md border border-neva-100 bg-white/95 p-3 shadow-sm backdrop-blur">
          <div className="flex flex-wrap items-center gap-2">
            <button type="button" className={BUTTON} onClick={() => go(0)} disabled={target === 0} aria-label={t("startLabel")}>
              «<span className="sr-only sm:not-sr-only sm:ml-1">{t("start")}</span>
            </button>
            <button type="button" className={BUTTON} onClick={() => go(target - 1)} disabled={target === 0} aria-label={t("previousLabel")}>
              ←<span className="sr-only sm:not-sr-only sm:ml-1">{t("previous")}</span>
            </button>
            <button type="button" className={BUTTON} onClick={() => go(target + 1)} disabled={target === last} aria-label={t("nextLabel")}>
              <span className="sr-only sm:not-sr-only sm:mr-1">{t("next")}</span>→
            </button>
            <button type="button" className={BUTTON} onClick={() => go(last)} disabled={target === last} aria-label={t("endLabel")}>
              <span className="sr-only sm:not-sr-only sm:mr-1">{t("end")}</span>»
            </button>
            <p className="ml-auto text-sm font-semibold" data-testid="replay-position" aria-live="polite">
              {t("position", { move: step.move, last })}
            </p>
          </div>
          <label className="flex items-center gap-2 text-sm">
            <span className="sr-only">{t("move")}</span>
            <input
              type="range"
              min={0}
              max={last}
              value={target}
              onChange={(e) => go(Number(e.target.value))}
              className="w-full accent-neva-600"
              aria-valuetext={t("position", { move: target, last })}
              data-testid="replay-slider"
            />
          </label>
          <p className="text-sm" data-testid="replay-line">
            {step.move === 0 ? t("dealt") : said ? `#${step.line!.seq} ${said.text}.` : ""}
            {said && said.aftermath.length > 0 && <span className="text-slate-700"> {said.aftermath.join(" ")}</span>}
          </p>
          <p className="text-xs text-slate-600">{t("keys")}</p>
          <p className="text-sm" data-testid="replay-time-limit">
            {clock.days ? t("timeLimit", { days: clock.days }) : t("noTimeLimit")}
          </p>
          {error && (
            <p role="alert" className="text-sm text-red-800">
              {error.status === null ? t("loadFailedOffline") : t("loadFailed", { status: error.status })}
            </p>
          )}
        </div>
        <StatusBar view={view} seat={seat} clock={{ ...clock, since: null }} />
        <FinalScores view={view} />
        <CardRow id="upper-row" title={t("upperRow")} cards={view.upperRow} me={null} moves={[]} source="upper" />
        <CardRow id="lower-row" title={t("lowerRow")} cards={view.lowerRow} me={null} moves={[]} source="lower" empty={t("lowerEmpty")} />
        {me && <CardRow id="hand" title={t("hand")} cards={me.hand ?? []} me={null} moves={[]} source="hand" empty={t("handEmpty")} />}
        <PlayersSection view={view} seat={seat} open />
        <Piles view={view} />
        <GameLog lines={lines} />
      </div>
    </EditionProvider>
  );
}
