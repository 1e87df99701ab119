// Brings real games to a chosen position quickly, for the browser tests: players sign in through
// the real flow, the game is created and joined through the JSON API, and moves that only lead up
// to the position under test are posted through the API (the same path as the page's buttons).
// Clicking 200 moves would test nothing more and take minutes; the moves under test are clicked.
//
// Deterministic: `startGame(..., { seed })` plants the deal's seed in the test server's database
// before the last seat fills (the deal and the seat order are drawn from it then), and a driver
// chooses its moves with its own seeded generator. Same seed, same moves, same position on every
// run, whatever the load.
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, type APIRequestContext, type Browser, type BrowserContext, type Page } from "@playwright/test";
import pg from "pg";
import { signIn, uniqueEmail, uniqueName } from "./helpers";

export type Move = {
  type: string;
  seat: number;
  card?: string;
  from?: string;
  displace?: string;
  points?: number;
  untilPhaseEnd?: boolean;
  target?: string;
  pick?: string;
  /** Trading House: use it or not. */
  use?: boolean;
};
export interface LegalMove {
  move: Move;
  price?: number;
}
export interface PlayerView {
  seat: number;
  name: string;
  money: number | null;
  points: number;
  hand: string[] | null;
  playArea: { card: string }[];
  attachments?: { card: string; on: string }[];
}
export interface Table {
  seq: number;
  seat: number | null;
  status: string;
  view: {
    round: number;
    phase: string;
    step: string;
    toAct: number[];
    lastRound: boolean;
    status: string;
    players: PlayerView[];
    upperRow: string[];
    lowerRow: string[];
    discardPile: string[];
    /** Who must decide what now (lib/engine/decisions), or null. */
    pendingDecision: { kind: string; seat: number } | null;
  };
  legalMoves: LegalMove[];
}
export interface Player {
  name: string;
  context: BrowserContext;
  page: Page;
  api: APIRequestContext;
}
export interface Seated extends Player {
  seat: number;
}

export async function newPlayer(browser: Browser, prefix: string, viewport = { width: 1280, height: 800 }): Promise<Player> {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  const name = uniqueName(prefix);
  await signIn(page, uniqueEmail(prefix.toLowerCase()), name);
  return { name, context, page, api: page.request };
}

/** The table as `api`'s player sees it; asked again when the loaded server drops a kept-alive connection (ECONNRESET). */
export async function tableOf(api: APIRequestContext, gameId: string): Promise<Table> {
  for (let attempt = 1; ; attempt++) {
    try {
      const response = await api.get(`/api/games/${gameId}`);
      expect(response.ok()).toBe(true);
      return (await response.json()) as Table;
    } catch (error) {
      if (attempt >= 5 || !String(error).includes("ECONNRESET")) throw error;
    }
  }
}

/** The test server's database (scripts/serve.ts writes services.json in throw-away mode). */
function databaseUrl(): string {
  const file = path.join(process.env.E2E_DATA_DIR!, "services.json");
  return (JSON.parse(readFileSync(file, "utf8")) as { databaseUrl: string }).databaseUrl;
}

/**
 * Test-only: replaces an open game's secret seed (and its published hash) so that the deal drawn
 * when the last seat fills is a known one. Nothing in the app offers this; the test writes the row.
 */
async function plantSeed(gameId: string, seed: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl() });
  await client.connect();
  try {
    const hash = createHash("sha256").update(seed).digest("hex");
    const updated = await client.query("UPDATE games SET seed = $1, seed_hash = $2 WHERE id = $3 AND status = 'open'", [seed, hash, gameId]);
    expect(updated.rowCount, "the open game's seed was replaced").toBe(1);
  } finally {
    await client.end();
  }
}

/**
 * A started game of `prefixes.length` players (the first creates it), seats known. With `seed`
 * the deal and seat order are always the same. Every page is left on about:blank: each open page
 * holds a live stream, and five at once starved a loaded server's requests.
 */
export async function startGame(
  browser: Browser,
  prefixes: string[],
  options: Record<string, unknown> = {},
  { seed }: { seed?: string } = {},
): Promise<{ gameId: string; players: Seated[] }> {
  const signed: Player[] = [];
  for (const prefix of prefixes) {
    const player = await newPlayer(browser, prefix);
    await player.page.goto("about:blank");
    signed.push(player);
  }
  const [creator, ...guests] = signed;
  const created = await creator.api.post("/api/games", { data: { seats: signed.length, invites: guests.map((g) => g.name), ...options } });
  expect(created.status()).toBe(201);
  const gameId = ((await created.json()) as { id: string }).id;
  if (seed) await plantSeed(gameId, seed);
  for (const guest of guests) expect((await guest.api.post(`/api/games/${gameId}/join`)).ok()).toBe(true);
  const players: Seated[] = [];
  for (const p of signed) players.push({ ...p, seat: (await tableOf(p.api, gameId)).seat! });
  return { gameId, players };
}

/** A small deterministic generator: below(n) is a whole number from 0 to n − 1. */
export type Below = (n: number) => number;
export function generator(seed: number): Below {
  let x = seed >>> 0 || 1;
  return (n) => {
    x ^= x << 13;
    x >>>= 0;
    x ^= x >> 17;
    x ^= x << 5;
    x >>>= 0;
    return x % n;
  };
}

/** Chooses the next move among the acting player's legal moves. */
export type Policy = (moves: LegalMove[], below: Below) => Move;

/**
 * Random legal moves, a pass one time in `passOneIn` when there is anything else. More passing
 * takes fewer cards off the display, so the piles last longer.
 */
export const randomPolicy =
  (passOneIn = 4): Policy =>
  (moves, below) => {
    const passes = moves.filter((m) => m.move.type === "pass");
    const others = moves.filter((m) => m.move.type !== "pass");
    const pool = passes.length > 0 && (others.length === 0 || below(passOneIn) === 0) ? passes : others;
    return pool[below(pool.length)].move;
  };

/**
 * Buys (or plays from hand) whenever it can, passing one time in four: the players spend their
 * money as real players do, and a 4-player game lasts past round 5 with full play areas. Random
 * play, which takes cards into hand as often as it buys, often emptied a pile by round 4.
 */
export const buyingPolicy: Policy = (moves, below) => {
  const buys = moves.filter((m) => m.move.type === "buy" || m.move.type === "play");
  const passes = moves.filter((m) => m.move.type === "pass");
  const pool = buys.length > 0 && !(passes.length > 0 && below(4) === 0) ? buys : passes.length > 0 ? passes : moves;
  return pool[below(pool.length)].move;
};

/**
 * Moves a game on through the API, each move chosen by `policy` with one seeded generator kept
 * across calls, so a test may stop, click a move in the page, and drive on along the same path.
 */
export function driver(gameId: string, players: Seated[], { seed = 7, policy = randomPolicy() }: { seed?: number; policy?: Policy } = {}) {
  const below = generator(seed);
  const bySeat = new Map(players.map((p) => [p.seat, p]));
  return {
    /** Posts moves until `done` holds for the table of the player to act (or the game ends); that player and table. */
    async until(done: (table: Table, actor: Seated) => boolean, maxMoves = 800): Promise<{ table: Table; actor: Seated }> {
      let actor = bySeat.get((await tableOf(players[0].api, gameId)).view.toAct[0])!;
      for (let i = 0; i < maxMoves; i++) {
        const table = await tableOf(actor.api, gameId);
        if (table.status === "finished" || done(table, actor)) return { table, actor };
        const move = policy(table.legalMoves, below);
        const posted = await actor.api.post(`/api/games/${gameId}/moves`, { data: { seq: table.seq, move } });
        expect(posted.ok(), await posted.text()).toBe(true);
        const { view } = (await posted.json()) as { view: Table["view"] };
        if (view.status === "finished") return { table: await tableOf(actor.api, gameId), actor };
        actor = bySeat.get(view.toAct[0])!;
      }
      throw new Error(`no position found within ${maxMoves} moves`);
    },
  };
}

/** Random moves (seed 7 unless given) until `done` holds: a driver used once. */
export async function playUntil(gameId: string, players: Seated[], done: (table: Table, actor: Seated) => boolean, { seed = 7, maxMoves = 800 } = {}) {
  return driver(gameId, players, { seed }).until(done, maxMoves);
}

/** Waits until the server's log has moved past `seq` (the click was taken). */
export async function moved(player: Player, gameId: string, seq: number): Promise<Table> {
  let table = await tableOf(player.api, gameId);
  await expect.poll(async () => (table = await tableOf(player.api, gameId)).seq, { timeout: 30_000 }).toBeGreaterThan(seq);
  return table;
}

export async function openTable(page: Page, gameId: string): Promise<void> {
  await page.goto(`/games/${gameId}`);
  await expect(page.getByTestId("your-turn")).toBeVisible({ timeout: 20_000 });
}
