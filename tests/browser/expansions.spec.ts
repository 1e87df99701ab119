// The create form's expansions, through the page (ruling R23).
import { expect, test } from "@playwright/test";
import { newPlayer } from "./table-seed";

test("the create form offers The Banquet with a line on what it adds; 5 seats only with New Society", async ({ browser }) => {
  const { page } = await newPlayer(browser, "Vera");
  await page.goto("/games/new");
  await expect(page.locator("#expansion-banquet-help")).toContainText("Action cards");
  // ruling R23: five players with The Banquet alone is refused on the seats field.
  await page.getByLabel("5 players").check();
  await page.getByLabel("The Banquet").check();
  await page.getByRole("button", { name: "Create game" }).click();
  await expect(page.locator("#seats-error")).toContainText("New Society");
  // Both expansions at five seats: the waiting room names them.
  await page.getByLabel("5 players").check();
  await page.getByLabel("New Society").check();
  await page.getByRole("button", { name: "Create game" }).click();
  await expect(page.getByTestId("waiting-room")).toBeVisible();
  await expect(page.getByTestId("expansions")).toContainText("New Society");
  await expect(page.getByTestId("expansions")).toContainText("The Banquet");
  await page.screenshot({ path: "test-results/expansions-waiting-room.png", fullPage: true });
});
