// Runs in front of every page and route (Next 16's proxy, formerly middleware):
// 1. A path with a control character once decoded (`/players/%00`, `/games/x%0d%0a`) or a broken
//    %-escape, or a query with a NUL byte (PostgreSQL refuses it in text: error 22021), is nobody's
//    link: 400 here, before any page or database sees it. Other odd query values (a tab in
//    `?next=`) are each consumer's to judge (safePath, the pages' zod schemas), and are tested there.
// 2. The `authjs.callback-url` cookie is made a safe path of ours before Auth.js reads it:
//    `None` there made every page's `auth()` fail (a signed-in player looked signed out) and
//    Auth.js's routes answer 500 (lib/auth/safe-path.ts).
// 3. A Content-Security-Policy with a fresh nonce per request. Next reads the nonce from the
//    request's CSP header and puts it on its own scripts, so only our scripts run: an injected
//    `<script>` or inline handler does not. This works because every page is rendered per
//    request (the root layout awaits `connection()`). Styles keep 'unsafe-inline': a nonce cannot
//    cover style attributes (Next's built-in error pages use them), and CSS cannot run code.
// 4. `/` for a browser without a session cookie is the landing without JavaScript
//    (pages/landing.tsx), unless it reads the pseudo-locale (the App Router's home has it).
// 5. While PostgreSQL cannot be reached the answer is 503 "Neva is briefly unavailable"
//    (lib/db/health.ts), not a signed-out page, a /signin redirect or a 500.
// The headers that need no nonce (nosniff, Referrer-Policy…) are in next.config.js.
import { NextResponse, type NextRequest } from "next/server";
import { hasControlCharacter } from "@/lib/input";
import { ourOrigins } from "@/lib/api/request-guard";
import { outageResponse } from "@/lib/api/outage";
import { withSafeCallbackCookie } from "@/lib/auth/safe-path";
import { SESSION_COOKIES } from "@/lib/auth/cookies";
import { LOCALE_COOKIE } from "@/lib/i18n/locales";
import { PSEUDO_LOCALE } from "@/lib/i18n/pseudo";

function decoded(value: string): string | null {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}

function contentSecurityPolicy(nonce: string): string {
  // React's development build needs eval for its error overlays; production never does.
  const devEval = process.env.NODE_ENV === "development" ? " 'unsafe-eval'" : "";
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${devEval}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/**
 * A page load of `/` from a browser that holds no session (and does not read the pseudo-locale).
 * Not the App Router's own fetches of `/` (header `RSC`: a prefetch or a client navigation from
 * another page): only the App Router can answer those, and its home page has the same landing.
 */
function isNewcomersHome(request: NextRequest): boolean {
  if (request.nextUrl.pathname !== "/" || request.method !== "GET" || request.headers.has("rsc")) return false;
  if (SESSION_COOKIES.some((name) => request.cookies.has(name))) return false;
  return request.cookies.get(LOCALE_COOKIE)?.value !== PSEUDO_LOCALE;
}

export async function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  const path = decoded(pathname);
  // URLSearchParams decodes each name and value (and `+`) as a form would.
  const query = [...new URLSearchParams(search)].flat().join("");
  if (path === null || hasControlCharacter(path) || query.includes("\u0000")) {
    const message = "This address holds characters no link of ours has (a control character, a NUL byte or a broken %-escape).";
    return pathname.startsWith("/api/")
      ? NextResponse.json({ error: { code: "invalid_request", message } }, { status: 400 })
      : new NextResponse(`${message}\n`, { status: 400, headers: { "content-type": "text/plain; charset=utf-8" } });
  }
  const outage = await outageResponse(request);
  if (outage) return outage;
  const nonce = Buffer.from(crypto.randomUUID()).toString("base64");
  const csp = contentSecurityPolicy(nonce);
  const headers = new Headers(request.headers);
  headers.set("content-security-policy", csp);
  const cookie = withSafeCallbackCookie(request.headers.get("cookie"), [...ourOrigins(request)]);
  if (cookie !== null) headers.set("cookie", cookie);
  const response = isNewcomersHome(request) ? NextResponse.rewrite(new URL("/landing", request.url), { request: { headers } }) : NextResponse.next({ request: { headers } });
  response.headers.set("content-security-policy", csp);
  return response;
}

export const config = {
  // Not Next's static build output: hashed files that carry no user input and run no policy.
  matcher: ["/((?!_next/static|_next/image|favicon.ico).*)"],
};
