// The table's words in the reader's language (messages/<locale>.json, namespace `table`): card
// names (./cards), money, moves, price reductions and why a card offers no move. The engine hands
// over data (moves, PriceExplained, Hindrance); only this file turns it into words. Pure: the
// table's components get them through useTableWords (components/game/use-words.ts).
import { PUB_POINTS_PER_PUB, PUB_RUBLES_PER_POINT } from "@/lib/engine/cards/pub";
import { cardDef, RULES, type CardDef, type CardId, type Edition, type Kind } from "@/lib/engine/catalogue";
import type { PriceExplained } from "@/lib/engine/forecast";
import type { Hindrance } from "@/lib/engine/hindrance";
import type { LegalMove } from "@/lib/engine/legal";
import type { Phase } from "@/lib/engine/phases";
import type { Locale } from "@/lib/i18n/locales";
import type { Messages, Translator } from "@/lib/i18n/messages";
import { abilityTextIn } from "./abilities";
import { cardNameFor, listOf } from "./cards";

/** Cards whose one-line ability the table words itself (the catalogue's text is the full rule): `table.ability.<id>`. */
const ABILITY_LINES = [
  "observatory",
  "warehouse",
  "pub",
  "potjomkins-village",
  "mariinskij-theater",
  "tax-man",
  "carpenter-workshop",
  "gold-smelter",
  "czar-and-carpenter",
  "away-with-it",
  "black-market",
  "golden-donkey",
  "double-turn",
  "pickpocket",
  "jester",
  "banquet",
] as const satisfies readonly (keyof Messages["table"]["ability"] & CardId)[];
type AbilityLine = (typeof ABILITY_LINES)[number];

function hasAbilityLine(id: CardId): id is AbilityLine {
  return (ABILITY_LINES as readonly CardId[]).includes(id);
}

export const capital = (s: string) => s.replace(/^./, (c) => c.toUpperCase());

/** "2d 4h", "3h 20m", "12m": a time left, short, the same in every language (the list of your games; the table words its own). */
export function durationShort(ms: number): string {
  const minutes = Math.max(0, Math.floor(ms / 60_000));
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  if (days > 0) return `${days}d ${hours}h`;
  if (hours > 0) return `${hours}h ${minutes % 60}m`;
  return `${minutes}m`;
}

export type TableWords = ReturnType<typeof tableWords>;

/** The table's words: `t` is the `table` namespace's translator (useTranslations("table")), `edition` the table's. */
export function tableWords(t: Translator<"table">, locale: Locale, edition: Edition) {
  const name = (id: string) => cardNameFor(id, edition, locale);
  const rubles = (count: number) => t("rubles", { count });
  const points = (count: number) => t("points", { count });
  const colour = (kind: Kind) => t(`colour.${kind}`);
  const phase = (p: Phase) => t(`phase.${p}`);
  const pile = (p: Phase) => t(`pile.${p}`);
  const list = (items: string[]) => listOf(items, locale);

  function income(def: CardDef): string {
    // Money as the ₽ sign (no word to translate), points in words: "3₽ + 1 point".
    const r = def.rubles ? `${def.rubles}₽` : "";
    const p = def.points ? t("card.incomePoints", { count: def.points }) : "";
    if (r && p) return `${r} + ${p}`;
    return r || p || t("card.incomeNone");
  }

  function abilityLine(def: CardDef): string | null {
    if (hasAbilityLine(def.id)) {
      return t(`ability.${def.id}`, {
        limit: RULES.handLimitWithWarehouse,
        plain: RULES.handLimit,
        count: PUB_POINTS_PER_PUB,
        price: PUB_RUBLES_PER_POINT,
        worth: cardDef("potjomkins-village").displaceValue,
      });
    }
    const ability = abilityTextIn(def, locale);
    if (def.trading && ability) return ability.split(/(?<=[.。])\s*/)[0];
    if (def.trading) return t("ability.trading", { colour: colour(def.kind) });
    return null;
  }

  function reasons(price: PriceExplained): string {
    if (price.reasons.length === 0) return t("price.noReduction");
    const parts = price.reasons.map((r) => {
      switch (r.kind) {
        case "displaced":
          return t("price.displaced", { amount: r.amount, card: name(r.card) });
        case "lowerRow":
          return t("price.lowerRow", { amount: r.amount });
        case "identical":
          return t("price.identical", { amount: r.amount, count: r.count });
        case "colour":
          // A card of the player's that lowers the price: its name says it all.
          return `−${r.amount} ${name(r.card)}`;
      }
    });
    const joined = list(parts);
    return price.atMinimum ? t("price.atMinimum", { reasons: joined, minimum: RULES.minimumCardCost }) : joined;
  }

  const explained = (price: PriceExplained) => t("price.explained", { printed: price.printed, reasons: reasons(price), total: price.total });

  function hindrance(h: Hindrance): string {
    switch (h.kind) {
      case "handFull":
        return t("why.handFull", { limit: h.limit });
      case "dear":
        return t("why.dear", { price: h.price, money: h.money });
      case "noTarget":
        return t("why.noTarget", { colour: colour(h.colour) });
      case "mustBuy":
        return t("why.mustBuy");
      case "notNow":
        return t("why.notNow");
    }
  }

  /** A move's full label (without the card's name, given beside it for screen readers). */
  function moveLabel({ move, price }: LegalMove): string {
    const cost = price ?? 0;
    switch (move.type) {
      case "buy":
        return move.displace ? t("move.buyDisplacing", { card: name(move.displace), price: cost }) : t("move.buy", { price: cost });
      case "play":
        return move.displace ? t("move.playDisplacing", { card: name(move.displace), price: cost }) : t("move.play", { price: cost });
      case "take":
        return t("move.take");
      case "discard":
        return t("move.discard");
      case "observatory":
        return t("move.observatory", { pile: pile(move.pile) });
      case "pub":
        return move.points === 0 ? t("move.pubNone") : t("move.pub", { count: move.points, price: cost });
      case "pass":
        return move.untilPhaseEnd ? t("move.passUntil") : t("move.pass");
      case "tradingHouse":
        return move.use ? t("move.tradingHouse", { price: cost }) : t("move.tradingHouseSkip");
      case "guildHall":
        return t("move.guildHall", { count: move.rubles });
      case "debtorsPrison":
        return t("move.debtorsPrison", { card: name(move.card) });
      case "releaseSycophant":
        return t("move.releaseSycophant", { card: name("sycophant") });
      case "action":
        if (move.card === "pickpocket") return t("move.pickpocket", { card: name("pickpocket") });
        if (move.target) return move.card === "away-with-it" ? t("move.discardCard", { card: name(move.target) }) : t("move.layOn", { card: name(move.target) });
        if (move.pick) return t("move.pick", { card: name(move.pick) });
        return t("move.playAction", { card: name(move.card) });
      case "symbol":
        return t("move.symbol", { symbol: t(`symbol.${move.symbol}`) });
      case "upkeep":
        return move.pay ? t("move.upkeepPay", { card: name(move.card), price: cost }) : t("move.upkeepGiveUp", { card: name(move.card) });
    }
  }

  /** The short label a card's own buttons show ("Buy for 5", "Take"); the full one is for screen readers. */
  function moveShort(legal: LegalMove): string {
    const { move, price } = legal;
    if (move.type === "buy" && !move.displace) return t("move.buyShort", { price: price ?? 0 });
    if (move.type === "play" && !move.displace) return t("move.playShort", { price: price ?? 0 });
    if (move.type === "take") return t("move.takeShort");
    return moveLabel(legal);
  }

  /** "2d 4h", "3h 20m", "12m": a time left, short. */
  function duration(ms: number): string {
    const minutes = Math.max(0, Math.floor(ms / 60_000));
    const days = Math.floor(minutes / 1440);
    const hours = Math.floor((minutes % 1440) / 60);
    if (days > 0) return t("status.durationDays", { days, hours });
    if (hours > 0) return t("status.durationHours", { hours, minutes: minutes % 60 });
    return t("status.durationMinutes", { minutes });
  }

  return { t, locale, edition, name, rubles, points, colour, phase, pile, list, income, abilityLine, reasons, explained, hindrance, moveLabel, moveShort, duration };
}
