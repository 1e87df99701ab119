// The game log in the reader's language: a phrase of the engine (key + values: names, card ids,
// numbers, phase ids) becomes a sentence of the `log` namespace. Pure, so the server (mails,
// pages) and the client (the live table) say the same thing: `say` is next-intl's translator.
import type { Phrase, PhraseValue } from "@/lib/engine/narrate";
import type { Edition, MarketSymbol } from "@/lib/engine/catalogue";
import type { Phase } from "@/lib/engine/phases";
import type { Locale } from "@/lib/i18n/locales";
import type { Messages, Translator } from "@/lib/i18n/messages";
import { cardNameFor, namedCardValues, withArticle } from "./cards";
import { seatWords, shownName } from "./names";

/** A translator over the whole catalogue: next-intl's `useTranslations()` or `translatorFor(locale)`. */
export type Say = Translator;

/**
 * The engine's phrases are data (the rules know no catalogue): a phrase's key names a sentence of
 * the `log` namespace, and its phase, symbol and pile values are the engine's ids, each worded
 * under `table` (tests/words/words.test.ts says a line of every phrase kind in every language).
 */
type LogKey = keyof Messages["log"];

const CARD_KEYS = ["card", "target", "displace", "on", "pick"];

function isPhraseList(value: PhraseValue): value is readonly Phrase[] {
  return Array.isArray(value) && value.length > 0 && typeof value[0] === "object";
}

export function sayPhrase(say: Say, locale: Locale, edition: Edition, phrase: Phrase): string {
  // The cards a sentence names by itself ("at the {pub}") come from the catalogue, as the edition prints them.
  const values: Record<string, string | number> = namedCardValues(edition, locale);
  for (const [key, value] of Object.entries(phrase.values)) {
    if (Array.isArray(value)) {
      values[key] = isPhraseList(value)
        ? value.map((p) => sayPhrase(say, locale, edition, p)).join(locale === "ja" ? "、" : "; ")
        : new Intl.ListFormat(locale, { type: "conjunction" }).format(value as string[]);
    } else if (typeof value === "number") {
      values[key] = value;
      // Signed amounts (a scoring's gains): the sign apart, so the plural follows the amount.
      values[`${key}Sign`] = value < 0 ? "−" : "+";
      values[`${key}Abs`] = Math.abs(value);
    } else if (CARD_KEYS.includes(key)) {
      values[key] = value ? cardNameFor(value as string, edition, locale) : "";
      // English names a card with its article ("a Library", "an Observatory").
      values[`${key}_a`] = locale === "en" && value ? withArticle(value as string, edition) : (values[key] as string);
    } else if (key === "phase") {
      const label = say(`table.phase.${value as Phase}`);
      values.phase = label;
      values.Phase = label.charAt(0).toUpperCase() + label.slice(1);
    } else if (key === "symbol") values.symbol = say(`table.symbol.${value as MarketSymbol}`);
    else if (key === "pile") values.pile = say(`table.pile.${value as Phase}`);
    // Any other text is a player's name: a former player's or a bot's in the reader's words.
    else values[key] = shownName(value as string, seatWords(say));
  }
  return say(`log.${phrase.key as LogKey}`, values);
}

/** A log line's sentences: the move (marked when a bot made it), then what followed by itself. */
export function sayLine(
  say: Say,
  locale: Locale,
  line: { phrase: Phrase; aftermath: readonly Phrase[]; edition: Edition; bot?: true; botFor?: string; byOrder?: true },
): { text: string; aftermath: string[] } {
  const text = sayPhrase(say, locale, line.edition, line.phrase);
  return {
    text:
      line.botFor !== undefined
        ? say("table.playedByBotFor", { text, name: shownName(line.botFor, seatWords(say)) })
        : line.bot
          ? say("table.playedByBot", { text })
          : line.byOrder
            ? say("table.playedByOrder", { text })
            : text,
    aftermath: line.aftermath.map((p) => sayPhrase(say, locale, line.edition, p)),
  };
}
