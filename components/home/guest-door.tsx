// Issue 38: what a guest meets at a door to people (lobby, new table, talk, invitations, settings,
// leaderboard): why it is closed, and the way in. Signing in keeps the guest's games. `compact`:
// one line under a practice table, where talk would be.
import Link from "next/link";
import { GUEST_IDLE_DAYS } from "@/lib/guests/rules";
import { serverTranslator } from "@/lib/i18n/server";

export async function GuestDoor({ next = "/", compact = false }: { next?: string; compact?: boolean }) {
  const t = await serverTranslator("guests");
  const link = `/signin?next=${encodeURIComponent(next)}`;
  if (compact) {
    return (
      <p className="mt-3 text-sm text-slate-800" data-testid="guest-door">
        {t("banner", { days: GUEST_IDLE_DAYS })}{" "}
        <Link href={link} className="font-semibold text-neva-700 underline">
          {t("signInToPlay")}
        </Link>
      </p>
    );
  }
  return (
    <section className="flex max-w-2xl flex-col gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4" data-testid="guest-door">
      <p>{t("door")}</p>
      <p>
        <Link href={link} className="inline-block rounded-md bg-neva-600 px-4 py-2 font-semibold text-white hover:bg-neva-700">
          {t("signInToPlay")}
        </Link>
      </p>
    </section>
  );
}
