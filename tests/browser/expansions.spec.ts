// The expansions through the page: the create form (ruling R23) and The Banquet's action cards
// played by clicking (issue 11). Moves that only lead up to a position go through the JSON API
// (tests/browser/drive.ts); the moves under test are clicked.
import { expect, test, type Page } from "@playwright/test";
import type { CardId } from "../../lib/engine";
import { cardName } from "../../lib/words/card-names-en";
import { driver, moved, newPlayer, openTable, randomPolicy, startGame, tableOf, type Policy, type Table } from "./drive";

test("the create form offers The Banquet with a line on what it adds; 5 seats only with New Society", async ({ browser }) => {
  const { page } = await newPlayer(browser, "Vera");
  await page.goto("/games/new");
  await expect(page.locator("#expansion-banquet-help")).toContainText("Action cards");
  // ruling R23: five players with The Banquet alone is impossible, so disabled with the reason.
  await page.getByLabel("The Banquet").check();
  await expect(page.getByLabel("5 players")).toBeDisabled();
  await expect(page.getByTestId("seats-why")).toContainText("New Society");
  // Both expansions at five seats: the waiting room names them.
  await page.getByLabel("New Society").check();
  await page.getByLabel("5 players").check();
  await page.getByRole("button", { name: "Create game" }).click();
  await expect(page.getByTestId("waiting-room")).toBeVisible();
  await expect(page.getByTestId("expansions")).toContainText("New Society");
  await expect(page.getByTestId("expansions")).toContainText("The Banquet");
  await page.screenshot({ path: "test-results/expansions-waiting-room.png", fullPage: true });
});

const name = (card: string) => cardName(card as CardId);

/** The log line of move `seq`, found by its link to the replay. */
const logLine = (page: Page, seq: number) =>
  page.getByTestId("log").locator("> li").filter({ has: page.getByRole("link", { name: `Move ${seq} in the replay`, exact: true }) });

/** How many of `card` the viewer's hand shows: a tile, stacked "×N" when there are several. */
async function inHand(page: Page, card: string): Promise<number> {
  const tile = page.getByTestId("hand").locator(`[data-card="${card}"]`);
  if ((await tile.count()) === 0) return 0;
  const stack = tile.getByTestId("stack");
  return (await stack.count()) === 0 ? 1 : Number((await stack.innerText()).replace("×", ""));
}

test("The Banquet through the page: a Black Market, a Golden Donkey and a Jester played by clicking", async ({ browser }) => {
  test.setTimeout(360_000);
  // A known deal and seeded moves that take the three cards into hand whenever they are offered
  // and leave them for the page to play: each reaches a hand and can be played, on every run.
  const { gameId, players } = await startGame(browser, ["Lena", "Mark"], { expansions: ["banquet"] }, { seed: "banquet-2282" });
  const wanted = new Set(["golden-donkey", "jester", "black-market"]);
  const takeWanted: Policy = (moves, below) => {
    const allowed = moves.filter((m) => !(m.move.type === "action" && wanted.has(m.move.card!)));
    const take = allowed.find((m) => m.move.type === "take" && wanted.has(m.move.card!));
    return take ? take.move : randomPolicy()(allowed, below);
  };
  const usable = (t: Table) => (t.view.step === "actions" ? t.legalMoves.find((m) => m.move.type === "action" && wanted.has(m.move.card!)) : undefined);
  const drive = driver(gameId, players, { seed: 11, policy: takeWanted });
  const played: string[] = [];

  while (wanted.size > 0) {
    const { table, actor } = await drive.until((t) => !!usable(t), 400);
    expect(table.status, `still running with ${[...wanted].join(", ")} to play`).toBe("active");
    const { move } = usable(table)!;
    const card = move.card!;
    wanted.delete(card);
    played.push(card);
    const page = actor.page;
    await openTable(page, gameId);
    const me = table.view.players[actor.seat];
    const panel = page.locator(`[data-testid="player"][data-seat="${actor.seat}"]`);
    // An action card in hand looks different and says what it does.
    const tile = page.getByTestId("hand").locator(`[data-card="${card}"]`);
    await expect(tile.getByTestId("action-label")).toContainText("action");
    await expect(tile).toContainText(/Action: /);
    const seq = table.seq + 1;

    if (card === "golden-donkey") {
      await tile.getByRole("button", { name: "Play the Golden Donkey" }).click();
      await moved(actor, gameId, table.seq);
      // 5 rubles from the bank; the card goes to the discard pile.
      await expect(panel.getByTestId("money")).toHaveText(`${me.money! + 5} rubles`);
      await expect(tile).toHaveCount(0);
      await expect(page.getByText(/^Discard pile:/)).toContainText("Golden Donkey");
      await expect(logLine(page, seq)).toContainText("used the Golden Donkey and took 5 rubles");
    } else if (card === "jester") {
      // ruling R14: it lies on a card of the play area that prints both rubles and points.
      await tile.getByRole("button", { name: /Play: choose its target/ }).click();
      const target = name(move.target!);
      await page.getByRole("group", { name: /Play: choose its target/ }).getByRole("button").first().click();
      await moved(actor, gameId, table.seq);
      await expect(tile).toHaveCount(0);
      const attachment = page.getByTestId("main-column").getByTestId("attachment");
      await expect(attachment).toHaveText("+ Jester");
      await expect(attachment.locator("xpath=..")).toContainText(target);
      await expect(panel.getByTestId("money")).toHaveText(`${me.money} rubles`);
      await expect(logLine(page, seq)).toContainText(`put the Jester on`);
      await expect(logLine(page, seq)).toContainText(target);
    } else {
      // Black Market: pick a card from the discard pile, then buy it (no row discount, R3) or take it.
      const picked = move.pick!;
      const before = await inHand(page, picked);
      await tile.getByRole("button", { name: /Play: choose a card to pick/ }).click();
      await page.getByRole("group", { name: /Play: choose a card to pick/ }).getByRole("button").first().click();
      await moved(actor, gameId, table.seq);
      const decision = page.getByTestId("decision");
      await expect(decision).toHaveAttribute("data-decision", "drawn");
      await expect(decision).toContainText("Your Black Market picked this card from the discard pile");
      await expect(decision).toContainText(name(picked));
      await expect(logLine(page, seq)).toContainText(`used the Black Market and picked`);
      await expect(logLine(page, seq)).toContainText(name(picked));
      await expect(page.getByText(/^Discard pile:/)).toContainText("Black Market");
      const answer = decision.locator("button[data-move]").first();
      const into = (await answer.getAttribute("data-move-type")) === "take";
      await answer.click();
      await moved(actor, gameId, seq);
      // The picked card moved: into the hand (or the play area when bought).
      if (into) await expect.poll(() => inHand(page, picked)).toBe(before + 1);
      else await expect(page.getByTestId("main-column").getByTestId("play-area").filter({ hasText: me.name })).toContainText(name(picked));
      await expect(tile).toHaveCount(0);
    }
    await page.screenshot({ path: `test-results/banquet-${card}.png` });
    await page.goto("about:blank");
  }
  expect(played.sort()).toEqual(["black-market", "golden-donkey", "jester"]);
  // Used cards are discarded; the Jester waits on its card until that card scores (R14).
  const end = await tableOf(players[0].api, gameId);
  expect(end.view.discardPile).toEqual(expect.arrayContaining(["golden-donkey", "black-market"]));
  expect(end.view.discardPile).not.toContain("jester");
  expect(end.view.players.flatMap((p) => p.attachments ?? []).map((a) => a.card)).toEqual(["jester"]);
  for (const p of players) await p.context.close();
});
