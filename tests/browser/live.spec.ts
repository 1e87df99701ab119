import { expect, test, type Browser, type Page } from "@playwright/test";
import { signIn, uniqueEmail } from "./helpers";

// Live dashboards through the real path: a move made by one player reaches the other player's
// dashboard (list and tab title "your turn in N games") over /api/me/stream, without a reload.

type Player = { page: Page; name: string };

async function newPlayer(browser: Browser, prefix: string): Promise<Player> {
  const page = await (await browser.newContext()).newPage();
  const name = `${prefix} ${Math.random().toString(36).slice(2, 7)}`;
  await signIn(page, uniqueEmail(prefix.toLowerCase()), name);
  return { page, name };
}

test("the dashboard and the tab title follow the game live", async ({ browser }) => {
  test.setTimeout(120_000);
  const anna = await newPlayer(browser, "Anna");
  const boris = await newPlayer(browser, "Boris");

  await anna.page.goto("/games/new");
  await anna.page.getByLabel("2 players").check();
  await anna.page.getByLabel("Guest 1").fill(boris.name);
  await anna.page.getByRole("button", { name: "Create game" }).click();
  await anna.page.waitForURL(/\/games\/(?!new)[^/]+$/);
  const gameId = new URL(anna.page.url()).pathname.split("/").pop()!;
  await boris.page.goto(`/games/${gameId}`);
  await boris.page.getByRole("button", { name: "Join this game" }).click();
  await expect(boris.page.getByTestId("game-table")).toBeVisible();

  // Both on their dashboards; neither page reloads from here on.
  for (const p of [anna, boris]) {
    await p.page.goto("/");
    await p.page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
  }
  const state = (await (await anna.page.request.get(`/api/games/${gameId}`)).json()) as { seq: number; view: { toAct: number[] }; seat: number };
  const actor = state.view.toAct.includes(state.seat) ? anna : boris;
  const other = actor === anna ? boris : anna;
  await expect(actor.page).toHaveTitle("● Your turn · Neva");
  await expect(actor.page.getByTestId("games-yourTurn").getByTestId("game-summary")).toHaveCount(1);
  await expect(other.page.getByTestId("games-yourTurn").getByTestId("game-summary")).toHaveCount(0);

  // The actor moves (through the API, as another tab of theirs would).
  const mine = (await (await actor.page.request.get(`/api/games/${gameId}`)).json()) as { seq: number; legalMoves: { move: Record<string, unknown> }[] };
  const { seat: _seat, ...move } = mine.legalMoves.find((m) => m.move.type === "pass")?.move ?? mine.legalMoves[0].move;
  const reply = await actor.page.request.post(`/api/games/${gameId}/moves`, {
    data: { seq: mine.seq, move },
    headers: { origin: new URL(actor.page.url()).origin },
  });
  expect(reply.status()).toBe(200);

  const after = (await (await other.page.request.get(`/api/games/${gameId}`)).json()) as { view: { toAct: number[] }; seat: number };
  // In turn order the other player acts next.
  expect(after.view.toAct).toEqual([after.seat]);
  await expect(other.page).toHaveTitle("● Your turn · Neva");
  await expect(other.page.getByTestId("games-yourTurn").getByTestId("game-summary")).toHaveCount(1);
  await expect(actor.page).not.toHaveTitle(/Your turn/);
  await expect(actor.page.getByTestId("games-yourTurn").getByTestId("game-summary")).toHaveCount(0);
  for (const p of [anna, boris]) expect(await p.page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
});
