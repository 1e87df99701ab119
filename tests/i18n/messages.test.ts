// Every messages file against messages/en.json: the same keys (none missing, none extra), each
// message valid ICU with the same arguments of the same types and the same rich-text tags, every
// plural with all the categories its language needs (Russian: one, few, many, other), and no
// message left in English. Covers the whole files, every namespace of every branch.
import { readFileSync } from "node:fs";
import path from "node:path";
import { parse, TYPE, type MessageFormatElement } from "@formatjs/icu-messageformat-parser";
import { describe, expect, it } from "vitest";
import { LOCALES } from "@/lib/i18n/locales";
import { PSEUDO_MARKS, pseudoMessage, pseudoMessages } from "@/lib/i18n/pseudo";

type Tree = { [key: string]: string | Tree };

function load(locale: string): Tree {
  return JSON.parse(readFileSync(path.join(import.meta.dirname, "../../messages", `${locale}.json`), "utf8"));
}

function flatten(tree: Tree, prefix = ""): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const name = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string") out.set(name, value);
    else for (const [k, v] of flatten(value, name)) out.set(k, v);
  }
  return out;
}

type Shape = { args: Set<string>; tags: Set<string>; plurals: { arg: string; categories: string[] }[] };

function shape(message: string): Shape {
  const found: Shape = { args: new Set(), tags: new Set(), plurals: [] };
  const walk = (elements: MessageFormatElement[]) => {
    for (const el of elements) {
      // A number may be plain in one language and a plural in another ("{n} players" against
      // "{n, plural, one {# игрок} few …}"): the name must match; dates and selects must stay so.
      if (el.type === TYPE.argument || el.type === TYPE.number) found.args.add(el.value);
      if (el.type === TYPE.date || el.type === TYPE.time) found.args.add(`${el.value}:date`);
      if (el.type === TYPE.tag) {
        found.tags.add(el.value);
        walk(el.children);
      }
      if (el.type === TYPE.select || el.type === TYPE.plural) {
        found.args.add(el.type === TYPE.plural ? el.value : `${el.value}:select`);
        if (el.type === TYPE.plural) found.plurals.push({ arg: el.value, categories: Object.keys(el.options).filter((k) => !k.startsWith("=")) });
        for (const option of Object.values(el.options)) walk(option.value);
      }
    }
  };
  walk(parse(message));
  return found;
}

/**
 * The arguments a message uses, as lib/words/log.ts supplies them: each card comes as `card` and,
 * for English's articles, `card_a` ("a Library"); each phase as `phase` and, to start a sentence,
 * `Phase`; and a select may also be printed as itself (English says "from the {from} row"). Which
 * form a language picks is its own grammar, so they count as one argument.
 */
function wordedArgs(args: Set<string>): string[] {
  const names = new Set([...args].map((a) => a.replace(/_a$/, "").replace(/^[A-Z]/, (c) => c.toLowerCase())));
  for (const name of [...names]) if (names.has(`${name}:select`)) names.delete(name);
  return [...names].sort();
}

const en = flatten(load("en"));
const others = LOCALES.filter((l) => l !== "en");

// Messages that are rightly the same as in English, each with its reason.
const SAME_AS_ENGLISH = new Set<string>([
  // Only the card's name (issue 33: names come from the card catalogue, worded per language).
  "ja:table.decision.tradingHouseGroup",
  "ja:table.decision.pickpocketGroup",
  "ja:table.decision.sycophantGroup",
  // A number and a percent sign, spaced as French and Russian typography also wants.
  "ru:players.percent",
  "fr:players.percent",
  // Unit symbols (seconds, minutes, hours) that French and Italian write as English does.
  "fr:ratings.durationS",
  "fr:ratings.durationM",
  "fr:ratings.durationH",
  "fr:ratings.durationHM",
  "it:ratings.durationM",
  // "Pages" is the French word too.
  "fr:ratings.pages",
  // "Total" is the French word for a score column's sum.
  "fr:table.final.total",
  // An API field's name and what is wrong with it: Russian punctuates it as English does.
  "ru:apiErrors.fieldSays",
  // "Menu" is the French and Italian word too (the header's menu on a phone, issue 34).
  "fr:nav.menu",
  "it:nav.menu",
  // "Standard" is the French and Italian word too (the middle bot level, issue 36).
  "fr:bots.levelStandard",
  "it:bots.levelStandard",
]);

describe("messages", () => {
  it("English has messages in every namespace and every one parses", () => {
    expect(en.size).toBeGreaterThan(50);
    for (const [key, message] of en) expect(() => shape(message), key).not.toThrow();
  });

  for (const locale of others) {
    describe(locale, () => {
      const messages = flatten(load(locale));

      it("has exactly the keys of English", () => {
        expect([...en.keys()].filter((k) => !messages.has(k)), "missing").toEqual([]);
        expect([...messages.keys()].filter((k) => !en.has(k)), "extra").toEqual([]);
      });

      it("uses the same arguments and tags as English, and the plural forms of its language", () => {
        const needed = new Intl.PluralRules(locale).resolvedOptions().pluralCategories;
        for (const [key, message] of messages) {
          const source = en.get(key);
          if (source === undefined) continue;
          const mine = shape(message);
          const theirs = shape(source);
          expect(wordedArgs(mine.args), `${locale}:${key} arguments`).toEqual(wordedArgs(theirs.args));
          expect([...mine.tags].sort(), `${locale}:${key} tags`).toEqual([...theirs.tags].sort());
          for (const plural of mine.plurals) {
            expect(plural.categories, `${locale}:${key} plural {${plural.arg}}`).toEqual(expect.arrayContaining([...needed]));
          }
        }
      });

      it("leaves nothing in English", () => {
        const same = [...messages].filter(([key, value]) => value === en.get(key) && !SAME_AS_ENGLISH.has(`${locale}:${key}`));
        expect(same.map(([key]) => key)).toEqual([]);
      });
    });
  }
});

describe("pseudo-locale", () => {
  it("keeps every argument, plural keyword and tag, accents the words and makes them longer", () => {
    for (const [key, message] of en) {
      const pseudo = pseudoMessage(message);
      expect(shape(pseudo).args, key).toEqual(shape(message).args);
      expect(shape(pseudo).tags, key).toEqual(shape(message).tags);
      expect([...pseudo].some((ch) => PSEUDO_MARKS.has(ch)), key).toBe(true);
      expect(pseudo.length, key).toBeGreaterThan(message.length);
    }
  });

  it("turns a plural with tags into one that formats with accents", () => {
    expect(pseudoMessage("Look, or <link>ask</link>.")).toBe("⟦Ļööķ, öŕ <link>ášķ</link>. ~~~~⟧");
    expect(pseudoMessage("{n, plural, one {# day} other {# days}} per move")).toBe(
      "⟦{n, plural, one {# ðáý} other {# ðáýš}} þéŕ ɱöṽé ~~~~~~⟧",
    );
    expect(pseudoMessages({ a: { b: "Hi {name}" } })).toEqual({ a: { b: "⟦Ĥí {name} ~⟧" } });
    expect(pseudoMessage("Seats you leave empty")).toBe("⟦Šéáţš ýöü ļéáṽé éɱþţý ~~~~~~ ~~⟧");
  });
});
