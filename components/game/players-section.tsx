"use client";

import { useEffect, useState } from "react";
import type { GameView } from "@/lib/engine";
import { PlayerPanel } from "./player-panel";

/** Wide screens show every player's panel open; a phone starts with them closed to their summaries. */
function useWide(): boolean {
  const [wide, setWide] = useState(true);
  useEffect(() => {
    setWide(window.matchMedia("(min-width: 1024px)").matches);
  }, []);
  return wide;
}

/** Every player's panel; the live table and the replay show the same one. */
export function PlayersSection({ view, seat }: { view: GameView; seat: number | null }) {
  const wide = useWide();
  return (
    <section aria-labelledby="players-title" className="flex min-w-0 flex-col gap-1.5" data-testid="players">
      <h2 id="players-title" className="text-sm font-semibold">
        Players
      </h2>
      <div className="flex flex-col gap-1.5">
        {view.players.map((p) => (
          <PlayerPanel key={p.seat} player={p} isViewer={p.seat === seat} acting={view.toAct.includes(p.seat)} open={wide} />
        ))}
      </div>
    </section>
  );
}
