import { NextRequest } from "next/server";
import { handlers } from "@/lib/auth/config";
import { authErrorCode } from "@/lib/auth/safe-path";

// Auth.js answers GET /api/auth/error?error=X with a redirect to `/signin?error=X`, pasting X into
// the Location header as it came (raw bytes, an injected `&next=`). Only its own error codes
// pass; anything else becomes "Default".
export async function GET(request: NextRequest): Promise<Response> {
  const url = new URL(request.url);
  if (url.pathname.endsWith("/error") && url.searchParams.has("error")) {
    url.searchParams.set("error", authErrorCode(url.searchParams.get("error")));
    return handlers.GET(new NextRequest(url, request));
  }
  return handlers.GET(request);
}

export const { POST } = handlers;
