// Issue 34 around the table: the dashboard's edition label (finding 6), the new-table form that
// offers only what its other choices allow (finding 7), second-edition cards that differ only by
// their market symbol (finding 8), the result page with its log collapsed and no developer
// command (finding 10).
import { expect, test } from "@playwright/test";
import { driver, newPlayer, randomPolicy, startGame, tableOf } from "./drive";

test("finding 6: the dashboard names a second-edition game without expansions as such", async ({ browser }) => {
  const host = await newPlayer(browser, "Olga");
  const created = await host.api.post("/api/games", { data: { seats: 2, edition: "second" } });
  expect(created.status(), await created.text()).toBe(201);
  await host.page.goto("/");
  const summary = host.page.getByTestId("game-summary").first();
  await expect(summary).toContainText("2nd edition base game");
  await expect(summary).not.toContainText("1st edition");
});

test("finding 7: the new-table form offers only the bots the seats allow, and no rating or time choices at a practice table", async ({ browser }) => {
  const player = await newPlayer(browser, "Pia");
  const page = player.page;
  await page.goto("/games/new");
  const bots = page.getByLabel("Bots", { exact: true });
  // Two seats (the default): one bot at most, said in the form's words.
  await expect(page.getByLabel("2 players")).toBeChecked();
  for (const n of ["2", "3", "4"]) await expect(bots.locator(`option[value="${n}"]`)).toBeDisabled();
  await expect(bots.locator('option[value="1"]')).toBeEnabled();
  await expect(page.getByTestId("bots-why")).toHaveText("With 2 seats, at most 1 bot: one seat is yours.");
  // Four seats, three bots; back to two seats: the bots follow (no refusal, no reset to none).
  await page.getByLabel("4 players").check();
  await expect(bots.locator('option[value="3"]')).toBeEnabled();
  await bots.selectOption("3");
  await page.getByLabel("2 players").check();
  await expect(bots).toHaveValue("1");
  // A practice table: no time per move, no rating limits; said why.
  await expect(page.getByLabel("Time per move")).toBeHidden();
  await expect(page.getByTestId("clock-and-rating")).toBeHidden();
  await expect(page.getByTestId("practice-note")).toHaveText("A practice table with bots is not rated and has no time per move, so neither is offered here.");
  await bots.selectOption("0");
  await expect(page.getByLabel("Time per move")).toBeVisible();
  await expect(page.getByTestId("practice-note")).toHaveCount(0);
  // The practice table is made as chosen, at once.
  await bots.selectOption("1");
  await page.getByRole("button", { name: "Create game" }).click();
  await expect(page.getByTestId("game-table")).toBeVisible({ timeout: 20_000 });
});

test("finding 8: second-edition cards that differ only by their market symbol say it", async ({ browser }) => {
  test.setTimeout(300_000);
  const { gameId, players } = await startGame(browser, ["Quin", "Rolf"], { edition: "second", expansions: ["market"] }, { seed: "second-pass-symbols" });
  const symbolled = (card: string) => /^(ship-builder|market)-(grain|chicken|apple|fish|vegetable|joker)$/.test(card);
  // Moves until the display shows such a card (the deal usually does).
  const { table } = await driver(gameId, players, { seed: 5, policy: randomPolicy(3) }).until((t) => [...t.view.upperRow, ...t.view.lowerRow].some(symbolled), 400);
  const card = [...table.view.upperRow, ...table.view.lowerRow].find(symbolled)!;
  const page = players[0].page;
  await page.goto(`/games/${gameId}`);
  const name = page.locator(`[data-card="${card}"] [data-card-name]`).first();
  const symbol = card.split("-").pop()!;
  const word = symbol === "joker" ? "?" : symbol;
  await expect(name).toHaveText(new RegExp(`\\(${word.replace("?", "\\?")}\\)$`));
  console.log(`[finding 8] ${card} is shown as "${await name.innerText()}"`);
  expect((await tableOf(players[0].api, gameId)).status).toBe("active");
});

test("finding 10: the result page keeps its log collapsed and shows players no developer command", async ({ browser }) => {
  test.setTimeout(300_000);
  const { gameId, players } = await startGame(browser, ["Sven", "Tara"], {}, { seed: "second-pass-result" });
  const { table } = await driver(gameId, players, { seed: 3, policy: randomPolicy(10) }).until(() => false, 3000);
  expect(table.status).toBe("finished");
  const page = players[0].page;
  await page.goto(`/games/${gameId}/result`);
  await expect(page.getByTestId("final-scores")).toBeVisible();
  const log = page.getByTestId("result-log");
  await expect(log.getByTestId("log")).toBeHidden();
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  console.log(`[finding 10] the result page is ${height} px tall at 1280×800 with the log collapsed`);
  expect(height).toBeLessThan(4000);
  await expect(page.locator("main")).not.toContainText("npm run");
  await expect(page.getByTestId("shuffle")).toContainText("download the game record above");
  // The log is a click away, whole.
  await log.getByText(/^Game log \(\d+\smoves\)$/).click();
  await expect(log.getByTestId("log")).toBeVisible();
  expect(await log.getByTestId("log").locator(":scope > li").count()).toBeGreaterThan(50);
  // Finding 5 on the result page too: final scores, never an estimate.
  await expect(page.getByTestId("play-areas")).not.toContainText("if the game ended now");
});
