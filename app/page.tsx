import Link from "next/link";
import { redirect } from "next/navigation";
import { connection } from "next/server";
import { LiveDashboard } from "@/components/live-dashboard";
import { YourGames } from "@/components/your-games";
import { getUser } from "@/lib/auth/session";
import { loadDashboard } from "@/lib/games/dashboard";
import { limitDaySeconds } from "@/lib/games/time-limits";
import { talkMarks } from "@/lib/talk/marks";

export default async function HomePage() {
  await connection();
  const user = await getUser();
  if (user && !user.displayName) redirect("/welcome");
  if (user) {
    const games = await loadDashboard(user);
    // Table talk (issue 24): unread messages and nudges per game, beside each game.
    const talk = await talkMarks(user.id, games.map((g) => g.id));
    return (
      <div className="flex flex-col gap-8">
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-2xl font-bold">Hello, {user.displayName}</h1>
          <div className="ml-auto flex flex-wrap gap-2">
            <Link href="/lobby" className="rounded-md border border-neva-600 px-4 py-2 font-semibold text-neva-700 hover:bg-white">
              Lobby
            </Link>
            <Link href="/games/new" className="rounded-md bg-neva-600 px-4 py-2 font-semibold text-white hover:bg-neva-700">
              New game
            </Link>
          </div>
        </div>
        <YourGames games={games} now={Date.now()} dayMs={limitDaySeconds() * 1000} talk={talk} />
        <LiveDashboard />
      </div>
    );
  }
  return (
    <section className="flex max-w-2xl flex-col gap-5">
      <h1 className="text-3xl font-bold">Saint Petersburg, played by web</h1>
      <p className="text-lg">
        Neva lets you play the card game Saint Petersburg with friends at your own pace: make your move when you
        have a minute, and the table waits for the others. Games can run over days.
      </p>
      <ul className="list-inside list-disc text-slate-700">
        <li>2 to 4 players, with the variants of the online and second-edition rules as table options.</li>
        <li>Every move is recorded, so a game can be replayed exactly.</li>
        <li>No password: you sign in with a link sent to your email.</li>
      </ul>
      <p>
        <Link href="/signin" className="inline-block rounded-md bg-neva-600 px-4 py-2 font-semibold text-white hover:bg-neva-700">
          Sign in to play
        </Link>
      </p>
    </section>
  );
}
