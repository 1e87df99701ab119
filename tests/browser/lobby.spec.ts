import { expect, test, type Browser, type Page } from "@playwright/test";
import { signIn, uniqueEmail } from "./helpers";

function uniqueName(prefix: string): string {
  return `${prefix} ${Math.random().toString(36).slice(2, 7)}`;
}

async function newPlayer(browser: Browser, prefix: string): Promise<{ page: Page; name: string; email: string }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const name = uniqueName(prefix);
  const email = uniqueEmail(prefix.toLowerCase());
  await signIn(page, email, name);
  return { page, name, email };
}

/** Fills the create form and returns the new game's id (the page lands on its waiting room). */
async function createGame(page: Page, seats: 2 | 3 | 4, invites: string[] = [], variants: string[] = []): Promise<string> {
  await page.goto("/games/new");
  await page.getByLabel(`${seats} players`).check();
  for (const [i, invite] of invites.entries()) await page.getByLabel(`Guest ${i + 1}`).fill(invite);
  for (const variant of variants) await page.getByLabel(variant).check();
  await page.getByRole("button", { name: "Create game" }).click();
  await page.waitForURL(/\/games\/(?!new)[^/]+$/);
  await expect(page.getByTestId("waiting-room")).toBeVisible();
  return new URL(page.url()).pathname.split("/").pop()!;
}

test("open games are listed in the lobby, a third player joins one, the creator cancels another", async ({ browser }) => {
  test.setTimeout(120_000);
  const creator = await newPlayer(browser, "Creator");
  const other = await newPlayer(browser, "Other");

  // The create form explains its variants and shows a refused invitation next to the field.
  await creator.page.goto("/games/new");
  await expect(creator.page.getByText("Everyone can see how many rubles every player has.")).toBeVisible();
  await creator.page.getByLabel("Guest 1").fill("Nobody by this name");
  await creator.page.getByRole("button", { name: "Create game" }).click();
  await expect(creator.page.locator("#invite-1-error")).toHaveText("There is no player called Nobody by this name.");
  await expect(creator.page.getByLabel("Guest 1")).toHaveAttribute("aria-invalid", "true");
  await creator.page.getByLabel("Guest 1").fill(other.name);
  // One guest field per free seat (issue 27): a second guest needs a third seat.
  await expect(creator.page.getByLabel("Guest 2")).toBeHidden();
  await creator.page.getByLabel("3 players").check();
  await creator.page.getByLabel("Guest 2").fill("someone@example.test");
  await creator.page.getByLabel("2 players").check();
  await expect(creator.page.getByLabel("Guest 2")).toBeHidden();
  await creator.page.screenshot({ path: "test-results/new-game-form.png", fullPage: true });

  // A 2-seat table open to anyone, with a variant, and a 3-seat table to cancel later.
  const openId = await createGame(creator.page, 2, [], ["Open money"]);
  await expect(creator.page.getByTestId("seat")).toHaveText([`${creator.name} (you): seated`, "Open seat: anyone may join"]);
  const cancelId = await createGame(creator.page, 3, [other.name]);
  await expect(creator.page.getByTestId("seat").nth(1)).toHaveText(`${other.name}: invited, not joined yet`);

  // A third player finds the open table in the lobby and joins it: the game starts.
  const third = await newPlayer(browser, "Third");
  await third.page.goto("/lobby");
  const listing = third.page.getByTestId("open-game").filter({ has: third.page.locator(`a[href="/games/${openId}"]`) });
  await expect(listing).toContainText(`${creator.name}’s table`);
  await expect(listing).toContainText("1 free seat");
  await expect(listing).toContainText("Open money");
  await third.page.screenshot({ path: "test-results/lobby.png", fullPage: true });
  await listing.getByRole("button", { name: "Join this game" }).click();
  await third.page.waitForURL(`**/games/${openId}`);
  await expect(third.page.getByTestId("game-table")).toBeVisible();
  await expect(third.page.getByTestId("round")).toHaveText("Round 1");
  await expect(third.page.getByTestId("player")).toHaveCount(2);

  // The started game has left the lobby; the creator's dashboard lists both games.
  await third.page.goto("/lobby");
  await expect(third.page.locator(`a[href="/games/${openId}"]`)).toHaveCount(0);
  await creator.page.goto("/");
  await expect(creator.page.locator(`a[href="/games/${openId}"]`)).toContainText("Round 1");
  await expect(creator.page.locator(`a[href="/games/${cancelId}"]`)).toContainText("Waiting for players");
  await creator.page.screenshot({ path: "test-results/dashboard.png", fullPage: true });

  // The invited player sees their reserved seat; only the creator may cancel.
  await other.page.goto(`/games/${cancelId}`);
  await expect(other.page.getByRole("button", { name: "Join this game" })).toBeVisible();
  await expect(other.page.getByRole("button", { name: "Cancel this game" })).toHaveCount(0);
  await creator.page.goto(`/games/${cancelId}`);
  await creator.page.getByRole("button", { name: "Cancel this game" }).click();
  await expect(creator.page.getByText("This game was cancelled before it started.")).toBeVisible();
  await expect(creator.page.getByRole("button", { name: "Join this game" })).toHaveCount(0);
  await third.page.goto("/lobby");
  await expect(third.page.locator(`a[href="/games/${cancelId}"]`)).toHaveCount(0);
});
