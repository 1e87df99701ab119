// The wrapper of every JSON route handler: the cross-site guard first, then the handler; what it
// throws becomes the JSON error answer in the reader's language, its `code` kept.
import { toErrorResponse } from "./errors";
import { localeOfRequest } from "./locale";
import { foreignOrigin, isFormPost, refuseStateChange, type Refusal } from "./request-guard";
import { DomainError } from "@/lib/errors";

type Handler<C> = (request: Request, context: C) => Promise<Response>;

/**
 * A route that changes something (any method but GET/HEAD/OPTIONS) first passes the cross-site
 * guard: our own origin, JSON body (lib/api/request-guard.ts).
 */
export function jsonRoute<C>(handler: Handler<C>): Handler<C> {
  return guardedRoute(refuseStateChange, handler);
}

/**
 * A route a browser's HTML form posts to, without JavaScript (the landing's doors, pages/landing.tsx):
 * our own origin, as every route that changes something, and a form body (415 otherwise).
 */
export function formRoute<C>(handler: Handler<C>): Handler<C> {
  const notForm = () => new DomainError("unsupported_media_type", "notForm", {}, { field: "content-type" });
  return guardedRoute((request) => foreignOrigin(request) ?? (isFormPost(request) ? null : notForm()), handler);
}

function guardedRoute<C>(guard: (request: Request) => Refusal | null, handler: Handler<C>): Handler<C> {
  return async (request, context) => {
    // An error's words never make an error of their own (the database may be what failed): English then.
    const locale = () => localeOfRequest(request).catch(() => "en" as const);
    const refused = guard(request);
    if (refused) return toErrorResponse(refused, await locale());
    try {
      return await handler(request, context);
    } catch (error) {
      return toErrorResponse(error, await locale());
    }
  };
}
