"use server";

import { fromZod } from "@/lib/api/errors";
import { requestLocale, serverTranslator } from "@/lib/i18n/server";
import { refusalText } from "@/lib/words/refusals";
import { PrefsSchema, saveAccountPrefs, type MailPrefs } from "@/lib/mail/prefs";
import { verifyPreferencesToken } from "@/lib/mail/tokens";

export type PrefsFormState = { saved?: string; error?: string; field?: string; prefs?: MailPrefs };

/**
 * Saves mail preferences for the address the signed link was made for (no sign-in needed), as
 * long as an account signs in with it: a deleted account's link writes nothing (issue 35).
 */
export async function savePreferencesAction(_prev: PrefsFormState, form: FormData): Promise<PrefsFormState> {
  const email = String(form.get("email") ?? "");
  const token = String(form.get("token") ?? "");
  const t = await serverTranslator("unsubscribe");
  if (!verifyPreferencesToken(email, token)) return { error: t("linkInvalid") };
  if (form.get("intent") === "unsubscribe") {
    const prefs = await saveAccountPrefs(email, (current) => ({ ...current, turnMail: "none", reminders: false }));
    return prefs ? { saved: t("unsubscribed"), prefs } : { error: t("noAccount") };
  }
  const parsed = PrefsSchema.safeParse({
    turnMail: form.get("turnMail"),
    digestHour: form.get("digestHour"),
    timeZone: form.get("timeZone"),
    reminders: form.get("reminders") === "on",
  });
  if (!parsed.success) {
    // In the reader's language, the field named as the form labels it (issue 33).
    const refusal = fromZod(parsed.error);
    return { error: refusalText(refusal, await requestLocale()), field: refusal.field ?? "form" };
  }
  const prefs = await saveAccountPrefs(email, () => parsed.data);
  return prefs ? { saved: t("saved"), prefs } : { error: t("noAccount") };
}
