// Moves a Banquet game on through the JSON API (the path the page's buttons use) until the player
// to act can use one of the wanted action cards, so the browser test can play that card by clicking.
// Action cards in the display are taken whenever possible; wanted cards are never used here.
import { expect, type Browser, type Page } from "@playwright/test";
import { newPlayer, tableOf, type LegalMove, type Seated, type Table } from "./table-seed";

export type ActionMove = LegalMove["move"] & { target?: string; pick?: string };

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

export async function driveUntilUsable(
  gameId: string,
  players: Seated[],
  wanted: Set<string>,
  { seed = 11, maxMoves = 1500 } = {},
): Promise<{ table: Table; actor: Seated; card: string }> {
  const below = generator(seed);
  const bySeat = new Map(players.map((p) => [p.seat, p]));
  let actor = bySeat.get((await tableOf(players[0].api, gameId)).view.toAct[0])!;
  for (let i = 0; i < maxMoves; i++) {
    const table = await tableNow(actor, gameId);
    if (table.status === "finished") break;
    const usable = table.legalMoves.find((m) => m.move.type === "action" && wanted.has(m.move.card!));
    if (usable && table.view.step === "actions") return { table, actor, card: usable.move.card! };
    const moves = table.legalMoves.filter((m) => !(m.move.type === "action" && wanted.has(m.move.card!)));
    const takeAction = moves.find((m) => m.move.type === "take" && wanted.has(m.move.card!));
    const passes = moves.filter((m) => m.move.type === "pass");
    const others = moves.filter((m) => m.move.type !== "pass");
    const pool = passes.length > 0 && (others.length === 0 || below(4) === 0) ? passes : others;
    const move = takeAction?.move ?? pool[below(pool.length)].move;
    const posted = await actor.api.post(`/api/games/${gameId}/moves`, { data: { seq: table.seq, move } });
    expect(posted.ok(), await posted.text()).toBe(true);
    const { view } = (await posted.json()) as { view: Table["view"] };
    if (view.status === "finished") break;
    actor = bySeat.get(view.toAct[0])!;
  }
  throw new Error(`no player could use any of ${[...wanted].join(", ")}`);
}

/** The table, asked again when the loaded server drops a kept-alive connection (ECONNRESET). */
export async function tableNow(actor: Seated, gameId: string): Promise<Table> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await tableOf(actor.api, gameId);
    } catch (error) {
      if (attempt >= 5 || !String(error).includes("ECONNRESET")) throw error;
    }
  }
}

/** Waits until the server's log has moved past `seq` (the click was taken). */
export async function moved(actor: Seated, gameId: string, seq: number): Promise<Table> {
  let table = await tableNow(actor, gameId);
  await expect.poll(async () => (table = await tableNow(actor, gameId)).seq, { timeout: 30_000 }).toBeGreaterThan(seq);
  return table;
}

export async function openTable(page: Page, gameId: string) {
  await page.goto(`/games/${gameId}`);
  await expect(page.getByTestId("your-turn")).toBeVisible({ timeout: 20_000 });
}

/** table-seed's startGame, with the seats read through tableNow (a loaded server may drop a connection). */
export async function startExpansionGame(browser: Browser, prefixes: string[], options: Record<string, unknown>): Promise<{ gameId: string; players: Seated[] }> {
  const signed = [];
  for (const prefix of prefixes) {
    const player = await newPlayer(browser, prefix);
    // Leave the dashboard: each open page holds a live stream, and five at once starved the server's requests in this test.
    await player.page.goto("about:blank");
    signed.push(player);
  }
  const [creator, ...guests] = signed;
  const created = await creator.api.post("/api/games", { data: { seats: signed.length, invites: guests.map((g) => g.name), ...options } });
  expect(created.status()).toBe(201);
  const gameId = ((await created.json()) as { id: string }).id;
  for (const guest of guests) expect((await guest.api.post(`/api/games/${gameId}/join`)).ok()).toBe(true);
  const players: Seated[] = [];
  for (const p of signed) players.push({ ...p, seat: (await tableNow({ ...p, seat: -1 }, gameId)).seat! });
  return { gameId, players };
}
