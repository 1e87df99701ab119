"use client";

import { useRouter } from "next/navigation";
import { useCallback, useEffect, useRef } from "react";
import { useUserStream } from "./use-user-stream";

/**
 * Keeps the dashboard live without polling: re-renders the server page when one of the player's
 * games changes, and puts "your turn in N games" in the tab title.
 */
export function LiveDashboard() {
  const router = useRouter();
  const onGameChange = useCallback(() => router.refresh(), [router]);
  const { yourTurn } = useUserStream(onGameChange);
  const baseTitle = useRef<string | null>(null);
  useEffect(() => {
    baseTitle.current ??= document.title;
    if (yourTurn === null) return;
    document.title = yourTurn > 0 ? `(${yourTurn}) Your turn in ${yourTurn} game${yourTurn === 1 ? "" : "s"} · Neva` : baseTitle.current;
  }, [yourTurn]);
  return null;
}
