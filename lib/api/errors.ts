// Errors become answers here, and only here: a DomainError's code gives the status
// (./status.ts), its reason the reader's sentence (lib/words/refusals.ts); a zod error of a
// route's own parsing is a 400 naming the field; a database that went away is a 503.
import { NextResponse } from "next/server";
import { ZodError } from "zod";
import { forgetHealthyProbe, isDatabaseUnavailable } from "@/lib/db/health";
import { DomainError, inputIssue } from "@/lib/errors";
import type { RequestLocale } from "@/lib/i18n/server";
import { refusalText } from "@/lib/words/refusals";
import { statusOf } from "./status";

/** The one error shape of every JSON route: `{ "error": { "code", "message", "field"? } }`. */
export type ApiErrorBody = { error: { code: string; message: string; field?: string } };

export function errorResponse(status: number, code: string, message: string, field?: string) {
  const body: ApiErrorBody = { error: field ? { code, message, field } : { code, message } };
  return NextResponse.json(body, { status });
}

/** A zod error of a route's (or a form action's) own parsing, as the domain's refusal of that field. */
export function fromZod(error: ZodError): DomainError {
  const issue = error.issues[0];
  const field = issue?.path.length ? issue.path.join(".") : undefined;
  if (!issue) return new DomainError("invalid_request", "invalidRequest");
  return new DomainError("invalid_request", field ? "fieldSays" : "invalidBody", {}, { field, issue: inputIssue(issue) });
}

/** The JSON error answer in `locale` (English by default); its `code` never changes with the language. */
export function toErrorResponse(error: unknown, locale: RequestLocale = "en"): NextResponse {
  if (error instanceof ZodError) error = fromZod(error);
  if (!(error instanceof DomainError) && isDatabaseUnavailable(error)) {
    // The database went away mid-request (proxy.ts answers for it when it is away beforehand):
    // the proxy's trusted healthy probe is out of date, so later requests get its 503 at once.
    forgetHealthyProbe();
    error = new DomainError("unavailable", "unavailable");
  }
  if (!(error instanceof DomainError)) {
    console.error(error);
    error = new DomainError("internal", "internal");
  }
  const refusal = error as DomainError;
  const response = errorResponse(statusOf(refusal), refusal.code, refusalText(refusal, locale), refusal.field);
  if (refusal.retryAfterSeconds !== undefined) response.headers.set("retry-after", String(refusal.retryAfterSeconds));
  return response;
}
