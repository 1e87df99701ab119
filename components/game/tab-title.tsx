"use client";

import { useEffect } from "react";

/**
 * `yours` (the reader's "● Your turn · Neva", "● Your turn (3) · Neva" across several games) when
 * a move waits, else `idle`; with unread table talk (issue 24) `prefix` turns it into e.g.
 * "(2) ● Your turn · Neva".
 */
export function tabTitle(turns: number, idle: string, yours: string, prefix?: (title: string) => string): string {
  const title = turns <= 0 ? idle : yours;
  return prefix ? prefix(title) : title;
}

/**
 * Keeps the browser tab's title saying whether a move waits for the viewer, in the reader's
 * language (`yours`: meta.yourTurnTab with lib/words/tab-title.ts's yourTurnArgs). The page's metadata title arrives after
 * hydration (Next streams it), so the title is set again whenever the head changes it back. Its
 * words come as props, so the home page's dashboard needs no catalogue in the browser (issue 38).
 */
export function TabTitle({ turns, idle, yours, prefix }: { turns: number; idle: string; yours: string; prefix?: (title: string) => string }) {
  useEffect(() => {
    const wanted = tabTitle(turns, idle, yours, prefix);
    const apply = () => {
      if (document.title !== wanted) document.title = wanted;
    };
    apply();
    const observer = new MutationObserver(apply);
    observer.observe(document.documentElement, { childList: true, subtree: true, characterData: true });
    return () => observer.disconnect();
  }, [turns, idle, yours, prefix]);
  return null;
}
