// Accessibility of every page, checked by axe (@axe-core/playwright): no serious or critical
// violations on the pages a player sees, signed out and in, before, during and after a game.
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { playUntil, startGame, tableOf } from "./drive";

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

// Issue 37: zero violations of the WCAG 2.2 AA rules (any impact), on every page in every
// language: signed out, signed in, the table mid-game with a decision open, with the talk and the
// summary open, on a phone's width too.
const WCAG_22_AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];
const LANGUAGES = ["en", "ru", "fr", "it", "ja"];

async function expectNoWcagViolations(page: Page, what: string) {
  const results = await new AxeBuilder({ page }).withTags(WCAG_22_AA).analyze();
  const found = results.violations.map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(" ")).slice(0, 3).join(" | ")}`);
  expect(found, `${what}: ${page.url()}`).toEqual([]);
}

/** The footer's language picker (a signed-in reader's choice is stored on their row). */
async function chooseLanguage(page: Page, code: string) {
  const picker = page.getByTestId("language-picker").last();
  await picker.locator("select").selectOption(code);
  await picker.getByRole("button").click();
  await expect(page.locator("html")).toHaveAttribute("lang", code);
}

test("axe: zero WCAG 2.2 AA violations on every page in every language, the table with a decision, the talk and the summary open", async ({ browser }) => {
  test.setTimeout(1_200_000);
  const anonymous = await (await browser.newContext()).newPage();
  for (const code of LANGUAGES) {
    await anonymous.goto("/signin");
    if (code !== "en") await chooseLanguage(anonymous, code);
    for (const path of ["/", "/signin", "/help/keyboard", "/cards"]) {
      await anonymous.goto(path);
      await expectNoWcagViolations(anonymous, `${code} signed out ${path}`);
    }
    if (code !== "en") await chooseLanguage(anonymous, "en");
  }

  // The Market (2nd edition): a market card bought asks for its symbol, a decision on the table.
  const { gameId, players } = await startGame(browser, ["Lena", "Oleg"], { edition: "second", expansions: ["market"] }, { seed: "a11y-decision" });
  await playUntil(gameId, players, (t) => t.view.pendingDecision !== null);
  const table = await tableOf(players[0].api, gameId);
  expect(table.view.pendingDecision, "a decision is open").not.toBeNull();
  const decider = players.find((p) => p.seat === table.view.pendingDecision!.seat)!;
  const page = decider.page;
  for (const code of LANGUAGES) {
    await page.goto("/settings");
    if (code !== "en") await chooseLanguage(page, code);
    for (const path of ["/", "/lobby", "/games/new", "/settings", "/help/keyboard", `/players/${encodeURIComponent(decider.name)}`]) {
      await page.goto(path);
      await expectNoWcagViolations(page, `${code} ${path}`);
    }
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`/games/${gameId}`);
    await expect(page.getByTestId("your-turn")).toBeVisible();
    await expectNoWcagViolations(page, `${code} table with a decision open`);
    if ((await page.getByTestId("chat-toggle").getAttribute("aria-expanded")) === "false") await page.getByTestId("chat-toggle").click();
    await expect(page.getByTestId("chat-toggle")).toHaveAttribute("aria-expanded", "true");
    await page.getByTestId("summary-button").click();
    await expect(page.getByTestId("table-summary")).toBeVisible();
    await expectNoWcagViolations(page, `${code} table with the talk and the summary open`);
    await page.setViewportSize({ width: 360, height: 740 });
    await expectNoWcagViolations(page, `${code} table on a phone`);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`/games/${gameId}/replay?move=3`);
    await expectNoWcagViolations(page, `${code} replay`);
  }
  await page.goto("/settings");
  await chooseLanguage(page, "en");
  for (const p of players) await p.context.close();
});
