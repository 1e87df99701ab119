import { NextResponse } from "next/server";
import { ZodError } from "zod";
import { forgetHealthyProbe, isDatabaseUnavailable, UNAVAILABLE_MESSAGE } from "@/lib/db/health";
import type { RuleError } from "@/lib/engine/errors";
import { translatorFor } from "@/lib/i18n/messages";
import type { CatalogueSentence } from "@/lib/i18n/translate";

/** The one error shape of every JSON route: `{ "error": { "code", "message", "field"? } }`. */
export type ApiErrorBody = { error: { code: string; message: string; field?: string } };

const EN = translatorFor("en") as unknown as (key: string, values?: Record<string, string | number>) => string;

/**
 * English sentences of the boundary checks and per-process caps (lib/api/json-body.ts,
 * lib/limits/streams.ts), from the catalogue (messages/en.json `apiErrors`): a response made by
 * jsonRoute says them in the reader's language (lib/words/api-errors.ts).
 */
export const MESSAGES = {
  bodyTooLarge: (limit: number) => EN("apiErrors.bodyTooLarge", { limit }),
  bodyNotJson: EN("apiErrors.bodyNotJson"),
  bodyTooDeep: (max: number) => EN("apiErrors.bodyTooDeep", { max }),
  controlCharacters: (field: string) => EN("apiErrors.controlCharacters", { field }),
  streamsOfGame: (max: number) => EN("apiErrors.streamsOfGame", { max }),
  streamsInAll: (max: number) => EN("apiErrors.streamsInAll", { max }),
};

/** A sentence of the catalogue (its type lives with the words: lib/i18n/translate.ts). */
export type { CatalogueSentence } from "@/lib/i18n/translate";

/** What the boundary needs to say an error: its code, English message, field, and the data it was built from. */
export type SayableError = { code: string; message: string; field?: string; rule?: RuleError; sentence?: CatalogueSentence };

/** An error's sentence in the reader's language (lib/words/api-errors.ts `apiWords`); the English message when none. */
export type SayError = (error: SayableError) => string;

/**
 * `message` is the answer's English sentence. A refused move also carries the engine's `rule`
 * error (data), which a route that speaks the reader's language words for them (lib/words/api-errors).
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly field?: string,
    readonly rule?: RuleError,
    /** When set, the route answers with this sentence in the reader's language instead of `message` (English). */
    readonly sentence?: CatalogueSentence,
  ) {
    super(message);
  }
}

export function errorResponse(status: number, code: string, message: string, field?: string) {
  const body: ApiErrorBody = { error: field ? { code, message, field } : { code, message } };
  return NextResponse.json(body, { status });
}

/** 429: over a rate limit (lib/limits); says when to try again. */
export function rateLimited(message: string, retryAfterSeconds: number): NextResponse {
  const response = errorResponse(429, "rate_limited", message);
  response.headers.set("retry-after", String(Math.max(1, Math.ceil(retryAfterSeconds))));
  return response;
}

const english: SayError = (error) => error.message;

/** The JSON error answer; `say` words it for the reader (English without one), its `code` never changes. */
export function toErrorResponse(error: unknown, say: SayError = english): NextResponse {
  if (error instanceof ApiError && error.status === 429 && "retryAfterSeconds" in error) {
    return rateLimited(say(error), Number(error.retryAfterSeconds));
  }
  if (error instanceof ApiError) return errorResponse(error.status, error.code, say(error), error.field);
  if (error instanceof ZodError) {
    const issue = error.issues[0];
    const field = issue?.path.length ? issue.path.join(".") : undefined;
    const message = issue?.message ?? EN("apiErrors.invalidRequest");
    return errorResponse(400, "invalid_request", say({ code: "invalid_request", message, field }), field);
  }
  // The database went away mid-request (proxy.ts answers for it when it is away beforehand).
  if (isDatabaseUnavailable(error)) {
    // The proxy's trusted healthy probe is out of date: later requests get its 503 at once.
    forgetHealthyProbe();
    return errorResponse(503, "unavailable", say({ code: "unavailable", message: UNAVAILABLE_MESSAGE }));
  }
  console.error(error);
  return errorResponse(500, "internal", say({ code: "internal", message: EN("apiErrors.internal") }));
}
