import { existsSync } from "node:fs";
import { expect, type Page } from "@playwright/test";
import { listMail, type StoredMail } from "../../lib/mailer/mailbox";

/**
 * The folder where the test server's mail sink keeps each mail as a file (set in
 * playwright.config.ts). Mail is read from disk, never over HTTP: no page may show sign-in links.
 */
export function mailDir(): string {
  const dir = process.env.E2E_MAIL_DIR;
  if (!dir) throw new Error("E2E_MAIL_DIR is not set (playwright.config.ts sets it)");
  return dir;
}

/** Mails the test server's sink received for `to`, newest first. */
export async function mailsFor(to: string): Promise<StoredMail[]> {
  expect(existsSync(mailDir()), `the mail sink folder ${mailDir()} exists (is the server running its own sink?)`).toBe(true);
  return listMail(mailDir(), { to });
}

/** Waits for a sign-in mail to `to` newer than `since` (ms epoch) and returns its magic link. */
export async function magicLink(to: string, since: number): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const mail = (await mailsFor(to)).find((m) => Date.parse(m.receivedAt) >= since);
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

  await page.goto(await magicLink(email, since));
  if (new URL(page.url()).pathname === "/welcome") {
    await page.getByLabel("Display name").fill(displayName);
    await page.getByRole("button", { name: "Continue" }).click();
    await page.waitForURL((url) => url.pathname !== "/welcome");
  }
  await expect(page.getByTestId("current-user")).toHaveText(displayName, { timeout: 20_000 });
}

/**
 * A unique display name per call: `prefix` and five digits. Digits have one width in the page's
 * fonts, so a page's layout does not change from run to run with the names (random letters made
 * a player's summary line wrap on some runs and not on others: tests/browser/table.spec.ts). A
 * counter from a random start keeps the names of one run apart; each run has its own database.
 */
let nameCounter = Math.floor(Math.random() * 100_000);
export function uniqueName(prefix: string): string {
  nameCounter = (nameCounter + 1) % 100_000;
  return `${prefix} ${String(nameCounter).padStart(5, "0")}`;
}

/** A unique address per call, so tests never share a player by accident. */
export function uniqueEmail(prefix = "player"): string {
  return `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.test`;
}
