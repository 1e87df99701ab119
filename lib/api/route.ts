// The wrapper of every JSON route handler. Apart from lib/api/errors because it words errors for
// the reader (lib/words/api-errors reads the session, whose own errors are ApiErrors): errors
// point at nothing, this file at both, so the imports run one way.
import { apiWords, apiWordsFor } from "@/lib/words/api-errors";
import { ApiError, toErrorResponse } from "./errors";
import { refuseStateChange } from "./request-guard";

type Handler<C> = (request: Request, context: C) => Promise<Response>;

/**
 * Wraps a route handler so thrown ApiErrors and zod errors become JSON error responses, in the
 * request's language with their `code` kept. A route that changes something (any method but
 * GET/HEAD/OPTIONS) first passes the cross-site guard: our own origin, JSON body
 * (lib/api/request-guard.ts).
 */
export function jsonRoute<C>(handler: Handler<C>): Handler<C> {
  return async (request, context) => {
    // An error's words never make an error of their own (the database may be what failed): English then.
    const words = () => apiWordsFor(request).catch(() => apiWords("en"));
    const refused = refuseStateChange(request);
    if (refused) return toErrorResponse(new ApiError(refused.status, refused.code, refused.message, refused.field), await words());
    try {
      return await handler(request, context);
    } catch (error) {
      return toErrorResponse(error, await words());
    }
  };
}
