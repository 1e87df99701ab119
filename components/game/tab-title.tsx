"use client";

import { useEffect } from "react";

/** "● Your turn · Neva", "● Your turn (3) · Neva" across several games, else `idle`. */
export function tabTitle(turns: number, idle: string): string {
  if (turns <= 0) return idle;
  return `● Your turn${turns > 1 ? ` (${turns})` : ""} · Neva`;
}

/** Keeps the browser tab's title saying whether a move waits for the viewer. */
export function TabTitle({ turns, idle }: { turns: number; idle: string }) {
  useEffect(() => {
    document.title = tabTitle(turns, idle);
  }, [turns, idle]);
  return null;
}
