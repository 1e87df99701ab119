"use client";

import { useCallback, useEffect, useSyncExternalStore } from "react";

// The last move a viewer has seen of each game, kept in this browser (localStorage): marking what
// is new needs no table, no write per page view, and nothing breaks when storage is unavailable.
const key = (gameId: string) => `neva:seen:${gameId}`;

function stored(gameId: string): number | null {
  try {
    const seq = Number(window.localStorage.getItem(key(gameId)));
    return Number.isInteger(seq) && seq > 0 ? seq : null;
  } catch {
    return null;
  }
}

// What storage held for a game when its table opened, kept while that table is open (the table
// then stores its own seq, which must not read back as "seen at open"). Storage is the external
// store here: useSyncExternalStore reads it after hydration, the server (and a hydrating page) sees null.
const opened = new Map<string, { seen: number | null; tables: number }>();

/** Opens `gameId`'s table: what storage holds is read once, unless a table of it is open already. */
function open(gameId: string): () => void {
  const entry = opened.get(gameId) ?? { seen: stored(gameId), tables: 0 };
  opened.set(gameId, entry);
  entry.tables += 1;
  return () => {
    entry.tables -= 1;
    // Forgotten once closed, so a table opened again reads storage again; a table that is
    // unmounted and at once mounted again (React's StrictMode) keeps what it read.
    queueMicrotask(() => {
      if (entry.tables === 0 && opened.get(gameId) === entry) opened.delete(gameId);
    });
  };
}

/** What `gameId`'s open table read when it opened; before it has opened, what storage holds now. */
function seenAtOpen(gameId: string): number | null {
  const entry = opened.get(gameId);
  return entry ? entry.seen : stored(gameId);
}

const noneOnServer = () => null;

/**
 * The seq this browser had seen of `gameId` when the page opened (null until known, or on a first
 * visit), and from then on remembers `seq` as seen while the page is visible.
 */
export function useLastSeen(gameId: string, seq: number): number | null {
  // Nothing changes it while the table is open: subscribing only keeps the first read.
  const subscribe = useCallback(() => open(gameId), [gameId]);
  const snapshot = useCallback(() => seenAtOpen(gameId), [gameId]);
  const seen = useSyncExternalStore(subscribe, snapshot, noneOnServer);
  // Declared after the store, so its subscription has read storage before this first writes to it.
  useEffect(() => {
    const remember = () => {
      if (document.visibilityState !== "visible") return;
      try {
        window.localStorage.setItem(key(gameId), String(seq));
      } catch {
        // Private mode or full storage: the log simply marks nothing as new next time.
      }
    };
    remember();
    document.addEventListener("visibilitychange", remember);
    return () => document.removeEventListener("visibilitychange", remember);
  }, [gameId, seq]);
  return seen;
}
