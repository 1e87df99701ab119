"use client";

import { useEffect, useState } from "react";

// The last move a viewer has seen of each game, kept in this browser (localStorage): marking what
// is new needs no table, no write per page view, and nothing breaks when storage is unavailable.
const key = (gameId: string) => `neva:seen:${gameId}`;

/**
 * The seq this browser had seen of `gameId` when the page opened (null until known, or on a first
 * visit), and from then on remembers `seq` as seen while the page is visible.
 */
export function useLastSeen(gameId: string, seq: number): number | null {
  const [seenAtOpen, setSeenAtOpen] = useState<number | null>(null);
  useEffect(() => {
    try {
      const stored = Number(window.localStorage.getItem(key(gameId)));
      setSeenAtOpen(Number.isInteger(stored) && stored > 0 ? stored : null);
    } catch {
      setSeenAtOpen(null);
    }
  }, [gameId]);
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
  return seenAtOpen;
}
