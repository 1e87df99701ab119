// Time zones by the names the reader's language gives them (issue 33: the list showed English
// IANA ids), from Intl's own data: "Москва, стандартное время (GMT+3)", "日本標準時（GMT+9）".
// Zones that share a name and an offset (Paris, Berlin, Rome: Central European Time) are one
// choice, their first id the value; the reader's own zone always stays itself. The value sent is
// always the IANA id.
import type { Locale } from "@/lib/i18n/locales";

export interface TimeZoneChoice {
  id: string;
  label: string;
}

function part(locale: string, zone: string, style: "longGeneric" | "long" | "shortOffset", at: Date): string {
  const parts = new Intl.DateTimeFormat(locale, { timeZone: zone, timeZoneName: style }).formatToParts(at);
  return parts.find((p) => p.type === "timeZoneName")?.value ?? zone;
}

/** Minutes east of UTC in an offset's name ("GMT+5:30" → 330, "UTC−3" → -180), for ordering the list west to east. */
function offsetMinutes(offset: string): number {
  const match = /([+\-−])(\d{1,2})(?::(\d{2}))?/.exec(offset);
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3] ?? 0);
  return match[1] === "+" ? minutes : -minutes;
}

function named(zone: string, locale: string, at: Date): { label: string; offset: number } {
  const name = zone === "UTC" || zone === "Etc/UTC" ? part(locale, zone, "long", at) : part(locale, zone, "longGeneric", at);
  const offset = part(locale, zone, "shortOffset", at);
  const shown = name === offset || /^(GMT|UTC)[+\-−]/.test(name) ? offset : `${name} (${offset})`;
  return { label: locale === "ja" ? shown.replace(" (", "（").replace(/\)$/, "）") : shown, offset: offsetMinutes(offset) };
}

// Naming 400 zones takes Intl most of a second: once per language and day (offsets move with summer time).
const namesOfDay = new Map<string, Map<string, { label: string; offset: number }>>();

function nameOf(zone: string, locale: string, at: Date): { label: string; offset: number } {
  const key = `${locale}|${at.toISOString().slice(0, 10)}`;
  let names = namesOfDay.get(key);
  if (!names) {
    if (namesOfDay.size > 20) namesOfDay.clear();
    namesOfDay.set(key, (names = new Map()));
  }
  let found = names.get(zone);
  if (!found) names.set(zone, (found = named(zone, locale, at)));
  return found;
}

/** One zone's name in `locale`: its generic name and its offset now. */
export function timeZoneLabel(zone: string, locale: Locale | string, at = new Date()): string {
  return nameOf(zone, locale, at).label;
}

/** The choices of a time zone list in `locale`, west to east, `current` among them under its own id. */
export function timeZoneChoices(ids: readonly string[], locale: Locale | string, current: string, at = new Date()): TimeZoneChoice[] {
  const byLabel = new Map<string, TimeZoneChoice & { offset: number }>();
  const mine = nameOf(current, locale, at);
  for (const id of ids) {
    const { label, offset } = nameOf(id, locale, at);
    if (label === mine.label) byLabel.set(label, { id: current, label, offset });
    else if (!byLabel.has(label)) byLabel.set(label, { id, label, offset });
  }
  if (!byLabel.has(mine.label)) byLabel.set(mine.label, { id: current, ...mine });
  return [...byLabel.values()]
    .sort((a, b) => a.offset - b.offset || a.label.localeCompare(b.label, locale))
    .map(({ id, label }) => ({ id, label }));
}
