// Issue 33: card names only from the catalogue. A sentence names a card through the card-name
// lookup (a `{card}` argument, or `{card:<id>}` in a card text), never by a name typed into it, so
// the Pub is «Кабак» in every sentence and no text calls a card by another name than its title.
import { readFileSync } from "node:fs";
import path from "node:path";
import { parse, TYPE, type MessageFormatElement } from "@formatjs/icu-messageformat-parser";
import { describe, expect, it } from "vitest";
import { allCardIds, catalogueCards } from "@/lib/engine/catalogue";
import translated from "@/lib/words/abilities.translated.json";
import { abilityTextIn } from "@/lib/words/abilities";
import { cardNameFor } from "@/lib/words/cards";
import type { Locale } from "@/lib/i18n/locales";

type Tree = { [key: string]: string | Tree };
const LANGS = ["ru", "fr", "it", "ja"] as const satisfies readonly Locale[];
const root = path.join(import.meta.dirname, "../..");

function flatten(tree: Tree, prefix = ""): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === "string" ? [[`${prefix}${key}`, value] as [string, string]] : flatten(value, `${prefix}${key}.`),
  );
}

function literals(message: string): string {
  const walk = (els: MessageFormatElement[]): string =>
    els
      .map((el) =>
        el.type === TYPE.literal ? el.value
        : el.type === TYPE.tag ? walk(el.children)
        : el.type === TYPE.select || el.type === TYPE.plural ? Object.values(el.options).map((o) => walk(o.value)).join(" | ")
        : " ",
      )
      .join("");
  return walk(parse(message));
}

// Names that are also plain words of their language, and so appear in sentences as words.
const PLAIN_WORDS: Record<string, string> = Object.fromEntries(
  Object.entries({
    "a field, as forms say": ["Поле", "Champ", "Campo", "畑"],
    "the bank that pays and takes rubles": ["Банк", "Banque", "Banca", "銀行"],
    "a market symbol, which market cards are named after": ["Мешок зерна", "Курица", "Яблоко", "Капуста", "Рыба", "Sac de grain", "Pomme", "Chou", "Poisson", "Sacco di grano", "Mela", "Cavolo", "Pesce", "穀物袋", "りんご", "キャベツ", "鶏", "魚"],
    "the Market module, which ru and fr name like the 1st-edition card (ja says マーケット, it Mercato)": ["Рынок", "Marché"],
  }).flatMap(([why, words]) => words.map((w) => [w, why])),
);

/** Every card title of `locale` (both editions), without the market symbol some add. */
function titles(locale: Locale): string[] {
  const names = new Set<string>();
  for (const id of allCardIds())
    for (const edition of ["first", "second"] as const) names.add(cardNameFor(id, edition, locale).replace(/\s*[(（].*$/, ""));
  return [...names].filter((n) => n.length >= 2 && !(n in PLAIN_WORDS));
}

function namesIn(text: string, locale: Locale): string[] {
  return titles(locale).filter((name) => {
    const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    return new RegExp(locale === "ja" ? escaped : `(?<!\\p{L})${escaped}(?!\\p{L})`, "iu").test(text);
  });
}

// Names other than the titles that texts once used (the list): never anywhere.
const WRONG = ["Трактир", "Торговый дом", "Золотоискател", "Царь и плотник", "Царя и плотника", "Подхалим", "Долговая тюрьма", "Долговую тюрьму", "Шут", "Chercheur d’or", "Tsar charpentier", "ツァーリと大工", "船大工", "波止場", "Magazziniere", "Sant’Isacco"];

// Messages that still type a card's name. The decision prompts, the table and the card texts name
// cards through the lookup; these sentences (refusals, log lines, option help) are next.
const STILL_TYPED = new Set<string>(JSON.parse(readFileSync(path.join(import.meta.dirname, "card-names-typed.json"), "utf8")) as string[]);

describe("card names only from the catalogue", () => {
  it("finds a typed name (so the check can fail)", () => {
    expect(namesIn("Ваш Кабак: покупайте очки", "ru")).toContain("Кабак");
    expect(namesIn("Remplace uniquement un Bûcheron", "fr")).toContain("Bûcheron");
    expect(namesIn("«{card}»: очки", "ru")).toEqual([]);
  });

  it.each(LANGS)("%s: card texts name cards only as {card:<id>}, and each such id is a card", (locale) => {
    const ids = new Set<string>(allCardIds());
    const bad: string[] = [];
    for (const [key, row] of Object.entries(translated as Record<string, Partial<Record<Locale, string>>>)) {
      const text = row[locale];
      if (!text) continue;
      for (const [, id] of text.matchAll(/\{card:([a-z0-9-]+)\}/g)) if (!ids.has(id)) bad.push(`${key}: no card ${id}`);
      const own = cardNameFor(key.split("/")[1], "first", locale);
      const found = namesIn(text.replace(/\{card:[a-z0-9-]+\}/g, " "), locale).filter((n) => n !== own);
      if (found.length) bad.push(`${key}: ${found.join(", ")}`);
    }
    expect(bad).toEqual([]);
  });

  it.each(LANGS)("%s: a card text reads with the titles filled in", (locale) => {
    for (const card of catalogueCards()) expect(abilityTextIn(card, locale) ?? "").not.toMatch(/\{card:/);
  });

  it.each(LANGS)("%s: no message types a card's name, and none says a name the catalogue does not print", (locale) => {
    const messages = flatten(JSON.parse(readFileSync(path.join(root, "messages", `${locale}.json`), "utf8")));
    const typed = messages.filter(([key, text]) => !STILL_TYPED.has(key) && namesIn(literals(text), locale).length > 0);
    expect(typed.map(([key, text]) => `${key}: ${namesIn(literals(text), locale).join(", ")}`)).toEqual([]);
    const texts = [...messages.map(([, t]) => t), ...Object.values(translated as Record<string, Partial<Record<Locale, string>>>).map((r) => r[locale] ?? "")];
    expect(WRONG.filter((w) => texts.some((t) => t.includes(w)))).toEqual([]);
  });
});
