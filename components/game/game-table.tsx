"use client";

import { useCallback, useMemo, useState } from "react";
import type { Move } from "@/lib/engine/moves";
import type { GameTable } from "@/lib/games/table";
import { CardRow } from "./card-row";
import { FinalScores } from "./final-scores";
import { GameLog } from "./game-log";
import { MoveProvider } from "./move-controls";
import { Piles } from "./piles";
import { PlayersSection } from "./players-section";
import { StatusBar } from "./status-bar";
import { TurnPanel } from "./turn-panel";
import { useLiveGame } from "./use-live-game";

type Notice = { kind: "error" | "info"; text: string } | null;

/**
 * The live game table. Rendered first on the server, then kept current by `useLiveGame`: a new
 * sequence number replaces the table, everything else (an open chooser, the scroll position,
 * focus) stays as it was.
 */
export function GameTableView({ initial }: { initial: GameTable }) {
  const { table, sendMove } = useLiveGame(initial);
  const [notice, setNotice] = useState<Notice>(null);
  const [pending, setPending] = useState(false);
  const [chooser, setChooser] = useState<string | null>(null);

  const submit = useCallback(
    async (move: Move) => {
      if (pending) return;
      setPending(true);
      setNotice(null);
      try {
        const outcome = await sendMove(move);
        if (outcome.ok) {
          setChooser(null);
        } else if (outcome.status === 409) {
          setNotice({ kind: "info", text: `${outcome.message.replace(/ Reload to see it\.?$/, "")} The table has been brought up to date.` });
        } else if (outcome.status === 401) {
          setNotice({ kind: "error", text: "Your session has ended. Sign in again to keep playing." });
        } else {
          setNotice({ kind: "error", text: outcome.message });
        }
      } finally {
        setPending(false);
      }
    },
    [pending, sendMove],
  );

  const actions = useMemo(() => ({ submit, pending, chooser, setChooser }), [submit, pending, chooser]);
  const { view, seat, legalMoves: moves, prices } = table;
  const me = seat === null ? null : view.players[seat];
  const myTurn = moves.length > 0;

  return (
    <MoveProvider value={actions}>
      <div className="flex flex-col gap-5" data-testid="game-table" data-seq={table.seq} data-round={view.round} data-status={view.status}>
        <h1 className="sr-only">Game table</h1>
        <StatusBar view={view} seat={seat} />
        <div aria-live="assertive" className="empty:hidden">
          {notice && (
            <p role={notice.kind === "error" ? "alert" : "status"} className={`rounded-md border p-3 ${notice.kind === "error" ? "border-red-300 bg-red-50 text-red-900" : "border-sky-300 bg-sky-50"}`} data-testid="notice">
              {notice.text}
            </p>
          )}
        </div>
        <FinalScores view={view} />
        {myTurn && me && <TurnPanel view={view} moves={moves} me={me} />}
        <CardRow id="upper-row" title="Upper row" hint="Cards laid out for this phase." cards={view.upperRow} prices={prices.upper} moves={moves} source="upper" />
        <CardRow id="lower-row" title="Lower row" hint="Cards nobody took earlier: 1 ruble cheaper to buy from here." cards={view.lowerRow} prices={prices.lower} moves={moves} source="lower" empty="The lower row is empty." />
        {me && (
          <CardRow id="hand" title="Your hand" cards={me.hand ?? []} prices={prices.hand} moves={moves} source="hand" empty="Your hand is empty." />
        )}
        <PlayersSection view={view} seat={seat} />
        <Piles view={view} />
        <GameLog lines={table.log} />
        <p className="text-xs break-all text-slate-500">
          Shuffle commitment (sha-256 of the seed): {table.seedHash}
          {table.seed ? ` · seed: ${table.seed}` : ""}
        </p>
      </div>
    </MoveProvider>
  );
}
