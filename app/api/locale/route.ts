// POST /api/locale (form: locale): the language picker of the landing without JavaScript
// (pages/landing.tsx), where no server action can be rendered; App Router pages use the server
// action (components/language-actions.ts), which does the same. Our origin and a browser form
// (lib/api/route.ts formRoute); the cookie for everyone and the stored choice of a signed-in
// reader; then 303 to the home page, now in that language.
import { NextResponse } from "next/server";
import { readFormBody } from "@/lib/api/json-body";
import { formRoute } from "@/lib/api/route";
import { getUser } from "@/lib/auth";
import { DomainError } from "@/lib/errors";
import { LOCALE_COOKIE, LOCALE_COOKIE_OPTIONS, LocaleChoiceSchema } from "@/lib/i18n/choice";
import { storeUserLocale } from "@/lib/players/locale";

export const dynamic = "force-dynamic";

export const POST = formRoute(async (request: Request) => {
  const parsed = LocaleChoiceSchema.safeParse(await readFormBody(request));
  if (!parsed.success) throw new DomainError("invalid_request", "invalidRequest", {}, { field: "locale" });
  const user = await getUser();
  if (user) await storeUserLocale(user.id, parsed.data.locale);
  const response = new NextResponse(null, { status: 303, headers: { location: "/" } });
  response.cookies.set(LOCALE_COOKIE, parsed.data.locale, LOCALE_COOKIE_OPTIONS);
  return response;
});
