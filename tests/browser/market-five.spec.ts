// The second edition with the Market at five players, played through the page up to and through
// the first market scoring (rulings R16, R17, R20, R25, R39). The first worker phase (forced
// buying, R20) goes through the JSON API, the path the page's buttons use; every move of the
// market phase, a "?" symbol or an upkeep included, is clicked.
import { expect, test } from "@playwright/test";
import { moved, newPlayer, openTable, startGame, tableOf, type Table } from "./drive";

type MarketView = {
  players: { seat: number; points: number; tokens: string[]; marketSymbols: Record<string, number> | null }[];
  marketBoard: { valueTile: [number, number]; upkeep: number; symbolSupply: string[] } | null;
};
const marketOf = (table: Table) => table.view as unknown as MarketView;

/** Points the majorities pay with tile [first, second] (R17): nobody without a symbol scores. */
function majorityPoints(players: MarketView["players"], [first, second]: [number, number]): number[] {
  const gained = players.map(() => 0);
  for (const symbol of ["apple", "chicken", "fish", "grain", "vegetable"]) {
    const counts = players.map((p) => p.marketSymbols?.[symbol] ?? 0);
    const best = Math.max(...counts);
    if (best === 0) continue;
    const leaders = counts.flatMap((n, seat) => (n === best ? [seat] : []));
    for (const seat of leaders) gained[seat] += first;
    if (leaders.length > 1) continue;
    const next = Math.max(...counts.filter((n) => n < best));
    if (next <= 0) continue;
    counts.forEach((n, seat) => n === next && (gained[seat] += second));
  }
  return gained;
}

test("five players with the Market: the first market phase and its scoring through the page", async ({ browser }) => {
  test.setTimeout(600_000);
  // ruling R23: five players in the second edition only with the Market.
  const { gameId, players } = await startGame(browser, ["Mara", "Nils", "Olga", "Pavel", "Quinn"], { edition: "second", expansions: ["market"] });
  const bySeat = new Map(players.map((p) => [p.seat, p]));
  let table = await tableOf(players[0].api, gameId);
  // Ruling R25: five tokens, one each; 10 workers in the first worker phase.
  expect(marketOf(table).players.map((p) => p.tokens.length)).toEqual([1, 1, 1, 1, 1]);
  expect(table.view.upperRow).toHaveLength(10);

  // The first worker phase through the API: ruling R20, a turn is a buy while one can buy.
  while (table.view.phase === "worker" && table.status === "active") {
    const actor = bySeat.get(table.view.toAct[0])!;
    table = await tableOf(actor.api, gameId);
    if (table.view.step === "actions") expect(table.legalMoves.every((m) => m.move.type === "buy")).toBe(true);
    const posted = await actor.api.post(`/api/games/${gameId}/moves`, { data: { seq: table.seq, move: table.legalMoves[0].move } });
    expect(posted.ok(), await posted.text()).toBe(true);
    table = await tableOf(actor.api, gameId);
  }
  expect(table.view.phase).toBe("market");
  const before = marketOf(table).players.map((p) => p.points);

  // The market phase, clicked: each player buys one card, then passes; a decision is answered.
  const bought = new Set<number>();
  let sawMarketBoard = false;
  let last = table;
  while (table.view.phase === "market" && table.status === "active") {
    last = table;
    const actor = bySeat.get(table.view.toAct[0])!;
    await openTable(actor.page, gameId);
    if (!sawMarketBoard) {
      sawMarketBoard = true;
      const board = actor.page.getByTestId("market");
      await expect(board.getByTestId("value-tile")).toContainText("Value tile 1/0");
      await expect(board.getByTestId("market-track")).toHaveCount(5);
      for (const p of marketOf(table).players) {
        for (const [symbol, n] of Object.entries(p.marketSymbols ?? {})) {
          await expect(board.locator(`[data-testid="market-track"][data-seat="${p.seat}"] td[data-symbol="${symbol}"]`)).toHaveAttribute("data-count", String(n));
        }
      }
      await actor.page.screenshot({ path: "test-results/market-five-market-phase.png", fullPage: true });
    }
    const turn = actor.page.getByTestId("your-turn");
    const decision = turn.getByTestId("decision");
    const buy = actor.page.locator('button[data-move-type="buy"]').first();
    const pass = turn.getByRole("button", { name: "Pass", exact: true });
    if ((await decision.count()) > 0) {
      await decision.locator("button[data-move]").first().click();
    } else if (!bought.has(actor.seat) && (await buy.count()) > 0) {
      bought.add(actor.seat);
      await buy.click();
    } else {
      await pass.click();
    }
    table = await moved(actor, gameId, table.seq);
    await actor.page.goto("about:blank");
  }
  // Scored: yellow income, upkeep (none left unanswered), then the majorities of tile 1/0 (R16, R17).
  expect(table.view.phase).toBe("building");
  expect(table.view.round).toBe(1);
  const after = marketOf(table);
  const gained = after.players.map((p, seat) => p.points - before[seat]);
  expect(gained).toEqual(majorityPoints(after.players, [1, 0]));
  expect(bought.size).toBeGreaterThan(0);
  expect(last.view.phase).toBe("market");

  const viewer = bySeat.get(table.view.toAct[0])!;
  await viewer.page.goto(`/games/${gameId}`);
  await expect(viewer.page.getByTestId("log")).toContainText("Market majorities (value tile 1/0)");
  await expect(viewer.page.getByTestId("market").getByTestId("symbol-supply")).toContainText("tokens in the supply");
  await viewer.page.screenshot({ path: "test-results/market-five-after-scoring.png", fullPage: true });
});

test("the create form: the 2nd edition, the Market only with it, and five seats with the Market", async ({ browser }) => {
  const { page } = await newPlayer(browser, "Wanda");
  await page.goto("/games/new");
  await expect(page.locator("#expansion-market-help")).toContainText("2nd edition only");
  // Five players need New Society or the Market: disabled, with the reason in plain words.
  await expect(page.getByLabel("5 players")).toBeDisabled();
  await expect(page.getByTestId("seats-why")).toHaveText("Five players need New Society (1st edition) or the Market (2nd edition).");
  // The 2nd edition does not combine with New Society: disabled, with the reason.
  await page.getByLabel("2nd edition (2014)").check();
  await expect(page.getByLabel("New Society")).toBeDisabled();
  await expect(page.locator("#expansion-newSociety-why")).toHaveText("Only with the 1st edition.");
  await page.getByLabel("The Market").check();
  await page.getByLabel("5 players").check();
  await page.getByRole("button", { name: "Create game" }).click();
  await expect(page.getByTestId("waiting-room")).toBeVisible();
  await expect(page.getByTestId("expansions")).toContainText("The Market");
});
