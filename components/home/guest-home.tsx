// Issue 38: the home page of a guest: its practice tables (the dashboard's own list), a new one in
// one click or with a choice, and the way to people (signing in keeps these games).
import Link from "next/link";
import { YourGames } from "@/components/your-games";
import { LiveDashboard } from "@/components/live-dashboard";
import type { SessionUser } from "@/lib/auth/session";
import { FINISHED_SHOWN, loadDashboard } from "@/lib/games/dashboard";
import { GUEST_IDLE_DAYS } from "@/lib/guests/rules";
import { recentFinished } from "@/lib/history/recent";
import { limitDaySeconds } from "@/lib/games/time-limits";
import { serverTranslator } from "@/lib/i18n/server";
import { GuestDoor } from "./guest-door";
import { PlayNowButton } from "./play-now";

export async function GuestHome({ user, now }: { user: SessionUser; now: number }) {
  const [t, landing, running, finished] = await Promise.all([
    serverTranslator("guests"),
    serverTranslator("landing"),
    loadDashboard(user),
    recentFinished(user.id, FINISHED_SHOWN),
  ]);
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-bold">{t("yourGames")}</h1>
      <p className="max-w-2xl">{t("banner", { days: GUEST_IDLE_DAYS })}</p>
      <div className="flex flex-wrap items-start gap-3">
        <PlayNowButton label={t("newPractice")} starting={landing("starting")} offline={landing("offline")} className="rounded-md bg-neva-600 px-4 py-2 font-semibold text-white hover:bg-neva-700" />
        <Link href="/practice" className="rounded-md border border-neva-600 px-4 py-2 font-semibold text-neva-700 hover:bg-white">
          {landing("choose")}
        </Link>
      </div>
      <YourGames games={[...running, ...finished]} now={now} dayMs={limitDaySeconds() * 1000} />
      <LiveDashboard />
      <GuestDoor />
    </div>
  );
}
