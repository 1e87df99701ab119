// The words of the mails, in the recipient's language: the `mail` namespace of the catalogue, and
// the numbers, dates and lists of that language (Intl). Templates (emails/*) and the mail composers
// (lib/mailer/kinds) both say things through here, so a mail has one voice per language.
import { currentDecision, type GameState } from "@/lib/engine";
import type { Locale } from "@/lib/i18n/locales";
import type { Translator } from "@/lib/i18n/messages";
import { translatorFor } from "@/lib/i18n/messages";
import { namespaceTranslator } from "@/lib/i18n/translate";
import { isSeatMark, seatWords, shownName } from "@/lib/words/names";
import { cardNameFor } from "@/lib/words/cards";

export function mailWords(locale: Locale = "en"): Translator<"mail"> {
  return namespaceTranslator(locale, "mail");
}

/** A seat's name from the record as the reader sees it: a bot's «Бот 1», a former player's in their words. */
export function mailName(name: string, locale: Locale = "en"): string {
  return shownName(name, seatWords(translatorFor(locale)));
}

/**
 * A player named in a sentence about them ("Bob's move", "Bob wins"). Japanese adds さん to a
 * person's name, straight after it, and never to a name Neva gave a seat (a bot's, a former
 * player's): by rule here, so the Japanese sentences carry no さん of their own (issue 33).
 */
export function addressedName(name: string, locale: Locale = "en"): string {
  const shown = mailName(name, locale);
  return locale === "ja" && !isSeatMark(name) ? `${shown}さん` : shown;
}

/** Intl's tag for the language; English keeps the British forms it always had ("Ann, Bob and Cy", "24 November"). */
function intlTag(locale: Locale): string {
  return locale === "en" ? "en-GB" : locale;
}

/** "Ann, Boris and Clara" / "Аня, Борис и Клара" / "Ann、Boris、Clara". */
export function listNames(names: readonly string[], locale: Locale = "en"): string {
  return new Intl.ListFormat(intlTag(locale), { type: "conjunction" }).format(names);
}

/**
 * "Saint Petersburg with Bot 1 and Bot 2": the game named after the reader's opponents, never the
 * reader (issue 34: Camille was greeted with her own name as an opponent). `reader` is their seat;
 * none (a spectator, a list of several games) names everyone.
 */
export function gameTitle(state: GameState, locale: Locale = "en", reader: number | null = null): string {
  const names = state.players.filter((p, seat) => seat !== reader).map((p) => mailName(p.name, locale));
  return mailWords(locale)("gameTitle", { names: listNames(names, locale) });
}

/** "3 days per move", or null for a table without a limit. */
export function limitText(days: number | null | undefined, locale: Locale = "en"): string | null {
  return days ? mailWords(locale)("limit", { days }) : null;
}

/** The card a pending decision is about (the one the sentence names); none for the market's upkeep. */
const DECISION_CARD: Record<string, string | undefined> = {
  pub: "pub",
  guildHall: "guild-hall",
  tradingHouse: "trading-house",
  pickpocket: "pickpocket",
};

/** What the game waits for from `seat`: "your move", "Bob's decision on the Pub", … */
export function waitingText(state: GameState, seat: number, forYou: boolean, locale: Locale = "en"): string {
  const W = mailWords(locale);
  const who = { you: forYou ? "yes" : "no", name: addressedName(state.players[seat].name, locale) };
  const decision = currentDecision(state);
  if (!decision) return W("waitsMove", who);
  if (decision.kind === "upkeep") return W("waitsUpkeep", who);
  const card = "card" in decision ? decision.card : DECISION_CARD[decision.kind];
  return card ? W("waitsDecision", { ...who, card: cardNameFor(card, state.options.edition, locale) }) : W("waitsMove", who);
}

/**
 * "25 Nov, 14:00 UTC" in the reader's language and time zone, the zone always named (the reader
 * may be elsewhere). Spelled out part by part: Intl refuses `dateStyle`/`timeStyle` together with
 * `timeZoneName` (a RangeError).
 */
export function formatWhen(at: string | Date, timeZone = "UTC", locale: Locale = "en"): string {
  const date = new Date(at);
  if (Number.isNaN(date.getTime())) throw new Error(`not a date: ${String(at)}`);
  return new Intl.DateTimeFormat(intlTag(locale), {
    timeZone,
    weekday: "short",
    day: "numeric",
    month: "short",
    hour: "2-digit",
    minute: "2-digit",
    timeZoneName: "short",
  }).format(date);
}

/** "Wednesday 25 November 2026": the day a digest covers. */
export function formatDay(at: Date, timeZone = "UTC", locale: Locale = "en"): string {
  return new Intl.DateTimeFormat(intlTag(locale), { timeZone, dateStyle: "full" }).format(at);
}

/** A signed score part: "+3", "−2", "0". */
export function signed(n: number, locale: Locale = "en"): string {
  return new Intl.NumberFormat(intlTag(locale), { signDisplay: "exceptZero" }).format(n);
}
