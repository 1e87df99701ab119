import { connection } from "next/server";
import { serverTranslator } from "@/lib/i18n/server";
import { titled } from "@/lib/i18n/metadata";
import { accountPrefs, timeZones } from "@/lib/mail/prefs";
import { normaliseEmail, verifyPreferencesToken } from "@/lib/mail/tokens";
import { PreferencesForm } from "./preferences-form";

export const generateMetadata = titled("mailPreferences");

/**
 * Reached from the link in every mail: works without signing in, for the address it was made for,
 * while an account signs in with it (a deleted account's link shows and writes nothing).
 */
export default async function UnsubscribePage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  await connection();
  const params = await searchParams;
  const email = normaliseEmail(String(params.email ?? ""));
  const token = String(params.token ?? "");
  const t = await serverTranslator("unsubscribe");
  const valid = verifyPreferencesToken(email, token);
  const prefs = valid ? await accountPrefs(email) : null;
  if (!prefs) {
    return (
      <section className="mx-auto flex max-w-md flex-col gap-3">
        <h1 className="text-2xl font-bold">{t("title")}</h1>
        <p role="alert" className="text-red-700">
          {valid ? t("noAccount") : t("invalidLink")}
        </p>
      </section>
    );
  }
  return (
    <section className="mx-auto flex max-w-xl flex-col gap-4">
      <h1 className="text-2xl font-bold">{t("title")}</h1>
      <p className="text-slate-700">{t("forEmail", { email })}</p>
      <PreferencesForm email={email} token={token} initial={prefs} timeZones={timeZones(prefs.timeZone)} />
    </section>
  );
}
