// Turns the first zod issue of a rejected request into a refusal that names the field, so a
// client (or a developer reading the response) sees at once which part of the body is wrong.
import type { z } from "zod";
import { DomainError, inputIssue, type ErrorCode } from "@/lib/errors";

/** The path of an issue under `prefix`, dot-separated: `move.card`, `invites.0`. */
export function issueField(issue: z.core.$ZodIssue, prefix?: string): string | undefined {
  const parts = [...(prefix ? [prefix] : []), ...issue.path.map(String)];
  return parts.length ? parts.join(".") : undefined;
}

/** A refusal (400) for the first issue of `error`, worded "move.card: not a card of this game". */
export function badRequest(error: z.ZodError, code: ErrorCode, prefix?: string): DomainError {
  const issue = error.issues[0];
  const field = issueField(issue, prefix);
  return new DomainError(code, field ? "fieldSays" : "invalidBody", {}, { field, issue: inputIssue(issue) });
}
