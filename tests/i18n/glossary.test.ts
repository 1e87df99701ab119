// Issue 33: every language speaks as its rule book does. messages/glossary/<locale>.json holds each
// game term with the book's word, a quote from the book and the variants no one may use; this test
// fails on a forbidden variant anywhere in a messages catalogue (mails take their words from there:
// emails/ types none of its own), in a card text, or in a card's one-line ability.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { parse, TYPE, type MessageFormatElement } from "@formatjs/icu-messageformat-parser";
import { describe, expect, it } from "vitest";
import { ABILITIES_EN } from "@/lib/words/abilities.generated";
import translated from "@/lib/words/abilities.translated.json";
import { LOCALES, type Locale } from "@/lib/i18n/locales";

type Forbidden = { pattern: string; why: string };
type Term = { word: string; source?: string; quote?: string; chosen?: boolean; reason?: string; forbidden: Forbidden[] };
type Glossary = { locale: string; source: string; terms: Record<string, Term> };
type Tree = { [key: string]: string | Tree };

const root = path.join(import.meta.dirname, "../..");
const glossary = (locale: Locale): Glossary =>
  JSON.parse(readFileSync(path.join(root, "messages/glossary", `${locale}.json`), "utf8"));
const catalogue = (locale: Locale): Tree => JSON.parse(readFileSync(path.join(root, "messages", `${locale}.json`), "utf8"));

function flatten(tree: Tree, prefix = ""): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === "string" ? [[`${prefix}${key}`, value] as [string, string]] : flatten(value, `${prefix}${key}.`),
  );
}

/**
 * The words of an ICU message: argument names and select/plural keys are code, not words, so each
 * branch is read as its own text and an argument stands as "{}".
 */
function wordsOf(message: string): string {
  const walk = (elements: MessageFormatElement[]): string =>
    elements
      .map((el) => {
        if (el.type === TYPE.literal) return el.value;
        if (el.type === TYPE.pound) return "1";
        if (el.type === TYPE.tag) return walk(el.children);
        if (el.type === TYPE.select || el.type === TYPE.plural)
          return Object.values(el.options).map((o) => walk(o.value)).join(" | ");
        return "{}";
      })
      .join("");
  try {
    return walk(parse(message));
  } catch {
    return message; // a card text is plain text, not a message
  }
}

function forbiddenIn(text: string, locale: Locale): string[] {
  const found: string[] = [];
  for (const [term, entry] of Object.entries(glossary(locale).terms))
    for (const f of entry.forbidden) {
      const match = new RegExp(f.pattern, "u").exec(wordsOf(text));
      if (match) found.push(`${term}: «${match[0]}» (${f.why})`);
    }
  return found;
}

/** Every text a reader of `locale` meets that is not a name: messages and card texts. */
function textsOf(locale: Locale): [string, string][] {
  const rows = translated as Record<string, Partial<Record<Locale, string>>>;
  const cards = Object.entries(ABILITIES_EN).map(
    ([k, en]): [string, string] => [`card text ${k}`, rows[k]?.[locale] ?? rows[k]?.en ?? en],
  );
  return [...flatten(catalogue(locale)), ...cards];
}

// Texts that rightly carry a forbidden variant, each with its reason.
const ALLOWED = new Set<string>([
  // The API's own values, quoted as the request must spell them ("round" is not Italian here).
  "it:apiErrors.zod.untilChoice",
]);

// The terms every glossary must define (the list): colours, piles, phases, the game's
// measures, places and the expansions.
const REQUIRED = ["worker", "building", "aristocrat", "tradingCard", "round", "turn", "points", "rubles", "hand", "upperRow", "lowerRow", "playArea", "pass"];
const EXPANSIONS = ["newSociety", "banquet", "market", "firstEdition", "secondEdition", "workerDeck", "workerPhase"];

describe("glossary per language", () => {
  it.each(LOCALES)("%s: defines every term, each from its rule book or marked as chosen", (locale) => {
    const terms = glossary(locale).terms;
    const needed = locale === "en" ? REQUIRED : [...REQUIRED, ...EXPANSIONS];
    expect(needed.filter((t) => !terms[t])).toEqual([]);
    for (const [name, term] of Object.entries(terms)) {
      expect(term.word, name).toBeTruthy();
      if (term.chosen) expect(term.reason, `${locale}.${name} is chosen: say why`).toBeTruthy();
      else expect(term.quote, `${locale}.${name} needs a quote from ${term.source}`).toBeTruthy();
      for (const f of term.forbidden) expect(() => new RegExp(f.pattern, "u"), f.pattern).not.toThrow();
    }
  });

  const seeds = path.join(root, "../shared/seeds");
  it.skipIf(!existsSync(seeds)).each(LOCALES)("%s: every quote is verbatim in its rule book", (locale) => {
    for (const [name, term] of Object.entries(glossary(locale).terms)) {
      if (!term.quote || !term.source) continue;
      const book = readFileSync(path.join(seeds, term.source), "utf8").replace(/\s+/g, " ");
      expect(book.includes(term.quote), `${locale}.${name}: «${term.quote}»`).toBe(true);
    }
  });

  it("catches the words the issue found (so the check can fail)", () => {
    expect(forbiddenIn("Рабочие (зелёная)", "ru")).not.toEqual([]);
    expect(forbiddenIn("«Рынок» взята в руку", "ru")).not.toEqual([]);
    expect(forbiddenIn("Колода чиновников · Аристократы", "ru")).not.toEqual([]);
    expect(forbiddenIn("Купить до 5 ПО", "ru")).not.toEqual([]);
    expect(forbiddenIn("建物フェイズ", "ja")).not.toEqual([]);
    expect(forbiddenIn("緑・労働者", "ja")).not.toEqual([]);
    expect(forbiddenIn("初版：新しい社会", "ja")).not.toEqual([]);
    expect(forbiddenIn("ボットが指した手", "ja")).not.toEqual([]);
    expect(forbiddenIn("市場シンボル", "ja")).not.toEqual([]);
    expect(forbiddenIn("Aristocrates (rouge)", "fr")).not.toEqual([]);
    expect(forbiddenIn("Le tour {round} commence", "fr")).not.toEqual([]);
    expect(forbiddenIn("Lavoratori", "it")).not.toEqual([]);
    expect(forbiddenIn("Giro {round}", "it")).not.toEqual([]);
    expect(forbiddenIn("Inizia il round 2", "it")).not.toEqual([]);
    // ... and leaves the book's words and the code of a message alone.
    expect(forbiddenIn("Фаза мастеров: {kind, select, worker {мастера} other {чиновники}} на руке", "ru")).toEqual([]);
    expect(forbiddenIn("ダブルターン：残り{count}アクション", "ja")).toEqual([]);
    expect(forbiddenIn("piste {track}, nobles {aristocrats}", "fr")).toEqual([]);
  });

  it.each(LOCALES)("%s: no message and no card text uses a forbidden variant", (locale) => {
    const bad = textsOf(locale)
      .filter(([key]) => !ALLOWED.has(`${locale}:${key}`))
      .flatMap(([key, text]) => forbiddenIn(text, locale).map((f) => `${key}: ${f}`));
    expect(bad).toEqual([]);
  });

  it("mails type no words of their own: every sentence of emails/ comes from the messages", () => {
    const dir = path.join(root, "emails");
    const files = readdirSync(dir).filter((f) => f.endsWith(".tsx"));
    expect(files.length).toBeGreaterThan(5);
    for (const file of files) {
      const code = readFileSync(path.join(dir, file), "utf8").replace(/\/\/.*$|\/\*[\s\S]*?\*\//gm, "");
      // A word of another language typed into a template would escape the check above.
      expect(code.match(/[\u00C0-\u024F\u0400-\u04FF\u3040-\u30FF\u4E00-\u9FFF]+/g) ?? [], file).toEqual([]);
    }
  });
});
