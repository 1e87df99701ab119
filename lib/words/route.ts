// Route handlers whose errors speak the reader's language: a refused move's reason (engine data
// on the ApiError) becomes the sentence addressed to the player, with the API's stable `code` kept.
import { getUser } from "@/lib/auth";
import { ApiError } from "@/lib/api/errors";
import { LOCALE_COOKIE, resolveLocale, type Locale } from "@/lib/i18n/locales";
import { ruleErrorText } from "./errors";

function cookie(request: Request, name: string): string | null {
  for (const part of (request.headers.get("cookie") ?? "").split(";")) {
    const [key, ...value] = part.trim().split("=");
    if (key === name) return decodeURIComponent(value.join("="));
  }
  return null;
}

/** The request's language: the signed-in reader's stored choice, the cookie, Accept-Language, else English. */
export async function requestLocale(request: Request): Promise<Locale> {
  const user = await getUser().catch(() => null);
  return resolveLocale({ stored: user?.locale, cookie: cookie(request, LOCALE_COOKIE), acceptLanguage: request.headers.get("accept-language") });
}

type Handler<C> = (request: Request, context: C) => Promise<Response>;

/** Wraps a handler (inside jsonRoute / gameRoute) so a refused move's reason is in the reader's words. */
export function inReadersWords<C>(handler: Handler<C>): Handler<C> {
  return async (request, context) => {
    try {
      return await handler(request, context);
    } catch (error) {
      if (!(error instanceof ApiError) || !error.rule) throw error;
      const text = ruleErrorText(error.rule, await requestLocale(request), "player");
      throw new ApiError(error.status, error.code, text, error.field);
    }
  };
}
