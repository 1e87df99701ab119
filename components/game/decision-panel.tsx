"use client";

import type { Decision } from "@/lib/engine/decisions";
import type { LegalMove } from "@/lib/engine/legal";
import type { GameView, PlayerView } from "@/lib/engine/view";
import { CardTile } from "./card-tile";
import { CardMoves, Chooser, MoveButton } from "./move-controls";
import { useTableWords } from "./use-words";
import { tilePrice } from "./view-model";
import { moveKey, movesFor } from "./table-helpers";

/** The card that drew or picked the card in question, named through the catalogue (issue 33). */
const VIA_CARD = { observatory: "observatory", debtorsPrison: "debtors-prison", blackMarket: "black-market" } as const;

// The choices of New Society and The Banquet that belong to no card of a row or the hand: a
// pending decision (a drawn or picked card, the Guild Hall split, the Trading House, the
// Pickpocket) and the card uses of a turn (Debtor's Prison, Sycophant, and at the Yucata timing
// the Trading House and Guild Hall). Every button is one legal move, labelled and priced from it.

function ofType(moves: readonly LegalMove[], type: LegalMove["move"]["type"]): LegalMove[] {
  return moves.filter((m) => m.move.type === type);
}

function Buttons({ moves, label }: { moves: LegalMove[]; label: string }) {
  return (
    <div className="flex flex-wrap gap-2" role="group" aria-label={label}>
      {moves.map((legal) => (
        <MoveButton key={moveKey(legal.move)} legal={legal} quiet={legal.move.type === "pass" || (legal.move.type === "tradingHouse" && !legal.move.use)} />
      ))}
    </div>
  );
}

/** The pending decision this viewer answers now, if it is one of the kinds shown here. */
export function DecisionPanel({ view, moves, me }: { view: GameView; moves: LegalMove[]; me: PlayerView }) {
  const { t, name } = useTableWords();
  // The view's type omits `resume` without distributing over the kinds; read it as the union it is.
  const decision = view.pendingDecision as Decision | null;
  if (!decision || decision.seat !== me.seat) return null;
  switch (decision.kind) {
    case "drawn": {
      const drawn = movesFor(moves, decision.card, "drawn");
      if (drawn.length === 0) return null;
      // The tile explains a price only when it is the one the engine asks (the Black Market has no row discount).
      const price = tilePrice(me, decision.card, "drawn", view.options.edition);
      const asked = drawn.find((m) => m.move.type === "buy")?.price;
      return (
        <div className="flex flex-col gap-2" data-testid="decision" data-decision="drawn">
          <p>{t(`decision.drawn.${decision.via}`, { card: name(VIA_CARD[decision.via]) })} {t("decision.drawnAsk")}</p>
          <div className="max-w-xs">
            <CardTile card={decision.card} price={price && price.total === asked ? price : null}>
              <CardMoves moves={drawn} chooserId={`drawn:${decision.card}`} />
            </CardTile>
          </div>
        </div>
      );
    }
    case "guildHall": {
      const split = ofType(moves, "guildHall");
      if (split.length === 0) return null;
      return (
        <div className="flex max-w-xs flex-col gap-2" data-testid="decision" data-decision="guildHall">
          <p>{t("decision.guildHall", { card: name("guild-hall") })}</p>
          <Chooser id="guildHall" label={t("decision.guildHallChoose", { card: name("guild-hall") })} subject={name("guild-hall")} moves={split} />
        </div>
      );
    }
    case "tradingHouse": {
      const uses = ofType(moves, "tradingHouse");
      if (uses.length === 0) return null;
      return (
        <div className="flex flex-col gap-2" data-testid="decision" data-decision="tradingHouse">
          <p>{t("decision.tradingHouse", { card: name("trading-house") })}</p>
          <Buttons moves={uses} label={t("decision.tradingHouseGroup", { card: name("trading-house") })} />
        </div>
      );
    }
    case "pickpocket": {
      const answers = moves.filter((m) => (m.move.type === "action" && m.move.card === "pickpocket") || m.move.type === "pass");
      if (answers.length === 0) return null;
      return (
        <div className="flex flex-col gap-2" data-testid="decision" data-decision="pickpocket">
          <p>{t("decision.pickpocket", { card: name("pickpocket") })}</p>
          <Buttons moves={answers} label={t("decision.pickpocketGroup", { card: name("pickpocket") })} />
        </div>
      );
    }
    case "symbol": {
      const symbols = ofType(moves, "symbol");
      if (symbols.length === 0) return null;
      return (
        <div className="flex flex-col gap-2" data-testid="decision" data-decision="symbol">
          <p>{t("decision.symbol", { card: name(decision.card) })}</p>
          <Buttons moves={symbols} label={t("decision.symbolGroup")} />
        </div>
      );
    }
    case "upkeep": {
      const upkeep = ofType(moves, "upkeep");
      if (upkeep.length === 0) return null;
      return (
        <div className="flex flex-col gap-2" data-testid="decision" data-decision="upkeep">
          <p>{t("decision.upkeep")}</p>
          <Buttons moves={upkeep} label={t("decision.upkeepGroup")} />
        </div>
      );
    }
    default:
      return null;
  }
}

/** Card uses a turn offers beside the rows and the hand (no decision pending). */
export function CardUses({ view, moves }: { view: GameView; moves: LegalMove[] }) {
  const { t, name } = useTableWords();
  if (view.pendingDecision) return null;
  const prison = ofType(moves, "debtorsPrison");
  const sycophant = ofType(moves, "releaseSycophant");
  const trading = ofType(moves, "tradingHouse");
  const guild = ofType(moves, "guildHall");
  if (prison.length + sycophant.length + trading.length + guild.length === 0) return null;
  return (
    <div className="flex flex-col gap-1" data-testid="card-uses">
      <p className="text-sm font-medium">{t("decision.cardUses")}</p>
      <div className="flex flex-wrap items-start gap-2">
        {prison.length > 0 && (
          <div className="max-w-xs">
            <Chooser id="debtorsPrison" label={t("decision.debtorsPrison", { card: name("debtors-prison") })} subject={name("debtors-prison")} moves={prison} />
          </div>
        )}
        {guild.length > 0 && (
          <div className="max-w-xs">
            <Chooser id="guildHall" label={t("decision.guildHallChoose", { card: name("guild-hall") })} subject={name("guild-hall")} moves={guild} />
          </div>
        )}
        {trading.length > 0 && <Buttons moves={trading} label={t("decision.tradingHouseGroup", { card: name("trading-house") })} />}
        {sycophant.length > 0 && <Buttons moves={sycophant} label={t("decision.sycophantGroup", { card: name("sycophant") })} />}
      </div>
    </div>
  );
}

/** "2 actions left" while a Double Turn runs (R13), read from the view. */
export function ActionsLeft({ view }: { view: GameView }) {
  const { t, name } = useTableWords();
  if (!view.actionsLeft) return null;
  return (
    <p className="rounded bg-yellow-100 px-2 py-0.5 text-sm font-semibold text-yellow-900" data-testid="actions-left">
      {t("decision.actionsLeft", { count: view.actionsLeft, card: name("double-turn") })}
    </p>
  );
}
