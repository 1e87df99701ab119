// The game table on one screen (issue 10), measured in a real browser: the regions a player needs
// inside the first 1280×800 screen, nothing wider than a 360 px phone, each tile's price equal to
// the price of its legal move, the tab title, the final-round banner and the end of a game seen
// live. Games are brought to late positions through the API (tests/browser/table-seed.ts).
import { expect, test, type Locator, type Page } from "@playwright/test";
import { newPlayer, playUntil, startGame, tableOf, type Table } from "./table-seed";

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 360, height: 740 };

async function box(locator: Locator) {
  const b = await locator.boundingBox();
  expect(b, "the region is rendered").not.toBeNull();
  return b!;
}

/** The region lies wholly inside the first screen of `viewport`. */
async function expectInFirstScreen(locator: Locator, viewport: { width: number; height: number }, what: string) {
  const b = await box(locator);
  expect(b.y, `${what}: top inside the first screen`).toBeGreaterThanOrEqual(0);
  expect(b.y + b.height, `${what}: bottom inside the first screen (${Math.round(b.y)}+${Math.round(b.height)})`).toBeLessThanOrEqual(viewport.height);
  expect(b.x + b.width, `${what}: right edge inside the screen`).toBeLessThanOrEqual(viewport.width);
}

async function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

/** Every tile's "you pay" equals the price of the card's plain buy (or play) among the legal moves. */
async function expectTilePricesMatchMoves(page: Page, table: Table): Promise<number> {
  let checked = 0;
  for (const [testId, source] of [
    ["upper-row", "upper"],
    ["lower-row", "lower"],
    ["hand", "hand"],
  ] as const) {
    const tiles = await page
      .getByTestId(testId)
      .locator("[data-card][data-price]")
      .evaluateAll((els) => els.map((el) => ({ card: el.getAttribute("data-card")!, price: Number(el.getAttribute("data-price")) })));
    for (const tile of tiles) {
      const legal = table.legalMoves.find(
        ({ move }) => move.card === tile.card && !move.displace && (source === "hand" ? move.type === "play" : move.type === "buy" && move.from === source),
      );
      if (!legal) continue; // not affordable now: no move to compare with
      expect(tile.price, `${tile.card} in ${testId}`).toBe(legal.price);
      checked++;
    }
  }
  return checked;
}

test("a 4-player table mid-game fits one laptop screen and a phone's width", async ({ browser }) => {
  test.setTimeout(300_000);
  const { gameId, players } = await startGame(browser, ["Anna", "Boris", "Clara", "Dmitri"], { moveTimeLimitDays: 3 });
  // Mid-game (round 3 on) with a player to choose among buys in an ordinary turn. Whoever it is: the deal is
  // random, and waiting for one given player let some deals end the game first.
  const { table, actor: anna } = await playUntil(
    gameId,
    players,
    (t) => t.view.round >= 3 && t.view.step === "actions" && t.legalMoves.some((m) => m.move.type === "buy"),
    // Few passes: a passing table discards the lower row each round and empties the piles sooner.
    { passOneIn: 8, maxMoves: 1500 },
  );
  expect(table.status).toBe("active");
  const page = anna.page;
  await page.setViewportSize(DESKTOP);
  await page.goto(`/games/${gameId}`);
  await expect(page.getByTestId("your-turn")).toBeVisible();

  // Everything a player looks at while choosing is inside the first screen.
  await expectInFirstScreen(page.getByTestId("status"), DESKTOP, "status");
  await expect(page.getByTestId("round")).toHaveText(`Round ${table.view.round}`);
  await expect(page.getByTestId("time-left")).toContainText(/3 days per move · \d+d \d+h left/);
  await expectInFirstScreen(page.getByTestId("your-turn"), DESKTOP, "your turn");
  await expectInFirstScreen(page.getByTestId("upper-row"), DESKTOP, "upper row");
  await expectInFirstScreen(page.getByTestId("lower-row"), DESKTOP, "lower row");
  await expectInFirstScreen(page.getByTestId("hand"), DESKTOP, "hand");
  const summaries = page.getByTestId("player").locator(":scope > summary");
  await expect(summaries).toHaveCount(4);
  for (let i = 0; i < 4; i++) await expectInFirstScreen(summaries.nth(i), DESKTOP, `player summary ${i + 1}`);
  await expectInFirstScreen(page.locator("#log-title"), DESKTOP, "log heading (side column)");
  // The log sits beside the display, not under it.
  expect((await box(page.locator("#log-title"))).x).toBeGreaterThan((await box(page.getByTestId("upper-row"))).x + 400);
  expect(await horizontalOverflow(page)).toBe(0);
  // Each summary shows money (her own), points, hand size, start tokens, income per phase, an estimate.
  const mine = page.getByTestId("player").filter({ hasText: `${anna.name} (you)` });
  await expect(mine.getByTestId("money")).toHaveText(/^\d+ rubles?$/);
  await expect(mine.getByTestId("income")).toContainText(/Worker \+\d+₽/);
  await expect(mine.getByTestId("estimate")).toContainText(/≈ -?\d+ at the end/);

  // Prices: the tile's "you pay" is what the move charges; the reasons are one click (or hover) away.
  expect(await expectTilePricesMatchMoves(page, await tableOf(anna.api, gameId))).toBeGreaterThan(0);
  const priced = page.locator("[data-testid=upper-row] [data-price], [data-testid=lower-row] [data-price]").first();
  await priced.locator("summary").click();
  await expect(priced.getByTestId("price-reasons")).toContainText(/printed: .* = \d+ rubles?\./);
  await priced.locator("summary").click();

  // Identical cards in a play area are one entry marked ×N, never repeated.
  for (const text of await page.getByTestId("play-area").allInnerTexts()) {
    const names = text.split(/[:,\n]/).map((s) => s.trim().replace(/ ×\d+$/, "").replace(/ \(face down\)$/, "")).filter(Boolean);
    expect(new Set(names).size, text).toBe(names.length);
  }

  await expect(page).toHaveTitle("● Your turn · Neva");
  const height1280 = await page.evaluate(() => document.documentElement.scrollHeight);
  console.log(`[table] scrollHeight at 1280x800, 4 players, round ${table.view.round}: ${height1280}px`);
  await page.screenshot({ path: "test-results/table-1280x800-round5.png" });

  // Keyboard: every move button can be reached with Tab alone.
  const offered = new Set(await page.locator("[data-move], [data-chooser]").evaluateAll((els) => els.map((el) => el.getAttribute("data-move") ?? el.getAttribute("data-chooser")!)));
  const reached = new Set<string>();
  await page.locator("body").focus();
  for (let i = 0; i < 300 && reached.size < offered.size; i++) {
    await page.keyboard.press("Tab");
    const id = await page.evaluate(() => document.activeElement?.getAttribute("data-move") ?? document.activeElement?.getAttribute("data-chooser") ?? null);
    if (id) reached.add(id);
  }
  expect([...offered].filter((id) => !reached.has(id))).toEqual([]);

  // A move made by keyboard leaves focus on the table, not on the page body.
  const seq = table.seq;
  const buy = page.locator('[data-move-type="buy"]').first();
  await buy.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("game-table")).toHaveAttribute("data-seq", String(seq + 1));
  await expect
    .poll(() => page.evaluate(() => !!document.activeElement && document.activeElement !== document.body && !!document.querySelector("[data-testid=game-table]")?.contains(document.activeElement)))
    .toBe(true);

  // The others move; Anna comes back: their moves are marked, each log line links to the replay.
  const before = Number(await page.getByTestId("game-table").getAttribute("data-seq"));
  await page.goto("/");
  const after = await playUntil(gameId, players, (t) => t.seq >= before + 3);
  const byOthers = (await tableOf(anna.api, gameId)).seq - before; // none of them is Anna's unless she was to act
  await page.goto(`/games/${gameId}`);
  const fresh = page.locator("[data-testid=log] > li[data-new]");
  await expect(fresh.first()).toBeVisible();
  expect(await fresh.count()).toBeLessThanOrEqual(byOthers);
  await expect(page.getByTestId("log-new-count")).toContainText("new since your last visit");
  const newest = page.locator("[data-testid=log] > li").first();
  await expect(newest.getByRole("link")).toHaveAttribute("href", `/games/${gameId}/replay?move=${after.table.seq}`);

  // A phone: your turn (if any) and the display first, players as closed summaries, nothing sideways.
  const boris = players[1];
  await boris.page.setViewportSize(PHONE);
  await boris.page.goto(`/games/${gameId}`);
  await expect(boris.page.getByTestId("upper-row")).toBeVisible();
  await expect(boris.page.getByTestId("player").first()).not.toHaveAttribute("open", "");
  expect(await horizontalOverflow(boris.page)).toBe(0);
  const displayTop = (await box(boris.page.getByTestId("upper-row"))).y;
  expect(displayTop).toBeLessThan((await box(boris.page.getByTestId("players"))).y);
  expect(displayTop).toBeLessThan(PHONE.height);
  await boris.page.screenshot({ path: "test-results/table-360x740-round5.png" });
  await boris.page.screenshot({ path: "test-results/table-360x740-round5-full.png", fullPage: true });
  for (const p of players) await p.context.close();
});

test("the final round is announced, and the end of the game shows live, also on a phone", async ({ browser }) => {
  test.setTimeout(300_000);
  const { gameId, players } = await startGame(browser, ["Olga", "Pavel", "Rita"]);
  const olga = players[0];
  await playUntil(gameId, players, (t) => t.view.lastRound, { seed: 11 });
  await olga.page.goto(`/games/${gameId}`);
  await expect(olga.page.getByTestId("final-round")).toContainText("Final round");
  await expect(olga.page.locator("[data-testid=pile-counters] [data-low]").first()).toContainText("nearly empty");
  await olga.page.screenshot({ path: "test-results/table-final-round-1280x800.png" });

  // The page stays open while the game ends: Result and Download record appear without a reload.
  await olga.page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
  await expect(olga.page.getByRole("link", { name: "Result" })).toHaveCount(0);
  const end = await playUntil(gameId, players, () => false, { seed: 11 });
  expect(end.table.status).toBe("finished");
  await expect(olga.page.getByTestId("final-scores")).toBeVisible({ timeout: 15_000 });
  await expect(olga.page.getByRole("link", { name: "Result" })).toBeVisible();
  await expect(olga.page.getByRole("link", { name: "Download record" })).toBeVisible();
  expect(await olga.page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);

  // On a phone the final-score table, Total column included, fits the width.
  await olga.page.setViewportSize(PHONE);
  await olga.page.reload();
  await expect(olga.page.getByTestId("final-scores")).toBeVisible();
  expect(await horizontalOverflow(olga.page)).toBe(0);
  const total = await box(olga.page.getByTestId("final-scores").getByRole("columnheader", { name: "Total" }));
  expect(total.x + total.width).toBeLessThanOrEqual(PHONE.width);
  await olga.page.screenshot({ path: "test-results/table-final-scores-360.png", fullPage: true });
  for (const p of players) await p.context.close();
});

test("an invitation waits under Your turn, the tab title counts it, and the time limit shows before the start", async ({ browser }) => {
  test.setTimeout(120_000);
  const host = await newPlayer(browser, "Host");
  const guest = await newPlayer(browser, "Guest");
  const created = await host.api.post("/api/games", { data: { seats: 2, invites: [guest.name], moveTimeLimitDays: 2 } });
  expect(created.status()).toBe(201);
  const gameId = ((await created.json()) as { id: string }).id;

  await guest.page.goto("/");
  const mine = guest.page.getByTestId("games-yourTurn");
  await expect(mine.locator(`a[href="/games/${gameId}"]`)).toContainText("You are invited");
  await expect(mine.locator("h3")).toContainText("(1)");
  await expect(guest.page.getByTestId("games-waiting").locator(`a[href="/games/${gameId}"]`)).toHaveCount(0);
  await expect(guest.page).toHaveTitle("● Your turn · Neva");
  await expect(mine.locator(`a[href="/games/${gameId}"]`)).toContainText("2 days per move");

  await guest.page.goto(`/games/${gameId}`);
  await expect(guest.page.getByTestId("time-limit")).toContainText("2 days");
  // The host has nothing to do: the table waits for the guest.
  await host.page.goto("/");
  await expect(host.page.getByTestId("games-waiting").locator(`a[href="/games/${gameId}"]`)).toBeVisible();
  await expect(host.page).not.toHaveTitle(/Your turn/);
  await host.context.close();
  await guest.context.close();
});

test("back from the replay shows the table as it is now, not as it was first rendered", async ({ browser }) => {
  test.setTimeout(180_000);
  const { gameId, players } = await startGame(browser, ["Ivan", "Katya"]);
  await playUntil(gameId, players, (t) => t.seq >= 2);
  const page = players[0].page;
  // Timers stand still: polling cannot hide a stale table, only the table's own check can fix it.
  await page.clock.install();
  await page.goto(`/games/${gameId}`);
  await page.clock.pauseAt(new Date(Date.now() + 1000));
  const seq = Number(await page.getByTestId("game-table").getAttribute("data-seq"));
  await page.getByTestId("game-nav").getByRole("link", { name: "Replay" }).click();
  await expect(page.getByTestId("replay")).toBeVisible();
  const after = await playUntil(gameId, players, (t) => t.seq >= seq + 2);
  await page.goBack();
  await expect(page.getByTestId("game-table")).toHaveAttribute("data-seq", String(after.table.seq));
  for (const p of players) await p.context.close();
});
