import type { GameView } from "@/lib/engine";
import { PlayerPanel } from "./player-panel";

/** Every player's panel; the live table and the replay show the same one. */
export function PlayersSection({ view, seat }: { view: GameView; seat: number | null }) {
  return (
    <section aria-labelledby="players-title" className="flex flex-col gap-2">
      <h2 id="players-title" className="text-lg font-semibold">
        Players
      </h2>
      <div className="grid gap-3 md:grid-cols-2">
        {view.players.map((p) => (
          <PlayerPanel key={p.seat} player={p} isViewer={p.seat === seat} acting={view.toAct.includes(p.seat)} />
        ))}
      </div>
    </section>
  );
}
