import { redirect } from "next/navigation";
import { connection } from "next/server";
import { GuestHome } from "@/components/home/guest-home";
import { Landing } from "@/components/home/landing";
import { PlayerHome } from "@/components/home/player-home";
import { getUser } from "@/lib/auth/session";
import { isLocale } from "@/lib/i18n/locales";
import { requestLocale, serverTranslator } from "@/lib/i18n/server";

// The home page: a newcomer's landing, a guest's practice tables, or a player's games. None of
// them needs the catalogue in the browser (their client parts take their words as props), so the
// page carries neither it nor next-intl's code (issue 38: components/client-words.tsx).
export default async function HomePage() {
  await connection();
  const user = await getUser();
  if (user && !user.displayName) redirect("/welcome");
  // eslint-disable-next-line react-hooks/purity -- a Server Component renders once per request: after `await connection()` this is the request's time (Next's documented use), not a re-render's
  const now = Date.now();
  if (user?.guest) return <GuestHome user={user} now={now} />;
  if (user) return <PlayerHome user={user} now={now} />;
  // A visitor without a session cookie gets pages/landing.tsx (proxy.ts); here the rest: a cookie
  // that names no session any more, or the pseudo-locale.
  const [locale, t, bots] = await Promise.all([requestLocale(), serverTranslator("landing"), serverTranslator("bots")]);
  return <Landing locale={isLocale(locale) ? locale : "en"} t={t} bots={bots} />;
}
