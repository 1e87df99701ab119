// next-intl's request configuration (wired in next.config.js): the reader's language for every
// server render, with no locale in the URL. The rule lives in lib/i18n/server.ts, which pages and
// server actions use too.
import { getRequestConfig } from "next-intl/server";
import { catalogueFor, getMessageFallback, onError, requestLocale } from "@/lib/i18n/server";

export default getRequestConfig(async () => {
  const locale = await requestLocale();
  return { locale, messages: catalogueFor(locale), onError, getMessageFallback };
});
