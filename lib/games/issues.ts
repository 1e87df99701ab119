// Turns the first zod issue of a rejected request into a 400 that names the field, so a client
// (or a developer reading the response) sees at once which part of the body is wrong.
import type { z } from "zod";
import { ApiError } from "@/lib/api/errors";
import { issueMessage } from "@/lib/words/setup";

function friendly(issue: z.core.$ZodIssue): string {
  if (issue.code === "invalid_type" && /received undefined$/.test(issue.message)) return "is missing";
  if (issue.code === "invalid_union" && "options" in issue && Array.isArray(issue.options)) {
    return `must be one of ${issue.options.map((o) => JSON.stringify(o)).join(", ")}`;
  }
  return issueMessage(issue).replace(/^Invalid input: /, "");
}

/** The path of an issue under `prefix`, dot-separated: `move.card`, `invites.0`. */
export function issueField(issue: z.core.$ZodIssue, prefix?: string): string | undefined {
  const parts = [...(prefix ? [prefix] : []), ...issue.path.map(String)];
  return parts.length ? parts.join(".") : undefined;
}

/** A 400 ApiError for the first issue of `error`: "move.card: not a card of this game". */
export function badRequest(error: z.ZodError, code: string, prefix?: string): ApiError {
  const issue = error.issues[0];
  const field = issueField(issue, prefix);
  const text = friendly(issue);
  const message = field ? (text.startsWith(field) ? text : `${field}: ${text}`) : `The request body is not valid: ${text}.`;
  return new ApiError(400, code, message, field);
}
