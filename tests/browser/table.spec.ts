// The game table on one screen (issue 10), measured in a real browser: the regions a player needs
// inside the first 1280×800 screen, nothing wider than a 360 px phone, each tile's price equal to
// the price of its legal move, the tab title, the final-round banner and the end of a game seen
// live. Games are brought to late positions through the API (tests/browser/drive.ts), from seeded
// deals with seeded moves: the same position on every run.
import { expect, test, type Locator, type Page } from "@playwright/test";
import { buyingPolicy, driver, newPlayer, playUntil, startGame, tableOf, type Table } from "./drive";

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
    // A trading card: its price for each card it may displace.
    const displacing = await page
      .getByTestId(testId)
      .locator("[data-card] [data-displace][data-price]")
      .evaluateAll((els) =>
        els.map((el) => ({ card: el.closest("[data-card]")!.getAttribute("data-card")!, displace: el.getAttribute("data-displace")!, price: Number(el.getAttribute("data-price")) })),
      );
    for (const item of displacing) {
      const legal = table.legalMoves.find(
        ({ move }) => move.card === item.card && move.displace === item.displace && (source === "hand" ? move.type === "play" : move.type === "buy" && move.from === source),
      );
      if (!legal) continue;
      expect(item.price, `${item.card} displacing ${item.displace} in ${testId}`).toBe(legal.price);
      checked++;
    }
  }
  return checked;
}

test("a 4-player table in round 5 fits one laptop screen and a phone's width", async ({ browser }) => {
  test.setTimeout(420_000);
  // A known deal and players who buy whenever they can (random play often emptied a pile by
  // round 4): round 5 comes with cards in both rows and a choice of buys, on every run.
  const { gameId, players } = await startGame(browser, ["Anna", "Boris", "Clara", "Dmitri"], { moveTimeLimitDays: 3 }, { seed: "table-round5-0" });
  const { table, actor: anna } = await driver(gameId, players, { policy: buyingPolicy }).until(
    (t) =>
      t.view.round >= 5 &&
      t.view.step === "actions" &&
      t.view.upperRow.length > 0 &&
      t.view.lowerRow.length > 0 &&
      t.legalMoves.filter((m) => m.move.type === "buy").length >= 2,
    1500,
  );
  expect(table.status).toBe("active");
  expect(table.view.round).toBe(5);
  const page = anna.page;
  await page.setViewportSize(DESKTOP);
  await page.goto(`/games/${gameId}`);
  await expect(page.getByTestId("your-turn")).toBeVisible({ timeout: 20_000 });

  // Everything a player looks at while choosing is inside the first screen.
  await expectInFirstScreen(page.getByTestId("status"), DESKTOP, "status");
  await expect(page.getByTestId("round")).toHaveText("Round 5");
  await expect(page.getByTestId("time-left")).toContainText(/3\sdays per move · \d+d \d+h left/);
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
  await expect(mine.getByTestId("money")).toHaveText(/^\d+\srubles?$/);
  await expect(mine.getByTestId("income")).toContainText(/Worker \+\d+₽/);
  await expect(mine.getByTestId("estimate")).toContainText(/-?\d+\spoints? if the game ended now/);

  // Prices: the tile's "you pay" is what the move charges; the reasons are one click (or hover) away.
  expect(await expectTilePricesMatchMoves(page, await tableOf(anna.api, gameId))).toBeGreaterThan(0);
  const priced = page.locator("[data-testid=upper-row] [data-price], [data-testid=lower-row] [data-price]").first();
  await priced.locator("summary").click();
  await expect(priced.getByTestId("price-reasons")).toContainText(/printed: .* = \d+\srubles?\./);
  await priced.locator("summary").click();
  await expect(priced.getByTestId("price-reasons")).toBeHidden();
  // ... and by keyboard: the price is a focusable control that Enter opens and closes.
  await priced.locator("summary").focus();
  await page.keyboard.press("Enter");
  await expect(priced.getByTestId("price-reasons")).toBeVisible();
  await expect(priced.locator("summary")).toHaveAttribute("title", /−1 lower row|no reduction|−\d/);
  await page.keyboard.press("Enter");
  await expect(priced.getByTestId("price-reasons")).toBeHidden();

  // Identical cards in a play area are one entry marked ×N, never repeated.
  for (const text of await page.getByTestId("play-area").allInnerTexts()) {
    // Each card's income is said to a screen reader after its name (issue 37): not a name.
    const names = text.replace(/\(Income: [^)]*\)/g, "").split(/[:,\n]/).map((s) => s.trim().replace(/ ×\d+$/, "").replace(/ \(face down\)$/, "")).filter(Boolean);
    expect(new Set(names).size, text).toBe(names.length);
  }

  await expect(page).toHaveTitle("● Your turn · Neva");
  const height1280 = await page.evaluate(() => document.documentElement.scrollHeight);
  console.log(`[table] scrollHeight at 1280x800, 4 players, round 5: ${height1280}px`);
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

  // A phone (touch): your turn (if any) and the display first, players as closed summaries, nothing sideways.
  const boris = players.find((p) => p !== anna)!;
  const phone = await browser.newContext({ storageState: await boris.context.storageState(), viewport: PHONE, hasTouch: true, isMobile: true });
  const mobile = await phone.newPage();
  await mobile.goto(`/games/${gameId}`);
  await expect(mobile.getByTestId("upper-row")).toBeVisible({ timeout: 20_000 });
  await expect(mobile.getByTestId("player").first()).not.toHaveAttribute("open", "");
  expect(await horizontalOverflow(mobile)).toBe(0);
  const displayTop = (await box(mobile.getByTestId("upper-row"))).y;
  expect(displayTop).toBeLessThan((await box(mobile.getByTestId("players"))).y);
  expect(displayTop).toBeLessThan(PHONE.height);
  const height360 = await mobile.evaluate(() => document.documentElement.scrollHeight);
  console.log(`[table] scrollHeight at 360x740, 4 players, round 5: ${height360}px`);
  await mobile.screenshot({ path: "test-results/table-360x740-round5.png" });
  await mobile.screenshot({ path: "test-results/table-360x740-round5-full.png", fullPage: true });

  // A tap on the price of the right-hand tile opens its reasons inside the screen (a fixed-width
  // popup once ran off the right edge), and a second tap closes them.
  const prices = mobile.locator("[data-testid=upper-row] [data-price], [data-testid=lower-row] [data-price]");
  const lefts = await prices.evaluateAll((els) => els.map((el) => el.getBoundingClientRect().left));
  expect(lefts.length, "priced tiles in the display").toBeGreaterThan(0);
  const rightmost = prices.nth(lefts.indexOf(Math.max(...lefts)));
  await rightmost.locator("summary").scrollIntoViewIfNeeded();
  await rightmost.locator("summary").tap();
  const reasons = rightmost.getByTestId("price-reasons");
  await expect(reasons).toBeVisible();
  await expect(reasons).toContainText(/printed: .* = \d+\srubles?\./);
  const popup = await box(reasons);
  expect(popup.x).toBeGreaterThanOrEqual(0);
  expect(popup.x + popup.width).toBeLessThanOrEqual(PHONE.width);
  expect(await horizontalOverflow(mobile)).toBe(0);
  await mobile.screenshot({ path: "test-results/table-360x740-price-reasons.png" });
  await rightmost.locator("summary").tap();
  await expect(reasons).toBeHidden();
  await phone.close();
  for (const p of players) await p.context.close();
});

test("the final round is announced, and the end of the game shows live, also on a phone", async ({ browser }) => {
  test.setTimeout(300_000);
  const { gameId, players } = await startGame(browser, ["Olga", "Pavel", "Rita"], {}, { seed: "table-final-round-0" });
  const olga = players[0];
  await playUntil(gameId, players, (t) => t.view.lastRound, { seed: 11 });
  await olga.page.goto(`/games/${gameId}`);
  await expect(olga.page.getByTestId("final-round")).toContainText("Final round");
  // The pile that ran out says "empty" (issue 34: never "0 cards · nearly empty"); a low one "nearly empty".
  await expect(olga.page.locator("[data-testid=pile-counters] [data-low]").first()).toContainText("empty");
  await expect(olga.page.getByTestId("pile-counters")).not.toContainText(/(^|[^0-9])0 cards/);
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

test("a game's tab title counts every game waiting for you, and follows another game live", async ({ browser }) => {
  test.setTimeout(180_000);
  // Two tables of the same two players; the page stays on game A while game B moves.
  const a = await startGame(browser, ["Sasha", "Tanya"], {}, { seed: "title-a" });
  const [sasha, tanya] = a.players;
  const created = await sasha.api.post("/api/games", { data: { seats: 2, invites: [tanya.name] } });
  expect(created.status()).toBe(201);
  const gameB = ((await created.json()) as { id: string }).id;
  expect((await tanya.api.post(`/api/games/${gameB}/join`)).ok()).toBe(true);

  const actsIn = async (gameId: string) => (await tableOf(sasha.api, gameId)).legalMoves.length > 0;
  // Watch game A from the player whose move it is there.
  const watcher = (await actsIn(a.gameId)) ? sasha : tanya;
  const other = watcher === sasha ? tanya : sasha;
  const waitsInB = async () => (await tableOf(watcher.api, gameB)).legalMoves.length > 0;
  const title = (count: number) => (count === 1 ? "● Your turn · Neva" : `● Your turn (${count}) · Neva`);

  await watcher.page.goto(`/games/${a.gameId}`);
  await expect(watcher.page.getByTestId("your-turn")).toBeVisible({ timeout: 20_000 });
  const before = 1 + ((await waitsInB()) ? 1 : 0);
  await expect(watcher.page).toHaveTitle(title(before), { timeout: 20_000 });

  // One move in game B hands its turn over: A's tab hears it on A's own stream, no reload.
  const mover = (await waitsInB()) ? watcher : other;
  const tableB = await tableOf(mover.api, gameB);
  const posted = await mover.api.post(`/api/games/${gameB}/moves`, { data: { seq: tableB.seq, move: tableB.legalMoves[0].move } });
  expect(posted.ok(), await posted.text()).toBe(true);
  const after = 1 + ((await waitsInB()) ? 1 : 0);
  expect(after).not.toBe(before);
  await expect(watcher.page).toHaveTitle(title(after), { timeout: 20_000 });
  await watcher.page.screenshot({ path: "test-results/table-title-across-games.png" });
  for (const p of a.players) await p.context.close();
});

test("a trading card's tile gives its price for each card it may displace, by click, keyboard and tap", async ({ browser }) => {
  test.setTimeout(240_000);
  const { gameId, players } = await startGame(browser, ["Yana", "Zoya"], {}, { seed: "table-trading-0" });
  const displacingBuy = (t: Table) => t.legalMoves.find((m) => m.move.type === "buy" && m.move.displace);
  const { table, actor } = await playUntil(gameId, players, (t) => t.view.step === "actions" && !!displacingBuy(t), { seed: 3 });
  expect(table.status).toBe("active");
  const { card, from } = displacingBuy(table)!.move;
  const page = actor.page;
  await page.goto(`/games/${gameId}`);
  await expect(page.getByTestId("your-turn")).toBeVisible({ timeout: 20_000 });
  const tile = page.getByTestId(`${from}-row`).locator(`[data-card="${card}"]`);
  // Each listed price is the price of the move that displaces that card.
  const listed = tile.locator("[data-displace][data-price]");
  expect(await listed.count()).toBeGreaterThan(0);
  expect(await expectTilePricesMatchMoves(page, table)).toBeGreaterThan(0);

  // Keyboard: the price is a focusable control; Enter opens the reasons, Enter closes them.
  const reasons = tile.getByTestId("price-reasons");
  await tile.locator("summary").focus();
  await page.keyboard.press("Enter");
  await expect(reasons).toBeVisible();
  await expect(reasons).toContainText(/printed: −\d+ displaces .* = \d+\srubles?\./);
  await page.keyboard.press("Enter");
  await expect(reasons).toBeHidden();

  // Touch on a phone: a tap opens them inside the screen, a second tap closes them.
  const phone = await browser.newContext({ storageState: await actor.context.storageState(), viewport: PHONE, hasTouch: true, isMobile: true });
  const mobile = await phone.newPage();
  await mobile.goto(`/games/${gameId}`);
  const small = mobile.getByTestId(`${from}-row`).locator(`[data-card="${card}"]`);
  await small.locator("summary").scrollIntoViewIfNeeded();
  await small.locator("summary").tap();
  await expect(small.getByTestId("price-reasons")).toBeVisible();
  const popup = await box(small.getByTestId("price-reasons"));
  expect(popup.x).toBeGreaterThanOrEqual(0);
  expect(popup.x + popup.width).toBeLessThanOrEqual(PHONE.width);
  expect(await horizontalOverflow(mobile)).toBe(0);
  await mobile.screenshot({ path: "test-results/table-360x740-trading-price.png" });
  await small.locator("summary").tap();
  await expect(small.getByTestId("price-reasons")).toBeHidden();
  await phone.close();
  for (const p of players) await p.context.close();
});

test("the table page raises no Content-Security-Policy issue, loading or taking a live update (issue 18)", async ({ browser }) => {
  test.setTimeout(120_000);
  const { gameId, players } = await startGame(browser, ["Csp", "Mover"]);
  const first = await tableOf(players[0].api, gameId);
  const mover = players.find((p) => p.seat === first.view.toAct[0])!;
  const watcher = players.find((p) => p !== mover)!;
  const issues: string[] = [];
  const cdp = await watcher.context.newCDPSession(watcher.page);
  cdp.on("Audits.issueAdded", ({ issue }) => {
    if (issue.code === "ContentSecurityPolicyIssue") issues.push(JSON.stringify(issue.details.contentSecurityPolicyIssueDetails));
  });
  await cdp.send("Audits.enable");
  watcher.page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) issues.push(message.text());
  });
  watcher.page.on("pageerror", (error) => issues.push(`page error: ${error.message}`));
  // The page's own report of each violation, also for one a script caught (zod's eval probe was one).
  await watcher.page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (e) => {
      const w = window as unknown as { __cspViolations?: string[] };
      (w.__cspViolations ??= []).push(`${e.violatedDirective} ${e.blockedURI}`);
    });
  });
  await watcher.page.goto(`/games/${gameId}`);
  await expect(watcher.page.getByTestId("game-table")).toBeVisible();
  // A move by the other player reaches the open page over its stream and is rendered there.
  const table = await tableOf(mover.api, gameId);
  const { seat: _seat, ...move } = table.legalMoves[0].move as { seat?: number };
  expect((await mover.api.post(`/api/games/${gameId}/moves`, { data: { seq: table.seq, move } })).ok()).toBe(true);
  await expect(watcher.page.getByTestId("log")).toContainText(mover.name, { timeout: 20_000 });
  await watcher.page.waitForLoadState("networkidle").catch(() => {});
  await watcher.page.waitForTimeout(1000); // issues are reported asynchronously by the browser
  issues.push(...(await watcher.page.evaluate(() => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? [])));
  expect(issues).toEqual([]);
  for (const p of players) await p.context.close();
});
