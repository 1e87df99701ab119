"use client";

import { useEffect, type RefObject } from "react";

/**
 * While `open`, Escape or a click outside `box` calls `close`: a disclosure that never stays in the
 * way. A click, not a pointerdown (issue 34): closing on the press shrank the row under the finger,
 * so the Take or Buy button pressed beside an open breakdown moved away before the release and the
 * tap was lost. On a click the button pressed has its click first; the breakdown closes after.
 */
export function useDismiss(open: boolean, close: () => void, box: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") close();
    };
    const onClick = (event: MouseEvent) => {
      if (box.current && !box.current.contains(event.target as Node)) close();
    };
    document.addEventListener("keydown", onKey);
    document.addEventListener("click", onClick);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("click", onClick);
    };
  }, [open, close, box]);
}
