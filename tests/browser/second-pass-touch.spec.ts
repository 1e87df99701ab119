// Issue 34, findings 2, 3 and 9 on a touch phone (390×844): a tap beside an open price breakdown
// is taken and nothing moves under the finger; every control is at least 44×44 px and the header
// one line; the leaderboard is a tap away (and a click away on a laptop).
import { expect, test, type Page } from "@playwright/test";
import { moved, startGame, tableOf } from "./drive";
import { phoneOf, pressAt } from "./second-pass";

test("finding 2: a tap on Take or Buy beside an open price breakdown is taken, and nothing moves under the finger", async ({ browser }) => {
  const { gameId, players } = await startGame(browser, ["Kai", "Lea"], {}, { seed: "second-pass-tap" });
  const start = await tableOf(players[0].api, gameId);
  const actor = players.find((p) => p.seat === start.view.toAct[0])!;
  const page = await phoneOf(browser, actor);
  await page.goto(`/games/${gameId}`);
  await expect(page.getByTestId("your-turn")).toBeVisible({ timeout: 20_000 });
  // Two tiles side by side in the upper row: one with a price breakdown, the other with a move.
  const tiles = page.getByTestId("upper-row").locator("[data-card]");
  const boxes = await tiles.evaluateAll((els) =>
    els.map((el) => ({ card: el.getAttribute("data-card")!, top: Math.round(el.getBoundingClientRect().top), priced: !!el.querySelector("summary"), moves: !!el.querySelector('[data-move-type="buy"], [data-move-type="take"]') })),
  );
  let pair: [string, string] | null = null;
  for (const a of boxes) for (const b of boxes) if (!pair && a.card !== b.card && a.top === b.top && a.priced && b.moves) pair = [a.card, b.card];
  expect(pair, `two tiles side by side, one priced and one with a move: ${JSON.stringify(boxes)}`).not.toBeNull();
  const [opened, target] = pair!;
  const summary = page.locator(`[data-testid=upper-row] [data-card="${opened}"] summary`);
  await summary.scrollIntoViewIfNeeded();
  await summary.tap();
  await expect(page.locator(`[data-testid=upper-row] [data-card="${opened}"]`).getByTestId("price-reasons")).toBeVisible();
  const button = page.locator(`[data-testid=upper-row] [data-card="${target}"]`).locator('[data-move-type="buy"], [data-move-type="take"]').first();
  const type = await button.getAttribute("data-move-type");
  await button.scrollIntoViewIfNeeded();
  const before = (await button.boundingBox())!;
  const x = before.x + before.width / 2;
  const y = before.y + before.height / 2;
  const finger = await pressAt(page, x, y);
  await page.waitForTimeout(150);
  const during = (await button.boundingBox())!;
  const under = await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.closest("[data-move]")?.getAttribute("data-move-type") ?? null, { x, y });
  await finger.release();
  console.log(`[finding 2] ${type} on ${target} beside the open breakdown of ${opened}: button at y=${before.y.toFixed(1)} before the press, y=${during.y.toFixed(1)} while pressed; under the finger: ${under}`);
  expect(Math.abs(during.y - before.y), "the button stays under the finger").toBeLessThan(1);
  expect(under).toBe(type);
  const after = await moved(actor, gameId, start.seq);
  const mine = after.view.players[actor.seat];
  expect([...(mine.hand ?? []), ...mine.playArea.map((p) => p.card)], "the tapped card was bought or taken").toContain(target);
});

/** Every control on the page smaller than 44×44 px (links inside sentences aside), with the smallest sizes seen. */
async function smallTargets(page: Page): Promise<{ small: string[]; count: number; minWidth: number; minHeight: number }> {
  return page.evaluate(() => {
    const small: string[] = [];
    let count = 0;
    let minWidth = Infinity;
    let minHeight = Infinity;
    for (const el of document.querySelectorAll<HTMLElement>("header a, header button, main a, main button, main summary, main select, main [role=button], main label:has(> input)")) {
      if (!el.checkVisibility() || el.closest(".sr-only")) continue;
      if (el.tagName === "A" && el.closest("p, li:not([data-testid])") && !el.closest("nav")) continue;
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.height === 0) continue;
      count++;
      minWidth = Math.min(minWidth, r.width);
      minHeight = Math.min(minHeight, r.height);
      if (r.width < 44 || r.height < 44) small.push(`${el.tagName.toLowerCase()} "${(el.innerText || el.getAttribute("aria-label") || "").trim().slice(0, 30)}" ${Math.round(r.width)}×${Math.round(r.height)}`);
    }
    return { small, count, minWidth, minHeight };
  });
}

test("finding 3 and 9: on a touch phone every control is at least 44×44 px and the header is one line; the leaderboard is a tap away", async ({ browser }) => {
  const { gameId, players } = await startGame(browser, ["Max", "Noa"], {}, { seed: "second-pass-targets" });
  const start = await tableOf(players[0].api, gameId);
  const actor = players.find((p) => p.seat === start.view.toAct[0])!;
  const page = await phoneOf(browser, actor);
  for (const where of [`/games/${gameId}`, "/", "/lobby", "/games/new"]) {
    await page.goto(where);
    await expect(page.locator("main")).toBeVisible();
    if (where.startsWith("/games/g") || where === `/games/${gameId}`) await expect(page.getByTestId("your-turn")).toBeVisible({ timeout: 20_000 });
    const header = (await page.locator("header").boundingBox())!;
    const { small, count, minWidth, minHeight } = await smallTargets(page);
    console.log(`[finding 3] ${where} at 390×844: header ${Math.round(header.height)} px tall; ${count} controls, smallest ${Math.round(minWidth)} px wide and ${Math.round(minHeight)} px tall`);
    expect(small, `controls under 44×44 px on ${where}`).toEqual([]);
    // One line: every item of the header's bar on the same line.
    const tops = await page.locator("header nav > *").evaluateAll((els) => els.filter((e) => (e as HTMLElement).checkVisibility()).map((e) => Math.round(e.getBoundingClientRect().top + e.getBoundingClientRect().height / 2)));
    expect(Math.max(...tops) - Math.min(...tops), "the header's items sit on one line").toBeLessThanOrEqual(4);
    expect(header.height).toBeLessThanOrEqual(64);
  }
  // Finding 9: the leaderboard from the menu on the phone...
  await page.getByRole("button", { name: "Menu" }).tap();
  await page.getByRole("link", { name: "Players", exact: true }).tap();
  await expect(page).toHaveURL(/\/players$/);
  await expect(page.getByRole("heading", { level: 1, name: "Players" })).toBeVisible();
  // ...and straight from the header on a laptop.
  const laptop = actor.page;
  await laptop.goto("/");
  await laptop.locator("header").getByRole("link", { name: "Players", exact: true }).click();
  await expect(laptop.getByRole("heading", { level: 1, name: "Players" })).toBeVisible();
});

