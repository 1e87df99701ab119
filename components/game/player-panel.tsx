"use client";

import type { Kind } from "@/lib/engine/catalogue";
import type { Span } from "@/lib/engine/forecast";
import type { GameView, PlayerView } from "@/lib/engine/view";
import type { BotLevel } from "@/lib/bots/levels";
import { useTranslations } from "next-intl";
import { capital, type TableWords } from "@/lib/words/table";
import { useTableWords } from "./use-words";
import { playerForecast, stacked } from "./view-model";
import { cardDef, KIND_STYLE } from "./table-helpers";

const KINDS: Kind[] = ["worker", "building", "aristocrat", "action", "market"];

const LEVEL_NAME = { beginner: "levelBeginner", standard: "levelStandard", strong: "levelStrong" } as const satisfies Record<BotLevel, string>;

/**
 * "starts: worker phase, building phase", and the five-player disc (ruling R24) said apart from the
 * phases. The phases' own names, not a pile's capitalised ("commence Des nobles", issue 33).
 */
function tokenWords(tokens: PlayerView["tokens"], { t, phase, list }: TableWords): string {
  const phases = tokens.filter((token): token is Exclude<typeof token, "disc"> => token !== "disc").map((token) => phase(token));
  const words = [phases.length > 0 ? t("player.starts", { phases: list(phases) }) : t("player.noToken")];
  if (tokens.includes("disc")) words.push(t("player.disc"));
  return words.join(" · ");
}

/** "+4₽", or "+3–4₽" when hidden money makes it uncertain: always whole. */
function spanWords(span: Span, one: (n: number) => string, range: (least: number, most: number) => string): string {
  return span.least === span.most ? one(span.least) : range(span.least, span.most);
}

/**
 * One player's side of the table. The summary (always shown): money, points, hand, start tokens,
 * what each phase's scoring will pay and a final-score estimate, each said in words on the page.
 * Opened: the play area. `open` is only the first state (the table shows play areas apart).
 */
export function PlayerPanel({
  player,
  options,
  isViewer,
  acting,
  open = true,
  bot = false,
  botLevel,
  final,
}: {
  player: PlayerView;
  options: GameView["options"];
  isViewer: boolean;
  acting: boolean;
  open?: boolean;
  /** A bot plays this seat (issue 21). */
  bot?: boolean;
  /** Its level, said on the badge (issue 36). */
  botLevel?: BotLevel;
  /** The player's final score once the game is over: no estimate and no coming scorings then (issue 34). */
  final?: number;
}) {
  const botWords = useTranslations("bots");
  const words = useTableWords();
  const { t } = words;
  const forecast = playerForecast(player, options);
  const { estimate } = forecast;
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
            <span translate="no">{player.name}</span>
            {isViewer ? t("players.you") : ""}
          </span>
          {bot && (
            <span className="rounded bg-slate-200 px-1.5 text-xs font-semibold text-slate-800" data-testid="bot-seat">
              {botLevel ? botWords("seatBadgeLevel", { level: botWords(LEVEL_NAME[botLevel]) }) : botWords("seatBadge")}
            </span>
          )}
          {acting && <span className="rounded bg-amber-100 px-1.5 text-xs font-semibold text-amber-900">{t("player.toAct")}</span>}
          {/* Said in words on the page ("12 points if the game ended now"); hovering adds how it is counted. A finished game says its final score. */}
          {final !== undefined ? (
            <span className="ml-auto text-xs font-semibold text-slate-800" data-testid="final-total" data-total={final}>
              {t("player.finalScore", { total: final })}
            </span>
          ) : (
            <span className="ml-auto text-xs font-medium text-slate-700" data-testid="estimate" data-total={estimate.total} title={t("player.estimateHow")}>
              {estimate.moneyKnown ? t("player.estimate", { total: estimate.total }) : t("player.estimateAtLeast", { total: estimate.total })}
            </span>
          )}
        </span>
        <span className="flex flex-wrap gap-x-3 text-slate-800">
          <span data-testid="money">{player.money === null ? t("player.moneyHidden") : words.rubles(player.money)}</span>
          <span>{t.rich("player.points", { count: player.points, n: (chunks) => <span data-testid="points">{chunks}</span> })}</span>
          <span data-testid="hand-size">
            {player.hand && player.hand.length > 0 && !isViewer
              ? t("player.inHandCards", { count: player.handSize, cards: words.list(player.hand.map(words.name)) })
              : t("player.inHand", { count: player.handSize })}
          </span>
          <span data-testid="tokens">{tokenWords(player.tokens, words)}</span>
        </span>
        {final === undefined && (
        <span className="flex flex-wrap gap-x-3 text-xs text-slate-700" data-testid="income">
          <span className="sr-only">{t("player.nextScorings")}</span>
          {forecast.scorings.map((s) => (
            <span key={s.phase} data-rubles={`${s.rublesSpan.least}..${s.rublesSpan.most}`} data-points={`${s.pointsSpan.least}..${s.pointsSpan.most}`}>
              {capital(words.pile(s.phase))}{" "}
              {spanWords(s.rublesSpan, (amount) => `+${amount}₽`, (least, most) => t("player.incomeRublesRange", { least, most }))}
              {s.pointsSpan.most > 0 || s.pointsSpan.least < 0
                ? ` ${spanWords(s.pointsSpan, (count) => t("player.incomePoints", { count }), (least, most) => t("player.incomePointsRange", { least, most }))}`
                : ""}
            </span>
          ))}
        </span>
        )}
        {player.autoPass && <span className="text-xs text-slate-600">{t("player.autoPass")}</span>}
      </summary>
      <div className="border-t border-slate-100 p-2">
        <PlayArea player={player} options={options} />
      </div>
    </details>
  );
}

/** A play area grouped by colour, identical cards stacked ("Lumberjack ×2"), and the aristocrat bonus. */
export function PlayArea({ player, options, changed }: { player: PlayerView; options: GameView["options"]; changed?: ReadonlySet<string> }) {
  const words = useTableWords();
  const { t } = words;
  const groups = KINDS.map((kind) => ({ kind, cards: player.playArea.filter((p) => cardDef(p.card).kind === kind) })).filter((g) => g.cards.length > 0);
  const { aristocrats } = playerForecast(player, options);
  return (
    <div className="flex flex-col gap-1 text-sm" data-testid="play-area">
      {groups.length === 0 ? (
        <p className="text-slate-600">{t("player.noCards")}</p>
      ) : (
        groups.map(({ kind, cards }) => (
          <p key={kind} className={`rounded border-l-4 px-1.5 py-0.5 ${KIND_STYLE[kind]}`}>
            <span className="text-xs font-semibold text-slate-700">{t("player.group", { kinds: t(`kinds.${kind}`), colour: words.colour(kind), count: cards.length })}</span>{" "}
            {stacked(cards).map((s, i) => (
              <span key={s.card}>
                {i > 0 ? ", " : ""}
                {/* Marked when the others' moves since the viewer's last one named it (issue 34). */}
                {changed?.has(s.card) ? (
                  <mark className="rounded bg-sky-200 px-0.5 text-inherit" data-changed title={t("since.changed")}>
                    {words.name(s.card)}
                    <span className="sr-only"> ({t("since.changed")})</span>
                  </mark>
                ) : (
                  words.name(s.card)
                )}
                {s.count > 1 ? ` ×${s.count}` : ""}
                {/* Issue 37: what the card gives, for a screen reader (the tile in the rows shows it; here the name alone). */}
                {cardDef(s.card).kind !== "action" && <span className="sr-only"> ({t("card.income", { income: words.income(cardDef(s.card, words.edition)) })})</span>}
                {s.items.some((p) => p.faceDown) ? ` ${t("player.faceDown")}` : ""}
                {/* The Banquet: a Jester or Banquet lies on the card until its next scoring (R14). */}
                {player.attachments
                  .filter((a) => a.on === s.card)
                  .map((a, j) => (
                    <span key={`${a.card}-${j}`} className="ml-1 rounded border border-dashed border-yellow-500 bg-yellow-100 px-1 text-xs font-semibold text-yellow-900" data-testid="attachment" title={words.abilityLine(cardDef(a.card)) ?? undefined}>
                      + {words.name(a.card)}
                    </span>
                  ))}
              </span>
            ))}
          </p>
        ))
      )}
      <p className="text-xs text-slate-700" data-testid="aristocrats">
        {aristocrats.nextGain > 0
          ? t("player.aristocratsMore", { distinct: aristocrats.distinct, points: aristocrats.points, gain: aristocrats.nextGain })
          : t("player.aristocrats", { distinct: aristocrats.distinct, points: aristocrats.points })}
      </p>
    </div>
  );
}
