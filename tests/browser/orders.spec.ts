// The Plan ahead panel (issue 32) driven like a person: orders added from a card of the rows,
// listed in words with their conditions, previewed ("your next move will be: …"), reordered,
// removed, refused with the server's sentence, `otherwise` and `until` chosen, the stored plan read
// back through the API, kept from the other player, and refreshed live when the board changes.
// Also a phone with touch (no sideways scroll, 44 px controls) and the keyboard alone.
//
// Two people and no bot: the planner is the seat NOT to act, so the worker never plays the
// orders under test until the other player moves.
import { expect, test, type Locator, type Page } from "@playwright/test";
import { cardName } from "../../lib/words/card-names-en";
import { startGame, tableOf, type Seated, type Table } from "./drive";

type PricedTable = Table & { prices: { upper: { card: string; price: number | null }[] } };

// A number and its unit never break apart (issue 33): the page puts a no-break space between them.
const rubles = (n: number) => (n === 1 ? "1\u00a0ruble" : `${n}\u00a0rubles`);

/** A started 2-player game, its planner (not to act) and the other (to act), with the planner's table. */
async function twoPlayers(browser: Parameters<typeof startGame>[0], seed?: string) {
  const { gameId, players } = await startGame(browser, ["Olga", "Pavel"], {}, { seed });
  const first = await tableOf(players[0].api, gameId);
  const actor = players.find((p) => p.seat === first.view.toAct[0])!;
  const planner = players.find((p) => p !== actor)!;
  return { gameId, actor, planner, table: (await tableOf(planner.api, gameId)) as PricedTable };
}

/** Cards of the upper row that lie there once, with the planner's price, cheapest first, affordable to them. */
function singleCards(table: PricedTable): { card: string; price: number }[] {
  const money = table.view.players[table.seat!].money ?? 0;
  return table.prices.upper
    .filter(({ card, price }) => price !== null && price <= money && table.view.upperRow.filter((c) => c === card).length === 1)
    .map(({ card, price }) => ({ card, price: price! }));
}

async function openPanel(page: Page, gameId: string): Promise<Locator> {
  await page.goto(`/games/${gameId}`);
  await expect(page.getByTestId("game-table")).toBeVisible({ timeout: 20_000 });
  const panel = page.getByTestId("plan-ahead");
  await expect(panel).toBeVisible();
  return panel;
}

async function storedPlan(player: Seated, gameId: string): Promise<unknown> {
  const response = await player.api.get(`/api/games/${gameId}/orders`);
  expect(response.ok()).toBe(true);
  return response.json();
}

test("a player plans ahead: orders from the rows in words, a preview, reorder, remove, refusal, settings, secrecy, live refresh", async ({ browser }) => {
  test.setTimeout(180_000);
  // A planted deal whose upper row holds four different workers: a random one may hold a pair
  // twice, or one card four times, and leave no two cards that lie there once.
  const { gameId, actor, planner, table } = await twoPlayers(browser, "orders-plan-8");
  const phase = table.view.phase;
  // X: a card the other player can buy (to take it away later); Y: another one.
  const buyable = new Set(
    (await tableOf(actor.api, gameId)).legalMoves.filter((m) => m.move.type === "buy" && m.move.from === "upper" && !m.move.displace).map((m) => m.move.card),
  );
  const singles = singleCards(table);
  const x = singles.find((c) => buyable.has(c.card))!;
  const y = singles.find((c) => c.card !== x?.card)!;
  expect(x, "a card both players could buy").toBeTruthy();
  expect(y, "a second card").toBeTruthy();
  const [nameX, nameY] = [cardName(x.card), cardName(y.card)];

  const page = planner.page;
  const panel = await openPanel(page, gameId);
  await panel.getByText("Plan ahead").click();
  const next = panel.getByTestId("plan-next");
  await expect(next).toHaveText("You have no orders: you are asked as usual.");

  // "Buy X if still there", at most its price now (the field's default).
  const card = panel.getByLabel("Buy if still there");
  const max = panel.getByLabel("At most (rubles)");
  const addCard = panel.getByRole("button", { name: "Plan: buy if still there" });
  await card.selectOption({ label: `${nameX}, upper row: ${rubles(x.price)} now` });
  await expect(max).toHaveValue(String(x.price));
  await addCard.click();
  const items = panel.getByTestId("plan-order");
  await expect(items).toHaveCount(1);
  await expect(items.nth(0)).toContainText(`1. Buy the ${nameX} from the upper row`);
  await expect(items.nth(0)).toContainText(`at most ${rubles(x.price)}`);
  await expect(next).toHaveText(`With the board as it is, your next move will be: buy the ${nameX} from the upper row for ${rubles(x.price)}.`);
  await expect(items.nth(0)).toHaveAttribute("data-next", "true");
  await expect(panel.getByTestId("plan-summary")).toContainText("1 order");

  // A second order, then it goes first: the preview follows.
  await card.selectOption({ label: `${nameY}, upper row: ${rubles(y.price)} now` });
  await max.fill(String(y.price + 2));
  await addCard.click();
  await expect(items).toHaveCount(2);
  await expect(items.nth(1)).toContainText(`2. Buy the ${nameY} from the upper row`);
  await expect(items.nth(1)).toContainText(`at most ${rubles(y.price + 2)}`);
  await panel.getByRole("button", { name: "Move order 2 up" }).click();
  await expect(items.nth(0)).toContainText(`1. Buy the ${nameY}`);
  await expect(items.nth(1)).toContainText(`2. Buy the ${nameX}`);
  await expect(panel.getByRole("button", { name: "Move order 1 down" })).toBeFocused();
  await expect(next).toHaveText(`With the board as it is, your next move will be: buy the ${nameY} from the upper row for ${rubles(y.price)}.`);
  await panel.getByRole("button", { name: "Remove order 1" }).click();
  await expect(items).toHaveCount(1);
  await expect(items.nth(0)).toContainText(`1. Buy the ${nameX}`);

  // A refused change shows the server's sentence and changes nothing.
  await max.fill("-1");
  await addCard.click();
  await expect(panel.getByTestId("plan-error")).toContainText("a whole number of rubles, 0 or more");
  await expect(items).toHaveCount(1);

  // Pass for the rest of this phase; pass when nothing applies; keep the orders for the game.
  await panel.getByRole("button", { name: `Pass for the rest of the ${phase} phase` }).click();
  await expect(items).toHaveCount(2);
  await expect(panel.getByTestId("plan-error")).toHaveCount(0);
  await expect(items.nth(1)).toContainText("2. Pass");
  await expect(items.nth(1)).toContainText(`only in the ${phase} phase`);
  await panel.getByLabel("When no order applies").selectOption("pass");
  await expect(panel.getByLabel("When no order applies")).toHaveValue("pass");
  await panel.getByLabel("Drop the orders at the end of").selectOption("game");
  await expect(panel.getByLabel("Drop the orders at the end of")).toHaveValue("game");
  const wanted = { orders: [{ move: { type: "buy", card: x.card, from: "upper" }, maxRubles: x.price }, { move: { type: "pass" }, phase }], otherwise: "pass", until: "game" };
  await expect.poll(() => storedPlan(planner, gameId)).toEqual(wanted);

  // Secret: the other player reads their own (empty) plan, never the planner's.
  expect(await storedPlan(actor, gameId)).toEqual({ orders: [], otherwise: "ask", until: "round" });

  // Back to one order and "ask me"; then the other player takes X: the preview follows live.
  await panel.getByRole("button", { name: "Remove order 2" }).click();
  await expect(items).toHaveCount(1);
  await panel.getByLabel("When no order applies").selectOption("ask");
  await expect.poll(() => storedPlan(planner, gameId)).toEqual({ ...wanted, orders: wanted.orders.slice(0, 1), otherwise: "ask" });
  const before = await tableOf(actor.api, gameId);
  const posted = await actor.api.post(`/api/games/${gameId}/moves`, { data: { seq: before.seq, move: { type: "buy", seat: actor.seat, card: x.card, from: "upper" } } });
  expect(posted.ok(), await posted.text()).toBe(true);
  await expect(page.getByTestId("game-table")).toHaveAttribute("data-seq", String(before.seq + 1), { timeout: 20_000 });
  await expect(next).toHaveText("With the board as it is, none of your orders applies: you will be asked.");
  await expect(items).toHaveCount(1);
  await expect(page.getByTestId("your-turn")).toBeVisible();

  // Clear all.
  await panel.getByRole("button", { name: "Clear all orders" }).click();
  await expect(items).toHaveCount(0);
  await expect(next).toHaveText("You have no orders: you are asked as usual.");
  await expect.poll(async () => ((await storedPlan(planner, gameId)) as { orders: unknown[] }).orders).toEqual([]);
});

test("on a phone with touch the panel fits the width and its controls are at least 44 px tall", async ({ browser }) => {
  test.setTimeout(120_000);
  const { gameId, planner } = await twoPlayers(browser, "orders-plan-8");
  const PHONE = { width: 390, height: 844 };
  const phone = await browser.newContext({ storageState: await planner.context.storageState(), viewport: PHONE, hasTouch: true, isMobile: true });
  const page = await phone.newPage();
  const panel = await openPanel(page, gameId);
  await panel.getByTestId("plan-summary").tap();
  await panel.getByRole("button", { name: "Plan: buy if still there" }).tap();
  await expect(panel.getByTestId("plan-order")).toHaveCount(1);
  await panel.getByRole("button", { name: /^Pass for the rest of the / }).tap();
  await expect(panel.getByTestId("plan-order")).toHaveCount(2);
  await expect(panel.getByTestId("plan-next")).toContainText("With the board as it is, your next move will be: buy the ");

  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
  const panelBox = (await panel.boundingBox())!;
  expect(panelBox.x + panelBox.width).toBeLessThanOrEqual(PHONE.width);
  const controls = await panel.locator("summary, button, select, input").evaluateAll((els) =>
    els.map((el) => ({ what: `${el.tagName} ${el.getAttribute("aria-label") ?? el.textContent?.trim().slice(0, 40)}`, height: el.getBoundingClientRect().height, right: el.getBoundingClientRect().right })),
  );
  expect(controls.length).toBeGreaterThan(8);
  for (const c of controls) {
    expect(c.height, `${c.what} is at least 44 px tall`).toBeGreaterThanOrEqual(44);
    expect(c.right, `${c.what} inside the screen`).toBeLessThanOrEqual(PHONE.width);
  }
  await page.screenshot({ path: "test-results/plan-ahead-390.png", fullPage: true });
  await phone.close();
});

test("an order is added with the keyboard alone (Tab, Enter, Space)", async ({ browser }) => {
  test.setTimeout(120_000);
  const { gameId, planner } = await twoPlayers(browser, "orders-plan-8");
  const page = planner.page;
  const panel = await openPanel(page, gameId);
  const focused = (testId: string) => page.evaluate((id) => document.activeElement?.getAttribute("data-testid") === id, testId);
  const tabTo = async (testId: string) => {
    for (let i = 0; i < 400 && !(await focused(testId)); i++) await page.keyboard.press("Tab");
    expect(await focused(testId), `Tab reaches ${testId}`).toBe(true);
  };

  await tabTo("plan-summary");
  // The focus is visible on the disclosure.
  expect(await page.evaluate(() => getComputedStyle(document.activeElement!).outlineStyle)).not.toBe("none");
  await page.keyboard.press("Enter");
  await expect(panel).toHaveAttribute("open", "");
  const chosen = await panel.getByTestId("plan-card").evaluate((el: HTMLSelectElement) => el.selectedOptions[0].textContent!.split(",")[0]);
  await tabTo("plan-add-card");
  await page.keyboard.press("Space");
  await expect(panel.getByTestId("plan-order")).toHaveCount(1);
  await expect(panel.getByTestId("plan-order").first()).toContainText(`1. Buy the ${chosen} from the upper row`);
  await expect(panel.getByTestId("plan-add-card")).toBeFocused();
  // Enter on the pass button adds the second order.
  await page.keyboard.press("Tab");
  await expect(panel.getByTestId("plan-pass-phase")).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(panel.getByTestId("plan-order")).toHaveCount(2);
  await expect(panel.getByTestId("plan-order").nth(1)).toContainText("2. Pass");
});
