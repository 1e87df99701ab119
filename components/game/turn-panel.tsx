"use client";

import type { GameView, PlayerView } from "@/lib/engine/view";
import type { LegalMove } from "@/lib/engine/legal";
import { CardTile } from "./card-tile";
import { CardMoves, Chooser, MoveButton } from "./move-controls";
import { pendingDecision, tilePrice } from "./view-model";
import { cardName, movesFor, moveKey, rubles } from "./words";

/**
 * The moves that belong to no card of a row or the hand: what to do with an Observatory draw,
 * the Observatory itself, the Pub, and passing. Card moves sit on the cards themselves.
 */
export function TurnPanel({ view, moves, me }: { view: GameView; moves: LegalMove[]; me: PlayerView }) {
  const decision = pendingDecision(view);
  const drawn = decision?.kind === "drawn" ? movesFor(moves, decision.card, "drawn") : [];
  const observatory = moves.filter((m) => m.move.type === "observatory");
  const pub = moves.filter((m) => m.move.type === "pub");
  const passes = moves.filter((m) => m.move.type === "pass");
  // New Society choices and Banquet action cards, until they get their own controls: one button per legal answer.
  const other = moves.filter((m) => ["tradingHouse", "guildHall", "debtorsPrison", "releaseSycophant", "action"].includes(m.move.type));
  const inRows = moves.some((m) => m.move.type === "buy" || m.move.type === "take" || m.move.type === "play");
  return (
    <section aria-labelledby="your-turn-title" data-testid="your-turn" className="flex flex-col gap-1.5 rounded-md border-2 border-neva-600 bg-white px-3 py-1.5">
      <h2 id="your-turn-title" className="font-bold">
        Your turn{" "}
        <span className="text-sm font-normal text-slate-700">
          · you have {rubles(me.money ?? 0)} and {me.handSize} card{me.handSize === 1 ? "" : "s"} in hand
        </span>
      </h2>
      {decision?.kind === "drawn" && drawn.length > 0 && (
        <div className="flex flex-col gap-2">
          <p>Your Observatory drew this card. Buy it, take it into hand, or discard it:</p>
          <div className="max-w-xs">
            <CardTile card={decision.card} price={tilePrice(me, decision.card, "drawn")}>
              <CardMoves moves={drawn} chooserId={`drawn:${decision.card}`} />
            </CardTile>
          </div>
        </div>
      )}
      {decision?.kind === "pub" && pub.length > 0 && (
        <div className="flex flex-col gap-2">
          <p>Your Pub: buy points at 2 rubles each.</p>
          <div className="flex flex-wrap gap-2" role="group" aria-label="Pub points">
            {pub.map((legal) => (
              <MoveButton key={moveKey(legal.move)} legal={legal} quiet={legal.move.type === "pub" && legal.move.points === 0} />
            ))}
          </div>
        </div>
      )}
      {observatory.length > 0 && (
        <div className="flex flex-col gap-1">
          <p className="text-sm font-medium">Observatory: instead of a normal action, draw the top card of a pile.</p>
          <div className="flex flex-wrap gap-2">
            {observatory.map((legal) => (
              <MoveButton key={moveKey(legal.move)} legal={legal} quiet />
            ))}
          </div>
        </div>
      )}
      {decision === null && pub.length > 0 && (
        <div className="max-w-xs">
          <Chooser id="pub" label="Use the Pub: buy points" moves={pub} subject={cardName("pub")} />
        </div>
      )}
      {other.length > 0 && (
        <div className="flex flex-col gap-1">
          <p className="text-sm font-medium">{view.pendingDecision ? `Your ${view.pendingDecision.waitingFor}:` : "Card uses:"}</p>
          <div className="flex flex-wrap gap-2">
            {other.map((legal) => (
              <MoveButton key={moveKey(legal.move)} legal={legal} quiet />
            ))}
          </div>
        </div>
      )}
      {passes.length > 0 && (
        <div className="flex flex-wrap items-center gap-2">
          {decision === null && inRows && <p className="text-sm text-slate-700">Choose a card in the rows or your hand, or:</p>}
          {passes.map((legal) => (
            <MoveButton key={moveKey(legal.move)} legal={legal} quiet />
          ))}
        </div>
      )}
    </section>
  );
}
