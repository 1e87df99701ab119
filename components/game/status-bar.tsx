"use client";

import type { Phase } from "@/lib/engine/phases";
import type { GameView } from "@/lib/engine/view";
import { capital, type TableWords } from "@/lib/words/table";
import { useNow } from "@/components/use-now";
import { useTableWords } from "./use-words";
import { nearlyEmpty, pendingDecision } from "./view-model";

/** The move time limit of a game and when the current wait began, to show the time left. */
export interface MoveClock {
  /** Days per move; null for no limit. */
  days: number | null;
  /** Length of one limit "day" in ms (shorter in tests and demos). */
  dayMs: number;
  /** When the current wait began (the last move or the start). */
  since: string | null;
}

/** "2d 4h left" for whoever acts, ticking every 30 seconds; null without a limit (and in the server's HTML). */
function useTimeLeft(clock: MoveClock | undefined, words: TableWords): string | null {
  const now = useNow();
  if (!clock?.days || !clock.since || now === null) return null;
  const left = Date.parse(clock.since) + clock.days * clock.dayMs - now;
  return left > 0 ? words.t("status.left", { time: words.duration(left) }) : words.t("status.timeUp");
}

/** Round, phase, who acts and their time, pile counters and the final-round banner. */
export function StatusBar({ view, seat, clock }: { view: GameView; seat: number | null; clock?: MoveClock }) {
  const words = useTableWords();
  const { t, name } = words;
  const names = view.players.map((p) => p.name);
  const mine = seat !== null && view.toAct.includes(seat);
  const others = words.list(view.toAct.filter((s) => s !== seat).map((s) => names[s]));
  const finished = view.status === "finished";
  const decision = pendingDecision(view);
  const timeLeft = useTimeLeft(finished ? undefined : clock, words);
  // Whole sentences for "you" and for the others: "Your decision on the Pub", "Waiting for Boris: the Pub".
  let waiting = "";
  if (!finished) {
    const about = decision?.kind === "pub" ? "pub" : decision?.kind === "drawn" ? "drawn" : "move";
    const card = decision?.kind === "drawn" ? name(decision.card) : decision?.kind === "pub" ? name("pub") : "";
    waiting = mine ? t(`status.you.${about}`, { card }) : t(`status.others.${about}`, { names: others, card });
  }
  const piles = Object.entries(view.piles) as [Phase, GameView["piles"][keyof GameView["piles"]]][];
  return (
    <div className="flex flex-col gap-1" data-testid="status">
      <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1 rounded-md border border-neva-100 bg-white px-3 py-1.5">
        <p className="flex flex-wrap gap-x-3 font-semibold" role="status" aria-live="polite">
          {finished ? (
            <span>{t("status.over")}</span>
          ) : (
            <>
              <span data-testid="round">{t("status.round", { round: view.round })}</span>
              <span data-testid="phase">{capital(words.phase(view.phase))}</span>
              <span data-testid="to-act" className={mine ? "text-amber-800" : ""}>
                {waiting}
              </span>
            </>
          )}
        </p>
        {!finished && (
          <p className="text-sm text-slate-700" data-testid="time-left">
            {clock?.days ? `${t("status.perMove", { days: clock.days })}${timeLeft ? ` · ${timeLeft}` : ""}` : t("status.noLimit")}
          </p>
        )}
        <ul className="flex flex-wrap gap-1.5 text-xs sm:ml-auto" aria-label={t("status.pilesLabel")} data-testid="pile-counters">
          {piles.map(([pile, { size }]) => {
            const low = !finished && nearlyEmpty(size, view.options);
            return (
              <li
                key={pile}
                className={`rounded border px-1.5 py-0.5 ${low ? "border-red-400 bg-red-50 font-semibold text-red-900" : "border-slate-200 bg-slate-50"}`}
                data-low={low || undefined}
                data-pile={pile}
              >
                {/* An empty pile says so, never "0 cards · nearly empty" (issue 34). */}
                {capital(size === 0 ? t("status.pileEmpty", { pile: words.pile(pile) }) : t("status.pileChip", { pile: words.pile(pile), count: size }))}
                {low && size > 0 ? <span> · {t("status.nearlyEmpty")}</span> : null}
              </li>
            );
          })}
        </ul>
      </div>
      {view.lastRound && !finished && (
        <p className="rounded-md border-2 border-red-500 bg-red-50 px-3 py-1 font-semibold text-red-900" data-testid="final-round">
          {t("status.finalRound")}
        </p>
      )}
      {seat === null && <p className="text-sm text-slate-700">{t("status.spectator")}</p>}
      {view.drawn && !finished && (
        <p className="text-sm" data-testid="drawn">
          {t.rich("status.drawn", { name: names[view.drawn.seat], card: name(view.drawn.card), b: (chunks) => <span className="font-semibold">{chunks}</span> })}
        </p>
      )}
    </div>
  );
}
