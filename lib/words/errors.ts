// A rule error (engine data: code, reason, parameters) in the reader's sentence, addressed to the
// player who tried the move ("You have no Pub.") or about them to the others ("Alice has no Pub.").
import { RULE_REASONS, type RuleError, type RuleReason } from "@/lib/engine/errors";
import type { Locale } from "@/lib/i18n/locales";
import { translatorFor } from "@/lib/i18n/messages";
import { cardNameFor, listOf } from "./cards";

/** Parameters that name a card, and the cards some sentences name in every language. */
const CARD_PARAMS = ["card", "target", "other", "czar"] as const;
const NAMED_CARDS = {
  observatory: "observatory",
  pub: "pub",
  tradingHouse: "trading-house",
  prison: "debtors-prison",
  guildHall: "guild-hall",
  sycophant: "sycophant",
  pickpocket: "pickpocket",
  blackMarket: "black-market",
  awayWithIt: "away-with-it",
  warehouse: "warehouse",
} as const;

export type Addressee = "player" | "others";

export function ruleErrorText(error: Pick<RuleError, "reason" | "params" | "name" | "edition">, locale: Locale, to: Addressee): string {
  const t = translatorFor(locale);
  const card = (id: string) => cardNameFor(id, error.edition, locale);
  const values: Record<string, string | number> = { you: to === "player" ? "yes" : "no", name: error.name };
  for (const [key, id] of Object.entries(NAMED_CARDS)) values[key] = card(id);
  for (const [key, value] of Object.entries(error.params)) {
    if (Array.isArray(value)) {
      values[key] =
        key === "acting"
          ? new Intl.ListFormat(locale, { type: "conjunction" }).format(value as string[])
          : key === "symbols"
            ? listOf((value as string[]).map((s) => t(`table.symbol.${s}` as never)), locale)
            : listOf((value as string[]).map(card), locale);
    } else if ((CARD_PARAMS as readonly string[]).includes(key)) values[key] = card(String(value));
    else if (key === "symbol") values[key] = t(`table.symbol.${value}` as never);
    else if (key === "phase") values[key] = t(`table.phase.${value}` as never);
    else if (key === "pile") values[key] = t(`table.pile.${value}` as never);
    else values[key] = value as string | number;
  }
  return t(`errors.${error.reason}` as never, values as never);
}

export function isRuleReason(value: string): value is RuleReason {
  return (RULE_REASONS as readonly string[]).includes(value);
}
