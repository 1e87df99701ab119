// next-intl's request configuration (wired in next.config.js): the reader's language for every
// server render, with no locale in the URL. The rule lives in lib/i18n/server.ts, which pages and
// server actions use too.
import { getRequestConfig } from "next-intl/server";
import { catalogueFor, getMessageFallback, onError, requestLocale, requestTimeZone } from "@/lib/i18n/server";

export default getRequestConfig(async () => {
  const [locale, timeZone] = await Promise.all([requestLocale(), requestTimeZone()]);
  return { locale, timeZone, messages: catalogueFor(locale), onError, getMessageFallback };
});
