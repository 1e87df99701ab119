import { expect, test, type Browser, type Page } from "@playwright/test";
import { signIn, uniqueEmail } from "./helpers";

// Ratings and reliability in the browser (issue 23): a table created with a join limit through
// the form, the seated player's rating in the lobby and the waiting room, a game played to its end
// over the JSON API, then the result page's changes, the player page's rating, rank and chart,
// the leaderboard and GET /api/players/{name}.

type Move = { type: string; seat: number; [key: string]: unknown };
type Player = { page: Page; name: string };

async function newPlayer(browser: Browser, prefix: string): Promise<Player> {
  const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  const name = `${prefix} ${Math.random().toString(36).slice(2, 7)}`;
  await signIn(page, uniqueEmail(prefix.toLowerCase()), name);
  return { page, name };
}

/** Plays the game to its end over the JSON API: a card move whenever there is one (short games). */
async function playToEnd(players: Player[], gameId: string): Promise<void> {
  let actor = players[0];
  for (let moves = 0; moves < 3000; moves++) {
    let table = await (await actor.page.request.get(`/api/games/${gameId}`)).json();
    if (table.status === "finished") return;
    if (table.legalMoves.length === 0) {
      actor = players.find((p) => p !== actor)!;
      table = await (await actor.page.request.get(`/api/games/${gameId}`)).json();
    }
    const legal = (table.legalMoves as { move: Move }[]).map((m) => m.move);
    const cards = legal.filter((m) => m.type === "take" || m.type === "buy" || m.type === "play");
    const { seat: _seat, ...move } = (cards.length > 0 ? cards : legal)[moves % (cards.length || legal.length)];
    const reply = await actor.page.request.post(`/api/games/${gameId}/moves`, { data: { seq: table.seq, move } });
    expect(reply.status(), await reply.text()).toBe(200);
    const body = await reply.json();
    if (body.view.status === "finished") return;
    actor = table.seat === body.view.toAct[0] ? actor : players.find((p) => p !== actor)!;
  }
  throw new Error("the game did not end");
}

test("ratings: join limits, lobby, result changes, player page, leaderboard, API", async ({ browser }) => {
  test.setTimeout(600_000);
  const anna = await newPlayer(browser, "Rita");
  const boris = await newPlayer(browser, "Ravi");

  // The form: a join limit typed as a percentage; a junk rating is refused beside its field.
  const page = anna.page;
  await page.goto("/games/new");
  await page.getByLabel("Only players with at least this rating").fill("lots");
  await page.getByRole("button", { name: "Create game" }).click();
  await expect(page.locator("#minRating-error")).toHaveText("Give a rating such as 5 or -2.5, or leave it blank for anyone.");
  await page.getByLabel("Only players with at least this rating").fill("");
  await page.getByLabel("Only players with at most this share of timed-out moves (%)").fill("20");
  await page.getByRole("button", { name: "Create game" }).click();
  await expect(page.getByTestId("waiting-room")).toBeVisible();
  const gameId = new URL(page.url()).pathname.split("/").pop()!;
  await expect(page.getByTestId("table-terms")).toHaveText("at most 20 % timeouts");
  await expect(page.getByTestId("seated-ratings")).toContainText(`${anna.name}: rating 0.0 (provisional) · – timeouts · moves in –`);

  // The lobby shows Anna's rating beside her name; Boris takes the open seat (he meets the limit).
  await boris.page.goto("/lobby");
  const row = boris.page.getByTestId("open-game").filter({ hasText: `${anna.name}’s table` });
  await expect(row.getByTestId("seat-rating")).toHaveText("rating 0.0 (provisional) · – timeouts · moves in –");
  await expect(row.getByTestId("table-terms")).toHaveText("at most 20 % timeouts");
  expect((await boris.page.request.post(`/api/games/${gameId}/join`)).status()).toBe(200);

  await playToEnd([anna, boris], gameId);

  // The result page: each player's change of rating, the winner's up and the loser's down.
  await page.goto(`/games/${gameId}/result`);
  const changes = page.getByTestId("rating-change");
  await expect(changes).toHaveCount(2);
  const deltas = await page.getByTestId("rating-delta").allTextContents();
  expect(deltas.every((d) => /^[+−±]\d+\.\d$/.test(d))).toBe(true);

  // The API and the player page agree; the chart has one point; the leaderboard links to the page.
  const api = await (await page.request.get(`/api/players/${encodeURIComponent(anna.name)}`)).json();
  expect(api.games).toMatchObject({ played: 1, rated: 1 });
  expect(api.reliability.movesCounted).toBeGreaterThan(0);
  expect(JSON.stringify(api)).not.toContain("@example.test");
  expect((await page.request.get("/api/players/nobody-by-this-name")).status()).toBe(404);
  await page.goto(`/players/${encodeURIComponent(anna.name)}`);
  // One opponent so far: the rating is provisional, so unranked (issue 35).
  expect(api.rating).toMatchObject({ provisional: true, opponents: 1 });
  await expect(page.getByTestId("stat-rating")).toHaveText(`${api.rating.ordinal.toFixed(1)} (provisional)`);
  await expect(page.getByTestId("stat-rank")).toHaveText("unranked");
  await expect(page.getByTestId("rating-point")).toHaveCount(1);
  await page.screenshot({ path: "test-results/ratings-player.png", fullPage: true });
  // The leaderboard lists settled ratings only, and says its rules where players read them.
  await page.goto("/players");
  await expect(page.getByRole("link", { name: boris.name })).toHaveCount(0);
  const rules = page.getByTestId("rating-rules");
  await expect(rules.getByRole("heading", { name: "How ratings and reliability are counted" })).toBeVisible();
  await expect(rules).toContainText("until its player has finished rated games against at least 3 different people");
  await expect(rules).toContainText("within 30 days, the second rated game against someone moves the rating half as much");
  await expect(rules).toContainText("resigned during the first round");
  await expect(rules).toContainText("practice tables with bots count for nothing");
});
