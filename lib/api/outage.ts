// The 503 of an outage, in front of every request (proxy.ts): while PostgreSQL cannot be reached
// the answer is "Neva is briefly unavailable" in the reader's language (the JSON error body under
// /api, a plain page elsewhere), never a signed-out page, a /signin redirect or a 500.
import { databaseRecentlyReachable } from "@/lib/db/health";
import { localeOfHeaders, type Locale } from "@/lib/i18n/locales";
import { translatorFor } from "@/lib/i18n/messages";

const say = (locale: Locale, key: "unavailable" | "outageHeading" | "outageBody") => translatorFor(locale)(`apiErrors.${key}`);

const RETRY_AFTER_SECONDS = "5";

function unavailablePage(locale: Locale): string {
  const heading = say(locale, "outageHeading");
  return `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${heading}</title></head><body style="font-family:system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem"><h1>${heading}</h1><p>${say(locale, "outageBody")}</p></body></html>`;
}

/**
 * For proxy.ts, in front of every request: null while the database answers, else the 503 (the
 * usual JSON error body under /api, a plain page elsewhere) instead of a signed-out page, a
 * /signin redirect or a 500.
 */
export async function outageResponse(request: Request): Promise<Response | null> {
  if (await databaseRecentlyReachable()) return null;
  const headers = { "retry-after": RETRY_AFTER_SECONDS, "cache-control": "no-store" };
  // With the database away no stored choice can be read: the cookie, else the browser's languages.
  const locale = localeOfHeaders(request.headers);
  if (new URL(request.url).pathname.startsWith("/api/")) {
    return Response.json({ error: { code: "unavailable", message: say(locale, "unavailable") } }, { status: 503, headers });
  }
  return new Response(unavailablePage(locale), { status: 503, headers: { ...headers, "content-type": "text/html; charset=utf-8" } });
}
