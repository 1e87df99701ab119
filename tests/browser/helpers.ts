import { expect, type APIRequestContext, type Page } from "@playwright/test";
import type { StoredMail } from "../../lib/mail/mailbox";

/** Mails the test server's sink received for `to`, newest first (GET /dev/mail/messages). */
export async function mailsFor(request: APIRequestContext, to: string): Promise<StoredMail[]> {
  const response = await request.get(`/dev/mail/messages?to=${encodeURIComponent(to)}`);
  expect(response.ok(), "the mail sink endpoint answers (is the server running its own sink?)").toBe(true);
  return ((await response.json()) as { mails: StoredMail[] }).mails;
}

/** Waits for a sign-in mail to `to` newer than `since` (ms epoch) and returns its magic link. */
export async function magicLink(request: APIRequestContext, to: string, since: number): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const mail = (await mailsFor(request, to)).find((m) => Date.parse(m.receivedAt) >= since);
        link = mail?.links.find((l) => l.includes("/api/auth/callback/"));
        return link;
      },
      { message: `a sign-in mail for ${to}`, timeout: 15_000 },
    )
    .toBeTruthy();
  return link!;
}

/**
 * Signs `page` in as `email` through the real flow: the /signin form, the magic link from the
 * mail sink, and (first time only) the display name on /welcome. Ends on a signed-in page with
 * `displayName` in the header. Use a fresh email per test to get a new player.
 */
export async function signIn(page: Page, email: string, displayName: string): Promise<void> {
  const since = Date.now() - 1000;
  await page.goto("/signin");
  await page.getByLabel("Email address").fill(email);
  await page.getByRole("button", { name: "Email me a sign-in link" }).click();
  await expect(page.getByRole("heading", { name: "Check your mail" })).toBeVisible({ timeout: 20_000 });

  await page.goto(await magicLink(page.request, email, since));
  if (new URL(page.url()).pathname === "/welcome") {
    await page.getByLabel("Display name").fill(displayName);
    await page.getByRole("button", { name: "Continue" }).click();
    await page.waitForURL((url) => url.pathname !== "/welcome");
  }
  await expect(page.getByTestId("current-user")).toHaveText(displayName, { timeout: 20_000 });
}

/** A unique address per call, so tests never share a player by accident. */
export function uniqueEmail(prefix = "player"): string {
  return `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.test`;
}
