import Link from "next/link";
import { redirect } from "next/navigation";
import { connection } from "next/server";
import { requestLocale, serverTranslator } from "@/lib/i18n/server";
import { isLocale } from "@/lib/i18n/locales";
import { PlayNowButton } from "@/components/home/play-now";
import { TablePicture } from "@/components/home/table-picture";
import { GuestHome } from "@/components/home/guest-home";
import { LiveDashboard } from "@/components/live-dashboard";
import { YourGames } from "@/components/your-games";
import { getUser } from "@/lib/auth/session";
import { FINISHED_SHOWN, loadDashboard } from "@/lib/games/dashboard";
import { recentFinished } from "@/lib/history/recent";
import { limitDaySeconds } from "@/lib/games/time-limits";
import { talkMarks } from "@/lib/talk/marks";
import { ordersMarks } from "@/lib/orders/status";

export default async function HomePage() {
  await connection();
  const [user, t] = await Promise.all([getUser(), serverTranslator("home")]);
  if (user && !user.displayName) redirect("/welcome");
  if (user?.guest) {
    // eslint-disable-next-line react-hooks/purity -- a Server Component renders once per request: after `await connection()` this is the request's time, as below
    return <GuestHome user={user} now={Date.now()} />;
  }
  if (user) {
    const [running, finished] = await Promise.all([loadDashboard(user), recentFinished(user.id, FINISHED_SHOWN)]);
    const games = [...running, ...finished];
    // Table talk (issue 24): unread messages and nudges per game, beside each game.
    const [talk, orders] = await Promise.all([talkMarks(user.id, games.map((g) => g.id)), ordersMarks(user.id)]);
    // eslint-disable-next-line react-hooks/purity -- a Server Component renders once per request: after `await connection()` this is the request's time (Next's documented use), not a re-render's
    const now = Date.now();
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
  const [landing, locale] = await Promise.all([serverTranslator("landing"), requestLocale()]);
  const primary = "rounded-md bg-neva-600 px-4 py-2 font-semibold text-white hover:bg-neva-700";
  // Issue 38: what Neva is, in lines that are true; a real table; the two doors (play now, or sign in).
  return (
    <div className="flex flex-col gap-8">
      <section className="flex max-w-2xl flex-col gap-4">
        <h1 className="text-3xl font-bold">{landing("title")}</h1>
        <p className="text-lg">{landing("lead")}</p>
        <div className="flex flex-wrap items-start gap-3">
          <PlayNowButton label={landing("playNow")} starting={landing("starting")} offline={landing("offline")} className={primary} />
          <Link href="/signin" className="rounded-md border border-neva-600 px-4 py-2 font-semibold text-neva-700 hover:bg-white">
            {landing("signInFriends")}
          </Link>
        </div>
        <p className="text-sm text-slate-700">
          {landing("playNowNote")}{" "}
          <Link href="/practice" className="text-neva-700 underline">
            {landing("choose")}
          </Link>
        </p>
      </section>
      <div className="grid items-start gap-6 md:grid-cols-2">
        <ul className="flex list-inside list-disc flex-col gap-1.5 text-slate-800">
          {FACTS.map((key) => (
            <li key={key}>{landing(key)}</li>
          ))}
        </ul>
        <TablePicture locale={isLocale(locale) ? locale : "en"} />
      </div>
    </div>
  );
}

const FACTS = ["factRules", "factPlayers", "factTurn", "factRatings", "factLanguages"] as const;
