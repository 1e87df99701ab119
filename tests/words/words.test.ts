// lib/words: the engine's data (rule errors, log phrases, card ids) in all five languages.
import { describe, expect, it } from "vitest";
import { applyMove, legalMoves, narrateAftermath, narrateMove, newGame, toAct, type Phrase } from "@/lib/engine";
import { RULE_REASONS, RuleError } from "@/lib/engine/errors";
import { LOCALES, type Locale } from "@/lib/i18n/locales";
import { messagesFor, translatorFor } from "@/lib/i18n/messages";
import { CARD_NAMES } from "@/lib/words/card-names";
import { cardNameFor } from "@/lib/words/cards";
import { ruleErrorText } from "@/lib/words/errors";
import { sayPhrase, type Say } from "@/lib/words/log";
// A copy of shared/reference/card-names.json (the names gathered from the rule books, with doubts).
import NAMES from "../fixtures/card-names.reference.json";

const say = (locale: Locale) => translatorFor(locale) as unknown as Say;
const line = (locale: Locale, key: string, values: Phrase["values"]) => sayPhrase(say(locale), locale, "first", { key, values });

describe("plurals follow each language's rules", () => {
  it("Russian: 1 рубль, 2 рубля, 5 рублей (and 21 рубль, 12 рублей)", () => {
    const pub = (n: number) => line("ru", "upkeepPaid", { who: "Аня", rubles: n, card: "pub" });
    expect(pub(1)).toContain("1\u00a0рубль");
    expect(pub(2)).toContain("2\u00a0рубля");
    expect(pub(5)).toContain("5\u00a0рублей");
    expect(pub(21)).toContain("21\u00a0рубль");
    expect(pub(12)).toContain("12\u00a0рублей");
    expect(line("ru", "discScored", { who: "Аня", points: 3 })).toContain("3\u00a0очка");
  });

  it("English keeps 1 ruble / 2 rubles; French 1 rouble / 2 roubles", () => {
    expect(line("en", "upkeepPaid", { who: "Ann", rubles: 1, card: "pub" })).toBe("Ann paid 1\u00a0ruble upkeep for the Pub");
    expect(line("en", "upkeepPaid", { who: "Ann", rubles: 2, card: "pub" })).toBe("Ann paid 2\u00a0rubles upkeep for the Pub");
    expect(line("fr", "upkeepPaid", { who: "Ann", rubles: 1, card: "pub" })).toContain("1\u00a0rouble d’entretien pour «\u202fTaverne\u202f»");
  });
});

/** Values of the right kind for any phrase key: names, card ids, numbers, phases, symbols. */
const SAMPLE: Phrase["values"] = {
  who: "Ann", card: "observatory", target: "library", displace: "lumberjack", on: "library", pick: "pub",
  from: "upper", via: "observatory", rubles: 5, points: 2, phase: "building", pile: "building", symbol: "fish",
  passes: 10, place: 1, tile: "3/1", round: 2, winners: ["Ann", "Bob"],
  list: [{ key: "gain", values: { who: "Bob", rubles: -2, points: 1 } }],
  then: [{ key: "passed", values: { who: "Ann" } }],
};

describe("a log line for every phrase kind", () => {
  const keys = Object.keys(messagesFor("en").log);
  it.each(["ru", "ja"] as const)("%s: every kind is said in the language, with its names and numbers", (locale) => {
    for (const key of keys) {
      const text = line(locale, key, SAMPLE);
      expect(text, key).not.toMatch(/[{}]|^log\./);
      expect(text, key).not.toBe(line("en", key, SAMPLE));
      expect(text, key).not.toMatch(/\b(the|and|from|bought|passed|with)\b/);
    }
    expect(line(locale, "observatoryUsed", SAMPLE)).toContain(locale === "ru" ? "«Обсерватория»" : "「天文台」");
  });

  it("every line of a real game is said in Russian and Japanese", () => {
    let state = newGame({ players: ["Ann", "Bob", "Cy"], expansions: ["newSociety"] }, { seed: "words" });
    const phrases: Phrase[] = [];
    for (let i = 0; i < 120 && state.status === "active"; i++) {
      const options = legalMoves(state, toAct(state)[0]);
      const move = (options.find((m) => m.move.type === "buy") ?? options[0]).move;
      const result = applyMove(state, move);
      if (!result.ok) throw new Error(result.error.message);
      phrases.push(narrateMove(state, move, result.events), ...narrateAftermath(state, result.events));
      state = result.state;
    }
    expect(new Set(phrases.map((p) => p.key)).size).toBeGreaterThan(3);
    for (const locale of ["ru", "ja"] as const) {
      for (const p of phrases) expect(sayPhrase(say(locale), locale, "first", p)).not.toMatch(/[{}]|^log\.|\bthe\b/);
    }
  });
});

describe("rule errors, every reason, every language", () => {
  it.each(LOCALES)("%s: each reason is a sentence to the player and about them", (locale) => {
    for (const reason of RULE_REASONS) {
      const error = new RuleError("wrong-step", reason, SAMPLE_ERROR, 0, "Ann", "first");
      const toPlayer = ruleErrorText(error, locale, "player");
      const aboutThem = ruleErrorText(error, locale, "others");
      expect(toPlayer, reason).not.toMatch(/[{}]|^errors\./);
      expect(aboutThem, reason).not.toMatch(/[{}]|^errors\./);
      if (locale !== "en") expect(toPlayer, reason).not.toBe(ruleErrorText(error, "en", "player"));
    }
  });

  it("ru: the player is addressed, and the others told about them", () => {
    const error = new RuleError("not-owned", "noPub", {}, 0, "Аня", "first");
    expect(ruleErrorText(error, "ru", "player")).toBe("У вас нет карты «Кабак».");
    expect(ruleErrorText(error, "ru", "others")).toBe("У игрока Аня нет карты «Кабак».");
    const broke = new RuleError("cannot-afford", "cannotAfford", { card: "library", cost: 16, money: 11 }, 0, "Аня", "first");
    expect(ruleErrorText(broke, "ru", "player")).toContain("стоит 16\u00a0рублей, а у вас 11\u00a0рублей");
  });
});

const SAMPLE_ERROR = {
  card: "library", target: "lumberjack", other: "pub", czar: "czar-and-carpenter", cards: ["library", "pub"], symbol: "fish",
  symbols: ["fish", "apple"], phase: "worker", pile: "building", acting: ["Bob"], source: "upper", via: "observatory", kind: "worker",
  move: "pub", ruling: "R10", held: 8, limit: 7, cost: 16, money: 11, owned: 1, left: 1, pubs: 2, max: 10, points: 3, total: 4,
};

describe("card names", () => {
  const seeds = (NAMES as { names: Record<string, Record<string, { name: string; source: string }>>; doubts: { card: string; lang: string }[] });
  const doubted = new Set(seeds.doubts.flatMap((d) => d.card.split(" / ").map((c) => `${c}:${d.lang}`)));

  it("are the rule books' names wherever a book names the card (doubts excepted), with the book as source", () => {
    let checked = 0;
    for (const [id, row] of Object.entries(seeds.names)) {
      for (const [lang, printed] of Object.entries(row)) {
        if (doubted.has(`${id}:${lang}`) || !CARD_NAMES[id]) continue;
        const ours = CARD_NAMES[id][lang as "ru"];
        expect(ours, `${id} ${lang}`).toEqual({ name: printed.name, source: printed.source });
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(100);
  });

  it("doubted names are translated and marked so; every card has a name in every language", () => {
    expect(CARD_NAMES["gold-miner"].ru).toEqual({ name: "Рудокоп", source: "translated" });
    for (const [id, row] of Object.entries(CARD_NAMES)) for (const lang of ["ru", "fr", "it", "ja"] as const) expect(row[lang]?.name, `${id} ${lang}`).toBeTruthy();
  });

  it("the Observatory and the Pub as the seeds print them, shown as titles", () => {
    expect(LOCALES.map((l) => cardNameFor("observatory", "first", l))).toEqual(["Observatory", "Обсерватория", "Observatoire", "Osservatorio", "天文台"]);
    expect(["ru", "ja", "fr"].map((l) => cardNameFor("pub", "first", l as Locale))).toEqual(["Кабак", "酒場", "Taverne"]);
    expect(cardNameFor("czar-and-carpenter", "second", "en")).toBe("Czar & Carpenter");
  });
});
