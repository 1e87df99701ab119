// Issue 8 in the browser: a second sign-in link asked for at once is refused on the sign-in page
// itself, in plain words, and no second mail goes out; the create form's help on open money and
// open hands (everything is public in the log anyway).
import { expect, test } from "@playwright/test";
import { mailsFor, signIn, uniqueEmail } from "./helpers";

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
  expect((await mailsFor(email)).filter((m) => m.subject === "Sign in to Neva")).toHaveLength(1);
});

test("the create form says open money and open hands only save the bookkeeping", async ({ page }) => {
  await signIn(page, uniqueEmail("books"), `Books ${Math.random().toString(36).slice(2, 7)}`);
  await page.goto("/games/new");
  for (const variant of ["Open money", "Open hands"]) {
    const help = page.locator(`#${(await page.getByLabel(variant).getAttribute("id"))!}-help`);
    await expect(help).toContainText("in the game log anyway; this only saves you the bookkeeping.");
  }
});
