// The time zone cookie's name and lifetime, apart from lib/i18n/zone.ts: the browser's writer
// (components/time-zone-cookie.tsx) needs only these, and importing the zone checks would ship zod
// to every page's first load.
export const TIME_ZONE_COOKIE = "neva-tz";
export const TIME_ZONE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;
