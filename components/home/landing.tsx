// Issue 38: the home page of a newcomer. What Neva is, in lines that are true; a real table; the
// two doors (play now, or sign in). Its only client code is the play button, which takes its words
// as props: the page loads no catalogue and no next-intl (components/client-words.tsx). Its links
// are not prefetched: a newcomer's phone fetches only the page it asked for.
import Link from "next/link";
import { requestLocale, serverTranslator } from "@/lib/i18n/server";
import { isLocale } from "@/lib/i18n/locales";
import { PlayNowButton } from "./play-now";
import { TablePicture } from "./table-picture";

export async function Landing() {
  const [landing, locale] = await Promise.all([serverTranslator("landing"), requestLocale()]);
  const primary = "rounded-md bg-neva-600 px-4 py-2 font-semibold text-white hover:bg-neva-700";
  return (
    <div className="flex flex-col gap-8">
      <section className="flex max-w-2xl flex-col gap-4">
        <h1 className="text-3xl font-bold">{landing("title")}</h1>
        <p className="text-lg">{landing("lead")}</p>
        <div className="flex flex-wrap items-start gap-3">
          <PlayNowButton label={landing("playNow")} starting={landing("starting")} offline={landing("offline")} className={primary} />
          <Link href="/signin" prefetch={false} className="rounded-md border border-neva-600 px-4 py-2 font-semibold text-neva-700 hover:bg-white">
            {landing("signInFriends")}
          </Link>
        </div>
        <p className="text-sm text-slate-700">
          {landing("playNowNote")}{" "}
          <Link href="/practice" prefetch={false} className="text-neva-700 underline">
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
