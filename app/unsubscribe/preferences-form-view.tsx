"use client";

import { useTranslations } from "next-intl";
import { useActionState } from "react";
import type { MailPrefs } from "@/lib/mail/prefs";
import type { TimeZoneChoice } from "@/lib/words/time-zones";
import { savePreferencesAction, type PrefsFormState } from "./actions";

const HOURS = Array.from({ length: 24 }, (_, h) => h);

/** The form of ./preferences-form.tsx, its time zones already named in the reader's language. */
export function PreferencesFormView({ email, token, initial, timeZones }: { email: string; token: string; initial: MailPrefs; timeZones: TimeZoneChoice[] }) {
  const t = useTranslations("unsubscribe");
  const [state, action, pending] = useActionState<PrefsFormState, FormData>(savePreferencesAction, {});
  const prefs = state.prefs ?? initial;
  return (
    <form action={action} className="flex flex-col gap-4" key={JSON.stringify(prefs)}>
      <input type="hidden" name="email" value={email} />
      <input type="hidden" name="token" value={token} />
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 font-medium">{t("whenTurn")}</legend>
        <label className="flex items-center gap-2">
          <input type="radio" name="turnMail" value="every" defaultChecked={prefs.turnMail === "every"} /> {t("every")}
        </label>
        <label className="flex items-center gap-2">
          <input type="radio" name="turnMail" value="digest" defaultChecked={prefs.turnMail === "digest"} /> {t("digest")}
        </label>
        <label className="flex items-center gap-2">
          <input type="radio" name="turnMail" value="none" defaultChecked={prefs.turnMail === "none"} /> {t("none")}
        </label>
      </fieldset>
      <div className="flex flex-wrap items-center gap-3">
        <label htmlFor="digestHour" className="font-medium">
          {t("digestAt")}
        </label>
        <select id="digestHour" name="digestHour" defaultValue={prefs.digestHour} className="rounded-md border border-slate-300 px-2 py-1.5">
          {HOURS.map((h) => (
            <option key={h} value={h}>
              {String(h).padStart(2, "0")}:00
            </option>
          ))}
        </select>
        <label htmlFor="timeZone" className="font-medium">
          {t("timeZone")}
        </label>
        <select id="timeZone" name="timeZone" defaultValue={prefs.timeZone} className="max-w-64 rounded-md border border-slate-300 px-2 py-1.5">
          {timeZones.map((tz) => (
            <option key={tz.id} value={tz.id}>
              {tz.label}
            </option>
          ))}
        </select>
      </div>
      <label className="flex items-center gap-2">
        <input type="checkbox" name="reminders" defaultChecked={prefs.reminders} /> {t("reminders")}
      </label>
      <p role="alert" className="min-h-5 text-sm text-red-700">
        {state.error}
      </p>
      {state.saved && (
        <p role="status" className="text-sm text-green-800">
          {state.saved}
        </p>
      )}
      <div className="flex flex-wrap gap-3">
        <button type="submit" name="intent" value="save" disabled={pending} className="rounded-md bg-neva-600 px-4 py-2 font-semibold text-white hover:bg-neva-700 disabled:opacity-60">
          {t("save")}
        </button>
        <button type="submit" name="intent" value="unsubscribe" disabled={pending} className="rounded-md border border-slate-300 px-4 py-2 hover:bg-slate-50 disabled:opacity-60">
          {t("unsubscribe")}
        </button>
      </div>
    </form>
  );
}
