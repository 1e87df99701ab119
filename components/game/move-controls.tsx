"use client";

import { createContext, useContext, type ReactNode } from "react";
import type { LegalMove } from "@/lib/engine/legal";
import type { Move } from "@/lib/engine/moves";
import { useTableWords } from "./use-words";
import { moveKey } from "./table-helpers";

export interface MoveActions {
  submit: (move: Move) => void;
  pending: boolean;
  /** The chooser now open (one at a time); kept across live updates while its moves remain. */
  chooser: string | null;
  setChooser: (key: string | null) => void;
}

export const MoveContext = createContext<MoveActions | null>(null);

export function MoveProvider({ value, children }: { value: MoveActions; children: ReactNode }) {
  return <MoveContext.Provider value={value}>{children}</MoveContext.Provider>;
}

function useMoves(): MoveActions {
  const value = useContext(MoveContext);
  if (!value) throw new Error("MoveProvider missing");
  return value;
}

const BUTTON =
  "rounded-md px-1.5 py-0.5 text-left text-sm font-semibold disabled:opacity-60 bg-neva-600 text-white hover:bg-neva-700";
const QUIET = "rounded-md border border-slate-400 bg-white px-1.5 py-0.5 text-left text-sm font-medium hover:bg-slate-50 disabled:opacity-60";

/**
 * One legal move as a button; `subject` (a card name) completes the name for screen readers.
 * `compact` shows the short label ("Buy for 5", "Take"); screen readers hear the full one.
 */
export function MoveButton({ legal, subject, quiet, compact }: { legal: LegalMove; subject?: string; quiet?: boolean; compact?: boolean }) {
  const { submit, pending } = useMoves();
  const words = useTableWords();
  const full = words.moveLabel(legal);
  const shown = compact ? words.moveShort(legal) : full;
  return (
    <button
      type="button"
      disabled={pending}
      onClick={() => submit(legal.move)}
      className={quiet ? QUIET : BUTTON}
      data-move-type={legal.move.type}
      data-move={moveKey(legal.move)}
    >
      {shown === full ? full : <span aria-hidden="true">{shown}</span>}
      {shown !== full && <span className="sr-only">{full}</span>}
      {subject && <span className="sr-only"> ({subject})</span>}
    </button>
  );
}

/** A disclosure that offers several moves at once: the targets of a trading card, Pub points. */
export function Chooser({ id, label, subject, moves }: { id: string; label: string; subject?: string; moves: LegalMove[] }) {
  const { chooser, setChooser, pending } = useMoves();
  const { t } = useTableWords();
  const open = chooser === id;
  const panel = `chooser-${id.replace(/[^a-z0-9-]/gi, "-")}`;
  return (
    <div className="flex flex-col gap-1">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panel}
        disabled={pending}
        onClick={() => setChooser(open ? null : id)}
        className={QUIET}
        data-chooser={id}
      >
        {label}
        {subject && <span className="sr-only"> ({subject})</span>}
        <span aria-hidden="true"> {open ? "▴" : "▾"}</span>
      </button>
      {open && (
        <div id={panel} role="group" aria-label={`${label}${subject ? ` (${subject})` : ""}`} className="flex flex-col gap-1 rounded-md border border-slate-300 bg-white p-2">
          {moves.map((legal) => (
            <MoveButton key={moveKey(legal.move)} legal={legal} subject={subject} />
          ))}
          <button type="button" onClick={() => setChooser(null)} className="self-start text-sm underline underline-offset-4">
            {t("move.close")}
          </button>
        </div>
      )}
    </div>
  );
}

/** The moves of one card: plain buttons, and a displacement chooser when a trading card has several targets. */
export function CardMoves({ moves, chooserId }: { moves: LegalMove[]; chooserId: string }) {
  const words = useTableWords();
  const { t } = words;
  if (moves.length === 0) return null;
  const card = "card" in moves[0].move ? words.name(moves[0].move.card) : undefined;
  const displacing = moves.filter(({ move }) => (move.type === "buy" || move.type === "play") && move.displace);
  // An action card with a target or a pick (Jester, Banquet, Away with it!, Black Market) asks for it like a displacement.
  const aimed = moves.filter(({ move }) => move.type === "action" && (move.target || move.pick));
  const rest = moves.filter((m) => !displacing.includes(m) && !aimed.includes(m));
  const verb = displacing[0]?.move.type === "play" ? "play" : "buy";
  const aim = aimed[0]?.move.type === "action" && aimed[0].move.pick ? t("move.choosePick") : t("move.chooseTarget");
  return (
    <>
      {displacing.length === 1 && <MoveButton legal={displacing[0]} subject={card} />}
      {displacing.length > 1 && <Chooser id={chooserId} label={t("move.chooseDisplace", { verb })} subject={card} moves={displacing} />}
      {aimed.length > 0 && <Chooser id={chooserId} label={aim} subject={card} moves={aimed} />}
      {rest.length > 0 && (
        <div className="flex flex-wrap gap-1">
          {rest.map((legal) => (
            <MoveButton key={moveKey(legal.move)} legal={legal} subject={card} compact quiet={legal.move.type !== "buy" && legal.move.type !== "play"} />
          ))}
        </div>
      )}
    </>
  );
}
