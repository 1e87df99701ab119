"use client";

import { useEffect, useState } from "react";
import type { Phase } from "@/lib/engine/phases";
import type { GameView } from "@/lib/engine/view";
import { nearlyEmpty, pendingDecision } from "./view-model";
import { cardName, durationShort, phaseLabel } from "./words";

const capital = (s: string) => s.replace(/^./, (c) => c.toUpperCase());

/** The move time limit of a game and when the current wait began, to show the time left. */
export interface MoveClock {
  /** Days per move; null for no limit. */
  days: number | null;
  /** Length of one limit "day" in ms (shorter in tests and demos). */
  dayMs: number;
  /** When the current wait began (the last move or the start). */
  since: string | null;
}

/** "2d 4h left" for whoever acts, ticking once a minute; null without a limit. */
function useTimeLeft(clock: MoveClock | undefined): string | null {
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 30_000);
    return () => clearInterval(timer);
  }, []);
  if (!clock?.days || !clock.since || now === null) return null;
  const left = Date.parse(clock.since) + clock.days * clock.dayMs - now;
  return left > 0 ? `${durationShort(left)} left` : "time is up";
}

/** Round, phase, who acts and their time, pile counters and the final-round banner. */
export function StatusBar({ view, seat, clock }: { view: GameView; seat: number | null; clock?: MoveClock }) {
  const names = view.players.map((p) => p.name);
  const acting = view.toAct.map((s) => (s === seat ? "you" : names[s]));
  const finished = view.status === "finished";
  const decision = pendingDecision(view);
  const timeLeft = useTimeLeft(finished ? undefined : clock);
  let waiting = "";
  if (!finished) {
    if (decision?.kind === "pub") waiting = `${acting.join(", ")} to decide on the Pub`;
    else if (decision?.kind === "drawn") waiting = `${acting.join(", ")} to decide on the drawn ${cardName(decision.card, view.options.edition)}`;
    else if (acting.length === 1 && acting[0] === "you") waiting = "your move";
    else waiting = `${acting.join(", ")} to act`;
  }
  const piles = Object.entries(view.piles);
  return (
    <div className="flex flex-col gap-1" data-testid="status">
      <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1 rounded-md border border-neva-100 bg-white px-3 py-1.5">
        <p className="flex flex-wrap gap-x-3 font-semibold" role="status" aria-live="polite">
          {finished ? (
            <span>The game is over</span>
          ) : (
            <>
              <span data-testid="round">Round {view.round}</span>
              <span data-testid="phase">{phaseLabel(view.phase).replace(/^./, (c) => c.toUpperCase())}</span>
              <span data-testid="to-act" className={view.toAct.includes(seat ?? -1) ? "text-amber-800" : ""}>
                {waiting.replace(/^./, (c) => c.toUpperCase())}
              </span>
            </>
          )}
        </p>
        {!finished && (
          <p className="text-sm text-slate-700" data-testid="time-left">
            {clock?.days ? `${clock.days} day${clock.days === 1 ? "" : "s"} per move${timeLeft ? ` · ${timeLeft}` : ""}` : "No time limit"}
          </p>
        )}
        <ul className="flex flex-wrap gap-1.5 text-xs sm:ml-auto" aria-label="Draw piles" data-testid="pile-counters">
          {piles.map(([name, pile]) => {
            const low = !finished && nearlyEmpty(pile.size);
            return (
              <li
                key={name}
                className={`rounded border px-1.5 py-0.5 ${low ? "border-red-400 bg-red-50 font-semibold text-red-900" : "border-slate-200 bg-slate-50"}`}
                data-low={low || undefined}
              >
                {capital(phaseLabel(name as Phase).replace(" phase", ""))}: {pile.size}
                {low ? <span> · nearly empty</span> : null}
              </li>
            );
          })}
        </ul>
      </div>
      {view.lastRound && !finished && (
        <p className="rounded-md border-2 border-red-500 bg-red-50 px-3 py-1 font-semibold text-red-900" data-testid="final-round">
          Final round: a draw pile has run out, so the game ends after this round.
        </p>
      )}
      {seat === null && <p className="text-sm text-slate-700">You are watching this game as a spectator.</p>}
      {view.drawn && !finished && (
        <p className="text-sm" data-testid="drawn">
          {names[view.drawn.seat]}’s Observatory drew: <span className="font-semibold">{cardName(view.drawn.card, view.options.edition)}</span>
        </p>
      )}
    </div>
  );
}
