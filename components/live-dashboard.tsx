"use client";

import { useRouter } from "next/navigation";
import { useCallback } from "react";
import { useUserStream } from "./use-user-stream";

/**
 * Keeps the dashboard live without polling: re-renders the server page when one of the player's
 * games changes. The re-rendered list carries the new "your turn" count, and with it the tab title
 * (`TabTitle` in components/your-games.tsx: one place sets the title).
 */
export function LiveDashboard() {
  const router = useRouter();
  const onGameChange = useCallback(() => router.refresh(), [router]);
  useUserStream(onGameChange);
  return null;
}
