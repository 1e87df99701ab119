// Where we may send someone after signing in (`?next=`, Auth.js's callbackUrl): only a path on
// our own site. A check on the first characters is not enough: browsers drop tabs and newlines
// from URLs and read `\` as `/`, so `/\t/evil.test` becomes `//evil.test`, another host. We
// refuse any control character, whitespace or backslash in the value, and any control character
// or backslash in its percent-decoded form (an encoded space, as in a player's name, is fine), then let the URL parser resolve it against a dummy origin and keep the
// result only if it stayed on that origin and is not a protocol-relative `//host` path.

const BASE = new URL("http://neva.invalid");
/** Far longer than any real path of ours; a longer value is not a real link. */
const MAX_PATH_LENGTH = 2048;
// C0 and C1 controls, DEL, any Unicode whitespace, and backslash.
const UNSAFE = /[\u0000-\u001F\u007F-\u009F\s\\]/u;
const UNSAFE_DECODED = /[\u0000-\u001F\u007F-\u009F\\]/u;

function decodedOrNull(value: string): string | null {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}

/** The same-site path `next` names (path, query and fragment), or `fallback`. */
export function safePath(next: unknown, fallback = "/"): string {
  if (typeof next !== "string" || next.length === 0 || next.length > MAX_PATH_LENGTH) return fallback;
  const decoded = decodedOrNull(next);
  if (decoded === null || UNSAFE.test(next) || UNSAFE_DECODED.test(decoded)) return fallback;
  if (!next.startsWith("/") || next.startsWith("//") || decoded.startsWith("//")) return fallback;
  let url: URL;
  try {
    url = new URL(next, BASE);
  } catch {
    return fallback;
  }
  if (url.origin !== BASE.origin) return fallback;
  const path = `${url.pathname}${url.search}${url.hash}`;
  // `/.//evil.test` resolves to the path `//evil.test`, which a browser reads as another host.
  return path.startsWith("//") ? fallback : path;
}

/**
 * A post-sign-in target as Auth.js keeps it (`callbackUrl` in the query, the body or the
 * `authjs.callback-url` cookie: all attacker-controlled), as a safe path: a path goes through
 * safePath, an absolute URL only when it is on one of `origins`, anything else (`None`) is "/".
 */
export function callbackPath(value: unknown, origins: readonly string[]): string {
  if (typeof value !== "string") return "/";
  if (value.startsWith("/")) return safePath(value);
  try {
    const url = new URL(value);
    return origins.includes(url.origin) ? safePath(`${url.pathname}${url.search}${url.hash}`) : "/";
  } catch {
    return "/";
  }
}

/** Auth.js's `callbacks.redirect`: an absolute URL on our origin, never a throw (its default does `new URL("None")`). */
export function safeRedirectUrl({ url, baseUrl }: { url: string; baseUrl: string }): string {
  const origin = new URL(baseUrl).origin;
  return `${origin}${callbackPath(url, [origin])}`;
}

/** The cookie Auth.js keeps the target in (`__Secure-` on https). */
const CALLBACK_COOKIE = /^(__Secure-)?authjs\.callback-url$/;

/**
 * The Cookie header with the callback cookie's value made a safe path, or null when there is
 * nothing to change. Auth.js checks that cookie before any callback of ours runs and answers a
 * junk value (`None`) with a configuration error: a 500 on its routes, and a signed-out
 * `auth()` on every page. Cleaning it before Auth.js reads it (proxy.ts, the auth route) keeps
 * both working.
 */
export function withSafeCallbackCookie(cookieHeader: string | null, origins: readonly string[]): string | null {
  if (!cookieHeader) return null;
  let changed = false;
  const parts = cookieHeader.split(";").map((part) => {
    const eq = part.indexOf("=");
    if (eq < 0 || !CALLBACK_COOKIE.test(part.slice(0, eq).trim())) return part;
    const raw = part.slice(eq + 1).trim();
    let value: string | null;
    try {
      value = decodeURIComponent(raw);
    } catch {
      value = null;
    }
    const safe = encodeURIComponent(callbackPath(value, origins));
    if (safe === raw) return part;
    changed = true;
    return `${part.slice(0, eq)}=${safe}`;
  });
  return changed ? parts.join(";") : null;
}

/** The error codes Auth.js sends to its error page (types.d.ts ErrorPageParam, SignInPageErrorParam). */
const AUTH_ERROR_CODES = new Set([
  "Configuration", "AccessDenied", "Verification", "Default",
  "Signin", "OAuthSignin", "OAuthCallbackError", "OAuthCreateAccount", "EmailCreateAccount", "Callback",
  "OAuthAccountNotLinked", "EmailSignin", "CredentialsSignin", "SessionRequired",
]);

/** `?error=` of the sign-in error redirect: one of Auth.js's codes, else "Default". */
export function authErrorCode(value: unknown): string {
  return typeof value === "string" && AUTH_ERROR_CODES.has(value) ? value : "Default";
}
