// Why a table cannot start, in words (issue 20): the engine gives CombinationProblem data
// (ruling R23); lib/words/setup.ts words it from the catalogue in every language, never with a
// ruling's number; explicit-pile diagnostics are English for the command line.
import { describe, expect, it } from "vitest";
import { unsupportedCombination, type CombinationProblem } from "@/lib/engine";
import { LOCALES } from "@/lib/i18n/locales";
import { combinationText, setupProblemText } from "@/lib/words/setup";

const PROBLEMS: CombinationProblem[] = [
  unsupportedCombination({ edition: "first", expansions: ["market"], players: 3 })!,
  unsupportedCombination({ edition: "second", expansions: ["newSociety", "banquet"], players: 3 })!,
  unsupportedCombination({ edition: "first", expansions: ["banquet", "banquet"], players: 3 })!,
  unsupportedCombination({ edition: "first", expansions: ["banquet"], players: 5 })!,
  unsupportedCombination({ edition: "second", expansions: [], players: 1 })!,
];

describe("combination problems in words (ruling R23)", () => {
  it("the engine gives data: each problem's code and parameters", () => {
    expect(PROBLEMS).toEqual([
      { code: "expansionsNotInEdition", edition: "first", expansions: ["market"] },
      { code: "expansionsNotInEdition", edition: "second", expansions: ["newSociety", "banquet"] },
      { code: "expansionTwice", expansion: "banquet" },
      { code: "playerCount", min: 2, max: 4, players: 5, fiveNeed: "newSociety" },
      { code: "playerCount", min: 2, max: 4, players: 1, fiveNeed: "market" },
    ]);
    expect(unsupportedCombination({ edition: "second", expansions: ["market"], players: 5 })).toBeNull();
  });

  it("every problem is a sentence in every language, with no ruling's number", () => {
    for (const locale of LOCALES) {
      for (const problem of PROBLEMS) {
        const text = combinationText(problem, locale);
        expect(text.length, `${locale} ${problem.code}`).toBeGreaterThan(10);
        expect(text, `${locale} ${problem.code}`).not.toMatch(/R\d|ruling|\{/);
      }
    }
    expect(PROBLEMS.map((p) => combinationText(p, "en"))).toEqual([
      "The Market goes only with the 2nd edition.",
      "New Society and The Banquet go only with the 1st edition.",
      "Choose each expansion only once.",
      "A game with these options has 2 to 4 players, not 5. 5 players need New Society.",
      "A game with these options has 2 to 4 players, not 1.",
    ]);
    expect(combinationText(PROBLEMS[3], "ru")).toBe("С этими настройками играют от 2 до 4 игроков, а не 5. Для 5 игроков нужна «Новая Россия».");
  });

  it("pile diagnostics name the cards by their English names, with counts", () => {
    expect(setupProblemText({ code: "pileContents", pile: "trading", size: 30, missing: [{ card: "czar", count: 1 }], extra: [] })).toBe(
      "the trading pile must hold exactly the 30 cards of that pile: missing 1 × Czar",
    );
  });
});
