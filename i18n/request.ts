// next-intl's request configuration (wired in next.config.js): the reader's language for every
// server render, with no locale in the URL (lib/i18n/locales.ts says whose language wins).
import { cookies, headers } from "next/headers";
import { getRequestConfig } from "next-intl/server";
import { getUser } from "@/lib/auth/session";
import { LOCALE_COOKIE, resolveLocale } from "@/lib/i18n/locales";
import { messagesFor } from "@/lib/i18n/messages";

export default getRequestConfig(async () => {
  const [user, jar, head] = await Promise.all([getUser(), cookies(), headers()]);
  const locale = resolveLocale({
    stored: user?.locale,
    cookie: jar.get(LOCALE_COOKIE)?.value,
    acceptLanguage: head.get("accept-language"),
  });
  return { locale, messages: messagesFor(locale) };
});
