// Brings a real game to a late position quickly for the table tests: players sign in through the
// real flow, the game is created and joined through the JSON API, and then random legal moves are
// posted through the API (the same path as the page's buttons) until a condition holds. Clicking
// 200 moves would test nothing more and take minutes.
import { expect, type APIRequestContext, type Browser, type BrowserContext, type Page } from "@playwright/test";
import { signIn, uniqueEmail } from "./helpers";

export type Move = { type: string; seat: number; card?: string; from?: string; displace?: string; points?: number; untilPhaseEnd?: boolean };
export interface LegalMove {
  move: Move;
  price?: number;
}
export interface PlayerView {
  seat: number;
  name: string;
  hand: string[] | null;
  playArea: { card: string }[];
}
export interface Table {
  seq: number;
  seat: number | null;
  status: string;
  view: { round: number; phase: string; step: string; toAct: number[]; lastRound: boolean; status: string; players: PlayerView[]; upperRow: string[]; lowerRow: string[] };
  legalMoves: LegalMove[];
}
export interface Seated {
  name: string;
  context: BrowserContext;
  page: Page;
  api: APIRequestContext;
  seat: number;
}

export async function newPlayer(browser: Browser, prefix: string, viewport = { width: 1280, height: 800 }) {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  const name = `${prefix} ${Math.random().toString(36).slice(2, 7)}`;
  await signIn(page, uniqueEmail(prefix.toLowerCase()), name);
  return { name, context, page, api: page.request };
}

export async function tableOf(api: APIRequestContext, gameId: string): Promise<Table> {
  const response = await api.get(`/api/games/${gameId}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as Table;
}

/** A started game of `prefixes.length` players (the first creates it), seats known. */
export async function startGame(browser: Browser, prefixes: string[], options: Record<string, unknown> = {}): Promise<{ gameId: string; players: Seated[] }> {
  const signed = [];
  for (const prefix of prefixes) signed.push(await newPlayer(browser, prefix));
  const [creator, ...guests] = signed;
  const created = await creator.api.post("/api/games", { data: { seats: signed.length, invites: guests.map((g) => g.name), ...options } });
  expect(created.status()).toBe(201);
  const gameId = ((await created.json()) as { id: string }).id;
  for (const guest of guests) expect((await guest.api.post(`/api/games/${gameId}/join`)).ok()).toBe(true);
  const players: Seated[] = [];
  for (const p of signed) players.push({ ...p, seat: (await tableOf(p.api, gameId)).seat! });
  return { gameId, players };
}

/** A small deterministic generator, so a seeded game takes the same path on every run. */
function generator(seed: number) {
  let x = seed >>> 0 || 1;
  return (n: number) => {
    x ^= x << 13;
    x >>>= 0;
    x ^= x >> 17;
    x ^= x << 5;
    x >>>= 0;
    return x % n;
  };
}

/**
 * Posts random legal moves (a pass one time in `passOneIn` when there is anything else) until
 * `done` holds for the table of the player to act, and returns that player and table. More
 * passing takes fewer cards off the display, so the piles last and the game runs more rounds.
 */
export async function playUntil(
  gameId: string,
  players: Seated[],
  done: (table: Table, actor: Seated) => boolean,
  { seed = 7, maxMoves = 800, passOneIn = 4 } = {},
): Promise<{ table: Table; actor: Seated }> {
  const below = generator(seed);
  const bySeat = new Map(players.map((p) => [p.seat, p]));
  let actor = bySeat.get((await tableOf(players[0].api, gameId)).view.toAct[0])!;
  for (let i = 0; i < maxMoves; i++) {
    const table = await tableOf(actor.api, gameId);
    if (done(table, actor) || table.status === "finished") return { table, actor };
    const passes = table.legalMoves.filter((m) => m.move.type === "pass");
    const others = table.legalMoves.filter((m) => m.move.type !== "pass");
    const pool = passes.length > 0 && (others.length === 0 || below(passOneIn) === 0) ? passes : others;
    const move = pool[below(pool.length)].move;
    const posted = await actor.api.post(`/api/games/${gameId}/moves`, { data: { seq: table.seq, move } });
    expect(posted.ok(), await posted.text()).toBe(true);
    const { view } = (await posted.json()) as { view: Table["view"] };
    if (view.status === "finished") return { table: await tableOf(actor.api, gameId), actor };
    actor = bySeat.get(view.toAct[0])!;
  }
  throw new Error(`no position found within ${maxMoves} moves`);
}
