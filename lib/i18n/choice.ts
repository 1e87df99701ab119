// Storing a reader's language choice: the cookie for everyone (here), the user row for a signed-in
// player (lib/players/locale.ts).
import { z } from "zod";
import { LOCALE_COOKIE, LOCALES } from "./locales";

/** The picker's one field, as its two ways in read it: the server action and POST /api/locale. */
export const LocaleChoiceSchema = z.object({ locale: z.enum(LOCALES) });

/** A year: the choice should outlive a browser session; a new choice replaces it. */
export const LOCALE_COOKIE_OPTIONS = { path: "/", maxAge: 365 * 24 * 60 * 60, sameSite: "lax" as const, httpOnly: false };
export { LOCALE_COOKIE };
