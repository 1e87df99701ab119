import { expect, test, type Browser, type Page } from "@playwright/test";
import { mailsFor, signIn, uniqueEmail } from "./helpers";

// Table talk (issue 24) end to end: two players at a three-player table talk in two browsers and
// see each other's messages appear live; a hostile string shows as text, a link is a link with
// rel="nofollow noopener ugc"; bad input and a flood get clear 4xx; the third player's turn mail
// carries what the two said; unread talk shows in the tab title; a nudge too early says when.

type Player = { page: Page; name: string; email: string };

async function newPlayer(browser: Browser, prefix: string): Promise<Player> {
  const page = await (await browser.newContext()).newPage();
  const name = `${prefix} ${Math.random().toString(36).slice(2, 7)}`;
  const email = uniqueEmail(prefix.toLowerCase());
  await signIn(page, email, name);
  return { page, name, email };
}

const HOSTILE = "<img src=x onerror=alert(1)>";

test("two players talk live at a table; the third reads it in their turn mail", async ({ browser }) => {
  test.setTimeout(180_000);
  const anna = await newPlayer(browser, "Anna");
  const boris = await newPlayer(browser, "Boris");
  const carl = await newPlayer(browser, "Carl");

  await anna.page.goto("/games/new");
  await anna.page.getByLabel("3 players").check();
  await anna.page.getByLabel("Guest 1").fill(boris.name);
  await anna.page.getByLabel("Guest 2").fill(carl.name);
  await anna.page.getByRole("button", { name: "Create game" }).click();
  await anna.page.waitForURL(/\/games\/(?!new)[^/]+$/);
  const gameId = new URL(anna.page.url()).pathname.split("/").pop()!;
  for (const p of [boris, carl]) {
    await p.page.goto(`/games/${gameId}`);
    await p.page.getByRole("button", { name: "Join this game" }).click();
    await expect(p.page.getByRole("button", { name: "Join this game" })).toHaveCount(0);
  }
  // The last seat taken starts the game.
  await expect(carl.page.getByTestId("game-table")).toBeVisible();

  // Who sits where: the player to act talks with the one who acts last; the one who acts next
  // (clockwise in the first phase) is the third, whose turn mail is checked.
  const seatOf = async (p: Player) => ((await (await p.page.request.get(`/api/games/${gameId}`)).json()) as { seat: number; view: { toAct: number[] } });
  const tables = await Promise.all([anna, boris, carl].map(seatOf));
  const bySeat: Player[] = [];
  tables.forEach((t, i) => (bySeat[t.seat] = [anna, boris, carl][i]));
  const acting = tables[0].view.toAct[0];
  const [x, y, z] = [bySeat[acting], bySeat[(acting + 2) % 3], bySeat[(acting + 1) % 3]];

  for (const p of [x, y]) {
    await p.page.goto(`/games/${gameId}`);
    await expect(p.page.getByTestId("chat-panel")).toBeVisible();
    await p.page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
  }
  // A phone-sized window still fits the panel.
  await y.page.setViewportSize({ width: 360, height: 740 });

  await y.page.getByTestId("chat-input").fill(HOSTILE);
  await y.page.getByTestId("chat-send").click();
  await expect(x.page.getByTestId("chat-message").filter({ hasText: HOSTILE })).toHaveCount(1);
  await expect(x.page.locator('[data-testid="chat-messages"] img')).toHaveCount(0);

  await x.page.getByTestId("chat-input").fill("Rules are at https://example.org/rules.");
  await x.page.getByTestId("chat-send").click();
  const link = y.page.getByTestId("chat-message").getByRole("link", { name: "https://example.org/rules" });
  await expect(link).toHaveAttribute("rel", "nofollow noopener ugc");
  await expect(link).toHaveAttribute("href", "https://example.org/rules");
  const box = await y.page.getByTestId("chat-panel").boundingBox();
  expect(box!.x + box!.width).toBeLessThanOrEqual(360);
  await expect(y.page.locator('[data-testid="chat-messages"] img')).toHaveCount(0);

  // Unread talk in the tab title of a player whose panel is closed.
  await y.page.getByTestId("chat-toggle").click();
  await x.page.getByTestId("chat-input").fill("Are you there?");
  await x.page.getByTestId("chat-send").click();
  await expect(y.page).toHaveTitle(/^\(1\) /);
  await expect(y.page.getByTestId("chat-unread")).toHaveText("1 unread");
  await y.page.getByTestId("chat-toggle").click();
  await expect(y.page).not.toHaveTitle(/^\(1\) /);

  // Bad input and a flood: clear 4xx, in sentences.
  const origin = { origin: new URL(x.page.url()).origin };
  const nul = await x.page.request.post(`/api/games/${gameId}/chat`, { data: { text: "a\u0000b" }, headers: origin });
  expect(nul.status()).toBe(400);
  expect(((await nul.json()) as { error: { field: string } }).error.field).toBe("text");
  const statuses: number[] = [];
  for (let i = 0; i < 10; i++) {
    const reply = await x.page.request.post(`/api/games/${gameId}/chat`, { data: { text: `flood ${i}` }, headers: origin });
    statuses.push(reply.status());
    if (reply.status() === 429) expect(((await reply.json()) as { error: { message: string } }).error.message).toMatch(/Try again in/);
  }
  expect(statuses).toContain(429);

  // The nudge before a day of waiting says when it becomes possible.
  await y.page.getByTestId("nudge").click();
  await expect(y.page.getByTestId("chat-error")).toContainText("A nudge is possible after a day of waiting");

  // The player to act moves: the turn passes to the third, whose mail shows the talk.
  const mine = (await (await x.page.request.get(`/api/games/${gameId}`)).json()) as { seq: number; legalMoves: { move: Record<string, unknown> }[] };
  const { seat: _seat, ...move } = mine.legalMoves.find((m) => m.move.type !== "pass")?.move ?? mine.legalMoves[0].move;
  expect((await x.page.request.post(`/api/games/${gameId}/moves`, { data: { seq: mine.seq, move }, headers: origin })).status()).toBe(200);
  expect((await seatOf(z)).view.toAct, "the next seat acts next").toEqual([(acting + 1) % 3]);
  await expect
    .poll(async () => (await mailsFor(z.email)).find((m) => m.subject.startsWith("Your turn") && m.text.includes("Table talk"))?.text ?? "", { timeout: 20_000 })
    .toContain(`${y.name}: ${HOSTILE}`);
  const mail = (await mailsFor(z.email)).find((m) => m.subject.startsWith("Your turn") && m.text.includes("Table talk"))!;
  expect(mail.text).toContain(`${x.name}: Rules are at https://example.org/rules.`);
  expect(mail.html).not.toContain("<img src=x");

  for (const p of [x, y]) expect(await p.page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
});
