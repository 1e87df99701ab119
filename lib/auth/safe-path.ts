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
 * Auth.js's `callbacks.redirect`: it hands us a path or an absolute URL (from `callbackUrl` or the
 * `authjs.callback-url` cookie, both attacker-controlled) and wants an absolute URL back. Only
 * our own origin; anything else, including junk such as `None`, goes to the home page.
 */
export function safeRedirectUrl({ url, baseUrl }: { url: string; baseUrl: string }): string {
  const origin = new URL(baseUrl).origin;
  let path: unknown = url;
  if (typeof url === "string" && !url.startsWith("/")) {
    try {
      const absolute = new URL(url);
      path = absolute.origin === origin ? `${absolute.pathname}${absolute.search}${absolute.hash}` : null;
    } catch {
      path = null;
    }
  }
  return `${origin}${safePath(path)}`;
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
