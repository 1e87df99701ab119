"use client";

import { PUB_RUBLES_PER_POINT } from "@/lib/engine/cards/pub";
import { hindrances, type Hindrance } from "@/lib/engine/hindrance";
import type { GameView, PlayerView } from "@/lib/engine/view";
import type { LegalMove } from "@/lib/engine/legal";
import { ActionsLeft, CardUses, DecisionPanel } from "./decision-panel";
import { Chooser, MoveButton } from "./move-controls";
import { useTableWords } from "./use-words";
import { pendingDecision } from "./view-model";
import { moveKey } from "./table-helpers";

/** Why nothing but passing is left, from the cards of the rows and the hand (each says its own). */
function onlyPassReasons(view: GameView, me: PlayerView): Hindrance[] {
  const found: Hindrance[] = [];
  const player = { ...me, money: me.money ?? 0 };
  const sources = [
    ["upper", view.upperRow],
    ["lower", view.lowerRow],
    ["hand", me.hand ?? []],
  ] as const;
  for (const [source, cards] of sources) {
    for (const card of cards) found.push(...hindrances(player, card, source, [], view.options.edition));
  }
  const kinds = new Set(found.map((h) => h.kind));
  const out: Hindrance[] = [];
  const full = found.find((h) => h.kind === "handFull");
  if (full) out.push(full);
  if (kinds.has("dear")) out.push({ kind: "dear", price: 0, money: player.money });
  if (kinds.has("noTarget")) out.push({ kind: "noTarget", colour: "worker" });
  return out;
}

/**
 * The moves that belong to no card of a row or the hand: the pending decision (decision-panel),
 * the Observatory, the Pub, card uses and passing. Card moves sit on the cards themselves; when
 * only passing is left, the box says why.
 */
export function TurnPanel({ view, moves, me }: { view: GameView; moves: LegalMove[]; me: PlayerView }) {
  const { t, name } = useTableWords();
  const decision = pendingDecision(view);
  const observatory = moves.filter((m) => m.move.type === "observatory");
  const pub = moves.filter((m) => m.move.type === "pub");
  // The Pickpocket's pass is its decline, offered beside it (decision-panel).
  const passes = view.pendingDecision?.kind === "pickpocket" ? [] : moves.filter((m) => m.move.type === "pass");
  const inRows = moves.some((m) => m.move.type === "buy" || m.move.type === "take" || m.move.type === "play");
  const onlyPass = !view.pendingDecision && decision === null && moves.every((m) => m.move.type === "pass");
  return (
    <section aria-labelledby="your-turn-title" data-testid="your-turn" className="flex flex-col gap-1.5 rounded-md border-2 border-neva-600 bg-white px-3 py-1.5">
      <h2 id="your-turn-title" className="font-bold">
        {t("turn.title")} <span className="text-sm font-normal text-slate-700">· {t("turn.summary", { money: me.money ?? 0, cards: me.handSize })}</span>
      </h2>
      <ActionsLeft view={view} />
      <DecisionPanel view={view} moves={moves} me={me} />
      {decision?.kind === "pub" && pub.length > 0 && (
        <div className="flex flex-col gap-2">
          <p>{t("turn.pub", { price: PUB_RUBLES_PER_POINT, card: name("pub") })}</p>
          <div className="flex flex-wrap gap-2" role="group" aria-label={t("turn.pubGroup", { card: name("pub") })}>
            {pub.map((legal) => (
              <MoveButton key={moveKey(legal.move)} legal={legal} quiet={legal.move.type === "pub" && legal.move.points === 0} />
            ))}
          </div>
        </div>
      )}
      {observatory.length > 0 && (
        <div className="flex flex-col gap-1">
          <p className="text-sm font-medium">{t("turn.observatory", { card: name("observatory") })}</p>
          <div className="flex flex-wrap gap-2">
            {observatory.map((legal) => (
              <MoveButton key={moveKey(legal.move)} legal={legal} quiet />
            ))}
          </div>
        </div>
      )}
      {decision === null && pub.length > 0 && (
        <div className="max-w-xs">
          <Chooser id="pub" label={t("turn.usePub", { card: name("pub") })} moves={pub} subject={name("pub")} />
        </div>
      )}
      <CardUses view={view} moves={moves} />
      {onlyPass && <OnlyPass reasons={onlyPassReasons(view, me)} />}
      {passes.length > 0 && (
        <div className="flex flex-wrap items-center gap-2">
          {decision === null && inRows && <p className="text-sm text-slate-700">{t("turn.chooseOr")}</p>}
          {passes.map((legal) => (
            <MoveButton key={moveKey(legal.move)} legal={legal} quiet />
          ))}
        </div>
      )}
    </section>
  );
}

/** "Only passing is left: your hand is full (3 cards); every card costs more than your 13 rubles." */
function OnlyPass({ reasons }: { reasons: Hindrance[] }) {
  const { t, list } = useTableWords();
  const parts = reasons.map((h) => {
    if (h.kind === "handFull") return t("turn.onlyPassHandFull", { limit: h.limit });
    if (h.kind === "dear") return t("turn.onlyPassDear", { money: h.money });
    return t("turn.onlyPassNoTarget");
  });
  return (
    <p className="text-sm font-medium text-amber-900" data-testid="only-pass">
      {parts.length > 0 ? t("turn.onlyPass", { reasons: list(parts) }) : t("turn.onlyPassPlain")}
    </p>
  );
}
