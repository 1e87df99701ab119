// Issue 38: the two doors of the landing without JavaScript (pages/landing.tsx) are plain HTML
// forms, through their real routes as a browser posts them (application/x-www-form-urlencoded):
// "Play a practice game now" (POST /api/practice: 303 to the new table, or to /practice saying why)
// and the language picker (POST /api/locale: 303 home with the cookie). Each refuses another
// site's form (403) and a body of another kind (415), and changes nothing then.
import { NextRequest } from "next/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { prisma } from "@/lib/db/client";
import { LOCALE_COOKIE } from "@/lib/i18n/locales";
import * as practiceRoute from "@/app/api/practice/route";
import * as localeRoute from "@/app/api/locale/route";
import { makeUser } from "../games/helpers";
import { signInAs } from "../games/auth-mock";
import { tokenOf } from "./helpers";

vi.mock("@/lib/auth", () => import("../games/auth-mock"));

afterEach(() => {
  delete process.env.RATE_LIMIT_GUEST_CLIENT;
});

function formPost(path: string, body: string, headers: Record<string, string> = {}): Request {
  return new Request(`http://localhost${path}`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: "http://localhost", "x-forwarded-for": "192.0.2.200", ...headers },
    body,
  });
}

const guests = () => prisma.user.count({ where: { guestUntil: { not: null } } });

describe("the landing's 'Play a practice game now' (a form, POST /api/practice)", () => {
  it("makes a guest and answers 303 to its new first-edition table, the session cookie set", async () => {
    signInAs(null);
    const response = await practiceRoute.POST(formPost("/api/practice", "", { "x-forwarded-for": "192.0.2.201" }), undefined);
    expect(response.status).toBe(303);
    const id = response.headers.get("location")!.match(/^\/games\/([^/?#]+)$/)?.[1];
    expect(id).toBeTruthy();
    const session = await prisma.session.findUniqueOrThrow({ where: { sessionToken: tokenOf(response.headers.get("set-cookie")) } });
    const game = await prisma.game.findUniqueOrThrow({ where: { id }, include: { seats: { orderBy: { seat: "asc" } } } });
    expect(game.options).toMatchObject({ edition: "first", expansions: [] });
    expect(game.seats.map((s) => [s.userId, s.botLevel])).toEqual([
      [session.userId, null],
      [null, "standard"],
    ]);
  });

  it("sends a refused start to /practice with its reason (no cookie, no guest): the address's guests used up", async () => {
    process.env.RATE_LIMIT_GUEST_CLIENT = "1/3600";
    signInAs(null);
    const client = { "x-forwarded-for": "192.0.2.202" };
    expect((await practiceRoute.POST(formPost("/api/practice", "", client), undefined)).status).toBe(303);
    const before = await guests();
    const refused = await practiceRoute.POST(formPost("/api/practice", "", client), undefined);
    expect([refused.status, refused.headers.get("location"), refused.headers.get("set-cookie")]).toEqual([303, "/practice?refused=guestsLimit", null]);
    expect(await guests()).toBe(before);
  });

  it("refuses another site's form (403) and a field it does not know (400), making no guest", async () => {
    signInAs(null);
    const before = await guests();
    const foreign = await practiceRoute.POST(formPost("/api/practice", "", { origin: "https://evil.example" }), undefined);
    expect([foreign.status, (await foreign.json()).error.code]).toEqual([403, "cross_origin"]);
    const junk = await practiceRoute.POST(formPost("/api/practice", "seats=9"), undefined);
    expect(junk.status).toBe(303);
    expect(junk.headers.get("location")).toBe("/practice?refused=invalidRequest");
    const nul = await practiceRoute.POST(formPost("/api/practice", "edition=first%00"), undefined);
    expect([nul.status, (await nul.json()).error.field]).toEqual([400, "edition"]);
    expect(await guests()).toBe(before);
  });
});

describe("the landing's language picker (a form, POST /api/locale)", () => {
  it("sets the language cookie and answers 303 home; a signed-in reader's choice is stored too", async () => {
    signInAs(null);
    const response = await localeRoute.POST(formPost("/api/locale", "locale=fr"), undefined);
    expect([response.status, response.headers.get("location")]).toEqual([303, "/"]);
    expect(response.headers.get("set-cookie")).toMatch(new RegExp(`^${LOCALE_COOKIE}=fr;`));
    const user = await makeUser("landing-locale");
    signInAs(user);
    expect((await localeRoute.POST(formPost("/api/locale", "locale=ja"), undefined)).status).toBe(303);
    expect((await prisma.user.findUniqueOrThrow({ where: { id: user.id } })).locale).toBe("ja");
  });

  it("refuses a language it does not speak (400 naming the field), JSON (415), another site (403): no cookie", async () => {
    signInAs(null);
    const bad = await localeRoute.POST(formPost("/api/locale", "locale=xx"), undefined);
    expect([bad.status, (await bad.json()).error.field, bad.headers.get("set-cookie")]).toEqual([400, "locale", null]);
    const json = await localeRoute.POST(formPost("/api/locale", JSON.stringify({ locale: "fr" }), { "content-type": "application/json" }), undefined);
    const body = await json.json();
    expect([json.status, body.error.code, body.error.message]).toEqual([415, "unsupported_media_type", "Send this form from Neva's own page."]);
    const foreign = await localeRoute.POST(formPost("/api/locale", "locale=fr", { origin: "https://evil.example" }), undefined);
    expect([foreign.status, foreign.headers.get("set-cookie")]).toEqual([403, null]);
  });
});

describe("proxy.ts sends a newcomer's `/` to the landing without JavaScript", () => {
  const rewrittenTo = async (init: { method?: string; headers?: Record<string, string> } = {}, path = "/") => {
    const { proxy } = await import("@/proxy");
    const response = await proxy(new NextRequest(`http://localhost${path}`, init));
    return response.headers.get("x-middleware-rewrite");
  };

  it("a page load of / without a session cookie goes to /landing", async () => {
    expect(await rewrittenTo()).toBe("http://localhost/landing");
    expect(await rewrittenTo({ headers: { cookie: `${LOCALE_COOKIE}=fr` } })).toBe("http://localhost/landing");
  });

  it("a session, the pseudo-locale, the App Router's own fetch (RSC), another method or path stay with the App Router", async () => {
    for (const cookie of ["authjs.session-token=abc", "__Secure-authjs.session-token=abc", `${LOCALE_COOKIE}=en-XA`]) {
      expect(await rewrittenTo({ headers: { cookie } }), cookie).toBeNull();
    }
    expect(await rewrittenTo({ headers: { rsc: "1" } })).toBeNull();
    expect(await rewrittenTo({ method: "HEAD" })).toBeNull();
    expect(await rewrittenTo({}, "/lobby")).toBeNull();
  });
});
