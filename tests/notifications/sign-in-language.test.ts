// Issue 33: a sign-in link asked for outside Neva's own form (straight at Auth.js's endpoint) is
// mailed in the request's language, its cookie first, then Accept-Language; before, English. Through
// the real route (CSRF token, then POST /api/auth/signin/nodemailer) and the mail the sink receives.
import { NextRequest } from "next/server";
import { describe, expect, it, vi } from "vitest";
import { prisma } from "@/lib/db/client";
import { mailSinkForFile, uid } from "./helpers";

vi.hoisted(() => Object.assign(process.env, { AUTH_TRUST_HOST: "true" }));
vi.mock("next/headers", () => ({ cookies: async () => ({ getAll: () => [], get: () => undefined, has: () => false }), headers: async () => new Headers() }));

const mail = mailSinkForFile();

/** Asks Auth.js for a link to `email` with the browser's `headers`, as a page elsewhere would post it. */
async function askForLink(email: string, headers: Record<string, string>) {
  const authRoute = await import("@/app/api/auth/[...nextauth]/route");
  const base = process.env.AUTH_URL!;
  const csrf = await authRoute.GET(new NextRequest(`${base}/api/auth/csrf`, { headers }));
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const csrfCookie = (csrf.headers.get("set-cookie") ?? "").split(";")[0];
  const cookie = [headers.cookie, csrfCookie].filter(Boolean).join("; ");
  const response = await authRoute.POST(
    new NextRequest(`${base}/api/auth/signin/nodemailer`, {
      method: "POST",
      headers: { ...headers, cookie, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ email, csrfToken, callbackUrl: `${base}/` }).toString(),
    }),
  );
  expect(response.status).toBeLessThan(400);
}

async function linkMail(email: string) {
  for (let i = 0; i < 50; i++) {
    const [found] = await mail.mails(email);
    if (found) return found;
    await mail.work();
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no sign-in mail to ${email}`);
}

describe("the sign-in mail's language", () => {
  it("is Russian for a request that says Accept-Language: ru, with no account yet", async () => {
    const email = `ru-${uid()}@${mail.domain}`;
    await askForLink(email, { "accept-language": "ru-RU,ru;q=0.9,en;q=0.5", "x-forwarded-for": "198.51.100.31" });
    const sent = await linkMail(email);
    expect(sent.subject).toMatch(/[А-Яа-яЁё]/);
    expect(sent.text).toMatch(/[А-Яа-яЁё]{4}/);
    expect(sent.subject).not.toMatch(/Sign in/i);
  });

  it("follows the language cookie before Accept-Language, and an account's stored language only when the request names none of ours", async () => {
    const email = `fr-${uid()}@${mail.domain}`;
    await askForLink(email, { "accept-language": "ru", cookie: "neva-locale=ja", "x-forwarded-for": "198.51.100.32" });
    expect((await linkMail(email)).text).toMatch(/[\u3040-\u30ff]/);

    const stored = `it-${uid()}@${mail.domain}`;
    await prisma.user.create({ data: { email: stored, locale: "it" } });
    await askForLink(stored, { "accept-language": "de-DE,de;q=0.9", "x-forwarded-for": "198.51.100.33" });
    const italian = await linkMail(stored);
    expect(italian.text).toMatch(/\b(Accedi|accedere|collegamento|link)\b/i);
    expect(italian.subject).not.toMatch(/Sign in/i);
  });
});
