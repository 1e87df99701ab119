// Issue 8, item 4 in the browser: a second sign-in link asked for at once is refused on the
// sign-in page itself, in plain words, and no second mail goes out.
import { expect, test } from "@playwright/test";
import { mailsFor, uniqueEmail } from "./helpers";

test("asking twice for a sign-in link says the first is on its way, and sends one mail", async ({ page }) => {
  const email = uniqueEmail("twice");
  await page.goto("/signin");
  await page.getByLabel("Email address").fill(email);
  await page.getByRole("button", { name: "Email me a sign-in link" }).click();
  await expect(page.getByRole("heading", { name: "Check your mail" })).toBeVisible({ timeout: 20_000 });

  await page.goto("/signin");
  await page.getByLabel("Email address").fill(email);
  await page.getByRole("button", { name: "Email me a sign-in link" }).click();
  await expect(page.getByRole("alert").filter({ hasText: /^We sent you a link less than a minute ago — check your mail/ })).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByLabel("Email address")).toHaveValue(email);
  expect((await mailsFor(page.request, email)).filter((m) => m.subject === "Sign in to Neva")).toHaveLength(1);
});
