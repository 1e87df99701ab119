import { execFile } from "node:child_process";
import { readFile } from "node:fs/promises";
import { promisify } from "node:util";
import { expect, test, type Browser, type Page } from "@playwright/test";
import { signIn, uniqueEmail } from "./helpers";

// A finished game's pages: the player page, the result, the replay stepped with the keys, and the
// export (replayed by the game command to the same final scores). Screenshots at 1280 and 360 px.

type Move = { type: string; seat: number; [key: string]: unknown };
type Player = { page: Page; name: string };

const run = promisify(execFile);

async function newPlayer(browser: Browser, prefix: string): Promise<Player> {
  const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 }, acceptDownloads: true })).newPage();
  const name = `${prefix} ${Math.random().toString(36).slice(2, 7)}`;
  await signIn(page, uniqueEmail(prefix.toLowerCase()), name);
  return { page, name };
}

async function shoot(page: Page, name: string): Promise<void> {
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: width === 360 ? 740 : 900 });
    await page.screenshot({ path: `test-results/history-${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** Plays the game to its end over the JSON API: always a card move when there is one (short games). */
async function playToEnd(players: Player[], gameId: string): Promise<number> {
  let actor = players[0];
  for (let moves = 0; moves < 3000; moves++) {
    let table = await (await actor.page.request.get(`/api/games/${gameId}`)).json();
    if (table.status === "finished") return table.seq;
    if (table.legalMoves.length === 0) {
      actor = players.find((p) => p !== actor)!;
      table = await (await actor.page.request.get(`/api/games/${gameId}`)).json();
    }
    const legal = (table.legalMoves as { move: Move }[]).map((m) => m.move);
    expect(legal.length, "someone can move").toBeGreaterThan(0);
    const cards = legal.filter((m) => m.type === "take" || m.type === "buy" || m.type === "play");
    const pick = (cards.length > 0 ? cards : legal)[moves % (cards.length || legal.length)];
    const { seat: _seat, ...move } = pick;
    const reply = await actor.page.request.post(`/api/games/${gameId}/moves`, { data: { seq: table.seq, move } });
    expect(reply.status(), await reply.text()).toBe(200);
    const body = await reply.json();
    if (body.view.status === "finished") return body.seq;
    const next = body.view.toAct[0] as number;
    actor = table.seat === next ? actor : players.find((p) => p !== actor)!;
  }
  throw new Error("the game did not end");
}

test("a finished game: player page, result, replay with the keys, export", async ({ browser }) => {
  test.setTimeout(900_000);
  const anna = await newPlayer(browser, "Hanna");
  const boris = await newPlayer(browser, "Hector");

  const created = await anna.page.request.post("/api/games", { data: { seats: 2, variants: {}, invites: [boris.name] } });
  expect(created.status()).toBe(201);
  const gameId = (await created.json()).id as string;
  expect((await boris.page.request.post(`/api/games/${gameId}/join`)).status()).toBe(200);

  // While it runs, the replay shows Anna her own hand only; the commitment is shown, not the seed.
  const page = anna.page;
  await page.goto(`/games/${gameId}/replay`);
  await expect(page.getByTestId("replay")).toBeVisible();
  await expect(page.getByTestId("seed-hash")).toBeVisible();
  await expect(page.getByTestId("seed")).toHaveCount(0);

  const last = await playToEnd([anna, boris], gameId);

  // Player page: one finished game, listed with both players and their scores.
  await page.goto(`/players/${encodeURIComponent(anna.name)}`);
  await expect(page.getByRole("heading", { name: anna.name, level: 1 })).toBeVisible();
  await expect(page.getByTestId("stat-played")).toHaveText("1");
  await expect(page.getByTestId("player-game")).toHaveCount(1);
  await expect(page.getByTestId("player-game").first()).toHaveAttribute("data-state", "finished");
  await expect(page.getByTestId("player-game").getByTestId("score")).toHaveCount(2);
  await expect(page.getByTestId("opponents")).toContainText(boris.name);
  await shoot(page, "player");

  // Filter by opponent and state.
  await page.getByLabel("Opponent", { exact: true }).fill(boris.name);
  await page.getByLabel("State", { exact: true }).selectOption("running");
  await page.getByRole("button", { name: "Filter" }).click();
  await expect(page).toHaveURL(/state=running/);
  await expect(page.getByTestId("player-game")).toHaveCount(0);

  // The finished game: scores, chart, play areas, log, shuffle check.
  await page.goto(`/players/${encodeURIComponent(anna.name)}`);
  await page.getByRole("link", { name: "Result" }).click();
  await expect(page).toHaveURL(new RegExp(`/games/${gameId}/result$`));
  await expect(page.getByTestId("final-scores")).toBeVisible();
  await expect(page.getByTestId("chart-points")).toBeVisible();
  await expect(page.getByTestId("chart-money")).toBeVisible();
  await expect(page.getByTestId("play-areas").getByTestId("player")).toHaveCount(2);
  await expect(page.getByTestId("log").locator(":scope > li")).toHaveCount(last);
  await expect(page.getByTestId("shuffle-check")).toHaveAttribute("data-ok", "true");
  await page.getByRole("button", { name: "Check the hash in this browser" }).click();
  await expect(page.getByTestId("local-check")).toContainText("agrees");
  const finalText = await page.getByTestId("final-scores").innerText();
  await shoot(page, "result");

  // Replay: from the start, step with → and ←, the address follows, End jumps to the last move.
  await page.getByTestId("game-nav").getByRole("link", { name: "Replay" }).click();
  const replay = page.getByTestId("replay");
  await expect(replay).toHaveAttribute("data-move", "0");
  await expect(replay).toHaveAttribute("data-last", String(last));
  await expect(page.getByTestId("replay-line")).toContainText("as dealt");
  for (let i = 1; i <= 3; i++) {
    await page.keyboard.press("ArrowRight");
    await expect(replay).toHaveAttribute("data-move", String(i));
  }
  const third = await page.getByTestId("replay-line").innerText();
  expect(third).toMatch(/^#3 /);
  await page.keyboard.press("ArrowLeft");
  await expect(replay).toHaveAttribute("data-move", "2");
  await expect(page).toHaveURL(/move=2$/);
  await expect(page.getByTestId("replay-line")).toContainText("#2 ");
  // Everything is open in a finished game's replay: Hector's hand is listed in his panel.
  await page.getByRole("button", { name: "Next move" }).click();
  await expect(replay).toHaveAttribute("data-move", "3");
  await shoot(page, "replay");
  await page.keyboard.press("End");
  await expect(replay).toHaveAttribute("data-move", String(last));
  await expect(page.getByTestId("final-scores")).toBeVisible();
  // A link to a given move opens there.
  await page.goto(`/games/${gameId}/replay?move=5`);
  await expect(replay).toHaveAttribute("data-move", "5");

  // Export: the download is a neva-game/1 record that the replay command takes to the same end.
  await page.goto(`/games/${gameId}/result`);
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Download record" }).click()]);
  expect(download.suggestedFilename()).toBe(`neva-${gameId}.json`);
  const file = test.info().outputPath("record.json");
  await download.saveAs(file);
  const record = JSON.parse(await readFile(file, "utf8"));
  expect(record.format).toBe("neva-game/1");
  expect(record.options.players.sort()).toEqual([anna.name, boris.name].sort());
  expect(record.moves).toHaveLength(last);
  const { stdout } = await run("node", ["--import", "tsx", "scripts/game.ts", "replay", file]);
  const summary = JSON.parse(stdout);
  expect(summary.status).toBe("finished");
  for (const f of summary.final as { seat: number; total: number }[]) {
    expect(finalText).toContain(`${record.options.players[f.seat]}`);
    expect(finalText).toContain(String(f.total));
  }
  const verify = await run("node", ["--import", "tsx", "scripts/game.ts", "verify", file]);
  expect(JSON.parse(verify.stdout).ok).toBe(true);
});
