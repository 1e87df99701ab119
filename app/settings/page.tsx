import Link from "next/link";
import { connection } from "next/server";
import { serverTranslator } from "@/lib/i18n/server";
import { LanguagePicker } from "@/components/language-picker";
import { DisplayNameForm } from "@/components/display-name-form";
import { requireUser } from "@/lib/auth/session";
import { titled } from "@/lib/i18n/metadata";
import { AwayForm } from "@/components/absence/away-form";
import { AWAY_DATE } from "@/components/absence/away-note";
import { awayStatus } from "@/lib/services";
import { serverFormatter } from "@/lib/i18n/server";

export const generateMetadata = titled("settings");

export default async function SettingsPage() {
  await connection();
  const user = await requireUser("/settings");
  const [t, lang, away, format] = await Promise.all([serverTranslator("settings"), serverTranslator("languagePicker"), awayStatus(user.id), serverFormatter()]);
  return (
    <section className="mx-auto flex max-w-md flex-col gap-4">
      <h1 className="text-2xl font-bold">{t("title")}</h1>
      <p className="text-slate-700">{t("signedInAs", { email: user.email })}</p>
      <DisplayNameForm initial={user.displayName} submitLabel={t("save")} />
      <AwayForm vacationDays={away.vacationDays} awayUntilText={away.awayUntil ? format.dateTime(new Date(away.awayUntil), AWAY_DATE) : null} />
      <Link href="/settings/notifications" className="font-medium text-neva-700 underline-offset-4 hover:underline">
        {t("mailLink")}
      </Link>
      <section aria-labelledby="language-title" className="flex flex-col gap-2">
        <h2 id="language-title" className="text-lg font-semibold">
          {lang("settingsTitle")}
        </h2>
        <p className="text-sm text-slate-600">{lang("settingsHelp")}</p>
        <LanguagePicker id="language-settings" />
      </section>
    </section>
  );
}
