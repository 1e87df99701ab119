// A rule error (engine data: code, reason, parameters) in the reader's sentence, addressed to the
// player who tried the move ("You have no Pub.") or about them to the others ("Alice has no Pub.").
import type { MarketSymbol } from "@/lib/engine/catalogue";
import type { RuleError } from "@/lib/engine/errors";
import type { Phase } from "@/lib/engine/phases";
import type { Locale } from "@/lib/i18n/locales";
import { translatorFor } from "@/lib/i18n/messages";
import { cardNameFor, listOf, namedCardValues } from "./cards";
import { seatWords, shownName } from "./names";

/** Parameters that name a card (the cards every sentence may name are cards.ts's NAMED_CARDS). */
const CARD_PARAMS = ["card", "target", "other", "czar"] as const;

export type Addressee = "player" | "others";

export function ruleErrorText(error: Pick<RuleError, "reason" | "params" | "name" | "edition">, locale: Locale, to: Addressee): string {
  const t = translatorFor(locale);
  const card = (id: string) => cardNameFor(id, error.edition, locale);
  const values: Record<string, string | number> = {
    ...namedCardValues(error.edition, locale),
    you: to === "player" ? "yes" : "no",
    name: shownName(error.name, seatWords(t)),
  };
  for (const [key, value] of Object.entries(error.params)) {
    if (Array.isArray(value)) {
      values[key] =
        key === "acting"
          ? new Intl.ListFormat(locale, { type: "conjunction" }).format((value as string[]).map((n) => shownName(n, seatWords(t))))
          : key === "symbols"
            ? listOf((value as MarketSymbol[]).map((s) => t(`table.symbol.${s}`)), locale)
            : listOf((value as string[]).map(card), locale);
    } else if ((CARD_PARAMS as readonly string[]).includes(key)) values[key] = card(String(value));
    // The engine's parameters by name (RuleParams): a symbol, a phase, a pile (a phase's name).
    else if (key === "symbol") values[key] = t(`table.symbol.${value as MarketSymbol}`);
    else if (key === "phase") values[key] = t(`table.phase.${value as Phase}`);
    else if (key === "pile") values[key] = t(`table.pile.${value as Phase}`);
    else values[key] = value as string | number;
  }
  return t(`errors.${error.reason}`, values);
}

