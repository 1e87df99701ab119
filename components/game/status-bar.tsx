import type { GameView } from "@/lib/engine/view";
import { cardName, phaseLabel } from "./words";

/** Round, phase and who is to act, in one line a screen reader announces when it changes. */
export function StatusBar({ view, seat }: { view: GameView; seat: number | null }) {
  const names = view.players.map((p) => p.name);
  const acting = view.toAct.map((s) => (s === seat ? "you" : names[s]));
  const finished = view.status === "finished";
  let waiting = "";
  if (!finished) {
    if (view.step === "pub") waiting = `${acting.join(", ")} to decide on the Pub`;
    else if (view.step === "drawn" && view.drawn) waiting = `${acting.join(", ")} to decide on the drawn ${cardName(view.drawn.card)}`;
    else if (acting.length === 1 && acting[0] === "you") waiting = "your move";
    else waiting = `${acting.join(", ")} to act`;
  }
  return (
    <div className="flex flex-col gap-1 rounded-md border border-neva-100 bg-white p-3" data-testid="status">
      <p className="flex flex-wrap gap-x-3 text-lg font-semibold" role="status" aria-live="polite">
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
      <p className="text-sm text-slate-700">
        {seat === null ? "You are watching this game as a spectator." : `You play as ${names[seat]}.`}
        {view.lastRound && !finished ? " This is the last round." : ""}
      </p>
      {view.drawn && !finished && (
        <p className="text-sm" data-testid="drawn">
          {names[view.drawn.seat]}’s Observatory drew: <span className="font-semibold">{cardName(view.drawn.card)}</span>
        </p>
      )}
    </div>
  );
}
