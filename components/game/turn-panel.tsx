"use client";

import type { GameView, PlayerView } from "@/lib/engine/view";
import type { LegalMove } from "@/lib/engine/legal";
import { ActionsLeft, CardUses, DecisionPanel } from "./decision-panel";
import { Chooser, MoveButton } from "./move-controls";
import { pendingDecision } from "./view-model";
import { cardName, moveKey, rubles } from "./words";

/**
 * The moves that belong to no card of a row or the hand: the pending decision (decision-panel),
 * the Observatory, the Pub, card uses and passing. Card moves sit on the cards themselves.
 */
export function TurnPanel({ view, moves, me }: { view: GameView; moves: LegalMove[]; me: PlayerView }) {
  const decision = pendingDecision(view);
  const observatory = moves.filter((m) => m.move.type === "observatory");
  const pub = moves.filter((m) => m.move.type === "pub");
  // The Pickpocket's pass is its decline, offered beside it (decision-panel).
  const passes = view.pendingDecision?.kind === "pickpocket" ? [] : moves.filter((m) => m.move.type === "pass");
  const inRows = moves.some((m) => m.move.type === "buy" || m.move.type === "take" || m.move.type === "play");
  return (
    <section aria-labelledby="your-turn-title" data-testid="your-turn" className="flex flex-col gap-1.5 rounded-md border-2 border-neva-600 bg-white px-3 py-1.5">
      <h2 id="your-turn-title" className="font-bold">
        Your turn{" "}
        <span className="text-sm font-normal text-slate-700">
          · you have {rubles(me.money ?? 0)} and {me.handSize} card{me.handSize === 1 ? "" : "s"} in hand
        </span>
      </h2>
      <ActionsLeft view={view} />
      <DecisionPanel view={view} moves={moves} me={me} />
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
          <Chooser id="pub" label="Use the Pub: buy points" moves={pub} subject={cardName("pub", view.options.edition)} />
        </div>
      )}
      <CardUses view={view} moves={moves} />
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
