import { expect, test } from "@playwright/test";
import { magicLink, signIn, uniqueEmail } from "./helpers";

test("a new player signs in by magic link, picks a display name and stays signed in", async ({ page }) => {
  const email = uniqueEmail("ada");
  const name = `Ada ${Math.random().toString(36).slice(2, 7)}`;

  await page.goto("/");
  await expect(page.getByRole("heading", { name: "Saint Petersburg, played by web" })).toBeVisible();
  await page.getByRole("link", { name: "Sign in to play" }).click();
  await expect(page).toHaveURL(/\/signin/);

  await signIn(page, email, name);
  await expect(page).toHaveURL("/");
  await expect(page.getByRole("heading", { name: `Hello, ${name}` })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Your games" })).toBeVisible();
  await page.screenshot({ path: "test-results/signin-signed-in.png", fullPage: true });

  // The session lives in the database: a reload keeps it, settings show the chosen name.
  await page.reload();
  await expect(page.getByTestId("current-user")).toHaveText(name);
  await page.getByTestId("current-user").click();
  await expect(page.getByLabel("Display name", { exact: true })).toHaveValue(name);

  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page.getByRole("link", { name: "Sign in", exact: true })).toBeVisible();
});

test("a used magic link is refused and a taken display name is explained", async ({ page, browser }) => {
  const first = uniqueEmail("first");
  const taken = `Taken ${Math.random().toString(36).slice(2, 7)}`;
  await signIn(page, first, taken);

  const other = await browser.newContext();
  const otherPage = await other.newPage();
  const email = uniqueEmail("second");
  const since = Date.now() - 1000;
  await otherPage.goto("/signin");
  await otherPage.getByLabel("Email address").fill(email);
  await otherPage.getByRole("button", { name: "Email me a sign-in link" }).click();
  await expect(otherPage.getByRole("heading", { name: "Check your mail" })).toBeVisible();
  const link = await magicLink(email, since);
  await otherPage.goto(link);
  await expect(otherPage).toHaveURL(/\/welcome/);

  await otherPage.getByLabel("Display name").fill(taken.toUpperCase());
  await otherPage.getByRole("button", { name: "Continue" }).click();
  await expect(otherPage.getByRole("alert").filter({ hasText: "already taken" })).toBeVisible();
  await otherPage.getByLabel("Display name").fill("x");
  await otherPage.getByRole("button", { name: "Continue" }).click();
  await expect(otherPage.getByRole("alert").filter({ hasText: "at least 3 characters" })).toBeVisible();

  // The same link a second time: Auth.js deleted the token, so it sends us to /signin with a reason.
  await page.context().clearCookies();
  await page.goto(link);
  await expect(page.getByText("expired or was already used")).toBeVisible();
  await other.close();
});
