"use client";

import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { GameNav } from "@/components/game/game-nav";
import { ChatPanel } from "@/components/talk/chat-panel";
import { useChat } from "@/components/talk/use-chat";
import { tabUnread } from "@/lib/words/talk";
import { RULES } from "@/lib/engine/catalogue";
import type { Move } from "@/lib/engine/moves";
import type { GameTable } from "@/lib/games/table";
import { withShownNames } from "@/lib/words/names";
import { useSeatWords } from "@/components/use-seat-words";
import { Announcer } from "./announcer";
import { CardRow } from "./card-row";
import { FinalScores } from "./final-scores";
import { GameLog } from "./game-log";
import { EditionProvider } from "./edition";
import { MoveProvider } from "./move-controls";
import { Piles } from "./piles";
import { PlanAhead } from "./plan-ahead";
import { MarketBoard } from "./market-board";
import { PlayAreas, PlayersSection } from "./players-section";
import { StatusBar, type MoveClock } from "./status-bar";
import { useTableShortcuts } from "./shortcuts";
import { TableSummary } from "./summary";
import { yourTurnArgs } from "@/lib/words/tab-title";
import { TabTitle } from "./tab-title";
import { TurnPanel } from "./turn-panel";
import { useTableWords } from "./use-words";
import { useLastSeen } from "./use-last-seen";
import { useLiveGame } from "./use-live-game";
import { cardsNamed, othersSinceYourMove, SinceYourMove } from "./since-your-move";

/** A refusal in words, or who moved meanwhile (worded while rendering, with the table as shown). */
type Notice = { kind: "error"; text: string } | { kind: "moved"; movedBy: number[] } | null;

/**
 * The live game table on one screen: on a laptop the status, the display, the hand and the moves
 * in a main column and the players and the log in a side column; on a phone one column, your turn
 * and the display first. Kept current by `useLiveGame`: a new sequence number replaces the table,
 * everything else (an open chooser, open panels, the scroll position) stays as it was, and focus
 * stays on the table after a move.
 */
export function GameTableView({ initial, clock, talk = true }: { initial: GameTable; clock?: Omit<MoveClock, "since">; talk?: boolean }) {
  // Table talk (issue 24) for a seated player; its frames ride on the game's own stream.
  const [streamed, setStreamed] = useState(initial.status !== "finished");
  const chat = useChat(initial.gameId, initial.seat, streamed);
  const live = useLiveGame(initial, chat.onFrame);
  const { settledSeq, yourTurn, sendMove } = live;
  // A deleted player's seat (issue 26) and a bot's (issue 33) in the reader's words.
  const seatWords = useSeatWords();
  const table = useMemo(() => ({ ...live.table, view: withShownNames(live.table.view, seatWords) }), [live.table, seatWords]);
  const unread = chat.unread;
  const titlePrefix = useMemo(() => (unread > 0 ? (title: string) => tabUnread(unread, title) : undefined), [unread]);
  const words = useTableWords();
  const { t } = words;
  const [notice, setNotice] = useState<Notice>(null);
  const [pending, setPending] = useState(false);
  const [chooser, setChooser] = useState<string | null>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const refocus = useRef(false);
  const seenUpTo = useLastSeen(table.gameId, table.seq);
  // The seq the page opened at: "new since your last visit" counts what came while away, not what comes while here (issue 34).
  const [openedAt] = useState(initial.seq);
  // Issue 37: the table in words on demand, and the single-key shortcuts (components/game/shortcuts.ts).
  const [summaryOpen, setSummaryOpen] = useState(false);
  const router = useRouter();
  useTableShortcuts(rootRef, {
    summary: () => {
      setSummaryOpen(true);
      document.getElementById("table-summary")?.focus();
    },
    help: () => router.push("/help/keyboard"),
  });

  const submit = useCallback(
    async (move: Move) => {
      if (pending) return;
      setPending(true);
      setNotice(null);
      refocus.current = true;
      try {
        const outcome = await sendMove(move);
        if (outcome.ok) {
          setChooser(null);
        } else if (outcome.status === 409) {
          setNotice({ kind: "moved", movedBy: outcome.movedBy ?? [] });
        } else if (outcome.status === 401) {
          setNotice({ kind: "error", text: t("notice.session") });
        } else if (outcome.status === 0) {
          setNotice({ kind: "error", text: t("notice.offline") });
        } else {
          setNotice({ kind: "error", text: outcome.message ?? t("notice.failed") });
        }
      } finally {
        setPending(false);
      }
    },
    [pending, sendMove, t],
  );

  // After a move the button pressed is gone: keep focus on the table (the next move, or the
  // status line), never the page body.
  useEffect(() => {
    if (!refocus.current || pending) return;
    const root = rootRef.current;
    const active = document.activeElement;
    if (!root || (active && active !== document.body && root.contains(active) && !(active as HTMLButtonElement).disabled)) {
      refocus.current = false;
      return;
    }
    const next = root.querySelector<HTMLElement>("[data-move]:not([disabled]), [data-chooser]:not([disabled])");
    (next ?? root.querySelector<HTMLElement>("#table-status"))?.focus();
    refocus.current = false;
  }, [table, pending]);

  const actions = useMemo(() => ({ submit, pending, chooser, setChooser }), [submit, pending, chooser]);
  const { view, seat, legalMoves: moves } = table;
  const me = seat === null ? null : view.players[seat];
  const myTurn = moves.length > 0;
  const meta = useTranslations("meta");
  const turnsWaiting = yourTurn ?? (myTurn ? 1 : 0);
  // An ordinary turn (no decision pending): every card of the rows and the hand says why it offers no move.
  const turn = myTurn && !view.pendingDecision && view.step === "actions";
  const finished = table.status === "finished";
  // Prices are for a game that goes on: a finished table shows the cards without "You pay" (issue 34).
  const priced = finished ? null : me;
  // What the others did since the viewer's last move, summarised on the first screen and marked on the cards (issue 34).
  const since = useMemo(() => (seat === null || finished ? null : othersSinceYourMove(table.log, seat)), [table.log, seat, finished]);
  const changed = useMemo(() => (since ? cardsNamed(since.lines) : undefined), [since]);
  // The stream closes when the game ends (useLiveGame): the chat then polls. useChat is called
  // before the live table exists, so this is state, adjusted while rendering the table that ended.
  if (streamed === finished) setStreamed(!finished);
  // Who moved meanwhile (a refused move), named with the table the 409 refreshed: a move of the
  // viewer's own from another tab is said so, never as someone else's.
  const noticeText = (n: NonNullable<Notice>): string => {
    if (n.kind === "error") return n.text;
    const others = n.movedBy.filter((s) => s !== seat).map((s) => view.players[s]?.name ?? "");
    if (others.length > 0) return t("notice.othersMoved", { names: words.list(others) });
    return seat !== null && n.movedBy.includes(seat) ? t("notice.youMoved") : t("notice.movedOn");
  };

  return (
    <EditionProvider edition={view.options.edition}>
      <MoveProvider value={actions}>
        {/* Counted across all the viewer's games by the game's own stream; this game alone until it speaks. */}
        <TabTitle turns={turnsWaiting} idle={t("game.tabIdle")} yours={meta("yourTurnTab", yourTurnArgs(turnsWaiting))} prefix={titlePrefix} />
        <div
          ref={rootRef}
          className="grid gap-3 lg:grid-cols-[minmax(0,1fr)_23rem] lg:items-start"
          data-testid="game-table"
          data-wide
          data-seq={settledSeq}
          data-round={view.round}
          data-status={view.status}
        >
          <h1 className="sr-only">{t("game.title")}</h1>
          <div className="flex min-w-0 flex-col gap-2 lg:col-start-1 lg:row-start-1" data-testid="main-column">
            {/* Replay, result and record of this game (issue 5, components/history); result and record appear the moment the game ends. */}
            <div className="flex flex-col gap-2 lg:flex-row-reverse lg:items-start">
              <GameNav gameId={table.gameId} finished={finished} current="table" />
              <div id="table-status" tabIndex={-1} className="min-w-0 flex-1 outline-none focus-visible:ring-2 focus-visible:ring-neva-600">
                <StatusBar view={view} seat={seat} clock={clock ? { ...clock, since: table.lastMoveAt } : undefined} />
              </div>
            </div>
            <TableSummary view={view} seat={seat} open={summaryOpen} setOpen={setSummaryOpen} />
            <Announcer lines={table.log} seat={seat} />
            <div aria-live="assertive" className="empty:hidden">
              {notice && (
                <p role={notice.kind === "error" ? "alert" : "status"} className={`rounded-md border px-3 py-2 ${notice.kind === "error" ? "border-red-300 bg-red-50 text-red-900" : "border-sky-300 bg-sky-50"}`} data-testid="notice">
                  {noticeText(notice)}
                </p>
              )}
            </div>
            {since && <SinceYourMove lines={since.lines} sinceStart={since.sinceStart} />}
            <FinalScores view={view} />
            {myTurn && me && <TurnPanel view={view} moves={moves} me={me} />}
            <div className="flex flex-col gap-2 lg:flex-row lg:items-start lg:gap-3" data-testid="display">
              <CardRow id="upper-row" title={t("row.upper")} cards={view.upperRow} me={priced} moves={moves} source="upper" empty={t("row.upperEmpty")} turn={turn} />
              <CardRow
                id="lower-row"
                title={t("row.lower")}
                hint={t("row.lowerHint", { amount: RULES.lowerRowDiscount.amount })}
                cards={view.lowerRow}
                me={priced}
                moves={moves}
                source="lower"
                empty={t("row.lowerEmpty")}
                turn={turn}
              />
            </div>
            <MarketBoard view={view} />
            {/* The hand and the plan side by side on a wide screen (issue 34: one line less before the play areas). */}
            <div className="flex min-w-0 flex-col gap-2 xl:flex-row xl:items-start xl:gap-3 xl:[&>[data-testid=hand]]:flex-1">
              {me && <CardRow id="hand" title={t("row.hand")} cards={me.hand ?? []} me={priced} moves={moves} source="hand" empty={t("row.handEmpty")} turn={turn} />}
              {/* Standing orders (issue 32): the seated player's own, while the game runs (a resigned seat's panel closes itself). */}
              {me && !finished && view.status === "active" && (
                <div className="min-w-0 xl:w-96 xl:shrink-0">
                  <PlanAhead gameId={table.gameId} seq={settledSeq} view={view} me={me} />
                </div>
              )}
            </div>
            {/* Every player's cards in play, readable without a tap on a phone as on a laptop. */}
            <PlayAreas view={view} seat={seat} className="flex" changed={changed} />
          </div>
          {/* The side column scrolls within the screen, so what it holds never makes the page taller (issue 34: the
              table was 1.5–1.8 screens at 1280×800); the piles and the seed end it, after the log, as on a phone. */}
          <aside className="flex min-w-0 flex-col gap-2 lg:sticky lg:top-2 lg:col-start-2 lg:row-start-1 lg:max-h-[calc(100vh-1rem)] lg:overflow-y-auto" aria-label={t("game.asideLabel")}>
            <PlayersSection view={view} seat={seat} botSeats={initial.botSeats ?? []} botLevels={initial.botLevels} />
            {/* A guest (issue 38) has no table talk: the guest's door under the table says where it is. */}
            {seat !== null && talk && (
              <ChatPanel
                chat={chat}
                seat={seat}
                names={view.players.map((p) => p.name)}
                // The nudge is offered to the others while the game waits for someone (issue 24).
                waitingFor={!finished && view.toAct.length > 0 && !view.toAct.includes(seat) ? view.players[view.toAct[0]].name : null}
              />
            )}
            <GameLog lines={table.log} gameId={table.gameId} seenUpTo={seenUpTo} seat={seat} openedAt={openedAt} />
            <div className="mt-1 flex min-w-0 flex-col gap-2">
              <Piles view={view} />
              <p className="text-xs break-all text-slate-700">
                {t("game.seedHash", { hash: table.seedHash })}
                {table.seed ? ` · ${t("game.seed", { seed: table.seed })}` : ""}
              </p>
            </div>
          </aside>
        </div>
      </MoveProvider>
    </EditionProvider>
  );
}
