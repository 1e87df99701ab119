import type { Metadata } from "next";
import Link from "next/link";
import { connection } from "next/server";
import { z } from "zod";
import { LEADERBOARD_PAGE, leaderboardPage, type LeaderboardCursor } from "@/lib/ratings/reads";
import { serverTranslator } from "@/lib/i18n/server";
import { ratingValue } from "@/lib/ratings/format";
import { PROVISIONAL_OPPONENTS, REPEAT_WINDOW_DAYS } from "@/lib/ratings/model";
import { ratingWords } from "@/lib/words/ratings";
import { RecordIdSchema } from "@/lib/input";
import { getUser } from "@/lib/auth/session";
import { GuestDoor } from "@/components/home/guest-door";

export async function generateMetadata(): Promise<Metadata> {
  const t = await serverTranslator("ratings");
  return { title: `${t("leaderboardTitle")} · Neva` };
}

type Search = { after?: string | string[]; from?: string | string[] };
const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

// The keyset of the page: "ordinal_userId" of the last row before it, and the rank it had (for
// numbering). Hostile input: anything else shows the first page.
const CursorSchema = z
  .string()
  .max(100)
  .transform((s, ctx): LeaderboardCursor => {
    const at = s.indexOf("_");
    const ordinal = Number(s.slice(0, at));
    const userId = RecordIdSchema.safeParse(s.slice(at + 1));
    if (at < 1 || !Number.isFinite(ordinal) || !userId.success) {
      ctx.addIssue({ code: "custom", message: "not a cursor" });
      return z.NEVER;
    }
    return { ordinal, userId: userId.data };
  });
const FromSchema = z.coerce.number().int().min(0).max(10_000_000);

export default async function PlayersPage({ searchParams }: { searchParams: Promise<Search> }) {
  const words = ratingWords(await serverTranslator("ratings"));
  await connection();
  const search = await searchParams;
  const cursor = CursorSchema.safeParse(one(search.after));
  const from = cursor.success ? FromSchema.catch(0).parse(one(search.from)) : 0;
  const [{ rows, next }, viewer] = await Promise.all([leaderboardPage(cursor.success ? cursor.data : null), getUser()]);
  return (
    <section className="flex flex-col gap-4" data-testid="leaderboard">
      <h1 className="text-2xl font-bold">{words.leaderboardTitle}</h1>
      <p className="text-slate-700">{words.leaderboardIntro}</p>
      {/* Issue 38: a guest is never rated; the way onto this list is an account. */}
      {viewer?.guest && <GuestDoor next="/players" />}
      {rows.length === 0 ? (
        <p>{words.leaderboardEmpty}</p>
      ) : (
        <table className="w-full max-w-2xl border-collapse text-left">
          <thead>
            <tr className="border-b border-slate-300">
              <th scope="col" className="py-1 pr-3">{words.colRank}</th>
              <th scope="col" className="py-1 pr-3">{words.colPlayer}</th>
              <th scope="col" className="py-1 pr-3 text-right">{words.colRating}</th>
              <th scope="col" className="py-1 text-right">{words.colGames}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row, i) => (
              <tr key={row.userId} className="border-b border-slate-100" data-testid="leaderboard-row">
                <td className="py-1 pr-3">{from + i + 1}</td>
                <td className="py-1 pr-3">
                  <Link href={`/players/${encodeURIComponent(row.name)}`} className="text-neva-700 underline">
                    {row.name}
                  </Link>
                </td>
                <td className="py-1 pr-3 text-right tabular-nums">{ratingValue(row.ordinal)}</td>
                <td className="py-1 text-right tabular-nums">{row.games}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <nav aria-label={words.pages} className="flex gap-4 text-sm">
        {cursor.success && (
          <Link href="/players" className="text-neva-700 underline">
            {words.leaderboardFirst}
          </Link>
        )}
        {next && (
          <Link href={`/players?after=${encodeURIComponent(`${next.ordinal}_${next.userId}`)}&from=${from + LEADERBOARD_PAGE}`} className="text-neva-700 underline" rel="next">
            {words.leaderboardNext}
          </Link>
        )}
      </nav>
      <section aria-labelledby="rating-rules" className="flex max-w-2xl flex-col gap-2 text-sm text-slate-700" data-testid="rating-rules">
        <h2 id="rating-rules" className="text-base font-semibold text-slate-900">
          {words.rulesTitle}
        </h2>
        <ul className="list-disc pl-5">
          {words.rules({ needed: PROVISIONAL_OPPONENTS, days: REPEAT_WINDOW_DAYS }).map((rule) => (
            <li key={rule}>{rule}</li>
          ))}
        </ul>
      </section>
    </section>
  );
}
