"use client";

import type { Kind } from "@/lib/engine/catalogue";
import type { GameView, PlayerView } from "@/lib/engine/view";
import { playerForecast, stacked } from "./view-model";
import { abilityLine, cardDef, cardName, KIND_COLOUR, KIND_PLURAL, KIND_STYLE, phaseLabel, points, rubles } from "./words";
import { useTranslations } from "next-intl";

const KINDS: Kind[] = ["worker", "building", "aristocrat", "action", "market"];

const capital = (s: string) => s.replace(/^./, (c) => c.toUpperCase());

/** "starts Worker, Building", and the five-player disc (ruling R24) said apart from the phases. */
function tokenWords(tokens: PlayerView["tokens"]): string {
  const phases = tokens.filter((t): t is Exclude<typeof t, "disc"> => t !== "disc").map((t) => phaseLabel(t).replace(" phase", ""));
  const words = [phases.length > 0 ? `starts ${phases.join(", ")}` : "no start token"];
  if (tokens.includes("disc")) words.push("holds the disc");
  return words.join(" · ");
}

/**
 * One player's side of the table. The summary (always shown): money, points, hand, start tokens,
 * what each phase's scoring will pay and a final-score estimate. Opened: the play area. `open` is
 * only the first state (the table starts closed and shows play areas apart on wide screens).
 */
export function PlayerPanel({
  player,
  options,
  isViewer,
  acting,
  open = true,
  bot = false,
}: {
  player: PlayerView;
  options: GameView["options"];
  isViewer: boolean;
  acting: boolean;
  open?: boolean;
  /** A bot plays this seat (issue 21). */
  bot?: boolean;
}) {
  const botWords = useTranslations("bots");
  const forecast = playerForecast(player, options);
  const { estimate } = forecast;
  const estimateTitle = `If the game ended now${estimate.moneyKnown ? "" : " (money hidden, counted as 0)"}: points, aristocrat bonus, 1 per 10 rubles, −5 per card in hand.`;
  return (
    <details
      open={open}
      aria-labelledby={`player-${player.seat}`}
      data-testid="player"
      data-seat={player.seat}
      className={`group min-w-0 rounded-md border bg-white text-sm ${acting ? "border-2 border-amber-500" : "border-slate-200"}`}
    >
      <summary className="flex cursor-pointer list-none flex-col gap-0.5 p-2 [&::-webkit-details-marker]:hidden">
        <span id={`player-${player.seat}`} className="flex flex-wrap items-baseline gap-x-2 font-semibold">
          <span aria-hidden="true" className="inline-block text-slate-600 group-open:rotate-90">
            ▸
          </span>
          <span>
            {player.name}
            {isViewer ? " (you)" : ""}
          </span>
          {bot && (
            <span className="rounded bg-slate-200 px-1.5 text-xs font-semibold text-slate-800" data-testid="bot-seat">
              {botWords("seatBadge")}
            </span>
          )}
          {acting && <span className="rounded bg-amber-100 px-1.5 text-xs font-semibold text-amber-900">to act</span>}
          <span className="ml-auto text-xs font-medium text-slate-700" title={estimateTitle} data-testid="estimate">
            ≈ {estimate.total}
            {estimate.moneyKnown ? "" : "+"} at the end
          </span>
        </span>
        <span className="flex flex-wrap gap-x-3 text-slate-800">
          <span data-testid="money">{player.money === null ? "hidden" : rubles(player.money)}</span>
          <span>
            <span data-testid="points">{player.points}</span> {player.points === 1 ? "point" : "points"}
          </span>
          <span data-testid="hand-size">
            {player.handSize} in hand
            {player.hand && player.hand.length > 0 && !isViewer ? `: ${player.hand.map((card) => cardName(card, options.edition)).join(", ")}` : ""}
          </span>
          <span data-testid="tokens">{tokenWords(player.tokens)}</span>
        </span>
        <span className="flex flex-wrap gap-x-3 text-xs text-slate-700" data-testid="income">
          <span className="sr-only">Next scoring pays:</span>
          {forecast.scorings.map((s) => (
            <span key={s.phase}>
              {capital(phaseLabel(s.phase).replace(" phase", ""))} +{s.rubles}₽{s.points ? ` +${s.points} VP` : ""}
            </span>
          ))}
        </span>
        {player.autoPass && <span className="text-xs text-slate-600">Passing until the phase ends</span>}
      </summary>
      <div className="border-t border-slate-100 p-2">
        <PlayArea player={player} options={options} />
      </div>
    </details>
  );
}

/** A play area grouped by colour, identical cards stacked ("Lumberjack ×2"), and the aristocrat bonus. */
export function PlayArea({ player, options }: { player: PlayerView; options: GameView["options"] }) {
  const groups = KINDS.map((kind) => ({ kind, cards: player.playArea.filter((p) => cardDef(p.card).kind === kind) })).filter((g) => g.cards.length > 0);
  const { aristocrats } = playerForecast(player, options);
  return (
    <div className="flex flex-col gap-1 text-sm" data-testid="play-area">
      {groups.length === 0 ? (
        <p className="text-slate-600">No cards in play yet.</p>
      ) : (
        groups.map(({ kind, cards }) => (
          <p key={kind} className={`rounded border-l-4 px-1.5 py-0.5 ${KIND_STYLE[kind]}`}>
            <span className="text-xs font-semibold text-slate-700">
              {KIND_PLURAL[kind]} ({KIND_COLOUR[kind]}) · {cards.length}:
            </span>{" "}
            {stacked(cards).map((s, i) => (
              <span key={s.card}>
                {i > 0 ? ", " : ""}
                {cardName(s.card, options.edition)}
                {s.count > 1 ? ` ×${s.count}` : ""}
                {s.items.some((p) => p.faceDown) ? " (face down)" : ""}
                {/* The Banquet: a Jester or Banquet lies on the card until its next scoring (R14). */}
                {player.attachments
                  .filter((a) => a.on === s.card)
                  .map((a, j) => (
                    <span key={`${a.card}-${j}`} className="ml-1 rounded border border-dashed border-yellow-500 bg-yellow-100 px-1 text-xs font-semibold text-yellow-900" data-testid="attachment" title={abilityLine(cardDef(a.card)) ?? undefined}>
                      + {cardName(a.card, options.edition)}
                    </span>
                  ))}
              </span>
            ))}
          </p>
        ))
      )}
      <p className="text-xs text-slate-700" data-testid="aristocrats">
        {aristocrats.distinct} distinct aristocrat{aristocrats.distinct === 1 ? "" : "s"}: {points(aristocrats.points)} at the end
        {aristocrats.nextGain > 0 ? ` (one more: +${aristocrats.nextGain})` : ""}.
      </p>
    </div>
  );
}
