import Link from "next/link";
import { connection } from "next/server";
import { serverTranslator } from "@/lib/i18n/server";
import { LanguagePicker } from "@/components/language-picker";
import { DisplayNameForm } from "@/components/display-name-form";
import { AddressForm } from "@/components/account/address-form";
import { DeleteAccountForm } from "@/components/account/delete-form";
import { requireUser } from "@/lib/auth/session";
import { GuestDoor } from "@/components/home/guest-door";
import { titled } from "@/lib/i18n/metadata";
import { AwayForm } from "@/components/absence/away-form";
import { AWAY_DATE } from "@/components/absence/away-note";
import { awayStatus } from "@/lib/services";
import { serverFormatter } from "@/lib/i18n/server";
import { PushDevices } from "@/components/push/push-devices";
import { PushKinds } from "@/components/push/push-kinds";
import { WebhookForm } from "@/components/push/webhook-form";
import { listSubscriptions } from "@/lib/push/subscriptions";
import { getPushPrefs } from "@/lib/push/prefs";
import { webhookOf } from "@/lib/push/webhooks";
import { reviewSharing } from "@/lib/history/reviews";
import { ReviewSharing } from "@/components/history/review-sharing";

export const generateMetadata = titled("settings");

export default async function SettingsPage() {
  await connection();
  const user = await requireUser("/settings");
  // Issue 38: a guest has nothing to set: no mail, no push, no name of its choosing.
  if (user.guest) return <GuestDoor next="/settings" />;
  const [t, lang, a, away, format] = await Promise.all([
    serverTranslator("settings"),
    serverTranslator("languagePicker"),
    serverTranslator("account"),
    awayStatus(user.id),
    serverFormatter(),
  ]);
  // Issue 39: push on this device, the player's devices, what is pushed, the webhook.
  // Issue 36: whether the other players of a game may read this player's game review.
  const [r, sharing] = await Promise.all([serverTranslator("review"), reviewSharing(user.id)]);
  const [p, devices, pushPrefs, webhook] = await Promise.all([serverTranslator("push"), listSubscriptions(user.id), getPushPrefs(user.id), webhookOf(user.id)]);
  return (
    <section className="mx-auto flex max-w-md flex-col gap-4">
      <h1 className="text-2xl font-bold">{t("title")}</h1>
      <p className="text-slate-700">{t("signedInAs", { email: user.email })}</p>
      <DisplayNameForm initial={user.displayName} submitLabel={t("save")} />
      <AwayForm vacationDays={away.vacationDays} awayUntilText={away.awayUntil ? format.dateTime(new Date(away.awayUntil), AWAY_DATE) : null} />
      <Link href="/settings/notifications" className="font-medium text-neva-700 underline-offset-4 hover:underline">
        {t("mailLink")}
      </Link>
      <section aria-labelledby="push-title" className="flex flex-col gap-3">
        <h2 id="push-title" className="text-lg font-semibold">
          {p("settingsTitle")}
        </h2>
        <PushDevices publicKey={devices.publicKey} initial={devices.subscriptions} />
        <PushKinds initial={pushPrefs} />
      </section>
      <section aria-labelledby="webhook-title" className="flex flex-col gap-2">
        <h2 id="webhook-title" className="text-lg font-semibold">
          {p("webhookTitle")}
        </h2>
        <WebhookForm initial={webhook} />
      </section>
      <section aria-labelledby="review-sharing-title" className="flex flex-col gap-2">
        <h2 id="review-sharing-title" className="text-lg font-semibold">
          {r("settingsTitle")}
        </h2>
        <ReviewSharing initial={sharing.share} />
      </section>
      <section aria-labelledby="language-title" className="flex flex-col gap-2">
        <h2 id="language-title" className="text-lg font-semibold">
          {lang("settingsTitle")}
        </h2>
        <p className="text-sm text-slate-600">{lang("settingsHelp")}</p>
        <LanguagePicker id="language-settings" />
      </section>
      <section aria-labelledby="address-title" className="flex flex-col gap-2">
        <h2 id="address-title" className="text-lg font-semibold">
          {a("addressTitle")}
        </h2>
        <AddressForm />
      </section>
      <section aria-labelledby="export-title" className="flex flex-col gap-2">
        <h2 id="export-title" className="text-lg font-semibold">
          {a("exportTitle")}
        </h2>
        <p className="text-sm text-slate-600">{a("exportHelp")}</p>
        {/* A plain link: the browser saves the attachment the route answers with. */}
        <a href="/api/me/data" download className="self-start rounded-md border border-neva-600 px-4 py-2 font-semibold text-neva-700 hover:bg-neva-50">
          {a("exportButton")}
        </a>
      </section>
      <section aria-labelledby="delete-title" className="flex flex-col gap-2 border-t border-slate-200 pt-4">
        <h2 id="delete-title" className="text-lg font-semibold">
          {a("deleteTitle")}
        </h2>
        <p className="text-sm text-slate-600">{a("deleteHelp", { former: a("formerPlayer") })}</p>
        <DeleteAccountForm displayName={user.displayName} email={user.email} />
      </section>
    </section>
  );
}
