// Storing a reader's language choice: the cookie for everyone (here), the user row for a signed-in
// player (lib/players/locale.ts).
import { LOCALE_COOKIE } from "./locales";

/** A year: the choice should outlive a browser session; a new choice replaces it. */
export const LOCALE_COOKIE_OPTIONS = { path: "/", maxAge: 365 * 24 * 60 * 60, sameSite: "lax" as const, httpOnly: false };
export { LOCALE_COOKIE };
