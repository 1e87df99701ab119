// Issue 33: typography per language, by rule rather than by luck. French puts a narrow no-break
// space (U+202F) before ; : ! ? and inside « »; no language breaks a line between a number and its
// unit ("+4 / roubles"); Japanese uses full-width punctuation, no space before さん, and its lines
// break between phrases (app/globals.css). Checked over every messages catalogue and card text.
import { readFileSync } from "node:fs";
import path from "node:path";
import { parse, TYPE, type MessageFormatElement } from "@formatjs/icu-messageformat-parser";
import { describe, expect, it } from "vitest";
import translated from "@/lib/words/abilities.translated.json";
import { LOCALES, type Locale } from "@/lib/i18n/locales";

type Tree = { [key: string]: string | Tree };
const root = path.join(import.meta.dirname, "../..");

function flatten(tree: Tree, prefix = ""): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === "string" ? [[`${prefix}${key}`, value] as [string, string]] : flatten(value, `${prefix}${key}.`),
  );
}

/** Each branch of a message as the reader sees it: an argument is "{}", a plural's # a number. */
function readings(message: string): string[] {
  const walk = (elements: MessageFormatElement[]): string[] => {
    let out = [""];
    for (const el of elements) {
      let parts: string[];
      if (el.type === TYPE.literal) parts = [el.value];
      else if (el.type === TYPE.pound) parts = ["1"];
      else if (el.type === TYPE.tag) parts = walk(el.children);
      else if (el.type === TYPE.select || el.type === TYPE.plural)
        parts = Object.values(el.options).flatMap((o) => walk(o.value));
      else parts = ["{}"];
      // Keep the product small: a branch's text next to the first text before it is enough.
      out = parts.length === 1 ? out.map((o) => o + parts[0]) : parts.map((p, i) => (out[i] ?? out[0]) + p);
    }
    return out;
  };
  try {
    return walk(parse(message));
  } catch {
    return [message];
  }
}

const UNITS: Partial<Record<Locale, string>> = {
  en: "rubles?|points?|VP",
  ru: "рубл\\p{L}*|очк\\p{L}*",
  fr: "roubles?|points?|PV",
  it: "rubli|rublo|punti|punto|PV",
};

/** What is wrong with one reading of a message in `locale`. */
function typographyFaults(text: string, locale: Locale): string[] {
  const faults: string[] = [];
  const unit = UNITS[locale];
  if (unit && new RegExp(`(\\d|\\{\\}) (${unit})(?!\\p{L})`, "u").test(text)) faults.push("a breakable space between a number and its unit");
  if (locale === "fr") {
    if (/[ \u00A0][;:!?»]/.test(text)) faults.push("a space other than U+202F before ; : ! ? or »");
    if (/«[ \u00A0]/.test(text)) faults.push("a space other than U+202F after «");
  }
  if (locale === "ja") {
    if (/[\u3040-\u30FF\u4E00-\u9FFF][.,]($|\s)/.test(text)) faults.push("an ASCII period or comma after Japanese");
    if (/[^\s] さん|\} さん/.test(text)) faults.push("a space before さん");
  }
  return faults;
}

function texts(locale: Locale): [string, string][] {
  const messages = flatten(JSON.parse(readFileSync(path.join(root, "messages", `${locale}.json`), "utf8")));
  const cards = Object.entries(translated as Record<string, Partial<Record<Locale, string>>>).flatMap(([k, row]) =>
    row[locale] ? [[`card text ${k}`, row[locale]] as [string, string]] : [],
  );
  return [...messages, ...cards];
}

describe("typography", () => {
  it("finds the faults the issue found (so the check can fail)", () => {
    expect(typographyFaults("+4 roubles", "fr")).not.toEqual([]);
    expect(typographyFaults("Passer : vous ne faites rien", "fr")).not.toEqual([]);
    expect(typographyFaults("pour « Taverne »", "fr")).not.toEqual([]);
    expect(typographyFaults("у вас 5 рублей", "ru")).not.toEqual([]);
    expect(typographyFaults("{} roubles", "fr")).not.toEqual([]);
    expect(typographyFaults("佐藤花子 さん", "ja")).not.toEqual([]);
    expect(typographyFaults("山札を引いた.", "ja")).not.toEqual([]);
    expect(typographyFaults("Passer\u202F: pour «\u202FTaverne\u202F», +4\u00A0roubles", "fr")).toEqual([]);
  });

  it.each(LOCALES)("%s: every message and card text", (locale) => {
    const bad = texts(locale).flatMap(([key, message]) =>
      [...new Set(readings(message).flatMap((r) => typographyFaults(r, locale)))].map((f) => `${key}: ${f}`),
    );
    expect(bad).toEqual([]);
  });

  it("Japanese lines break between phrases, so ルーブル stays whole", () => {
    const css = readFileSync(path.join(root, "app/globals.css"), "utf8");
    const ja = css.match(/:lang\(ja\)\s*\{[^}]*\}/)?.[0] ?? "";
    expect(ja).toMatch(/word-break:\s*auto-phrase/);
  });
});
