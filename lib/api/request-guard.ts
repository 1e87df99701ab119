// Cross-site request forgery guard for the JSON routes that change something. A page on another
// site (even another port of localhost: the same "site", so SameSite=Lax cookies go along) can
// make a signed-in player's browser POST a form to us, as text/plain or form data. It cannot
// send `Content-Type: application/json` without our CORS consent, and the browser names the
// page's origin in `Origin` (always, on a cross-origin POST) and `Sec-Fetch-Site`.
//
// The rule: a state-changing request must come from our own origin and carry JSON.
// - `Origin` present: it must be our origin (the request's own, or AUTH_URL's when the app sits
//   behind a proxy that rewrites Host); "null" (sandboxed frames, some redirects) is refused.
// - no `Origin`: `Sec-Fetch-Site` must then be `same-origin` or `none` (typed by the user).
// - neither header: allowed. Every browser of the last years sends at least one of them on a
//   POST, so such a request comes from a script or `curl`, which holds the session cookie only if
//   its owner gave it away; forgery needs a browser. The API tests and CLI clients rely on this.
// - Content-Type must be application/json; a request with no body at all may omit it (join and
//   cancel have no body). An HTML form always sends a Content-Type, so it never slips through.

import { DomainError } from "@/lib/errors";

/** Why a request is refused (errors.ts turns it into the reply). */
export type Refusal = DomainError;

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

export function changesState(request: Request): boolean {
  return !SAFE_METHODS.has(request.method.toUpperCase());
}

/** The request's own origin, and AUTH_URL's (the public one, when a reverse proxy rewrites Host). */
export function ourOrigins(request: Request): Set<string> {
  const origins = new Set([new URL(request.url).origin]);
  const configured = process.env.AUTH_URL;
  if (configured) {
    try {
      origins.add(new URL(configured).origin);
    } catch {
      // A broken AUTH_URL fails loudly in Auth.js itself; here it simply adds nothing.
    }
  }
  return origins;
}

const crossOrigin = () => new DomainError("cross_origin", "crossOrigin", {}, { field: "origin" });

/** 403 unless the request comes from our own origin (see the rule above). */
export function foreignOrigin(request: Request): Refusal | null {
  const origin = request.headers.get("origin");
  if (origin !== null) return ourOrigins(request).has(origin) ? null : crossOrigin();
  const site = request.headers.get("sec-fetch-site");
  return site === null || site === "same-origin" || site === "none" ? null : crossOrigin();
}

/** The media type of the Content-Type header, lower case, without parameters; null when absent. */
function mediaType(request: Request): string | null {
  const header = request.headers.get("content-type");
  return header === null ? null : header.split(";")[0].trim().toLowerCase();
}

/** As HTTP/1.1 defines it (RFC 9112 §6.3): a body is announced by Content-Length or Transfer-Encoding. */
function hasBody(request: Request): boolean {
  const length = request.headers.get("content-length");
  if (length !== null) return length.trim() !== "0";
  return request.headers.has("transfer-encoding");
}

/** 415 unless the body is declared JSON; a request without a body may leave Content-Type out. */
export function notJson(request: Request): Refusal | null {
  const type = mediaType(request);
  if (type === "application/json" || (type === null && !hasBody(request))) return null;
  return new DomainError("unsupported_media_type", "notJson", {}, { field: "content-type" });
}

/**
 * A browser's own HTML form (application/x-www-form-urlencoded): the two doors of the landing that
 * work without JavaScript (POST /api/practice, POST /api/locale) take it, after foreignOrigin.
 */
export function isFormPost(request: Request): boolean {
  return request.method.toUpperCase() === "POST" && mediaType(request) === "application/x-www-form-urlencoded";
}

/** Both checks, for every route that changes something; null when the request may go on. */
export function refuseStateChange(request: Request): Refusal | null {
  if (!changesState(request)) return null;
  return foreignOrigin(request) ?? notJson(request);
}
