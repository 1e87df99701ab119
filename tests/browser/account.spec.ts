// Issue 26 in the browser: Settings → download my data (a dated JSON attachment), change the
// sign-in address through the mailed link (the page names the account and, signed out, asks to
// sign in first; the confirming browser stays signed in after; the old address is told), and
// delete the account (a wrong name is refused; then signed out, the seat shows "Former player"
// to the other player, and the player page is gone).
import { readFile } from "node:fs/promises";
import { expect, test, type Browser } from "@playwright/test";
import { mailsFor, signIn, uniqueEmail } from "./helpers";

async function player(browser: Browser, prefix: string) {
  const context = await browser.newContext({ acceptDownloads: true });
  const page = await context.newPage();
  const name = `${prefix} ${Math.random().toString(36).slice(2, 7)}`;
  const email = uniqueEmail(prefix.toLowerCase());
  await signIn(page, email, name);
  return { name, email, page, api: page.request, context };
}

test("download my data, then change the sign-in address by the mailed link", async ({ browser }) => {
  test.setTimeout(120_000);
  const pia = await player(browser, "Pia");
  const { page } = pia;
  await page.goto("/settings");

  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Download my data" }).click()]);
  expect(download.suggestedFilename()).toMatch(/^neva-data-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(await readFile((await download.path())!, "utf8"));
  expect(data.account).toMatchObject({ email: pia.email, displayName: pia.name });
  expect(data.games).toEqual([]);

  const next = uniqueEmail("pia-new");
  await page.getByLabel("New address").fill(next);
  await page.getByRole("button", { name: "Send the link" }).click();
  await expect(page.getByText(`We sent a link to ${next}.`, { exact: false })).toBeVisible();
  let link: string | undefined;
  await expect
    .poll(async () => (link = (await mailsFor(next)).find((m) => m.subject === "Confirm your new Neva address")?.links.find((l) => l.includes("/account/email?token="))), {
      timeout: 20_000,
    })
    .toBeTruthy();
  // Signed out (another browser), the page names the account and asks to sign in first: no button.
  const stranger = await browser.newContext();
  const outside = await stranger.newPage();
  await outside.goto(link!);
  await expect(outside.getByTestId("confirm-who")).toContainText(`“${pia.name}”`);
  await expect(outside.getByRole("link", { name: "Sign in to confirm" })).toHaveAttribute("href", /^\/signin\?next=%2Faccount%2Femail%3Ftoken%3D/);
  await expect(outside.getByRole("button", { name: "Use this address" })).toHaveCount(0);
  await stranger.close();
  // Opening the link changes nothing by itself; the button does.
  await page.goto(link!);
  await expect(page.getByTestId("confirm-who")).toContainText(`“${pia.name}”`);
  await expect(page.getByText(`Sign in to Neva with ${next} from now on?`)).toBeVisible();
  await page.getByRole("button", { name: "Use this address" }).click();
  await expect(page.getByText(`Done: you now sign in with ${next}.`)).toBeVisible();
  await page.goto("/settings");
  await expect(page.getByText(`Signed in as ${next}.`)).toBeVisible();
  await expect.poll(async () => (await mailsFor(pia.email)).some((m) => m.subject === "Your Neva sign-in address was changed"), { timeout: 20_000 }).toBe(true);
  // The link worked once.
  await page.goto(link!);
  await expect(page.getByText(/This link no longer works/)).toBeVisible();
});

test("delete the account: a wrong name is refused; then signed out, the seat is a Former player's, the page is gone", async ({ browser }) => {
  test.setTimeout(120_000);
  const quin = await player(browser, "Quin");
  const rita = await player(browser, "Rita");
  const created = await quin.api.post("/api/games", { data: { seats: 2, invites: [] } });
  expect(created.status()).toBe(201);
  const id = ((await created.json()) as { id: string }).id;
  expect((await rita.api.post(`/api/games/${id}/join`)).status()).toBe(200);

  const { page } = quin;
  await page.goto("/settings");
  const confirm = page.getByLabel(/To confirm, type your display name/);
  await confirm.fill(`${quin.name}!`);
  await page.getByRole("button", { name: "Delete my account for good" }).click();
  await expect(page.locator("#delete-error")).toHaveText("Type your display name exactly as shown to confirm.");
  await confirm.fill(quin.name);
  await page.getByRole("button", { name: "Delete my account for good" }).click();
  await page.waitForURL((url) => url.pathname === "/");
  await expect(page.getByTestId("current-user")).toHaveCount(0);

  await rita.page.goto(`/games/${id}`);
  await expect(rita.page.getByText("Former player").first()).toBeVisible({ timeout: 20_000 });
  await expect(rita.page.getByText(quin.name)).toHaveCount(0);
  expect((await rita.api.get(`/api/players/${encodeURIComponent(quin.name)}`)).status()).toBe(404);
  const gone = await rita.page.goto(`/players/${encodeURIComponent(quin.name)}`);
  expect(gone?.status()).toBe(404);
});
