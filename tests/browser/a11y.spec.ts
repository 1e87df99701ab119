// Accessibility of every page, checked by axe (@axe-core/playwright): no serious or critical
// violations on the pages a player sees, signed out and in, before, during and after a game.
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { playUntil, startGame } from "./drive";

async function expectNoSeriousViolations(page: Page, what: string) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(" ")).slice(0, 3).join(" | ")}`);
  expect(serious, `${what}: ${page.url()}`).toEqual([]);
}

test("axe finds no serious violation on any page", async ({ browser }) => {
  test.setTimeout(300_000);
  const anonymous = await (await browser.newContext()).newPage();
  for (const path of ["/", "/signin"]) {
    await anonymous.goto(path);
    await expectNoSeriousViolations(anonymous, `signed out ${path}`);
  }

  const { gameId, players } = await startGame(browser, ["Vera", "Yuri"], { moveTimeLimitDays: 2 });
  const [vera, yuri] = players;
  const page = vera.page;
  for (const path of ["/", "/lobby", "/games/new", "/settings", "/settings/notifications", `/players/${encodeURIComponent(vera.name)}`]) {
    await page.goto(path);
    await expectNoSeriousViolations(page, path);
  }

  // A waiting room: a second table Vera opens for three.
  const open = await vera.api.post("/api/games", { data: { seats: 3 } });
  expect(open.status()).toBe(201);
  await page.goto(`/games/${((await open.json()) as { id: string }).id}`);
  await expect(page.getByTestId("waiting-room")).toBeVisible();
  await expectNoSeriousViolations(page, "waiting room");

  // The table, at a laptop's and a phone's width, with and without the move buttons.
  await playUntil(gameId, players, (t, actor) => actor === vera && t.view.round >= 2 && t.view.step === "actions");
  await page.goto(`/games/${gameId}`);
  await expect(page.getByTestId("your-turn")).toBeVisible();
  await expectNoSeriousViolations(page, "table, your turn");
  await yuri.page.setViewportSize({ width: 360, height: 740 });
  await yuri.page.goto(`/games/${gameId}`);
  await expect(yuri.page.getByTestId("game-table")).toBeVisible();
  await expectNoSeriousViolations(yuri.page, "table on a phone, not your turn");

  // Replay and result of the finished game.
  await playUntil(gameId, players, () => false);
  for (const path of [`/games/${gameId}`, `/games/${gameId}/replay?move=5`, `/games/${gameId}/result`]) {
    await page.goto(path);
    await expectNoSeriousViolations(page, path);
  }
  for (const p of players) await p.context.close();
});
