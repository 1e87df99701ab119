// Issue 34, finding 12: signing in from the mail sink's preview (/dev/mail), as the README says.
// The button in the mail opens a tab that signs in (no "localhost is blocked"), the preview shows
// the whole mail, and the page fits a 390 px phone. /dev/mail exists only under `npm run dev`
// (a production build answers 404, tests/browser/security-infra.spec.ts): run this file with
// E2E_BASE_URL pointing at `npm run dev`; against the production build it is skipped.
import { expect, test } from "@playwright/test";
import { uniqueEmail, uniqueName } from "./helpers";
import { PHONE } from "./second-pass";

test("a sign-in mail's button in the /dev/mail preview signs in, in a tab of its own; the whole mail shows on a phone", async ({ browser, request }) => {
  // A dev server compiles each page on its first request: minutes on a loaded machine.
  test.setTimeout(420_000);
  test.skip((await request.get("/dev/mail", { timeout: 300_000 })).status() === 404, "/dev/mail exists only under npm run dev");
  const context = await browser.newContext({ viewport: PHONE, hasTouch: true, isMobile: true });
  const page = await context.newPage();
  const email = uniqueEmail("devmail");
  await page.goto("/signin");
  await page.getByLabel("Email address").fill(email);
  await page.getByRole("button", { name: "Email me a sign-in link" }).click();
  await expect(page.getByRole("heading", { name: "Check your mail" })).toBeVisible({ timeout: 60_000 });

  await page.goto("/dev/mail");
  const item = page.getByRole("listitem").filter({ hasText: `to ${email}` }).first();
  await item.getByRole("link", { name: "Sign in to Neva" }).tap();
  const preview = page.getByTestId("mail-preview");
  await expect(preview).toBeVisible({ timeout: 60_000 });
  const frame = page.frameLocator("[data-testid=mail-preview]");
  const button = frame.getByRole("link", { name: "Sign in", exact: true });
  await expect(button).toBeVisible();

  // The whole mail in the frame (nothing cut), and nothing wider than the phone.
  const sizes = await preview.evaluate((el: HTMLIFrameElement) => ({ frame: el.clientHeight, mail: el.contentDocument!.documentElement.scrollHeight, mailWidth: el.contentDocument!.documentElement.scrollWidth, frameWidth: el.clientWidth }));
  const page_ = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, inner: innerWidth }));
  console.log(`[finding 12] preview frame ${sizes.frame} px tall for a mail ${sizes.mail} px tall; mail ${sizes.mailWidth} px wide in a ${sizes.frameWidth} px frame; page ${page_.scroll} px wide at ${page_.inner}`);
  expect(sizes.mail).toBeLessThanOrEqual(sizes.frame + 1);
  expect(sizes.mailWidth).toBeLessThanOrEqual(sizes.frameWidth + 1);
  expect(page_.scroll).toBeLessThanOrEqual(page_.inner);

  // The button opens a tab of its own that signs in: no blocked page.
  const [tab] = await Promise.all([context.waitForEvent("page"), button.tap()]);
  // A new address: the link signs in and asks for a display name; then the header names the player.
  await tab.waitForURL((url) => url.pathname === "/welcome", { timeout: 120_000 });
  const name = uniqueName("Devmail");
  await tab.getByLabel("Display name").fill(name);
  await tab.getByRole("button", { name: "Continue" }).tap();
  await expect(tab.getByTestId("current-user")).toHaveText(name, { timeout: 120_000 });
  console.log(`[finding 12] the mail's button opened ${tab.url()}`);
  await context.close();
});
