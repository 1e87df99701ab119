// New Society's decisions through the page: a player answers a pending decision by clicking the
// decision panel (components/game/decision-panel.tsx), and the table and log show what it did.
import { expect, test, type Page } from "@playwright/test";
import type { CardId } from "../../lib/engine";
import { cardName } from "../../lib/words/card-names-en";
import { driver, moved, openTable, randomPolicy, startGame, type Policy, type Table } from "./drive";

const name = (card: string) => cardName(card as CardId);

/** Seeded moves that buy `card` whenever it is offered, otherwise random ones. */
const buying =
  (card: string): Policy =>
  (moves, below) => {
    const buy = moves.find((m) => (m.move.type === "buy" || m.move.type === "play") && m.move.card === card);
    return buy ? buy.move : randomPolicy()(moves, below);
  };

/** How many of `card` the viewer's hand shows: a tile, stacked "×N" when there are several. */
async function inHand(page: Page, card: string): Promise<number> {
  const tile = page.getByTestId("hand").locator(`[data-card="${card}"]`);
  if ((await tile.count()) === 0) return 0;
  const stack = tile.getByTestId("stack");
  return (await stack.count()) === 0 ? 1 : Number((await stack.innerText()).replace("×", ""));
}

/** The log line of move `seq`, found by its link to the replay. */
const logLine = (page: Page, seq: number) =>
  page.getByTestId("log").locator("> li").filter({ has: page.getByRole("link", { name: `Move ${seq} in the replay`, exact: true }) });

test("the Trading House decision, clicked: 3 rubles for 2 points right after building scoring", async ({ browser }) => {
  test.setTimeout(240_000);
  // A known deal (seed "ns-trading-11") and seeded moves that buy the Trading House whenever it is
  // offered: checked offline with the engine, someone owns it and can use it at the building
  // scoring of round 1, after 15 moves.
  const { gameId, players } = await startGame(browser, ["Olga", "Pavel"], { expansions: ["newSociety"] }, { seed: "ns-trading-11" });
  const usable = (t: Table) => t.legalMoves.find((m) => m.move.type === "tradingHouse" && m.move.use);
  const { table, actor } = await driver(gameId, players, { seed: 11, policy: buying("trading-house") }).until((t) => !!usable(t), 200);
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

test("the Guild Hall split, chosen in the decision panel: 2 rubles and 2 points at building scoring", async ({ browser }) => {
  test.setTimeout(240_000);
  // Seed "ns-guild-hall-3" and seeded moves that buy the Guild Hall whenever offered: checked
  // offline, its owner splits its income at the building scoring of round 2, after 44 moves; the
  // split is the last income of that scoring, so money and points change by the split alone.
  const { gameId, players } = await startGame(browser, ["Vera", "Yakov"], { expansions: ["newSociety"] }, { seed: "ns-guild-hall-3" });
  const splitting = (t: Table) => t.legalMoves.some((m) => m.move.type === "guildHall");
  const { table, actor } = await driver(gameId, players, { seed: 11, policy: buying("guild-hall") }).until(splitting, 200);
  expect(table.view.pendingDecision).toMatchObject({ kind: "guildHall", seat: actor.seat });
  const me = table.view.players[actor.seat];

  const page = actor.page;
  await openTable(page, gameId);
  const decision = page.getByTestId("decision");
  await expect(decision).toHaveAttribute("data-decision", "guildHall");
  await expect(decision).toContainText("Your Guild Hall: split its income between rubles and points.");
  await decision.getByRole("button", { name: /^Guild Hall: choose the split/ }).click();
  const split = decision.getByRole("group", { name: /^Guild Hall: choose the split/ });
  // Every split of its 4 from 4/0 to 0/4.
  await expect(split.locator('button[data-move-type="guildHall"]')).toHaveCount(5);
  await split.getByRole("button", { name: /^2 rubles, the rest as points/ }).click();
  await moved(actor, gameId, table.seq);

  const panel = page.locator(`[data-testid="player"][data-seat="${actor.seat}"]`);
  await expect(panel.getByTestId("money")).toHaveText(`${me.money! + 2} rubles`);
  await expect(panel.getByTestId("points")).toHaveText(String(me.points + 2));
  await expect(decision).toHaveCount(0);
  await expect(logLine(page, table.seq + 1)).toContainText(`${me.name} took 2 rubles and 2 points from the Guild Hall`);
  await page.screenshot({ path: "test-results/new-society-guild-hall.png" });
  for (const p of players) await p.context.close();
});

test("a Sycophant released by clicking, at the Yucata timing (ruling R27)", async ({ browser }) => {
  test.setTimeout(240_000);
  // Seed "ns-sycophant-4" and seeded moves that buy a Sycophant whenever offered: checked offline,
  // its owner may release it in the aristocrat phase of round 1, after 16 moves.
  const { gameId, players } = await startGame(browser, ["Raisa", "Semyon"], { expansions: ["newSociety"], variants: { pubDuringBuildingPhase: true } }, { seed: "ns-sycophant-4" });
  const releasable = (t: Table) => t.legalMoves.some((m) => m.move.type === "releaseSycophant");
  const { table, actor } = await driver(gameId, players, { seed: 11, policy: buying("sycophant") }).until(releasable, 200);
  expect(table.view.phase).toBe("aristocrat");
  const me = table.view.players[actor.seat];
  const owned = (t: Table) => t.view.players[actor.seat].playArea.filter((p) => p.card === "sycophant").length;
  const before = owned(table);
  expect(before).toBeGreaterThan(0);

  const page = actor.page;
  await openTable(page, gameId);
  const area = page.locator(`[data-testid="play-area-of"][data-seat="${actor.seat}"]`);
  await expect(area).toContainText("Sycophant");
  await page.getByTestId("card-uses").getByRole("group", { name: "Sycophant" }).getByRole("button", { name: "Release a Sycophant" }).click();
  const after = await moved(actor, gameId, table.seq);

  // The card left the play area for the discard pile; releasing costs nothing.
  expect(owned(after)).toBe(before - 1);
  expect(after.view.discardPile).toContain("sycophant");
  if (before === 1) await expect(area).not.toContainText("Sycophant");
  await expect(page.getByText(/^Discard pile:/)).toContainText("Sycophant");
  await expect(page.locator(`[data-testid="player"][data-seat="${actor.seat}"]`).getByTestId("money")).toHaveText(`${me.money} rubles`);
  await expect(logLine(page, table.seq + 1)).toContainText(`${me.name} released a Sycophant`);
  await page.screenshot({ path: "test-results/new-society-sycophant.png" });
  for (const p of players) await p.context.close();
});

test("the Debtor's Prison picks a card from the discard pile, then its owner buys or takes it", async ({ browser }) => {
  test.setTimeout(240_000);
  // Seed "ns-debtors-prison-28" and seeded moves that buy the Debtor's Prison whenever offered:
  // checked offline, its owner may use it in the building phase of round 2, after 33 moves, and
  // may then take the picked card into hand (not only discard it again).
  const { gameId, players } = await startGame(browser, ["Tamara", "Ulyan"], { expansions: ["newSociety"] }, { seed: "ns-debtors-prison-28" });
  const usable = (t: Table) => t.legalMoves.find((m) => m.move.type === "debtorsPrison");
  const { table, actor } = await driver(gameId, players, { seed: 11, policy: buying("debtors-prison") }).until((t) => !!usable(t), 200);
  const picked = usable(table)!.move.card!;
  expect(table.view.discardPile).toContain(picked);
  const me = table.view.players[actor.seat];

  const page = actor.page;
  await openTable(page, gameId);
  const uses = page.getByTestId("card-uses");
  await uses.getByRole("button", { name: /^Debtor's Prison: pick a card from the discard pile/ }).click();
  await uses.getByRole("group", { name: /^Debtor's Prison: pick a card/ }).getByRole("button", { name: new RegExp(`^Pick the ${name(picked)} from the discard pile`) }).click();
  await moved(actor, gameId, table.seq);

  const decision = page.getByTestId("decision");
  await expect(decision).toHaveAttribute("data-decision", "drawn");
  await expect(decision).toContainText("Your Debtor's Prison picked this card from the discard pile");
  await expect(decision).toContainText(name(picked));
  await expect(logLine(page, table.seq + 1)).toContainText(`${me.name} used the Debtor's Prison and picked`);
  await expect(logLine(page, table.seq + 1)).toContainText(name(picked));
  const answer = decision.locator('button[data-move-type="buy"], button[data-move-type="take"]').first();
  const type = await answer.getAttribute("data-move-type");
  const held = await inHand(page, picked);
  await answer.click();
  const after = await moved(actor, gameId, table.seq + 1);

  await expect(logLine(page, table.seq + 2)).toContainText(name(picked));
  // The picked card left the discard pile for the hand (taken) or the play area (bought).
  expect(after.view.discardPile).not.toContain(picked);
  await expect(decision).toHaveCount(0);
  if (type === "take") await expect.poll(() => inHand(page, picked)).toBe(held + 1);
  else await expect(page.locator(`[data-testid="play-area-of"][data-seat="${actor.seat}"]`)).toContainText(name(picked));
  await page.screenshot({ path: "test-results/new-society-debtors-prison.png" });
  for (const p of players) await p.context.close();
});
