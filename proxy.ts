// In front of every page, API route and server action: while PostgreSQL cannot be reached the
// answer is 503 "Neva is briefly unavailable" (lib/db/health.ts), not a signed-out page, a
// /signin redirect or a 500. Static build output is left out (see `config`).
import { NextResponse, type NextRequest } from "next/server";
import { outageResponse } from "@/lib/db/health";

export async function proxy(request: NextRequest) {
  const outage = await outageResponse(request);
  if (outage) return outage;
  return NextResponse.next();
}

export const config = {
  matcher: ["/((?!_next/static|_next/image|favicon.ico).*)"],
};
