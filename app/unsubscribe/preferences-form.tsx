import { requestLocale } from "@/lib/i18n/server";
import type { MailPrefs } from "@/lib/mail/prefs";
import { timeZoneChoices } from "@/lib/words/time-zones";
import { PreferencesFormView } from "./preferences-form-view";

/**
 * Mail preferences for one address; used by /unsubscribe (signed link) and /settings/notifications.
 * The time zones (IANA ids) are named here, on the server, in the reader's language (issue 33).
 */
export async function PreferencesForm({ email, token, initial, timeZones }: { email: string; token: string; initial: MailPrefs; timeZones: string[] }) {
  const choices = timeZoneChoices(timeZones, await requestLocale(), initial.timeZone);
  return <PreferencesFormView email={email} token={token} initial={initial} timeZones={choices} />;
}
