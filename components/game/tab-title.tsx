"use client";

import { useEffect } from "react";

/**
 * "● Your turn · Neva", "● Your turn (3) · Neva" across several games, else `idle`; with unread
 * table talk (issue 24) `prefix` turns it into e.g. "(2) ● Your turn · Neva".
 */
export function tabTitle(turns: number, idle: string, prefix?: (title: string) => string): string {
  const title = turns <= 0 ? idle : `● Your turn${turns > 1 ? ` (${turns})` : ""} · Neva`;
  return prefix ? prefix(title) : title;
}

/**
 * Keeps the browser tab's title saying whether a move waits for the viewer. The page's metadata
 * title arrives after hydration (Next streams it), so the title is set again whenever the head
 * changes it back.
 */
export function TabTitle({ turns, idle, prefix }: { turns: number; idle: string; prefix?: (title: string) => string }) {
  useEffect(() => {
    const wanted = tabTitle(turns, idle, prefix);
    const apply = () => {
      if (document.title !== wanted) document.title = wanted;
    };
    apply();
    const observer = new MutationObserver(apply);
    observer.observe(document.documentElement, { childList: true, subtree: true, characterData: true });
    return () => observer.disconnect();
  }, [turns, idle, prefix]);
  return null;
}
