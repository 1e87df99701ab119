import { useTranslations } from "next-intl";
import type { GameView } from "@/lib/engine";
import type { BotLevel } from "@/lib/bots/levels";
import { PlayArea, PlayerPanel } from "./player-panel";

/**
 * Every player's summary; the live table and the replay show the same one. `open` opens the
 * panels at first (the replay); the table keeps them closed and shows `PlayAreas` on wide screens.
 */
export function PlayersSection({ view, seat, open = false, botSeats = [], botLevels = {} }: { view: GameView; seat: number | null; open?: boolean; botSeats?: readonly number[]; botLevels?: Partial<Record<number, BotLevel>> }) {
  const t = useTranslations("table.players");
  return (
    <section aria-labelledby="players-title" className="flex min-w-0 flex-col gap-1.5" data-testid="players">
      <h2 id="players-title" className="text-sm font-semibold">
        {t("title")}
      </h2>
      <div className="flex flex-col gap-1.5">
        {view.players.map((p) => (
          <PlayerPanel key={p.seat} player={p} options={view.options} isViewer={p.seat === seat} acting={view.toAct.includes(p.seat)} open={open} bot={botSeats.includes(p.seat)} botLevel={botLevels[p.seat]} final={view.final?.find((f) => f.seat === p.seat)?.total} />
        ))}
      </div>
    </section>
  );
}

/** Every play area side by side, for screens wide enough to show them below the hand. */
export function PlayAreas({ view, seat, className = "", changed }: { view: GameView; seat: number | null; className?: string; changed?: ReadonlySet<string> }) {
  const t = useTranslations("table.players");
  return (
    <section aria-labelledby="play-areas-title" className={`min-w-0 flex-col gap-1 ${className}`} data-testid="table-play-areas">
      {/* Named for screen readers alone on a wide screen, where each area's heading says whose it is. */}
      <h2 id="play-areas-title" className="text-sm font-semibold xl:sr-only">
        {t("playAreas")}
      </h2>
      {/* One line of compact areas on a wide screen (issue 34: two lines took a third of a 1280×800 screen). */}
      <div className="grid gap-2 md:grid-cols-2 xl:grid-flow-col xl:auto-cols-[minmax(0,1fr)] xl:grid-cols-none xl:gap-1.5 xl:[&_[data-testid=play-area]]:text-[0.8125rem] xl:[&_[data-testid=play-area]]:leading-[1.15rem]">
        {view.players.map((p) => (
          <div key={p.seat} className="min-w-0 rounded-md border border-slate-200 bg-white p-2 xl:p-1.5" data-testid="play-area-of" data-seat={p.seat}>
            <h3 className="text-sm font-semibold">
              {p.name}
              {p.seat === seat ? t("you") : ""}
            </h3>
            <PlayArea player={p} options={view.options} changed={p.seat === seat ? undefined : changed} />
          </div>
        ))}
      </div>
    </section>
  );
}
