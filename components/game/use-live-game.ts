"use client";

// The game table's data transport, in one place. The page renders the table on the server; this
// hook keeps it current. It listens to GET /api/games/{id}/stream (Server-Sent Events: "the game
// is now at seq N", never a view) and then fetches this viewer's own table with ?since=seq. A
// dropped stream reconnects by itself and catches up from its last seq (Last-Event-ID). Polling
// every two seconds remains only where EventSource is impossible (no EventSource, or a stream the
// server refuses).
import { useCallback, useEffect, useRef, useState } from "react";
import type { GameTable } from "@/lib/games/table";

const POLL_MS = 2000;

type Fetched = GameTable | { seq: number; unchanged: true };

export interface LiveGame {
  table: GameTable;
  /** The seq of the table shown now (a move is sent against it). */
  currentSeq: () => number;
  /** Fetches this viewer's table if the game moved on; false when the server did not answer. */
  refresh: () => Promise<boolean>;
  /** Shows a table the caller already has (e.g. a move's response) unless a newer one is shown. */
  accept: (next: GameTable) => void;
}

export function useLiveGame(initial: GameTable): LiveGame {
  const [table, setTable] = useState(initial);
  const shown = useRef({ seq: initial.seq, status: initial.status });
  const gameId = initial.gameId;
  const finished = table.status === "finished";

  const accept = useCallback((next: GameTable) => {
    if (next.seq < shown.current.seq) return;
    if (next.seq === shown.current.seq && next.status === shown.current.status) return;
    shown.current = { seq: next.seq, status: next.status };
    setTable(next);
  }, []);

  // One fetch at a time; a signal arriving meanwhile asks for one more.
  const inFlight = useRef<Promise<boolean> | null>(null);
  const again = useRef(false);
  const refresh = useCallback((): Promise<boolean> => {
    if (inFlight.current) {
      again.current = true;
      return inFlight.current;
    }
    const run = async (): Promise<boolean> => {
      let ok = true;
      do {
        again.current = false;
        const response = await fetch(`/api/games/${gameId}?since=${shown.current.seq}`, {
          cache: "no-store",
          headers: { accept: "application/json" },
        });
        if (!response.ok) return false;
        const next = (await response.json()) as Fetched;
        if (!("unchanged" in next)) accept(next);
        ok = true;
      } while (again.current);
      return ok;
    };
    inFlight.current = run()
      .catch(() => false)
      .finally(() => (inFlight.current = null));
    return inFlight.current;
  }, [gameId, accept]);

  useEffect(() => {
    if (finished) return;
    let timer: ReturnType<typeof setInterval> | null = null;
    const poll = () => {
      if (timer) return;
      timer = setInterval(() => {
        if (document.visibilityState !== "hidden") void refresh();
      }, POLL_MS);
    };
    if (typeof EventSource === "undefined") {
      poll();
      return () => clearInterval(timer ?? undefined);
    }
    const source = new EventSource(`/api/games/${gameId}/stream?since=${shown.current.seq}`);
    source.addEventListener("seq", (event) => {
      const seq = Number((JSON.parse((event as MessageEvent<string>).data) as { seq: unknown }).seq);
      if (Number.isInteger(seq) && seq > shown.current.seq) void refresh();
    });
    source.addEventListener("error", () => {
      // CONNECTING: the browser reconnects by itself. CLOSED: the server refused the stream
      // (or a proxy broke it for good), so fall back to polling.
      if (source.readyState === EventSource.CLOSED) {
        void refresh();
        poll();
      }
    });
    return () => {
      source.close();
      if (timer) clearInterval(timer);
    };
  }, [gameId, finished, refresh]);

  const currentSeq = useCallback(() => shown.current.seq, []);
  return { table, currentSeq, refresh, accept };
}
