import { NextRequest } from "next/server";
import { toErrorResponse } from "@/lib/api/errors";
import { ourOrigins } from "@/lib/api/request-guard";
import { handlers } from "@/lib/auth/config";
import { authErrorCode, callbackPath, withSafeCallbackCookie } from "@/lib/auth/safe-path";
import { underSignInLimits } from "@/lib/mail/sign-in";
import { localeOfRequest } from "@/lib/api/locale";
// This process sends a mail the reader waits for at once (lib/mail/deliver asks lib/mailer).
import "@/lib/mailer/worker";

/**
 * What Auth.js reads from the URL and cookies before any callback of ours runs, made safe:
 * - `callbackUrl` (query) and the `authjs.callback-url` cookie: a junk value such as `None` made
 *   it answer 500 (its config check), so they become a safe path of ours;
 * - `error` on /api/auth/error: Auth.js pastes it as it came into the Location of its redirect to
 *   `/signin?error=…` (raw bytes, an injected `&next=`), so only its own error codes pass.
 */
function cleaned(request: NextRequest): NextRequest {
  const url = new URL(request.url);
  const origins = [...ourOrigins(request)];
  let changed = false;
  const callbackUrl = url.searchParams.get("callbackUrl");
  if (callbackUrl !== null) {
    url.searchParams.set("callbackUrl", callbackPath(callbackUrl, origins));
    changed = true;
  }
  if (url.pathname.endsWith("/error") && url.searchParams.has("error")) {
    url.searchParams.set("error", authErrorCode(url.searchParams.get("error")));
    changed = true;
  }
  const headers = new Headers(request.headers);
  const cookie = withSafeCallbackCookie(request.headers.get("cookie"), origins);
  if (cookie !== null) {
    headers.set("cookie", cookie);
    changed = true;
  }
  if (!changed) return request;
  const init = { method: request.method, headers, body: request.body, duplex: "half" };
  return new NextRequest(url, init as ConstructorParameters<typeof NextRequest>[1]);
}

export const GET = (request: NextRequest) => handlers.GET(cleaned(request));

/** A sign-in link refused by a rate limit answers 429 with the reason (lib/mail/sign-in.ts). */
export async function POST(request: NextRequest): Promise<Response> {
  const outcome = await underSignInLimits(() => handlers.POST(cleaned(request)));
  if (!outcome.refusal) return outcome.result;
  // The 429's sentence in the asker's language (their cookie or browser: they are not signed in).
  return toErrorResponse(outcome.refusal, await localeOfRequest(request));
}
