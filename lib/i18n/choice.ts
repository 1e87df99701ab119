// Storing a reader's language choice: the cookie for everyone, the user row for a signed-in
// player (so it follows them to every device and wins over the browser's Accept-Language).
import { prisma } from "@/lib/db/client";
import { LOCALE_COOKIE, type Locale } from "./locales";

/** A year: the choice should outlive a browser session; a new choice replaces it. */
export const LOCALE_COOKIE_OPTIONS = { path: "/", maxAge: 365 * 24 * 60 * 60, sameSite: "lax" as const, httpOnly: false };
export { LOCALE_COOKIE };

export async function storeUserLocale(userId: string, locale: Locale): Promise<void> {
  await prisma.user.update({ where: { id: userId }, data: { locale } });
}

/** The first sign-in: the language of the page it came from, unless the player already chose one. */
export async function storeFirstLocale(userId: string, locale: Locale): Promise<boolean> {
  const { count } = await prisma.user.updateMany({ where: { id: userId, locale: null }, data: { locale } });
  return count > 0;
}
