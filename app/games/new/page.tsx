import Link from "next/link";
import { connection } from "next/server";
import { serverTranslator } from "@/lib/i18n/server";
import { CreateGameForm } from "@/components/lobby/create-game-form";
import { requireUser } from "@/lib/auth/session";
import { GuestDoor } from "@/components/home/guest-door";
import { titled } from "@/lib/i18n/metadata";

export const generateMetadata = titled("newGame");

export default async function NewGamePage() {
  await connection();
  // Issue 38: a guest starts practice tables at /practice; a table with people needs an account.
  if ((await requireUser("/games/new")).guest) return <GuestDoor next="/games/new" />;
  const t = await serverTranslator("newGame");
  return (
    <section className="flex max-w-2xl flex-col gap-5">
      <p className="text-sm">
        <Link href="/lobby" className="underline underline-offset-4">
          {t("back")}
        </Link>
      </p>
      <h1 className="text-2xl font-bold">{t("title")}</h1>
      <p className="text-slate-700">{t("intro")}</p>
      <CreateGameForm />
    </section>
  );
}
