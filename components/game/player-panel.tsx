import type { Kind } from "@/lib/engine/catalogue";
import type { PlayerView } from "@/lib/engine/view";
import { cardDef, cardName, KIND_COLOUR, KIND_PLURAL, KIND_STYLE, phaseLabel, rubles } from "./words";

const KINDS: Kind[] = ["worker", "building", "aristocrat", "action", "market"];

/** One player's side of the table: money, points, hand, tokens and play area grouped by colour. */
export function PlayerPanel({ player, isViewer, acting }: { player: PlayerView; isViewer: boolean; acting: boolean }) {
  const groups = KINDS.map((kind) => ({ kind, cards: player.playArea.filter((p) => cardDef(p.card).kind === kind) })).filter(
    (g) => g.cards.length > 0,
  );
  return (
    <section
      aria-labelledby={`player-${player.seat}`}
      data-testid="player"
      className={`flex min-w-0 flex-col gap-2 rounded-md border bg-white p-3 ${acting ? "border-2 border-amber-500" : "border-slate-200"}`}
    >
      <h3 id={`player-${player.seat}`} className="flex flex-wrap items-baseline gap-x-2 font-semibold">
        <span>
          {player.name}
          {isViewer ? " (you)" : ""}
        </span>
        {acting && <span className="rounded bg-amber-100 px-1.5 text-xs font-semibold text-amber-900">to act</span>}
        {player.autoPass && <span className="text-xs font-normal text-slate-600">passing until the phase ends</span>}
      </h3>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-sm">
        <dt className="text-slate-600">Money</dt>
        <dd data-testid="money">{player.money === null ? "hidden" : rubles(player.money)}</dd>
        <dt className="text-slate-600">Points</dt>
        <dd data-testid="points">{player.points}</dd>
        <dt className="text-slate-600">Hand</dt>
        <dd>
          {player.handSize} card{player.handSize === 1 ? "" : "s"}
          {player.hand && player.hand.length > 0 && !isViewer ? `: ${player.hand.map(cardName).join(", ")}` : ""}
        </dd>
        <dt className="text-slate-600">Start token</dt>
        <dd>{player.tokens.length > 0 ? player.tokens.map((t) => (t === "disc" ? "disc" : phaseLabel(t))).join(", ") : "none"}</dd>
      </dl>
      <div>
        <h4 className="text-sm font-semibold">Play area</h4>
        {groups.length === 0 ? (
          <p className="text-sm text-slate-600">No cards yet.</p>
        ) : (
          <div className="mt-1 flex flex-col gap-1.5">
            {groups.map(({ kind, cards }) => (
              <div key={kind} className={`rounded border-l-4 px-2 py-1 text-sm ${KIND_STYLE[kind]}`}>
                <p className="text-xs font-semibold uppercase tracking-wide text-slate-700">
                  {KIND_PLURAL[kind]} ({KIND_COLOUR[kind]}) · {cards.length}
                </p>
                <ul className="flex flex-wrap gap-x-3">
                  {cards.map((p, i) => (
                    <li key={`${p.card}-${i}`}>
                      {cardName(p.card)}
                      {p.faceDown ? <span className="text-slate-600"> (face down)</span> : null}
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
        )}
      </div>
    </section>
  );
}
