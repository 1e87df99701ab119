"use client";
// Presence (issue 39): tells the server whether this table is shown, so no push about it reaches
// a player who is looking at it. "visible" when shown and every 30 s while it stays so (each holds
// 75 s on the server), "hidden" when the tab is hidden or the page goes. Renders nothing.
import { useEffect } from "react";

const REPEAT_MS = 30_000;

export function PresenceBeacon({ gameId }: { gameId: string }) {
  useEffect(() => {
    const url = `/api/games/${encodeURIComponent(gameId)}/presence`;
    const say = (visible: boolean) =>
      fetch(url, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ visible }), keepalive: true }).catch(() => {});
    const now = () => void say(document.visibilityState === "visible");
    now();
    const timer = setInterval(() => {
      if (document.visibilityState === "visible") void say(true);
    }, REPEAT_MS);
    const hidden = () => void say(false);
    document.addEventListener("visibilitychange", now);
    window.addEventListener("pagehide", hidden);
    return () => {
      clearInterval(timer);
      document.removeEventListener("visibilitychange", now);
      window.removeEventListener("pagehide", hidden);
      hidden();
    };
  }, [gameId]);
  return null;
}
