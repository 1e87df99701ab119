// Issue 38: the home page of a newcomer. What Neva is, in lines that are true; a real table; the
// two doors (play now, or sign in). No client code at all: "Play a practice game now" is a plain
// form (POST /api/practice answers it with the new table), so a newcomer's browser can be sent this
// page without a line of JavaScript (pages/landing.tsx, where proxy.ts sends a visitor without a
// session). Synchronous, its words given, so both routers render it. Its links are not prefetched.
import Link from "next/link";
import type { Locale } from "@/lib/i18n/locales";
import type { Translator } from "@/lib/i18n/messages";
import { TablePicture } from "./table-picture";

export function Landing({ locale, t, bots }: { locale: Locale; t: Translator<"landing">; bots: Translator<"bots"> }) {
  return (
    <div className="flex flex-col gap-8">
      <section className="flex max-w-2xl flex-col gap-4">
        <h1 className="text-3xl font-bold">{t("title")}</h1>
        <p className="text-lg">{t("lead")}</p>
        <div className="flex flex-wrap items-start gap-3">
          {/* The default table (lib/guests/practice.ts); the route answers 303 to the table itself. */}
          <form method="post" action="/api/practice">
            <button type="submit" className="rounded-md bg-neva-600 px-4 py-2 font-semibold text-white hover:bg-neva-700">
              {t("playNow")}
            </button>
          </form>
          <Link href="/signin" prefetch={false} className="rounded-md border border-neva-600 px-4 py-2 font-semibold text-neva-700 hover:bg-white">
            {t("signInFriends")}
          </Link>
        </div>
        <p className="text-sm text-slate-700">
          {t("playNowNote")}{" "}
          <Link href="/practice" prefetch={false} className="text-neva-700 underline">
            {t("choose")}
          </Link>
        </p>
      </section>
      <div className="grid items-start gap-6 md:grid-cols-2">
        <ul className="flex list-inside list-disc flex-col gap-1.5 text-slate-800">
          {FACTS.map((key) => (
            <li key={key}>{t(key)}</li>
          ))}
        </ul>
        <TablePicture locale={locale} t={t} bots={bots} />
      </div>
    </div>
  );
}

const FACTS = ["factRules", "factPlayers", "factTurn", "factRatings", "factLanguages"] as const;
