// A newcomer's first game (issue 27, the table's half): two players, one on a 1280×800 window and
// one on a 360×740 phone, play the first two rounds by clicking only. On every turn: each card of
// the rows and the hand that offers no move says why on the card, the turn box says why when only
// passing is left, every forecast is a whole number, the phone shows every player's cards in play
// without a tap, an open price breakdown covers no button and closes on Escape and on a press
// elsewhere. A stale second tab is told it was its own move, not "Alice moved meanwhile". No
// console error anywhere. Then the table in the pseudo-locale: every text from the catalogue.
import { expect, test, type Page } from "@playwright/test";
import { allCardIds } from "../../lib/engine/catalogue";
import { cardNameIn } from "../../lib/words/card-names-en";
import { PSEUDO_MARKS } from "../../lib/i18n/pseudo";
import { startGame, tableOf, type Seated, type Table } from "./drive";

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 360, height: 740 };

/** Console errors and uncaught exceptions of a page, collected for the end of the test. */
function watchErrors(page: Page, who: string, errors: string[]): void {
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(`${who}: ${message.text()}`);
  });
  page.on("pageerror", (error) => errors.push(`${who}: ${error.message}`));
}

/** The page shows the table at `seq` (its own stream brought it). */
async function showsSeq(page: Page, seq: number): Promise<void> {
  await expect(page.getByTestId("game-table")).toHaveAttribute("data-seq", String(seq), { timeout: 20_000 });
}

/** Every tile of the rows and the hand without a move button says why; a dear one names price and money. */
async function expectReasonsOnCards(page: Page, table: Table): Promise<number> {
  // A pending decision (the Pub, a drawn card) is answered in the turn box, not on the rows' cards.
  if (table.view.step !== "actions") return 0;
  const money = table.view.players[table.seat!].money!;
  const tiles = await page.locator("[data-testid=upper-row] [data-card], [data-testid=lower-row] [data-card], [data-testid=hand] [data-card]").evaluateAll((els) =>
    els.map((el) => ({
      card: el.getAttribute("data-card")!,
      price: el.hasAttribute("data-price") ? Number(el.getAttribute("data-price")) : null,
      moves: [...el.querySelectorAll("[data-move-type]")].map((b) => b.getAttribute("data-move-type")!),
      choosers: el.querySelectorAll("[data-chooser]").length,
      why: (el.querySelector("[data-testid=why-not]") as HTMLElement | null)?.innerText.trim() ?? "",
    })),
  );
  let said = 0;
  for (const tile of tiles) {
    if (tile.moves.length === 0 && tile.choosers === 0) {
      expect(tile.why, `${tile.card} offers no move and must say why`).not.toBe("");
      said++;
    }
    const acquirable = tile.moves.includes("buy") || tile.moves.includes("play") || tile.choosers > 0;
    if (tile.price !== null && tile.price > money && !acquirable) {
      expect(tile.why, `${tile.card} is dear`).toContain(`Costs ${tile.price}, you have ${money}`);
      said++;
    }
  }
  const onlyPass = table.legalMoves.every((m) => m.move.type === "pass");
  if (onlyPass) await expect(page.getByTestId("only-pass")).toContainText("Only passing is left");
  return said;
}

/** Every number of every player's forecast (income per phase, the end estimate) is whole. */
async function expectWholeForecasts(page: Page): Promise<void> {
  const texts = await page.locator("[data-testid=income], [data-testid=estimate]").allInnerTexts();
  expect(texts.length).toBeGreaterThan(0);
  for (const text of texts) expect(text, "no fractions in a forecast").not.toMatch(/\d[.,]\d/);
  const spans = await page.locator("[data-rubles], [data-points], [data-total]").evaluateAll((els) =>
    els.flatMap((el) => [el.getAttribute("data-rubles"), el.getAttribute("data-points"), el.getAttribute("data-total")].filter((v): v is string => v !== null)),
  );
  for (const value of spans) for (const n of value.split("..")) expect(Number.isInteger(Number(n)), value).toBe(true);
}

/** On the phone every player's cards in play are on the page, visible, with each card named. */
async function expectPlayAreasReadable(page: Page, table: Table): Promise<void> {
  const areas = page.getByTestId("play-area-of");
  await expect(areas).toHaveCount(table.view.players.length);
  for (const player of table.view.players) {
    const area = page.locator(`[data-testid=play-area-of][data-seat="${player.seat}"]`);
    await expect(area).toBeVisible();
    // Not inside a closed disclosure, and wide enough to read.
    expect(await area.evaluate((el) => !el.closest("details:not([open])"))).toBe(true);
    const box = (await area.boundingBox())!;
    expect(box.width).toBeGreaterThan(250);
    for (const played of player.playArea) await expect(area).toContainText(cardNameIn(played.card, "first"));
  }
}

/** Open a price breakdown: no button under it (elementFromPoint at each button's centre), then Escape and a press elsewhere close it. */
async function expectBreakdownCoversNothing(page: Page, touch: boolean): Promise<boolean> {
  const tile = page.locator("[data-testid=upper-row] [data-card], [data-testid=lower-row] [data-card]").filter({ has: page.locator("summary") }).filter({ has: page.locator("[data-move]") }).first();
  if ((await tile.count()) === 0) return false;
  const summary = tile.locator("summary").first();
  await summary.scrollIntoViewIfNeeded();
  if (touch) await summary.tap();
  else await summary.click();
  const reasons = tile.getByTestId("price-reasons").first();
  await expect(reasons).toBeVisible();
  const covered = await page.evaluate(() => {
    const out: string[] = [];
    for (const button of document.querySelectorAll<HTMLElement>("button, summary, a")) {
      const r = button.getBoundingClientRect();
      if (r.width === 0 || r.height === 0 || r.bottom < 0 || r.top > innerHeight || r.right < 0 || r.left > innerWidth) continue;
      const x = Math.min(Math.max(r.left + r.width / 2, 0), innerWidth - 1);
      const y = Math.min(Math.max(r.top + r.height / 2, 0), innerHeight - 1);
      const hit = document.elementFromPoint(x, y);
      if (hit && !button.contains(hit) && hit.closest("[data-testid=price-reasons]")) out.push(button.innerText || button.outerHTML.slice(0, 80));
    }
    return out;
  });
  expect(covered, "buttons under the open price breakdown").toEqual([]);
  await page.keyboard.press("Escape");
  await expect(reasons).toBeHidden();
  if (touch) await summary.tap();
  else await summary.click();
  await expect(reasons).toBeVisible();
  // A press elsewhere: the table's status line.
  if (touch) await page.getByTestId("round").tap();
  else await page.getByTestId("round").click();
  await expect(reasons).toBeHidden();
  return true;
}

/** Clicks one move as a newcomer would: buy, else take, else play, else any card use, else pass. */
async function clickAMove(page: Page): Promise<void> {
  for (const type of ["buy", "take", "play", "action", "discard", "observatory", "pub", "symbol", "guildHall", "tradingHouse", "upkeep"]) {
    const button = page.locator(`[data-move-type="${type}"]:visible`).first();
    if ((await button.count()) > 0) {
      await button.scrollIntoViewIfNeeded();
      await button.click();
      return;
    }
  }
  const chooser = page.locator("[data-chooser]:visible").first();
  if ((await chooser.count()) > 0) {
    await chooser.click();
    await page.locator('[role=group] [data-move]:visible').first().click();
    return;
  }
  await page.locator('[data-move-type="pass"]:visible').first().click();
}

test("a newcomer's first two rounds by clicks, on a laptop and a phone", async ({ browser }) => {
  test.setTimeout(600_000);
  const errors: string[] = [];
  const { gameId, players } = await startGame(browser, ["Alice", "Boris"], {}, { seed: "first-game-0" });
  const [alice, boris] = players;
  // Alice on a laptop window; Boris on a touch phone with his own session.
  await alice.page.setViewportSize(DESKTOP);
  const phone = await browser.newContext({ storageState: await boris.context.storageState(), viewport: PHONE, hasTouch: true, isMobile: true });
  const bPage = await phone.newPage();
  const pageOf = new Map<number, { page: Page; touch: boolean; who: Seated }>([
    [alice.seat, { page: alice.page, touch: false, who: alice }],
    [boris.seat, { page: bPage, touch: true, who: boris }],
  ]);
  watchErrors(alice.page, "laptop", errors);
  watchErrors(bPage, "phone", errors);
  await alice.page.goto(`/games/${gameId}`);
  await bPage.goto(`/games/${gameId}`);
  await expect(alice.page.getByTestId("game-table")).toBeVisible({ timeout: 20_000 });
  await expect(bPage.getByTestId("game-table")).toBeVisible({ timeout: 20_000 });

  let moves = 0;
  let reasons = 0;
  const breakdownChecked = new Set<boolean>();
  let phoneAreasChecked = 0;
  for (;;) {
    const any = await tableOf(alice.api, gameId);
    if (any.status === "finished" || any.view.round > 2) break;
    const seat = any.view.toAct[0];
    const { page, touch, who } = pageOf.get(seat)!;
    const table = await tableOf(who.api, gameId);
    await showsSeq(page, table.seq);
    await showsSeq(bPage, table.seq);
    await expect(page.getByTestId("your-turn")).toBeVisible();
    reasons += await expectReasonsOnCards(page, table);
    await expectWholeForecasts(page);
    // The phone shows both play areas whoever acts (checked as the play areas fill).
    if (moves % 4 === 0) {
      await expectPlayAreasReadable(bPage, await tableOf(boris.api, gameId));
      phoneAreasChecked++;
    }
    if (!breakdownChecked.has(touch) && table.view.pendingDecision === null) {
      if (await expectBreakdownCoversNothing(page, touch)) breakdownChecked.add(touch);
    }
    await clickAMove(page);
    await showsSeq(page, table.seq + 1);
    moves++;
    expect(moves, "two rounds take fewer than 120 moves").toBeLessThan(120);
  }
  console.log(`[first-game] ${moves} clicked moves, ${reasons} reasons checked on cards, phone play areas checked ${phoneAreasChecked} times`);
  expect(moves).toBeGreaterThan(10);
  expect(reasons, "some card said why it offered no move").toBeGreaterThan(0);
  expect([...breakdownChecked].sort(), "the breakdown was checked on the laptop and the phone").toEqual([false, true]);
  await expectPlayAreasReadable(bPage, await tableOf(boris.api, gameId));
  await bPage.screenshot({ path: "test-results/first-game-360-round3.png", fullPage: true });

  // A stale second tab of the player to act: her own move from the first tab is called hers.
  const now = await tableOf(alice.api, gameId);
  if (now.status !== "finished") {
    const actor = pageOf.get(now.view.toAct[0])!.who;
    const first = actor === alice ? alice.page : bPage;
    const second = await (actor === alice ? alice.context : phone).newPage();
    // The second tab hears nothing of the game while it is stale (no stream, no polling).
    await second.route(`**/api/games/${gameId}/stream**`, (route) => route.abort());
    await second.route((url) => url.pathname === `/api/games/${gameId}` && url.searchParams.has("since"), (route) => route.abort());
    await second.goto(`/games/${gameId}`);
    await expect(second.getByTestId("your-turn")).toBeVisible({ timeout: 20_000 });
    await clickAMove(first);
    await moved(actor, gameId, now.seq);
    await second.locator('[data-move-type="pass"]').first().click();
    const notice = second.getByTestId("notice");
    await expect(notice).toContainText("You moved meanwhile in another tab");
    await expect(notice).not.toContainText(actor.name);
    await second.close();
  }

  // The pseudo-locale: every text of the running table comes from the catalogue (names of
  // people and cards, and the cards' rule text, are not the catalogue's).
  await alice.context.addCookies([{ name: "neva-locale", value: "en-XA", url: test.info().project.use.baseURL! }]);
  await alice.page.goto(`/games/${gameId}`);
  await expect(alice.page.locator("html")).toHaveAttribute("lang", "en-XA");
  await expect(alice.page.getByTestId("game-table")).toBeVisible();
  const names = [alice.name, boris.name, "Neva", ...allCardIds().flatMap((id) => [cardNameIn(id, "first"), cardNameIn(id, "second")])].sort((a, b) => b.length - a.length);
  const untranslated = await alice.page.evaluate(
    ({ marks, names }) => {
      const out: string[] = [];
      const walker = document.createTreeWalker(document.querySelector("[data-testid=game-table]")!, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement!;
        if (parent.closest('script, style, [translate="no"], [data-ability], [data-testid=full-text]')) continue;
        if (!parent.checkVisibility() && !parent.closest(".sr-only")) continue;
        let text = node.textContent ?? "";
        for (const name of names) text = text.split(name).join("");
        if (!/\p{L}{2,}/u.test(text)) continue;
        if (![...text].some((ch) => marks.includes(ch))) out.push(text.trim());
      }
      return out;
    },
    { marks: [...PSEUDO_MARKS], names },
  );
  expect(untranslated, "table texts not from the catalogue").toEqual([]);

  expect(errors, "console errors").toEqual([]);
  await phone.close();
  for (const p of players) await p.context.close();
});

/** Waits until the server has a move past `seq`. */
async function moved(player: Seated, gameId: string, seq: number): Promise<void> {
  await expect.poll(async () => (await tableOf(player.api, gameId)).seq, { timeout: 20_000 }).toBeGreaterThan(seq);
}
