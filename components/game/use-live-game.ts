"use client";

// The table's one data transport: how the page learns of new moves and how it sends its own.
// Everything that talks to /api/games/{id} lives here. New moves arrive on
// GET /api/games/{id}/stream (Server-Sent Events fed by Postgres LISTEN/NOTIFY, see
// lib/games/live.ts): the viewer's new table itself (`event: table`), then "the game is now at
// seq N" (`event: seq`); only a page that cannot use the table (it missed a move, or the game is
// over) fetches its own with ?since=seq. A dropped stream reconnects by itself and catches up from
// its last seq (Last-Event-ID). The same stream carries how many of the viewer's games wait for their move
// (the tab title), so an open table costs one connection. Polling every two seconds remains only
// where EventSource is impossible (no EventSource, or a stream the server refuses).
import { useCallback, useEffect, useEffectEvent, useRef, useState } from "react";
import type { GameView } from "@/lib/engine/view";
import type { Move } from "@/lib/engine/moves";
import type { GameTable, LiveTable, TableUpdate } from "@/lib/games/table";
import { announceMove } from "@/components/push/api";

const POLL_MS = 2000;

type ErrorBody = { error?: { code?: string; message?: string } };

/** What a move POST came to, in the words the table needs. */
export type MoveOutcome =
  | { ok: true }
  | { ok: false; status: number; code: string | undefined; message: string | null; movedBy?: number[] }
  | { ok: false; status: 0; code: "offline"; message: null };

export interface LiveGame {
  table: GameTable;
  /**
   * The seq of the last whole table received. The answer to the viewer's own move is a whole
   * table; only from a server that sends the view alone does `table` run ahead of this.
   */
  settledSeq: number;
  /** How many of the viewer's games (this one included) wait for their move; null until the stream says. */
  yourTurn: number | null;
  /** Fetches the table now (the whole table, even when the seq did not change if `full`); the new table or null. */
  refresh: (full?: boolean) => Promise<GameTable | null>;
  /** Sends one move; on success the table already shows what the server answered. */
  sendMove: (move: Move) => Promise<MoveOutcome>;
}

function newMoveId(): string {
  if (typeof crypto !== "undefined" && typeof crypto.randomUUID === "function") return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}-${Math.random().toString(36).slice(2)}`;
}

/**
 * The live table of one game: starts from the server-rendered `initial`, follows new moves
 * (the game's event stream, or polling as a fallback) and sends moves.
 */
export function useLiveGame(initial: GameTable, onChat?: (data: unknown) => void): LiveGame {
  const [table, setTable] = useState(initial);
  // Table talk (components/talk) rides on this stream: `event: chat` frames go to its latest handler.
  const chatFrame = useEffectEvent((data: unknown) => onChat?.(data));
  // The table last set, for the stream and sendMove (which build the next table from it): written
  // with every setTable, so it never lags behind a render.
  const tableRef = useRef(initial);
  const [settledSeq, setSettledSeq] = useState(initial.seq);
  const [yourTurn, setYourTurn] = useState<number | null>(null);
  const seqRef = useRef(initial.seq);
  const statusRef = useRef(initial.status);
  const busy = useRef(false);
  const gameId = initial.gameId;

  const accept = useCallback((next: GameTable) => {
    tableRef.current = next;
    seqRef.current = next.seq;
    statusRef.current = next.status;
    setTable(next);
    setSettledSeq(next.seq);
  }, []);

  const refresh = useCallback(
    async (full = false): Promise<GameTable | null> => {
      const since = full ? "" : `?since=${seqRef.current}`;
      const response = await fetch(`/api/games/${gameId}${since}`, { cache: "no-store", headers: { accept: "application/json" } });
      if (!response.ok) return null;
      const next = (await response.json()) as GameTable | { seq: number; unchanged: true };
      if ("unchanged" in next) return null;
      // Never back: a live table that arrived while this request was under way may be newer.
      if (next.seq < seqRef.current) return null;
      if (full || next.seq > seqRef.current || next.status !== statusRef.current) accept(next);
      return next;
    },
    [gameId, accept],
  );

  // One fetch at a time; a signal arriving meanwhile asks for one more afterwards.
  const again = useRef(false);
  const follow = useCallback(() => {
    if (busy.current) {
      again.current = true;
      return;
    }
    busy.current = true;
    const run = async () => {
      do {
        again.current = false;
        await refresh().catch(() => undefined);
      } while (again.current);
    };
    void run().finally(() => {
      busy.current = false;
    });
  }, [refresh]);

  const finished = table.status === "finished";
  useEffect(() => {
    if (finished) return;
    let timer: ReturnType<typeof setInterval> | null = null;
    const poll = () => {
      timer ??= setInterval(() => {
        if (document.visibilityState !== "hidden") follow();
      }, POLL_MS);
    };
    if (typeof EventSource === "undefined") {
      poll();
      return () => clearInterval(timer ?? undefined);
    }
    const source = new EventSource(`/api/games/${gameId}/stream?since=${seqRef.current}`);
    source.addEventListener("table", (event) => {
      const live = JSON.parse((event as MessageEvent<string>).data) as LiveTable;
      const current = tableRef.current;
      if (live.seq <= seqRef.current) return;
      // The frame holds the log after `from`; a page that has not seen that far asks for all of it.
      if (live.from > current.seq) return follow();
      accept(withLiveTable(current, live));
    });
    source.addEventListener("seq", (event) => {
      const seq = Number((JSON.parse((event as MessageEvent<string>).data) as { seq: unknown }).seq);
      if (Number.isInteger(seq) && seq > seqRef.current) follow();
    });
    source.addEventListener("chat", (event) => {
      chatFrame(JSON.parse((event as MessageEvent<string>).data) as unknown);
    });
    // A reconnected stream may have missed messages meanwhile: the chat catches up.
    let opened = false;
    source.addEventListener("open", () => {
      if (opened) chatFrame({ resync: true });
      opened = true;
    });
    source.addEventListener("turns", (event) => {
      const count = Number((JSON.parse((event as MessageEvent<string>).data) as { yourTurn: unknown }).yourTurn);
      if (Number.isInteger(count)) setYourTurn(count);
    });
    source.addEventListener("error", () => {
      // CONNECTING: the browser reconnects by itself. CLOSED: the server refused the stream (or a
      // proxy broke it for good), so fall back to polling.
      if (source.readyState === EventSource.CLOSED) {
        follow();
        poll();
      }
    });
    return () => {
      source.close();
      if (timer) clearInterval(timer);
    };
  }, [gameId, finished, follow, accept]);

  // A table restored from the router's cache (back from the replay) may be minutes old: ask at once.
  useEffect(() => {
    refresh().catch(() => undefined);
  }, [refresh]);

  // Coming back to a tab (or back from the replay through the browser's cache) shows the game as
  // it is now at once, not the table the page was first rendered with.
  useEffect(() => {
    const wake = () => {
      if (document.visibilityState === "visible") refresh().catch(() => undefined);
    };
    const shown = (event: PageTransitionEvent) => {
      if (event.persisted) refresh(true).catch(() => undefined);
    };
    document.addEventListener("visibilitychange", wake);
    window.addEventListener("pageshow", shown);
    return () => {
      document.removeEventListener("visibilitychange", wake);
      window.removeEventListener("pageshow", shown);
    };
  }, [refresh]);

  const sendMove = useCallback(
    async (move: Move): Promise<MoveOutcome> => {
      busy.current = true;
      const body = JSON.stringify({ seq: seqRef.current, move, clientMoveId: newMoveId() });
      const post = () => fetch(`/api/games/${gameId}/moves`, { method: "POST", headers: { "content-type": "application/json" }, body });
      try {
        let response: Response;
        try {
          response = await post();
        } catch {
          // A lost connection: the same client move id makes the retry safe.
          response = await post();
        }
        if (response.ok) {
          // The answer carries the whole new table (view, legal moves, prices, the move's log
          // lines): it is shown at once, with no second request (issue 13).
          const accepted = (await response.json()) as MoveAnswer;
          const current = tableRef.current;
          // Issue 39: push is offered once, after a move that leaves the game waiting for a person.
          const seat = current.seat;
          const waitsForOthers = accepted.view.status === "active" && seat !== null && accepted.view.toAct.some((s) => s !== seat && !current.botSeats.includes(s));
          announceMove({ gameId, waitsForOthers });
          if (accepted.seq <= current.seq) return { ok: true };
          if (accepted.table && accepted.seq === current.seq + 1) {
            accept(afterMove(current, accepted, accepted.table));
            // A finished game reveals its seed, which only the whole table carries.
            if (accepted.view.status === "finished") await refresh(true).catch(() => null);
          } else {
            // A server without the table in its answer, or a page that fell behind meanwhile.
            const next = afterMove(current, accepted, null);
            tableRef.current = next;
            setTable(next);
            seqRef.current = Math.max(seqRef.current, accepted.seq);
            await refresh(true).catch(() => null);
          }
          return { ok: true };
        }
        const error = ((await response.json().catch(() => ({}))) as ErrorBody).error;
        // The server words its refusal in the reader's language; null leaves the wording to the table.
        const message = error?.message ?? null;
        if (response.status === 409) {
          // Say who moved meanwhile (seats), from the log lines after the move this page had seen:
          // the viewer's own seat means a move from another tab of theirs.
          const sent = seqRef.current;
          const now = await refresh(true).catch(() => null);
          const movedBy = [...new Set((now?.log ?? []).filter((l) => l.seq > sent && l.seat !== null).map((l) => l.seat!))];
          return { ok: false, status: 409, code: error?.code, message, movedBy };
        }
        return { ok: false, status: response.status, code: error?.code, message };
      } catch {
        return { ok: false, status: 0, code: "offline", message: null };
      } finally {
        busy.current = false;
        // A signal that came while the move was under way (a bot answering at once, maybe with the
        // game's last move, whose stream sends only its seq) asked for the table then: ask now.
        // Dropping it left a finished game on "Waiting for: Bot 2" until a reload (issue 34).
        if (again.current) follow();
      }
    },
    [gameId, refresh, accept, follow],
  );

  return { table, settledSeq, yourTurn, refresh, sendMove };
}

type MoveAnswer = { seq: number; view: GameView; table?: TableUpdate };

/**
 * The table just after the viewer's own move. With the answer's `update`, the whole table; without
 * it, the new view and no moves offered until the rest arrives. The time of the last move is this
 * browser's clock until the next whole table: the move clocks count days, not seconds.
 */
function afterMove(current: GameTable, accepted: MoveAnswer, update: TableUpdate | null): GameTable {
  return {
    ...current,
    seq: accepted.seq,
    view: accepted.view,
    status: accepted.view.status === "finished" ? "finished" : current.status,
    legalMoves: update?.legalMoves ?? [],
    prices: update?.prices ?? { upper: [], lower: [], hand: [] },
    log: update ? current.log.filter((line) => line.seq < accepted.seq).concat(update.log) : current.log,
    lastMoveAt: update ? new Date().toISOString() : current.lastMoveAt,
  };
}

/** The page's table after a live frame: every field from the frame, the log extended past `from`. */
function withLiveTable(current: GameTable, live: LiveTable): GameTable {
  return {
    ...current,
    seq: live.seq,
    status: live.status,
    view: live.view,
    legalMoves: live.legalMoves,
    prices: live.prices,
    log: current.log.filter((line) => line.seq <= live.from).concat(live.log),
    lastMoveAt: live.lastMoveAt,
  };
}
