import Link from "next/link";
import { connection } from "next/server";
import { serverTranslator } from "@/lib/i18n/server";
import { PreferencesForm } from "@/app/unsubscribe/preferences-form";
import { requireUser } from "@/lib/auth/session";
import { GuestDoor } from "@/components/home/guest-door";
import { getPrefs, timeZones } from "@/lib/mail/prefs";
import { preferencesToken } from "@/lib/mail/tokens";
import { titled } from "@/lib/i18n/metadata";

export const generateMetadata = titled("mailPreferences");

export default async function NotificationSettingsPage() {
  await connection();
  const user = await requireUser("/settings/notifications");
  if (user.guest) return <GuestDoor next="/settings/notifications" />; // issue 38
  const [prefs, t] = await Promise.all([getPrefs(user.email), serverTranslator("settings")]);
  return (
    <section className="mx-auto flex max-w-xl flex-col gap-4">
      <p>
        <Link href="/settings" className="text-sm underline-offset-4 hover:underline">
          {t("mailBack")}
        </Link>
      </p>
      <h1 className="text-2xl font-bold">{t("mailTitle")}</h1>
      <p className="text-slate-700">{t("mailsGoTo", { email: user.email })}</p>
      <PreferencesForm email={user.email} token={preferencesToken(user.email)} initial={prefs} timeZones={timeZones(prefs.timeZone)} />
    </section>
  );
}
