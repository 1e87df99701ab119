// New Society at five players and The Banquet's action cards, played through the page. Moves that
// only bring a game to a position go through the JSON API (tests/browser/drive.ts); the moves
// under test are clicked.
import { expect, test } from "@playwright/test";
import { moved, openTable, startGame, tableOf, type Table } from "./drive";

type Tokens = { players: { seat: number; points: number; tokens: string[]; attachments: { card: string; on: string }[] }[] };
const viewOf = (table: Table) => table.view as unknown as Tokens;
const discSeatOf = (table: Table) => viewOf(table).players.find((p) => p.tokens.includes("disc"))!.seat;

test("five players with New Society: the disc holder's +2 shows, and round 1 is played through the page", async ({ browser }) => {
  test.setTimeout(300_000);
  // ruling R24: five players only with New Society; the disc holder scores 2 at the start of every round, round 1 included.
  const { gameId, players } = await startGame(browser, ["Anna", "Boris", "Clara", "Dima", "Eva"], { expansions: ["newSociety"] });
  expect(players).toHaveLength(5);
  const bySeat = new Map(players.map((p) => [p.seat, p]));
  let table = await tableOf(players[0].api, gameId);
  const disc = discSeatOf(table);
  const holder = bySeat.get(disc)!;
  await holder.page.goto(`/games/${gameId}`);
  const panel = holder.page.locator(`[data-testid="player"][data-seat="${disc}"]`);
  await expect(panel.getByTestId("tokens")).toContainText("holds the disc");
  await expect(panel.getByTestId("points")).toHaveText("2");
  await expect(holder.page.locator('[data-testid="player"]')).toHaveCount(5);
  await holder.page.screenshot({ path: "test-results/expansions-five-players-start.png", fullPage: true });
  await holder.page.goto("about:blank");

  const bought = new Set<string>();
  while (table.view.round === 1 && table.status === "active") {
    const actor = bySeat.get(table.view.toAct[0])!;
    await openTable(actor.page, gameId);
    const turn = actor.page.getByTestId("your-turn");
    const key = `${actor.seat}:${table.view.phase}`;
    const buy = actor.page.locator('button[data-move-type="buy"]').first();
    const pass = turn.getByRole("button", { name: "Pass", exact: true });
    if (!bought.has(key) && (await buy.count()) > 0) {
      bought.add(key);
      await buy.click();
    } else if ((await pass.count()) > 0) {
      await pass.click();
    } else {
      await turn.locator("button[data-move]").first().click();
    }
    table = await moved(actor, gameId, table.seq);
    await actor.page.goto("about:blank");
  }
  expect(table.view.round).toBe(2);
  // At the round's end every token, the disc included, moves two seats on (R24).
  const next = discSeatOf(table);
  expect(next).toBe((disc + 2) % 5);
  const nextHolder = bySeat.get(next)!;
  await nextHolder.page.goto(`/games/${gameId}`);
  const nextPanel = nextHolder.page.locator(`[data-testid="player"][data-seat="${next}"]`);
  await expect(nextPanel.getByTestId("tokens")).toContainText("holds the disc");
  await expect(nextPanel.getByTestId("points")).toHaveText(String(viewOf(table).players[next].points));
  await nextHolder.page.screenshot({ path: "test-results/expansions-five-players-round-2.png", fullPage: true });
});
