// Issue 38, "Done when": a newcomer makes their first move in a practice game within two clicks of
// the home page with no address given, finishes it, signs up, and finds the game in their history.
// Click 1: "Play a practice game now" (a guest and a table against the standard bot); click 2: a
// move on the table. The rest of the game is driven as that same browser (its guest cookie) posts
// moves, the worker playing the bot; then the usual sign-in mail, a display name, and the history.
import { expect, test, type Page } from "@playwright/test";
import { magicLink, uniqueEmail, uniqueName } from "./helpers";
import { generator, randomPolicy, type Table } from "./drive";

/** The table as the page's own cookies see it. */
async function tableOf(page: Page, gameId: string): Promise<Table> {
  const response = await page.request.get(`/api/games/${gameId}`);
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as Table;
}

test("home page → practice game in two clicks → finished → signed up → in the history", async ({ browser }) => {
  test.setTimeout(600_000);
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();

  await page.goto("/");
  // The home page says what Neva is and shows a real table (an engine state, not an image).
  await expect(page.getByTestId("table-picture")).toBeVisible();
  await expect(page.getByRole("link", { name: "Sign in to play with friends" })).toBeVisible();

  // Click 1.
  await page.getByRole("button", { name: "Play a practice game now" }).click();
  await page.waitForURL(/\/games\/[^/]+$/, { timeout: 30_000 });
  const gameId = new URL(page.url()).pathname.split("/").pop()!;
  // The bot may begin: the worker plays its move within a second, and the page shows our turn.
  await expect(page.getByTestId("your-turn")).toBeVisible({ timeout: 30_000 });
  const before = await tableOf(page, gameId);
  expect(before.legalMoves.length).toBeGreaterThan(0);
  // A guest has no table talk, and its menu offers signing in, not Settings or signing out.
  await expect(page.getByTestId("guest-door")).toBeVisible();
  await expect(page.getByTestId("chat-panel")).toHaveCount(0);
  await expect(page.getByTestId("nav-guest-sign-in")).toHaveCount(1);
  await expect(page.getByTestId("current-user")).toHaveCount(0);

  // Click 2: the first move, a card bought (or taken), as a newcomer would.
  let clicked = false;
  for (const type of ["buy", "take", "pass"]) {
    const button = page.locator(`[data-move-type="${type}"]:visible`).first();
    if ((await button.count()) === 0) continue;
    await button.scrollIntoViewIfNeeded();
    await button.click();
    clicked = true;
    break;
  }
  expect(clicked).toBe(true);
  await expect.poll(async () => (await tableOf(page, gameId)).seq, { timeout: 30_000 }).toBeGreaterThan(before.seq);

  // The rest of the game, as this browser: our moves when it is our turn, the bot's by the worker.
  const below = generator(38);
  const policy = randomPolicy();
  for (let i = 0; i < 3000; i++) {
    const table = await tableOf(page, gameId);
    if (table.status === "finished") break;
    if (table.seat === null || !table.view.toAct.includes(table.seat)) {
      await page.waitForTimeout(100);
      continue;
    }
    const posted = await page.request.post(`/api/games/${gameId}/moves`, { data: { seq: table.seq, move: policy(table.legalMoves, below) } });
    // 409: the table moved on meanwhile (our turn came back while the bot played); ask again.
    expect([200, 409], await posted.text()).toContain(posted.status());
  }
  expect((await tableOf(page, gameId)).status).toBe("finished");

  // A guest's home lists its practice table; the doors to people say to sign in.
  await page.goto("/");
  await expect(page.getByRole("heading", { name: "Your practice games" })).toBeVisible();
  await expect(page.locator(`a[href^="/games/${gameId}"]`).first()).toBeVisible();
  for (const door of ["/lobby", "/games/new", "/settings"]) {
    await page.goto(door);
    await expect(page.getByTestId("guest-door").getByRole("link", { name: "Sign in to play with people" })).toBeVisible();
  }
  const refused = await page.request.post("/api/games", { data: { seats: 2 } });
  expect(refused.status()).toBe(403);
  expect(((await refused.json()) as { error: { code: string } }).error.code).toBe("guest_not_allowed");

  // Signing up: the table's own door, the usual mail link, a display name.
  await page.goto(`/games/${gameId}`);
  await page.getByRole("link", { name: "Sign in to play with people" }).click();
  const email = uniqueEmail("guest");
  const name = uniqueName("Newcomer");
  const since = Date.now() - 1000;
  await page.getByLabel("Email address").fill(email);
  await page.getByRole("button", { name: "Email me a sign-in link" }).click();
  await expect(page.getByRole("heading", { name: "Check your mail" })).toBeVisible({ timeout: 20_000 });
  await page.goto(await magicLink(email, since));
  await expect(page).toHaveURL(/\/welcome/);
  await page.getByLabel("Display name").fill(name);
  await page.getByRole("button", { name: "Continue" }).click();
  await page.waitForURL((url) => url.pathname !== "/welcome");
  await expect(page.getByTestId("current-user")).toHaveText(name, { timeout: 20_000 });

  // The practice game is in the new account's history.
  await page.goto(`/players/${encodeURIComponent(name)}`);
  const games = page.getByTestId("player-game");
  await expect(games).toHaveCount(1);
  await expect(games.first()).toHaveAttribute("data-state", "finished");
  await expect(games.first().locator(`a[href="/games/${gameId}/result"]`)).toBeVisible();
  await context.close();
});
