// A player's stored language: it follows them to every device and wins over the browser's
// Accept-Language. The edge checks that it is one of ours (lib/i18n/locales) before it comes here.
import { prisma } from "@/lib/db/client";

export async function storeUserLocale(userId: string, locale: string): Promise<void> {
  await prisma.user.update({ where: { id: userId }, data: { locale } });
}

/** The first sign-in: the language of the page it came from, unless the player already chose one. */
export async function storeFirstLocale(userId: string, locale: string): Promise<boolean> {
  const { count } = await prisma.user.updateMany({ where: { id: userId, locale: null }, data: { locale } });
  return count > 0;
}
