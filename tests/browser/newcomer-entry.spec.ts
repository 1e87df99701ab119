// Issue 27, a newcomer's entry, at 1280×800 and 360×740: an invitation by mail gives the sign-in
// page its context and the address (a bad link gives nothing), the waiting room says invitations
// went out and offers links to copy, the guest's seat shows the name they chose; the header names
// what it holds; the new-table form shows one guest field per free seat and disables impossible
// choices with plain reasons; the replay of a 2-day table says its limit. No console error.
import { expect, test, type Browser, type BrowserContext, type Page } from "@playwright/test";
import { newPlayer, startGame } from "./drive";
import { magicLink, mailsFor, uniqueEmail } from "./helpers";

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 360, height: 740 };

/** Every console error and uncaught exception of a page, to assert none at the end. */
function errorsOf(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(String(error)));
  return errors;
}

async function fresh(browser: Browser, viewport: { width: number; height: number }): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  return { context, page, errors: errorsOf(page) };
}

const visibleGuestFields = (page: Page) => page.locator('input[name="invite"]:visible');

test("an invitation: context and address on sign-in, invitations and links in the waiting room, the guest's name on the seat", async ({ browser }) => {
  test.setTimeout(240_000);
  const host = await newPlayer(browser, "Alice", DESKTOP);
  const hostErrors = errorsOf(host.page);
  const guestEmail = uniqueEmail("guest");

  // The header names what it holds.
  const header = host.page.locator("header nav");
  for (const name of ["Your games", "Lobby", "History and statistics", "Settings"]) await expect(header.getByRole("link", { name, exact: true })).toBeVisible();

  await host.page.goto("/games/new");
  await expect(visibleGuestFields(host.page)).toHaveCount(1);
  await host.page.getByLabel("Guest 1").fill(guestEmail);
  await host.page.getByRole("button", { name: "Create game" }).click();
  await host.page.waitForURL(/\/games\/(?!new)[^/]+$/);
  const gameId = new URL(host.page.url()).pathname.split("/").pop()!;
  await expect(host.page.getByTestId("invitations-sent")).toHaveText("An invitation went out by mail.");
  const tableLink = host.page.getByTestId("table-link");
  await expect(tableLink.getByRole("textbox")).toHaveValue(new RegExp(`^http://[^/]+/games/${gameId}$`));
  await tableLink.getByRole("button", { name: "Copy link" }).click();
  await expect(tableLink.getByRole("status")).toHaveText("Copied");
  await expect(host.page.getByTestId("guest-link").getByRole("textbox")).toHaveValue(new RegExp(`/games/${gameId}\\?invite=[A-Za-z0-9_-]{43}$`));

  // The mail went out with the table's link; the personal link is the one the host copies.
  await expect.poll(async () => (await mailsFor(guestEmail)).length, { timeout: 20_000 }).toBeGreaterThan(0);
  const personal = await host.page.getByTestId("guest-link").getByRole("textbox").inputValue();

  // A bad link leaks nothing: the plain sign-in page, no inviter, no address.
  const stranger = await fresh(browser, PHONE);
  await stranger.page.goto(`/games/${gameId}?invite=${"A".repeat(43)}`);
  await expect(stranger.page.getByRole("heading", { name: "Sign in" })).toBeVisible();
  await expect(stranger.page.getByTestId("invitation")).toHaveCount(0);
  await expect(stranger.page.getByLabel("Email address")).toHaveValue("");
  expect(await stranger.page.locator("body").innerText()).not.toContain(host.name);
  expect(stranger.errors).toEqual([]);
  await stranger.context.close();

  // The guest, on a phone, opens the personal link.
  const guest = await fresh(browser, PHONE);
  await guest.page.goto(personal);
  await expect(guest.page.getByTestId("invitation")).toContainText(`${host.name} invited you to a table of Saint Petersburg`);
  await expect(guest.page.getByLabel("Email address")).toHaveValue(guestEmail);
  const since = Date.now() - 1000;
  await guest.page.getByRole("button", { name: "Email me a sign-in link" }).click();
  await expect(guest.page.getByRole("heading", { name: "Check your mail" })).toBeVisible({ timeout: 20_000 });
  await guest.page.goto(await magicLink(guestEmail, since));
  const guestName = `Guest ${Math.random().toString(36).slice(2, 7)}`;
  await guest.page.getByLabel("Display name").fill(guestName);
  await guest.page.getByRole("button", { name: "Continue" }).click();
  await guest.page.waitForURL((url) => url.pathname === `/games/${gameId}`);
  await expect(guest.page.getByTestId("waiting-room")).toBeVisible();

  // The seat shows the chosen name to the host, and the address nowhere.
  await host.page.reload();
  await expect(host.page.getByTestId("seat").nth(1)).toContainText(guestName);
  expect(await host.page.locator("body").innerText()).not.toContain(guestEmail);
  await expect(host.page.getByTestId("guest-link")).toHaveCount(0);

  // The guest joins; the game starts and the header counts the table waiting for its player.
  await guest.page.getByRole("button", { name: "Join this game" }).click();
  await expect(guest.page.getByTestId("upper-row")).toBeVisible({ timeout: 20_000 });
  const guestHeader = guest.page.locator("header nav");
  // On the phone the header is one line (issue 34): the other links are behind its menu.
  await guestHeader.getByRole("button", { name: "Menu" }).click();
  for (const name of ["Lobby", "Players", "History and statistics", "Settings"]) await expect(guestHeader.getByRole("link", { name, exact: true })).toBeVisible();
  // One of the two is to move: their header says so, beside "Your games" (not behind the logo).
  await host.page.goto("/");
  await guest.page.goto("/");
  const badges = (await host.page.getByTestId("nav-turns").count()) + (await guest.page.getByTestId("nav-turns").count());
  expect(badges).toBe(1);
  const mover = (await host.page.getByTestId("nav-turns").count()) > 0 ? host.page : guest.page;
  await expect(mover.getByTestId("nav-turns")).toHaveText("your turn in 1 game");

  expect(hostErrors).toEqual([]);
  expect(guest.errors).toEqual([]);
  await guest.context.close();
  await host.context.close();
});

for (const viewport of [DESKTOP, PHONE]) {
  test(`the new-table form at ${viewport.width} px: one guest field per free seat, impossible choices disabled with plain reasons`, async ({ browser }) => {
    const player = await newPlayer(browser, "Forma", viewport);
    const errors = errorsOf(player.page);
    const page = player.page;
    await page.goto("/games/new");
    // Disabled once the form runs: five seats need New Society or the Market.
    await expect(page.getByLabel("5 players")).toBeDisabled();
    await expect(page.getByTestId("seats-why")).toHaveText("Five players need New Society (1st edition) or the Market (2nd edition).");
    await expect(visibleGuestFields(page)).toHaveCount(1);
    await page.getByLabel("3 players").check();
    await expect(visibleGuestFields(page)).toHaveCount(2);
    await page.getByLabel("4 players").check();
    await expect(visibleGuestFields(page)).toHaveCount(3);
    // A bot takes a seat: one guest field fewer.
    await page.getByLabel("Bots", { exact: true }).selectOption("1");
    await expect(visibleGuestFields(page)).toHaveCount(2);
    await page.getByLabel("Bots", { exact: true }).selectOption("0");

    // The 2nd edition: New Society and The Banquet disabled with the reason; the Market allows five.
    await page.getByLabel("2nd edition (2014)").check();
    await expect(page.getByLabel("New Society")).toBeDisabled();
    await expect(page.getByLabel("The Banquet")).toBeDisabled();
    await expect(page.locator("#expansion-newSociety-why")).toHaveText("Only with the 1st edition.");
    await page.getByLabel("The Market").check();
    await page.getByLabel("5 players").check();
    await expect(visibleGuestFields(page)).toHaveCount(4);
    // Back to the 1st edition: the Market is unticked and disabled, five seats fall back to four.
    await page.getByLabel("1st edition (2004)").check();
    await expect(page.getByLabel("The Market")).toBeDisabled();
    await expect(page.getByLabel("The Market")).not.toBeChecked();
    await expect(page.locator("#expansion-market-why")).toHaveText("Only with the 2nd edition.");
    await expect(page.getByLabel("4 players")).toBeChecked();
    await expect(visibleGuestFields(page)).toHaveCount(3);
    expect(await page.locator("main").innerText()).not.toMatch(/\bR\d{1,2}\b|ruling/i);
    await page.screenshot({ path: `test-results/newcomer-form-${viewport.width}.png`, fullPage: true });
    expect(errors).toEqual([]);

    // Without JavaScript the guest fields still follow the seat count.
    const noJs = await browser.newContext({ viewport, javaScriptEnabled: false, storageState: await player.context.storageState() });
    const plain = await noJs.newPage();
    await plain.goto("/games/new");
    await expect(visibleGuestFields(plain)).toHaveCount(1);
    await plain.getByLabel("4 players").check();
    await expect(visibleGuestFields(plain)).toHaveCount(3);
    await noJs.close();
    await player.context.close();
  });
}

test("the replay of a table with a 2-day limit says the limit, and the player's games say whose turn", async ({ browser }) => {
  test.setTimeout(180_000);
  const { gameId, players } = await startGame(browser, ["Timer", "Other"], { moveTimeLimitDays: 2 });
  const [me] = players;
  const errors = errorsOf(me.page);
  for (const viewport of [DESKTOP, PHONE]) {
    await me.page.setViewportSize(viewport);
    await me.page.goto(`/games/${gameId}/replay?move=0`);
    await expect(me.page.getByTestId("replay-time-limit")).toHaveText("Time per move: 2 days");
    await expect(me.page.getByTestId("time-left")).toContainText("2 days per move");
    await expect(me.page.getByTestId("time-left")).not.toContainText("No time limit");
  }
  await me.page.setViewportSize(DESKTOP);
  await me.page.goto(`/players/${encodeURIComponent(me.name)}`);
  const running = me.page.getByTestId("player-game").filter({ has: me.page.locator(`a[href="/games/${gameId}"]`) });
  await expect(running.getByTestId("game-headline")).toHaveText(/^Running · .+ to play$/);
  expect(errors).toEqual([]);
  for (const p of players) await p.context.close();
});
