import { NextResponse } from "next/server";
import { ZodError } from "zod";
import { forgetHealthyProbe, isDatabaseUnavailable, UNAVAILABLE_MESSAGE } from "@/lib/db/health";
import type { RuleError } from "@/lib/engine/errors";
import { refuseStateChange } from "./request-guard";

/** The one error shape of every JSON route: `{ "error": { "code", "message", "field"? } }`. */
export type ApiErrorBody = { error: { code: string; message: string; field?: string } };

/**
 * Sentences of the boundary checks and per-process caps (lib/api/json-body.ts, lib/limits/streams.ts),
 * kept together here so the language catalogue has one place to take them from.
 */
export const MESSAGES = {
  bodyTooLarge: (limit: number) => `The request body must be at most ${limit} bytes.`,
  bodyNotJson: "The request body must be valid JSON.",
  bodyTooDeep: (max: number) => `The request body nests too deeply: at most ${max} levels of [ and { are accepted.`,
  controlCharacters: (field: string) => `${field} must not contain control characters.`,
  streamsOfGame: (max: number) =>
    `You already have ${max} live views of this game open. Close one of those tabs, then reload this one.`,
  streamsInAll: (max: number) =>
    `You already have ${max} live views of Neva open. Close some of those tabs, then reload this one.`,
  signedOutStreams: (wait: string) => `Too many live views were asked for from your network without signing in. Please try again in ${wait}.`,
};

/** A sentence of the catalogue: `key` is "namespace.key" in messages/*.json. */
export type CatalogueSentence = {
  key: string;
  values?: Record<string, string | number>;
  /** Values that are moments (epoch ms): English keeps the string in `values`, other languages format these in UTC. */
  moments?: Record<string, number>;
};

/**
 * `message` is the answer's English sentence. A refused move also carries the engine's `rule`
 * error (data), which a route that speaks the reader's language words for them (lib/words/route).
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

export function toErrorResponse(error: unknown): NextResponse {
  if (error instanceof ApiError && error.status === 429 && "retryAfterSeconds" in error) {
    return rateLimited(error.message, Number(error.retryAfterSeconds));
  }
  if (error instanceof ApiError) return errorResponse(error.status, error.code, error.message, error.field);
  if (error instanceof ZodError) {
    const issue = error.issues[0];
    const field = issue?.path.length ? issue.path.join(".") : undefined;
    return errorResponse(400, "invalid_request", issue?.message ?? "The request is not valid.", field);
  }
  // The database went away mid-request (proxy.ts answers for it when it is away beforehand).
  if (isDatabaseUnavailable(error)) {
    // The proxy's trusted healthy probe is out of date: later requests get its 503 at once.
    forgetHealthyProbe();
    return errorResponse(503, "unavailable", UNAVAILABLE_MESSAGE);
  }
  console.error(error);
  return errorResponse(500, "internal", "Something went wrong on our side. Please try again.");
}

type Handler<C> = (request: Request, context: C) => Promise<Response>;

/**
 * Wraps a route handler so thrown ApiErrors and zod errors become JSON error responses. A route
 * that changes something (any method but GET/HEAD/OPTIONS) first passes the cross-site guard:
 * our own origin, JSON body (lib/api/request-guard.ts).
 */
export function jsonRoute<C>(handler: Handler<C>): Handler<C> {
  return async (request, context) => {
    const refused = refuseStateChange(request);
    if (refused) return errorResponse(refused.status, refused.code, refused.message, refused.field);
    try {
      return await handler(request, context);
    } catch (error) {
      // Imported here, not at the top: lib/i18n/server reads the session, which imports this file.
      const { inReadersLanguage } = await import("@/lib/i18n/api-errors");
      return toErrorResponse(await inReadersLanguage(error));
    }
  };
}
