import { expect, test } from "@playwright/test";
import { buyingPolicy, driver, startGame } from "./drive";

// Issue 36: a finished game's review. The real worker (the server's) reviews the game once it
// ends; its player opens the result page, finds their costliest moments and follows one to that
// step of the replay. The other player's review stays hidden (not shared).
test("the result page shows one's game review and links a moment to its replay step", async ({ browser }) => {
  test.setTimeout(600_000);
  const { gameId, players } = await startGame(browser, ["Rita", "Remi"], { variants: {} });
  const { table } = await driver(gameId, players, { seed: 11, policy: buyingPolicy }).until(() => false, 1500);
  expect(table.status).toBe("finished");

  const page = players[0].page;
  await page.goto(`/games/${gameId}/result`);
  const review = page.getByTestId("game-review");
  await expect(review.getByRole("heading", { name: "Review of the game" })).toBeVisible();
  // The worker reviews a game within seconds of its end; the page says so until then.
  await expect
    .poll(
      async () => {
        await page.reload();
        return page.getByRole("heading", { name: "Your moves" }).count();
      },
      { timeout: 180_000, intervals: [3_000] },
    )
    .toBe(1);
  await expect(page.getByRole("heading", { name: /'s moves$/ })).toHaveCount(0);
  const links = review.getByRole("link", { name: "Show this step of the replay" });
  expect(await links.count()).toBeGreaterThan(0);
  expect(await links.count()).toBeLessThanOrEqual(3);
  const href = await links.first().getAttribute("href");
  expect(href).toMatch(new RegExp(`^/games/${gameId}/replay\\?move=\\d+$`));
  await links.first().click();
  await expect(page).toHaveURL(new RegExp(`/games/${gameId}/replay\\?move=\\d+$`));
  await expect(page.getByRole("heading", { name: /^Replay: / })).toBeVisible();
});
