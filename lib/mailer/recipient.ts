// Who a mail is for, as the composers need it: their language, time zone and name.
import { prisma } from "@/lib/db/client";
import { resolveLocale, type Locale } from "@/lib/i18n/locales";

/** Has `email` an account (an invitation then links to the table, not to sign-in)? */
export async function hasAccount(email: string): Promise<boolean> {
  return (await prisma.user.count({ where: { email } })) > 0;
}

/**
 * The recipient's language: their stored users.locale, else `otherwise` (an invitation to an
 * address without an account: the inviter's; a sign-in link: its page's), else English.
 */
export async function localeOf(email: string, otherwise?: string | null): Promise<Locale> {
  const user = await prisma.user.findUnique({ where: { email }, select: { locale: true } });
  return resolveLocale({ stored: user?.locale ?? otherwise, cookie: undefined, acceptLanguage: null });
}

/** The reader's time zone from their mail preferences (UTC when they have none). */
export async function timeZoneOf(email: string): Promise<string> {
  const pref = await prisma.mailPreference.findUnique({ where: { email }, select: { timeZone: true } });
  return pref?.timeZone ?? "UTC";
}

/** A player's name, language and (by their current address) time zone; for mails not addressed by users.email. */
export async function accountOf(userId: unknown): Promise<{ name: string; locale: Locale; timeZone: string } | null> {
  if (typeof userId !== "string") return null;
  const user = await prisma.user.findUnique({ where: { id: userId }, select: { displayName: true, email: true, locale: true } });
  if (!user) return null;
  const locale = resolveLocale({ stored: user.locale, cookie: undefined, acceptLanguage: null });
  return { name: user.displayName ?? user.email.split("@")[0], locale, timeZone: await timeZoneOf(user.email) };
}

export async function recipientName(email: string): Promise<string> {
  const user = await prisma.user.findUnique({ where: { email }, select: { displayName: true } });
  return user?.displayName ?? email.split("@")[0];
}
