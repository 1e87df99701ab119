// In front of every page, API route and server action: while PostgreSQL cannot be reached the
// answer is 503 "Neva is briefly unavailable", not a signed-out page, a /signin redirect or a 500.
// Static files are left out (see `config`), so the 503 page itself needs nothing from us.
import { NextResponse, type NextRequest } from "next/server";
import { errorResponse } from "@/lib/api/errors";
import { databaseReachable, UNAVAILABLE_MESSAGE } from "@/lib/db/health";

const RETRY_AFTER_SECONDS = "5";

function unavailablePage(): Response {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Neva is briefly unavailable</title></head><body style="font-family:system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem"><h1>Neva is briefly unavailable</h1><p>${UNAVAILABLE_MESSAGE.replace("Neva is briefly unavailable. ", "")} Your games and moves are safe.</p></body></html>`;
  return new Response(html, { status: 503, headers: { "content-type": "text/html; charset=utf-8", "cache-control": "no-store" } });
}

export async function proxy(request: NextRequest) {
  if (await databaseReachable()) return NextResponse.next();
  const response = request.nextUrl.pathname.startsWith("/api/")
    ? errorResponse(503, "unavailable", UNAVAILABLE_MESSAGE)
    : unavailablePage();
  response.headers.set("retry-after", RETRY_AFTER_SECONDS);
  response.headers.set("cache-control", "no-store");
  return response;
}

export const config = {
  matcher: ["/((?!_next/static|_next/image|favicon.ico).*)"],
};
