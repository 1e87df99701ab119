// Issue 38: the home page a newcomer lands on stays light on a phone. Without a session it is the
// landing without JavaScript (pages/landing.tsx): its HTML carries no script and no language
// catalogue, and every door works as plain HTML. App Router pages prefetch nothing signed out, are
// not rendered twice on a first visit, and send the browser's time zone at the reader's first touch
// (components/time-zone-cookie.tsx).
import { expect, test } from "@playwright/test";

test("the newcomer's home page: no script, no catalogue; its doors work as plain HTML", async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: "en-GB" });
  const page = await context.newPage();
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(request.url());
  });
  const response = await page.goto("/");
  const html = await response!.text();
  expect(html).not.toContain("<script");
  expect(scripts).toEqual([]);
  for (const key of ["apiErrors", "yourGames", "skipToContent"]) expect(html, key).not.toContain(key);
  await expect(page.getByRole("heading", { level: 1, name: "Saint Petersburg, played by web" })).toBeVisible();
  await expect(page.getByTestId("table-picture")).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  // The skip link leads past the header to the page's own content.
  await page.keyboard.press("Tab");
  await expect(page.getByRole("link", { name: "Skip to content" })).toBeFocused();

  // The language picker is a form: French, and the page says so.
  await page.getByTestId("language-picker").getByLabel("Language").selectOption("fr");
  await page.getByTestId("language-picker").getByRole("button", { name: "Change" }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "fr");
  await expect(page).toHaveURL(/\/$/);
  expect(scripts).toEqual([]);
  await context.close();
});

test("a refused start of the landing's form is said on /practice, in words; junk in the query says nothing", async ({ page }) => {
  await page.goto("/practice?refused=guestsLimit");
  await expect(page.getByTestId("practice-refused")).toHaveText("Too many practice tables were started from here lately. Please try again later, or sign in.");
  await page.goto(`/practice?refused=${encodeURIComponent("<b>junk</b>")}`);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByTestId("practice-refused")).toHaveCount(0);
});

test("an App Router page signed out: no prefetch, one render; the time zone cookie at the first touch", async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, timezoneId: "Asia/Tokyo" });
  const page = await context.newPage();
  const rsc: string[] = [];
  page.on("request", (request) => {
    if (request.headers()["rsc"] === "1") rsc.push(request.url());
  });

  await page.goto("/signin");
  await expect(page.getByRole("button", { name: "Email me a sign-in link" })).toBeVisible();
  // /signin keeps no connection open that would end "network idle": a second is long enough for a refresh to go out.
  await page.waitForLoadState("load");
  await page.waitForTimeout(1000);
  // Neither a prefetch of the doors nor a second render of the page (router.refresh) went out.
  expect(rsc).toEqual([]);
  const zone = async () => (await context.cookies()).find((c) => c.name === "neva-tz")?.value;
  expect(await zone()).toBeUndefined();

  // The first touch writes the zone, before anything the reader sends.
  await page.getByRole("heading", { level: 1 }).click();
  await expect.poll(zone).toBe(encodeURIComponent("Asia/Tokyo"));
  await context.close();
});
