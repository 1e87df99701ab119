// What is wrong with one field of a request, as data. Our schemas name their problems with
// reason codes (`z.email({ error: "notEmail" })`, the engine's "notACard"), never with sentences;
// the edge words a reason as `apiErrors.zod.<reason>` in the reader's language. An issue none of
// our schemas names (zod's own, e.g. a wrong type) keeps zod's text, which is English.
import type { z } from "zod";

/** Every problem our schemas name; each is a sentence `apiErrors.zod.<reason>` in every language. */
export const INPUT_REASONS = [
  "missing", "oneOf", "notEmail", "tooLongEmail", "tooLongInvite", "oneInvite", "empty", "notInvite", "expansionOnce",
  "number", "share", "outOfRange", "timeLimit", "notACard", "botsNotInteger", "botLevelUnknown", "botsOutOfRange", "vacationBoolean", "onTimeoutChoice",
  "rublesWhole", "orderMove", "phaseOfTable", "ordersList", "otherwiseChoice", "untilChoice", "tooManyOrders", "notAtThisTable",
  "pushEndpoint", "base64url", "tooManyDevices", "webhookUrl", "webhookKind", "turnMailChoice", "hourOfDay", "timeZoneUnknown",
] as const;
export type InputReason = (typeof INPUT_REASONS)[number];

export type InputIssue =
  | { readonly reason: InputReason; readonly values?: Readonly<Record<string, string | number>> }
  /** zod's own words for a problem no schema of ours names (English). */
  | { readonly reason: null; readonly text: string };

function isInputReason(value: string): value is InputReason {
  return (INPUT_REASONS as readonly string[]).includes(value);
}

/** The values a custom issue carries for its sentence (`params: { values }`). */
function valuesOf(issue: z.core.$ZodIssue): Record<string, string | number> | undefined {
  if (issue.code !== "custom") return undefined;
  const values = (issue.params as { values?: unknown } | undefined)?.values;
  return values && typeof values === "object" ? (values as Record<string, string | number>) : undefined;
}

/** One zod issue as data: our reason with its values, or zod's own text. */
export function inputIssue(issue: z.core.$ZodIssue): InputIssue {
  if (issue.code === "invalid_type" && /received undefined$/.test(issue.message)) return { reason: "missing" };
  if (issue.code === "invalid_union" && "options" in issue && Array.isArray(issue.options)) {
    return { reason: "oneOf", values: { options: issue.options.map((o) => JSON.stringify(o)).join(", ") } };
  }
  if (isInputReason(issue.message)) return { reason: issue.message, values: valuesOf(issue) };
  return { reason: null, text: issue.message.replace(/^Invalid input: /, "") };
}
