// Auth.js's session cookie: its names, and the one a request holds (issue 38: a guest's session is
// an ordinary Auth.js session, its cookie set by POST /api/practice under the name Auth.js reads).

/** Without and with the `__Secure-` prefix Auth.js uses over https. */
export const SESSION_COOKIES = ["authjs.session-token", "__Secure-authjs.session-token"] as const;

/** The session token among `cookies` (the `__Secure-` one first), or undefined. */
export function sessionCookieToken(cookies: readonly { name: string; value: string }[]): string | undefined {
  return [...SESSION_COOKIES].reverse().map((name) => cookies.find((c) => c.name === name)?.value).find((value) => !!value);
}

/**
 * Auth.js's choice of name and `Secure`: https when AUTH_URL says so (a proxy in front) or the
 * request came over it. HttpOnly and SameSite=Lax as Auth.js sets its own.
 */
export function sessionCookieFor(request: Request, token: string, expires: Date) {
  const configured = process.env.AUTH_URL;
  let secure = new URL(request.url).protocol === "https:";
  try {
    if (configured) secure = new URL(configured).protocol === "https:";
  } catch {
    // A broken AUTH_URL fails loudly in Auth.js itself.
  }
  return {
    name: secure ? SESSION_COOKIES[1] : SESSION_COOKIES[0],
    value: token,
    options: { httpOnly: true, secure, sameSite: "lax" as const, path: "/", expires },
  };
}
