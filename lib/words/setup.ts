// Why a table or a setup cannot start a game, in words (issue 20): the engine gives data only
// (CombinationProblem, SetupProblem, the options schema's `params.problem`). A combination is
// worded from the catalogue (newGame.combo*) in the reader's language, never with a ruling's
// number; the diagnostics of explicit piles and tokens are for the command line and record
// checks only, and stay English here.
import type { z } from "zod";
import type { CombinationProblem, SetupProblem } from "@/lib/engine";
import { combinationRefusal } from "@/lib/games/combination";
import { cardNameIn } from "./cards";
import type { Locale } from "@/lib/i18n/locales";
import { translatorFor } from "@/lib/i18n/messages";

/** A combination problem as the reader's sentence. */
export function combinationText(problem: CombinationProblem, locale: Locale): string {
  // The same sentence a refused table gets (lib/games/combination.ts names the reason).
  const { reason, values } = combinationRefusal(problem);
  return translatorFor(locale, "newGame")(reason, values);
}

const COMBINATION_CODES: readonly string[] = ["expansionsNotInEdition", "expansionTwice", "playerCount"];

export function isCombinationProblem(problem: SetupProblem): problem is CombinationProblem {
  return COMBINATION_CODES.includes(problem.code);
}

function cards(list: readonly { card: string; count: number }[], edition: "first" | "second"): string {
  return list.map(({ card, count }) => `${count} × ${cardNameIn(card, edition)}`).join(", ");
}

/** A setup problem in English, for the command line and record checks. */
export function setupProblemText(problem: SetupProblem, edition: "first" | "second" = "first"): string {
  if (isCombinationProblem(problem)) return combinationText(problem, "en");
  switch (problem.code) {
    case "unknownPile":
      return `there is no ${problem.pile} pile in this game`;
    case "missingPile":
      return `the ${problem.pile} pile is missing`;
    case "pileContents": {
      const parts = [problem.missing.length ? `missing ${cards(problem.missing, edition)}` : "", problem.extra.length ? `too many ${cards(problem.extra, edition)}` : ""];
      return `the ${problem.pile} pile must hold exactly the ${problem.size} cards of that pile: ${parts.filter(Boolean).join("; ")}`;
    }
    case "unknownToken":
      return `there is no ${problem.token} token in this game`;
    case "tokenWithoutHolder":
      return `the ${problem.token} token has no holder`;
    case "tokenSeat":
      return `the ${problem.token} token is held by seat ${problem.seat}, but there are ${problem.seats} seats`;
    case "tokensPerSeat":
      return `with ${problem.seats} players the seats must hold ${problem.expected.join("/")} tokens, not ${problem.held.join("/")}`;
  }
}

/** The problem an options issue carries (GameOptionsSchema's `params.problem`), if any. */
function issueProblem(issue: z.core.$ZodIssue): CombinationProblem | null {
  const params = issue.code === "custom" ? (issue.params as { problem?: CombinationProblem } | undefined) : undefined;
  return params?.problem ?? null;
}

/** The engine schemas' issue codes (their zod messages), in English for the command line and API. */
const ENGINE_ISSUES: Record<string, string> = { notACard: "not a card of this game" };

/** A zod issue's message, with an engine issue code in English. */
export function issueMessage(issue: z.core.$ZodIssue): string {
  return ENGINE_ISSUES[issue.message] ?? issue.message;
}

/** One zod issue, "path: what is wrong", with an engine problem worded in `locale`. */
export function issueText(issue: z.core.$ZodIssue, locale: Locale = "en"): string {
  const problem = issueProblem(issue);
  const text = problem ? combinationText(problem, locale) : issueMessage(issue);
  return issue.path.length ? `${issue.path.join(".")}: ${text}` : text;
}

/** Zod issues in English, "path: what is wrong; …", with the engine's problems worded. */
export function issuesText(error: z.ZodError, locale: Locale = "en"): string {
  return error.issues.map((issue) => issueText(issue, locale)).join("; ");
}
