import { cookies } from "next/headers";
import { redirect } from "next/navigation";
import { connection } from "next/server";
import { requestLocale, serverTranslator } from "@/lib/i18n/server";
import { DisplayNameForm } from "@/components/display-name-form";
import { safePath } from "@/lib/auth/safe-path";
import { getUser } from "@/lib/auth/session";
import { storeFirstLocale } from "@/lib/players/locale";
import { storeFirstTimeZone } from "@/lib/mail/prefs";
import { TIME_ZONE_COOKIE, timeZoneOrNull } from "@/lib/i18n/zone";
import { isLocale } from "@/lib/i18n/locales";
import { titled } from "@/lib/i18n/metadata";

export const generateMetadata = titled("welcome");

export default async function WelcomePage({ searchParams }: { searchParams: Promise<{ next?: string; lang?: string }> }) {
  await connection();
  const query = await searchParams;
  const next = safePath(query.next);
  const user = await getUser();
  if (!user) redirect(`/signin?next=${encodeURIComponent(next)}`);
  // Every sign-in link lands here (app/account/actions.ts): the first one stores the language of
  // the page the player signed in from (`lang`), else this page's, unless they already chose one.
  if (!user.locale) {
    const lang = isLocale(query.lang) ? query.lang : await requestLocale();
    if (isLocale(lang)) await storeFirstLocale(user.id, lang);
  }
  // And the browser's time zone (its cookie, checked), unless they already have mail preferences.
  const zone = timeZoneOrNull((await cookies()).get(TIME_ZONE_COOKIE)?.value);
  if (zone) await storeFirstTimeZone(user.email, zone);
  if (user.displayName) redirect(next);
  const t = await serverTranslator("welcome");
  return (
    <section className="mx-auto flex max-w-md flex-col gap-4">
      <h1 className="text-2xl font-bold">{t("title")}</h1>
      <p>{t("intro", { email: user.email })}</p>
      <DisplayNameForm initial="" next={next} submitLabel={t("continue")} />
    </section>
  );
}
