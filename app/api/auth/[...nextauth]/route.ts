import type { NextRequest } from "next/server";
import { rateLimited } from "@/lib/api/errors";
import { handlers } from "@/lib/auth/config";
import { underSignInLimits } from "@/lib/mail/sign-in";

export const { GET } = handlers;

/** Auth.js, except that a sign-in link refused by a rate limit answers 429 with the reason. */
export async function POST(request: NextRequest): Promise<Response> {
  const outcome = await underSignInLimits(() => handlers.POST(request));
  return outcome.refusal ? rateLimited(outcome.refusal.message, outcome.refusal.retryAfterSeconds) : outcome.result;
}
