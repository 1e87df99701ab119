"use client";

// The signed-in player's live feed (GET /api/me/stream): how many games wait for their move, and
// a callback whenever one of their games changes. Without EventSource it simply stays quiet: the
// dashboard is still right at every load, and the game table has its own fallback.
import { useEffect, useRef, useState } from "react";

export function useUserStream(onGameChange?: (gameId: string, seq: number) => void): { yourTurn: number | null } {
  const [yourTurn, setYourTurn] = useState<number | null>(null);
  const callback = useRef(onGameChange);
  useEffect(() => {
    callback.current = onGameChange;
  }, [onGameChange]);

  useEffect(() => {
    if (typeof EventSource === "undefined") return;
    const source = new EventSource("/api/me/stream");
    source.addEventListener("turns", (event) => {
      const count = Number((JSON.parse((event as MessageEvent<string>).data) as { yourTurn: unknown }).yourTurn);
      if (Number.isInteger(count)) setYourTurn(count);
    });
    source.addEventListener("game", (event) => {
      const { gameId, seq } = JSON.parse((event as MessageEvent<string>).data) as { gameId: string; seq: number };
      callback.current?.(gameId, seq);
    });
    // Something was said at one of the player's tables (issue 24): the unread counts changed.
    source.addEventListener("chat", (event) => {
      const { gameId } = JSON.parse((event as MessageEvent<string>).data) as { gameId: string };
      callback.current?.(gameId, -1);
    });
    return () => source.close();
  }, []);

  return { yourTurn };
}
