// Issue 37: a whole game by keyboard, as a screen-reader user plays it. Sign in, open a practice
// table against a bot on the new-game form, play it to the end and read the result, with
// page.keyboard alone (no click, tap or mouse): controls are found in the accessibility tree by
// role and name, reached with Tab or the table's single-key shortcuts, pressed with Enter or
// Space. The polite live region must have said every move the bot made while the page was open.
// The player's rule is simple so the game ends within minutes: buy the first card a plain "Buy"
// offers, otherwise pass; a decision takes its first choice.
import { expect, test, type Locator, type Page } from "@playwright/test";
import { magicLink, uniqueEmail, uniqueName } from "./helpers";
import { tableOf } from "./drive";

/** Presses Tab (or Shift+Tab) until `target` has the focus: how a keyboard user reaches a control. */
async function tabTo(page: Page, target: Locator, { back = false, max = 150 } = {}): Promise<void> {
  const handle = await target.elementHandle({ timeout: 10_000 });
  if (!handle) throw new Error("no such control");
  for (let i = 0; i < max; i++) {
    if (await handle.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press(back ? "Shift+Tab" : "Tab");
  }
  throw new Error(`${max} presses of Tab did not reach ${target}`);
}

/** The name of the focused element as a screen reader would say it first (its label or text). */
async function focusedName(page: Page): Promise<string> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    return el ? (el.getAttribute("aria-label") ?? el.innerText ?? "").trim() : "";
  });
}

async function signInByKeyboard(page: Page, email: string, name: string): Promise<void> {
  const since = Date.now() - 1000;
  await page.goto("/signin");
  await tabTo(page, page.getByLabel("Email address"));
  await page.keyboard.type(email);
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { name: "Check your mail" })).toBeVisible({ timeout: 20_000 });
  await page.goto(await magicLink(email, since));
  await page.waitForURL((url) => url.pathname === "/welcome" || url.pathname === "/");
  if (new URL(page.url()).pathname === "/welcome") {
    await tabTo(page, page.getByLabel("Display name"));
    await page.keyboard.type(name);
    await page.keyboard.press("Enter");
    await page.waitForURL((url) => url.pathname !== "/welcome");
  }
  await expect(page.getByTestId("current-user")).toHaveText(name, { timeout: 20_000 });
}

const seqOf = async (page: Page) => Number(await page.getByTestId("game-table").getAttribute("data-seq"));

/** Waits until the table asks this player for a move (true) or the game is over (false). */
async function myTurnOrEnd(page: Page): Promise<boolean> {
  await page.waitForFunction(
    () => {
      const table = document.querySelector<HTMLElement>("[data-testid=game-table]");
      if (table?.dataset.status === "finished") return true;
      const turn = document.querySelector("[data-testid=your-turn]");
      return !!turn && [...document.querySelectorAll<HTMLButtonElement>("[data-move]")].some((b) => !b.disabled);
    },
    undefined,
    { timeout: 60_000 },
  );
  return (await page.getByTestId("game-table").getAttribute("data-status")) !== "finished";
}

test("a whole practice game against a bot by keyboard alone, every bot move said in the live region", async ({ browser }) => {
  test.setTimeout(900_000);
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const name = uniqueName("Keys");
  await signInByKeyboard(page, uniqueEmail("keys"), name);

  // A practice table: two seats (the form's default), one bot, created from the form by keyboard.
  await page.goto("/games/new");
  await expect(page.getByRole("radio", { name: "2 players" })).toBeChecked();
  await tabTo(page, page.getByLabel("Bots", { exact: true }));
  await page.keyboard.press("ArrowDown");
  await expect(page.getByLabel("Bots", { exact: true })).toHaveValue("1");
  await tabTo(page, page.getByRole("button", { name: "Create game" }));
  await page.keyboard.press("Enter");
  await page.waitForURL((url) => /^\/games\/[^/]+$/.test(url.pathname) && url.pathname !== "/games/new", { timeout: 30_000 });
  const gameId = new URL(page.url()).pathname.split("/").pop()!;
  await expect(page.getByTestId("game-table")).toBeVisible();
  const openedAt = await seqOf(page);
  const first = (await tableOf(page.request, gameId)) as unknown as { seat: number; botSeats: number[] };
  expect(first.botSeats).toHaveLength(1);

  // The summary by its key: a region that takes the focus and names the round.
  await page.keyboard.press("s");
  await expect(page.getByRole("region", { name: "The table in words" })).toBeFocused();
  await expect(page.getByTestId("table-summary")).toContainText("Round 1");
  await page.keyboard.press("Escape");
  await expect(page.getByTestId("table-summary")).toHaveCount(0);

  let moves = 0;
  const buy = page.getByRole("button", { name: /^(Buy for \d+\srubles?|Play from hand for \d+\srubles?) \(/ });
  while (await myTurnOrEnd(page)) {
    const before = await seqOf(page);
    // From the top of the table: T puts the focus on the first move offered.
    await page.keyboard.press("t");
    const decision = (await page.getByTestId("decision").count()) > 0 || (await page.getByRole("group", { name: "Pub points", exact: true }).count()) > 0;
    const plainPass = page.getByRole("button", { name: "Pass", exact: true });
    if (!decision && (await buy.count()) > 0) {
      await tabTo(page, buy.first());
      expect(await focusedName(page)).toMatch(/^(Buy|Play)/);
    } else if (!decision && (await plainPass.count()) > 0) {
      await page.keyboard.press("p");
      await expect(plainPass).toBeFocused();
    } else if ((await page.evaluate(() => document.activeElement?.getAttribute("aria-expanded"))) === "false") {
      // A chooser (a choice of several): open it, then its first choice.
      await page.keyboard.press("Enter");
      await page.keyboard.press("Tab");
    }
    await page.keyboard.press("Enter");
    await expect.poll(async () => (await seqOf(page)) > before || (await page.getByTestId("notice").count()) > 0, { timeout: 30_000 }).toBe(true);
    moves++;
    expect(moves, "the game ends").toBeLessThan(400);
  }
  await expect(page.getByRole("heading", { name: "Final scores" })).toBeVisible();

  // Every move of the bot since the page opened was said in the live region, each once, in order.
  const end = (await tableOf(page.request, gameId)) as unknown as { log: { seq: number; seat: number | null }[] };
  const botSeat = first.botSeats[0];
  const botMoves = end.log.filter((line) => line.seat === botSeat && line.seq > openedAt).map((line) => line.seq);
  expect(botMoves.length).toBeGreaterThan(10);
  const announcer = page.getByRole("log", { name: "What happens at the table" });
  const said = await announcer.locator("p[data-seq]").evaluateAll((ps) => ps.map((p) => ({ seq: Number(p.getAttribute("data-seq")), text: p.textContent ?? "" })));
  const saidSeqs = said.map((s) => s.seq);
  expect(new Set(saidSeqs).size, "no line said twice").toBe(saidSeqs.length);
  // Compared with the log on the page: the move's sentence there ("#12", the sentence, what followed).
  const logged = await page.getByTestId("log").evaluate((ol) =>
    Object.fromEntries(
      [...ol.children].map((li) => {
        const copy = li.cloneNode(true) as HTMLElement;
        const seq = copy.querySelector("a, span")?.textContent?.replace("#", "") ?? "";
        copy.querySelectorAll("a, ul, .sr-only, span.mr-1").forEach((el) => el.remove());
        return [seq, copy.textContent?.trim() ?? ""];
      }),
    ),
  );
  for (const seq of botMoves) {
    const line = said.find((s) => s.seq === seq);
    expect(line, `bot move ${seq} announced`).toBeTruthy();
    expect(logged[seq], `move ${seq} in the log`).toBeTruthy();
    expect(line!.text.startsWith(logged[seq]), `"${line!.text}" says "${logged[seq]}"`).toBe(true);
  }
  // The summary at the end says so; the result page is a link away.
  await page.keyboard.press("s");
  await expect(page.getByTestId("table-summary")).toContainText("The game is over.");
  await page.keyboard.press("Escape");
  await tabTo(page, page.getByRole("link", { name: "Result", exact: true }), { back: true });
  await page.keyboard.press("Enter");
  await page.waitForURL(/\/result$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  console.log(`[keyboard game] ${moves} moves by keyboard, ${botMoves.length} bot moves announced`);
  await context.close();
});
