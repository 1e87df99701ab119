// The home page of a signed-in player: their games and whose turn it is, kept live.
import Link from "next/link";
import { LiveDashboard } from "@/components/live-dashboard";
import { YourGames } from "@/components/your-games";
import type { SessionUser } from "@/lib/auth/session";
import { FINISHED_SHOWN, loadDashboard } from "@/lib/games/dashboard";
import { recentFinished } from "@/lib/history/recent";
import { limitDaySeconds } from "@/lib/games/time-limits";
import { serverTranslator } from "@/lib/i18n/server";
import { talkMarks } from "@/lib/talk/marks";
import { ordersMarks } from "@/lib/orders/status";

export async function PlayerHome({ user, now }: { user: SessionUser; now: number }) {
  const t = await serverTranslator("home");
  const [running, finished] = await Promise.all([loadDashboard(user), recentFinished(user.id, FINISHED_SHOWN)]);
  const games = [...running, ...finished];
  // Table talk (issue 24): unread messages and nudges per game, beside each game.
  const [talk, orders] = await Promise.all([talkMarks(user.id, games.map((g) => g.id)), ordersMarks(user.id)]);
  return (
    <div className="flex flex-col gap-8">
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-bold">{t("hello", { name: user.displayName ?? "" })}</h1>
        <div className="ml-auto flex flex-wrap gap-2">
          <Link href="/lobby" className="rounded-md border border-neva-600 px-4 py-2 font-semibold text-neva-700 hover:bg-white">
            {t("lobby")}
          </Link>
          <Link href="/games/new" className="rounded-md bg-neva-600 px-4 py-2 font-semibold text-white hover:bg-neva-700">
            {t("newGame")}
          </Link>
        </div>
      </div>
      <YourGames games={games} now={now} dayMs={limitDaySeconds() * 1000} talk={talk} orders={orders} />
      <LiveDashboard />
    </div>
  );
}
