// Issue 38: the home page a newcomer lands on stays light on a phone. Its HTML carries no language
// catalogue (the sections' layouts give theirs, components/client-words.tsx), it prefetches
// nothing and is not rendered twice on a first visit; the browser's time zone still reaches the
// server, at the reader's first touch (components/time-zone-cookie.tsx).
import { expect, test } from "@playwright/test";

test("the home page: no catalogue, no prefetch, one render; the time zone cookie at the first touch", async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, timezoneId: "Asia/Tokyo" });
  const page = await context.newPage();
  const rsc: string[] = [];
  page.on("request", (request) => {
    if (request.headers()["rsc"] === "1") rsc.push(request.url());
  });

  const response = await page.goto("/");
  const html = await response!.text();
  // The catalogue's namespaces are not in the page (they were, all 80 KB of them, before).
  for (const key of ["apiErrors", "yourGames", "skipToContent\\\":"]) expect(html, key).not.toContain(key);
  await expect(page.getByTestId("table-picture")).toBeVisible();
  await page.waitForLoadState("networkidle");
  await page.waitForTimeout(500);
  // Neither a prefetch of the doors nor a second render of the page (router.refresh) went out.
  expect(rsc).toEqual([]);
  const zone = async () => (await context.cookies()).find((c) => c.name === "neva-tz")?.value;
  expect(await zone()).toBeUndefined();

  // The first touch writes the zone, before anything the reader sends.
  await page.getByRole("heading", { level: 1 }).click();
  await expect.poll(zone).toBe(encodeURIComponent("Asia/Tokyo"));

  // A section's page gives its client components their words: the sign-in form speaks English.
  await page.getByRole("link", { name: "Sign in to play with friends" }).click();
  await page.waitForURL(/\/signin$/);
  await expect(page.getByRole("button", { name: "Email me a sign-in link" })).toBeVisible();
  await context.close();
});
