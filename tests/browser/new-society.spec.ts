// New Society's decisions through the page: a player answers a pending decision by clicking the
// decision panel (components/game/decision-panel.tsx), and the table and log show what it did.
import { expect, test, type Page } from "@playwright/test";
import { driver, moved, openTable, randomPolicy, startGame, type Policy, type Table } from "./drive";

/** The log line of move `seq`, found by its link to the replay. */
const logLine = (page: Page, seq: number) =>
  page.getByTestId("log").locator("> li").filter({ has: page.getByRole("link", { name: `Move ${seq} in the replay`, exact: true }) });

test("the Trading House decision, clicked: 3 rubles for 2 points right after building scoring", async ({ browser }) => {
  test.setTimeout(240_000);
  // A known deal (seed "ns-trading-11") and seeded moves that buy the Trading House whenever it is
  // offered: checked offline with the engine, someone owns it and can use it at the building
  // scoring of round 1, after 15 moves.
  const { gameId, players } = await startGame(browser, ["Olga", "Pavel"], { expansions: ["newSociety"] }, { seed: "ns-trading-11" });
  const buyTradingHouse: Policy = (moves, below) => {
    const buy = moves.find((m) => (m.move.type === "buy" || m.move.type === "play") && m.move.card === "trading-house");
    return buy ? buy.move : randomPolicy()(moves, below);
  };
  const usable = (t: Table) => t.legalMoves.find((m) => m.move.type === "tradingHouse" && m.move.use);
  const { table, actor } = await driver(gameId, players, { seed: 11, policy: buyTradingHouse }).until((t) => !!usable(t), 200);
  expect(table.status).toBe("active");
  expect(table.view.pendingDecision).toMatchObject({ kind: "tradingHouse", seat: actor.seat });
  const me = table.view.players[actor.seat];

  const page = actor.page;
  await openTable(page, gameId);
  const decision = page.getByTestId("decision");
  await expect(decision).toHaveAttribute("data-decision", "tradingHouse");
  await expect(decision).toContainText("Your Trading House: buy points with rubles, or let it be.");
  // Both answers are offered: use it, or the plain way (decline).
  await expect(decision.locator('button[data-move-type="tradingHouse"]')).toHaveCount(2);
  await expect(decision.getByRole("button", { name: "Do not use it" })).toBeVisible();
  await decision.getByRole("button", { name: /^Buy points for 3 rubles/ }).click();
  await moved(actor, gameId, table.seq);

  const panel = page.locator(`[data-testid="player"][data-seat="${actor.seat}"]`);
  await expect(panel.getByTestId("money")).toHaveText(`${me.money! - 3} rubles`);
  await expect(panel.getByTestId("points")).toHaveText(String(me.points + 2));
  await expect(decision).toHaveCount(0);
  await expect(logLine(page, table.seq + 1)).toContainText(`${me.name} paid 3 rubles for 2 points at the Trading House`);
  await page.screenshot({ path: "test-results/new-society-trading-house.png" });
  for (const p of players) await p.context.close();
});
