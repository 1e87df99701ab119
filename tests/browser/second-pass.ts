// Shared by the issue 34 specs ("the table, second pass"): the test server's database, when a
// game ended and who made its last move, a touch phone signed in as a player, a finger held down.
import { readFileSync } from "node:fs";
import path from "node:path";
import type { Browser, Page } from "@playwright/test";
import pg from "pg";
import type { Player } from "./drive";

export const PHONE = { width: 390, height: 844 };


export async function database<T>(query: (client: pg.Client) => Promise<T>): Promise<T> {
  const file = path.join(process.env.E2E_DATA_DIR!, "services.json");
  const client = new pg.Client({ connectionString: (JSON.parse(readFileSync(file, "utf8")) as { databaseUrl: string }).databaseUrl });
  await client.connect();
  try {
    return await query(client);
  } finally {
    await client.end();
  }
}

/** When the game ended (ms since the epoch) and who made its last move. */
export async function lastMove(gameId: string): Promise<{ finishedAt: number; bot: boolean; seat: number | null }> {
  return database(async (client) => {
    const game = await client.query<{ at: string }>("SELECT (extract(epoch FROM finished_at) * 1000)::bigint AS at FROM games WHERE id = $1", [gameId]);
    const event = await client.query<{ bot: boolean | null; seat: number | null }>(
      "SELECT (payload->>'bot')::boolean AS bot, seat FROM game_events WHERE game_id = $1 ORDER BY seq DESC LIMIT 1",
      [gameId],
    );
    return { finishedAt: Number(game.rows[0].at), bot: event.rows[0]?.bot === true, seat: event.rows[0]?.seat ?? null };
  });
}

/** A touch phone signed in as `player`. */
export async function phoneOf(browser: Browser, player: Player): Promise<Page> {
  const context = await browser.newContext({ storageState: await player.context.storageState(), viewport: PHONE, hasTouch: true, isMobile: true });
  return context.newPage();
}

/** Presses on the phone's screen at (x, y) without letting go; `release` lifts the finger. */
export async function pressAt(page: Page, x: number, y: number): Promise<{ release: () => Promise<void> }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [{ x, y }] });
  return {
    release: async () => {
      await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
      await cdp.detach();
    },
  };
}

