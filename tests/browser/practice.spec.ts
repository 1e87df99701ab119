// Issue 38: "the choice of rule set and level one step away" from the home page's one-click
// default. A newcomer follows the home page's link to /practice, picks the second edition with the
// Market, three players and strong bots, and lands on that table as a guest; a combination the rules
// do not allow is refused on the form, in words, and starts nothing.
import { expect, test } from "@playwright/test";
import type { Table } from "./drive";

type Practice = Table & { botLevels: Record<string, string>; view: Table["view"] & { options: { edition: string; expansions: string[] } } };

test("home page → Choose the rules and the bots → a 3-player Market table with strong bots", async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.goto("/");
  await page.getByRole("link", { name: "Choose the rules and the bots" }).click();
  await page.waitForURL(/\/practice$/);
  await expect(page.getByRole("heading", { name: "A practice game" })).toBeVisible();

  // A fifth seat needs an expansion that seats five: the first edition alone refuses it, in words.
  await page.getByLabel("Rules").selectOption({ label: "1st edition base game" });
  await page.getByLabel("Players (you and the bots)").selectOption({ label: "5 players" });
  await page.getByRole("button", { name: "Start the practice game" }).click();
  await expect(page.getByRole("status")).not.toBeEmpty();
  expect(page.url()).toMatch(/\/practice$/);

  await page.getByLabel("Rules").selectOption({ label: "2nd edition with the Market" });
  await page.getByLabel("Players (you and the bots)").selectOption({ label: "3 players" });
  await page.getByLabel("Bot level").selectOption({ label: "Strong" });
  await page.getByRole("button", { name: "Start the practice game" }).click();
  await page.waitForURL(/\/games\/[^/]+$/, { timeout: 30_000 });
  await expect(page.getByTestId("game-table")).toBeVisible();
  await expect(page.getByTestId("guest-door")).toBeVisible();

  const gameId = new URL(page.url()).pathname.split("/").pop()!;
  const reply = await page.request.get(`/api/games/${gameId}`);
  expect(reply.ok()).toBe(true);
  const table = (await reply.json()) as Practice;
  expect(table.view.options).toMatchObject({ edition: "second", expansions: ["market"] });
  expect(table.view.players).toHaveLength(3);
  expect(Object.values(table.botLevels)).toEqual(["strong", "strong"]);
  await context.close();
});
