// The reader's time zone (issue 33: times were said in UTC although the browser knew better).
// The browser says its zone once, in a cookie (components/time-zone-cookie.tsx); a signed-in
// player's zone is stored with their mail preferences (mail_preferences.time_zone, the zone mails
// already use for the digest hour and deadlines), taken from that cookie at their first sign-in
// and changed in Settings → Mail. A cookie is the browser's to write, so its value is checked:
// only a zone Intl knows by its IANA id counts, anything else is as if it were not there.
import { z } from "zod";

export { TIME_ZONE_COOKIE, TIME_ZONE_COOKIE_MAX_AGE } from "./zone-cookie";

let known: ReadonlySet<string> | null = null;

/** The IANA ids of the zones Intl knows, UTC among them. */
export function knownTimeZones(): ReadonlySet<string> {
  return (known ??= new Set([...Intl.supportedValuesOf("timeZone"), "UTC"]));
}

/** A real IANA zone id ("Europe/Moscow", "UTC"), as a browser or a form sends it. */
export const TimeZoneSchema = z
  .string()
  .max(64)
  .refine((zone) => knownTimeZones().has(zone), "timeZoneUnknown");

/** The zone a cookie or a header names, or null for a missing or hostile value. */
export function timeZoneOrNull(value: unknown): string | null {
  const parsed = TimeZoneSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}
