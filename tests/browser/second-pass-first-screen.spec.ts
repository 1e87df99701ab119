// Issue 34, finding 4: after your move you see what the others did. At 1280×800 the first screen
// says what happened since your last move and marks the cards it named; the table of four players
// in round 5 is at most ~1.2 screens tall; "N new since your last visit" counts what came while
// you were away and does not grow while you sit on the page.
import { expect, test, type Page } from "@playwright/test";
import { buyingPolicy, driver, startGame, tableOf } from "./drive";

const DESKTOP = { width: 1280, height: 800 };

type Line = { seat: number | null; phrase: { key: string } };
/** Someone else bought a card since the player to act last moved (the table's log says so). */
function othersBoughtSince(table: { seat: number | null }): boolean {
  const log = (table as unknown as { log: Line[] }).log;
  const since = log.slice(log.map((l) => l.seat).lastIndexOf(table.seat) + 1);
  return since.some((l) => l.seat !== table.seat && /buy|bought/i.test(l.phrase.key));
}

async function newCount(page: Page): Promise<number> {
  const badge = page.getByTestId("log-new-count");
  if ((await badge.count()) === 0) return 0;
  return Number(/\d+/.exec(await badge.innerText())![0]);
}

test("four players in round 5: what happened since your last move on the first screen, the table at most 1.2 screens", async ({ browser }) => {
  test.setTimeout(420_000);
  const { gameId, players } = await startGame(browser, ["Anna", "Boris", "Clara", "Dmitri"], { moveTimeLimitDays: 3 }, { seed: "table-round5-0" });
  const { table, actor } = await driver(gameId, players, { policy: buyingPolicy }).until(
    (t) =>
      t.view.round >= 5 &&
      t.view.step === "actions" &&
      t.view.upperRow.length > 0 &&
      t.view.lowerRow.length > 0 &&
      t.legalMoves.filter((m) => m.move.type === "buy").length >= 2 &&
      // The others have moved since this player's last move (someone bought a card meanwhile).
      othersBoughtSince(t),
    1500,
  );
  expect(table.view.round).toBe(5);
  const page = actor.page;
  await page.setViewportSize(DESKTOP);
  await page.goto(`/games/${gameId}`);
  await expect(page.getByTestId("your-turn")).toBeVisible({ timeout: 20_000 });
  const since = page.getByTestId("since-your-move");
  await expect(since).toBeVisible();
  await expect(since).toContainText("Since your last move:");
  const box = (await since.boundingBox())!;
  const marked = await page.locator("[data-testid=table-play-areas] [data-changed]").count();
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  console.log(`[finding 4] since-your-move box from y=${Math.round(box.y)} to ${Math.round(box.y + box.height)} of 800; ${marked} cards marked as changed; page ${height} px = ${(height / 800).toFixed(2)} screens at 1280×800`);
  expect(box.y + box.height).toBeLessThanOrEqual(DESKTOP.height);
  expect(marked, "the cards the others' moves named are marked").toBeGreaterThan(0);
  for (const id of ["your-turn", "upper-row", "lower-row", "hand"]) {
    const b = (await page.getByTestId(id).boundingBox())!;
    expect(b.y + Math.min(b.height, 60), `${id} starts on the first screen`).toBeLessThanOrEqual(DESKTOP.height);
  }
  expect(height / DESKTOP.height, "the table is at most ~1.2 screens tall").toBeLessThanOrEqual(1.2);
});

test("'new since your last visit' counts what came while away, not what comes while the page is open", async ({ browser }) => {
  test.setTimeout(300_000);
  const { gameId, players } = await startGame(browser, ["Uma", "Vik"], {}, { seed: "second-pass-badge" });
  const [uma] = players;
  const drive = driver(gameId, players, { seed: 9 });
  // A first visit after the first moves (a table at its start has nothing to remember yet).
  await drive.until((t) => t.seq >= 2);
  await uma.page.goto(`/games/${gameId}`);
  await expect(uma.page.getByTestId("game-table")).toBeVisible({ timeout: 20_000 });
  // The page remembers what it showed once it runs (not from the server's HTML alone).
  await expect.poll(() => uma.page.evaluate((id) => localStorage.getItem(`neva:seen:${id}`), gameId), { timeout: 20_000 }).not.toBeNull();
  // Away: six moves are made (three of them by Vik).
  await uma.page.goto("about:blank");
  const start = (await tableOf(uma.api, gameId)).seq;
  await drive.until((t) => t.seq >= start + 6);
  await uma.page.goto(`/games/${gameId}`);
  await expect(uma.page.getByTestId("game-table")).toBeVisible({ timeout: 20_000 });
  await expect(uma.page.getByTestId("log-new-count")).toBeVisible();
  const away = await newCount(uma.page);
  // Sitting on the page: ten more moves arrive live; the count stays.
  const back = (await tableOf(uma.api, gameId)).seq;
  await drive.until((t) => t.seq >= back + 10);
  await expect(uma.page.getByTestId("game-table")).toHaveAttribute("data-seq", String((await tableOf(uma.api, gameId)).seq), { timeout: 20_000 });
  const after = await newCount(uma.page);
  console.log(`[finding 4] badge: ${away} new on return after 6 moves away; ${after} after 10 more moves arrived while on the page`);
  expect(away).toBeGreaterThan(0);
  expect(away).toBeLessThanOrEqual(6);
  expect(after).toBe(away);
});
