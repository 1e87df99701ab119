"use client";

import { useEffect } from "react";

/** "● Your turn · Neva", "● Your turn (3) · Neva" across several games, else `idle`. */
export function tabTitle(turns: number, idle: string): string {
  if (turns <= 0) return idle;
  return `● Your turn${turns > 1 ? ` (${turns})` : ""} · Neva`;
}

/**
 * Keeps the browser tab's title saying whether a move waits for the viewer. The page's metadata
 * title arrives after hydration (Next streams it), so the title is set again whenever the head
 * changes it back.
 */
export function TabTitle({ turns, idle }: { turns: number; idle: string }) {
  useEffect(() => {
    const wanted = tabTitle(turns, idle);
    const apply = () => {
      if (document.title !== wanted) document.title = wanted;
    };
    apply();
    const observer = new MutationObserver(apply);
    observer.observe(document.documentElement, { childList: true, subtree: true, characterData: true });
    return () => observer.disconnect();
  }, [turns, idle]);
  return null;
}
