// Issue 33: times in the reader's time zone. The browser says its zone in a cookie; a signed-in
// player's first sign-in (the /welcome page every link lands on) stores it with their mail
// preferences; pages read it through requestTimeZone (next-intl's timeZone); a hostile cookie is
// ignored. Time zones are listed by their names in the reader's language, the value the IANA id.
import { describe, expect, it, vi } from "vitest";
import { prisma } from "@/lib/db/client";
import { requestTimeZone } from "@/lib/i18n/server";
import { knownTimeZones } from "@/lib/i18n/zone";
import { getPrefs, timeZones } from "@/lib/mail/prefs";
import { timeZoneChoices } from "@/lib/words/time-zones";
import { makeUser } from "../games/helpers";

const reader = vi.hoisted(() => ({ cookies: {} as Record<string, string>, user: null as null | { id: string; email: string; displayName: string | null; locale: string | null } }));
vi.mock("@/lib/auth", () => import("../games/auth-mock"));
vi.mock("@/lib/auth/session", async (original) => ({ ...(await original<object>()), getUser: async () => reader.user }));
vi.mock("next/server", async (original) => ({ ...(await original<object>()), connection: async () => {} }));
vi.mock("next/headers", () => ({
  cookies: async () => ({ get: (name: string) => (name in reader.cookies ? { name, value: reader.cookies[name] } : undefined), has: (name: string) => name in reader.cookies }),
  headers: async () => new Headers({ "accept-language": "en" }),
}));

describe("the reader's time zone", () => {
  it("comes from the browser's cookie for a signed-out reader; a hostile or unknown value is ignored", async () => {
    reader.user = null;
    reader.cookies = { "neva-tz": "Asia/Tokyo" };
    expect(await requestTimeZone()).toBe("Asia/Tokyo");
    for (const hostile of ["Mars/Olympus", "<script>alert(1)</script>", "Europe/../../etc/passwd", "x".repeat(500), "", "utc+3"]) {
      reader.cookies = { "neva-tz": hostile };
      expect(await requestTimeZone(), hostile).toBe("UTC");
    }
    reader.cookies = {};
    expect(await requestTimeZone()).toBe("UTC");
  });

  it("is stored at the first sign-in from the cookie, then follows the player whatever the browser says; a chosen zone is never overwritten", async () => {
    const { default: WelcomePage } = await import("@/app/welcome/page");
    const fresh = await makeUser("tz-fresh");
    reader.user = { ...fresh, locale: "ru" };
    reader.cookies = { "neva-tz": "Europe/Moscow" };
    // A player with a name is sent on (a redirect, which Next throws) after the stores.
    await expect(WelcomePage({ searchParams: Promise.resolve({}) })).rejects.toThrow(/NEXT_REDIRECT/);
    expect((await getPrefs(fresh.email)).timeZone).toBe("Europe/Moscow");
    reader.cookies = { "neva-tz": "America/New_York" };
    expect(await requestTimeZone()).toBe("Europe/Moscow");

    const chosen = await makeUser("tz-chosen");
    await prisma.mailPreference.create({ data: { email: chosen.email, timeZone: "UTC" } });
    reader.user = { ...chosen, locale: "en" };
    reader.cookies = { "neva-tz": "Asia/Tokyo" };
    await expect(WelcomePage({ searchParams: Promise.resolve({}) })).rejects.toThrow(/NEXT_REDIRECT/);
    // UTC only where the person chose it: theirs stays.
    expect((await getPrefs(chosen.email)).timeZone).toBe("UTC");
    expect(await requestTimeZone()).toBe("UTC");
  });
});

describe("the time zone list", () => {
  it("names every zone in the reader's language, the values IANA ids, the reader's own zone kept", () => {
    const at = new Date(Date.UTC(2026, 0, 15));
    for (const locale of ["ru", "ja", "fr", "it", "en"] as const) {
      const choices = timeZoneChoices(timeZones("Europe/Berlin"), locale, "Europe/Berlin", at);
      expect(choices.length, locale).toBeGreaterThan(50);
      for (const choice of choices) expect(knownTimeZones().has(choice.id), choice.id).toBe(true);
      expect(choices.some((c) => c.id === "Europe/Berlin"), locale).toBe(true);
      // No IANA id shown as a label ("Europe/Moscow", "America/New_York").
      expect(choices.filter((c) => /\w\/\w/.test(c.label)), locale).toEqual([]);
    }
    const ru = timeZoneChoices(timeZones("Europe/Moscow"), "ru", "Europe/Moscow", at);
    expect(ru.find((c) => c.id === "Europe/Moscow")!.label).toBe("Москва, стандартное время (GMT+3)");
    const ja = timeZoneChoices(timeZones("Asia/Tokyo"), "ja", "Asia/Tokyo", at);
    expect(ja.find((c) => c.id === "Asia/Tokyo")!.label).toBe("日本標準時（GMT+9）");
    // Russian labels are Russian: no Latin word but the GMT of the offset.
    expect(ru.filter((c) => /[A-Za-z]{2,}/.test(c.label.replace(/GMT/g, ""))).map((c) => c.label)).toEqual([]);
  });
});
