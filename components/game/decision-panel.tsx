"use client";

import type { Decision } from "@/lib/engine/decisions";
import type { LegalMove } from "@/lib/engine/legal";
import type { GameView, PlayerView } from "@/lib/engine/view";
import { CardTile } from "./card-tile";
import { CardMoves, Chooser, MoveButton } from "./move-controls";
import { tilePrice } from "./view-model";
import { cardName, moveKey, movesFor } from "./words";

// The choices of New Society and The Banquet that belong to no card of a row or the hand: a
// pending decision (a drawn or picked card, the Guild Hall split, the Trading House, the
// Pickpocket) and the card uses of a turn (Debtor's Prison, Sycophant, and at the Yucata timing
// the Trading House and Guild Hall). Every button is one legal move, labelled and priced from it.

const HOW_DRAWN = {
  observatory: "Your Observatory drew this card.",
  debtorsPrison: "Your Debtor's Prison picked this card from the discard pile.",
  blackMarket: "Your Black Market picked this card from the discard pile (no row discount).",
} as const;

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
          <p>{HOW_DRAWN[decision.via]} Buy it, take it into hand, or discard it:</p>
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
          <p>Your Guild Hall: split its income between rubles and points.</p>
          <Chooser id="guildHall" label="Guild Hall: choose the split" subject={cardName("guild-hall", view.options.edition)} moves={split} />
        </div>
      );
    }
    case "tradingHouse": {
      const uses = ofType(moves, "tradingHouse");
      if (uses.length === 0) return null;
      return (
        <div className="flex flex-col gap-2" data-testid="decision" data-decision="tradingHouse">
          <p>Your Trading House: buy points with rubles, or let it be.</p>
          <Buttons moves={uses} label="Trading House" />
        </div>
      );
    }
    case "pickpocket": {
      const answers = moves.filter((m) => (m.move.type === "action" && m.move.card === "pickpocket") || m.move.type === "pass");
      if (answers.length === 0) return null;
      return (
        <div className="flex flex-col gap-2" data-testid="decision" data-decision="pickpocket">
          <p>A phase begins whose start token you do not hold. Play your Pickpocket to act first in it, or pass and keep it.</p>
          <Buttons moves={answers} label="Pickpocket" />
        </div>
      );
    }
    case "symbol": {
      const symbols = ofType(moves, "symbol");
      if (symbols.length === 0) return null;
      return (
        <div className="flex flex-col gap-2" data-testid="decision" data-decision="symbol">
          <p>Your {cardName(decision.card, view.options.edition)} shows a “?”: take one of the market symbol tokens left in the supply for it.</p>
          <Buttons moves={symbols} label="Market symbol" />
        </div>
      );
    }
    case "upkeep": {
      const upkeep = ofType(moves, "upkeep");
      if (upkeep.length === 0) return null;
      return (
        <div className="flex flex-col gap-2" data-testid="decision" data-decision="upkeep">
          <p>Market scoring: pay the upkeep of each orange card to keep it, or give it up (its marker moves back 4).</p>
          <Buttons moves={upkeep} label="Upkeep of the orange cards" />
        </div>
      );
    }
    default:
      return null;
  }
}

/** Card uses a turn offers beside the rows and the hand (no decision pending). */
export function CardUses({ view, moves }: { view: GameView; moves: LegalMove[] }) {
  if (view.pendingDecision) return null;
  const prison = ofType(moves, "debtorsPrison");
  const sycophant = ofType(moves, "releaseSycophant");
  const trading = ofType(moves, "tradingHouse");
  const guild = ofType(moves, "guildHall");
  if (prison.length + sycophant.length + trading.length + guild.length === 0) return null;
  return (
    <div className="flex flex-col gap-1" data-testid="card-uses">
      <p className="text-sm font-medium">Card uses:</p>
      <div className="flex flex-wrap items-start gap-2">
        {prison.length > 0 && (
          <div className="max-w-xs">
            <Chooser id="debtorsPrison" label="Debtor's Prison: pick a card from the discard pile" subject={cardName("debtors-prison", view.options.edition)} moves={prison} />
          </div>
        )}
        {guild.length > 0 && (
          <div className="max-w-xs">
            <Chooser id="guildHall" label="Guild Hall: choose the split" subject={cardName("guild-hall", view.options.edition)} moves={guild} />
          </div>
        )}
        {trading.length > 0 && <Buttons moves={trading} label="Trading House" />}
        {sycophant.length > 0 && <Buttons moves={sycophant} label="Sycophant" />}
      </div>
    </div>
  );
}

/** "2 actions left" while a Double Turn runs (R13), read from the view. */
export function ActionsLeft({ view }: { view: GameView }) {
  if (!view.actionsLeft) return null;
  return (
    <p className="rounded bg-yellow-100 px-2 py-0.5 text-sm font-semibold text-yellow-900" data-testid="actions-left">
      Double Turn: {view.actionsLeft} action{view.actionsLeft === 1 ? "" : "s"} left
    </p>
  );
}
