"use client";

import { useRouter } from "next/navigation";
import { useCallback, useEffect } from "react";
import { useUserStream } from "./use-user-stream";

const OURS = /^\(\d+\) Your turn in \d+ games? · /;

/**
 * Keeps the dashboard live without polling: re-renders the server page when one of the player's
 * games changes, and puts "(N) Your turn in N games" in front of the tab title.
 */
export function LiveDashboard() {
  const router = useRouter();
  const onGameChange = useCallback(() => router.refresh(), [router]);
  const { yourTurn } = useUserStream(onGameChange);

  useEffect(() => {
    if (yourTurn === null) return;
    let base = document.title.replace(OURS, "");
    const apply = () => {
      const wanted = yourTurn > 0 ? `(${yourTurn}) Your turn in ${yourTurn} game${yourTurn === 1 ? "" : "s"} · ${base}` : base;
      if (document.title !== wanted) document.title = wanted;
    };
    apply();
    // A re-render of the page sets the title from its metadata again: put the count back.
    const observer = new MutationObserver(() => {
      if (!OURS.test(document.title)) base = document.title;
      apply();
    });
    observer.observe(document.head, { subtree: true, childList: true, characterData: true });
    return () => {
      observer.disconnect();
      document.title = base;
    };
  }, [yourTurn]);
  return null;
}
