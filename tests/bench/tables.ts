// What the move benchmarks share (BENCH_ONLY=moves and scale): signed-in players as rows, tables
// created and filled over HTTP, and games played one move in flight per table.
import { randomBytes } from "node:crypto";
import { applyMove, newGame, type GameState } from "@/lib/engine";
import { randomPicker } from "../games/play";
import type { Prisma } from "./server";
import type { WireJson } from "../wire";

export interface BenchPlayer {
  id: string;
  name: string;
  cookie: string;
}

export interface BenchTable {
  id: string;
  bySeat: BenchPlayer[];
  seq: number;
  state: GameState;
  pick: ReturnType<typeof randomPicker>;
}

/** Players and sessions as rows: what the magic link would have created. */
export async function benchPlayers(prisma: Prisma, count: number): Promise<BenchPlayer[]> {
  const tag = randomBytes(3).toString("hex");
  const players: BenchPlayer[] = [];
  for (let i = 0; i < count; i++) {
    const user = await prisma.user.create({
      data: { email: `bench-${tag}-${i}@example.test`, displayName: `Bench ${tag} ${i}`, emailVerified: new Date() },
    });
    const token = randomBytes(32).toString("hex");
    await prisma.session.create({ data: { sessionToken: token, userId: user.id, expires: new Date(Date.now() + 86_400_000) } });
    players.push({ id: user.id, name: user.displayName!, cookie: `authjs.session-token=${token}` });
  }
  return players;
}

export async function postAs(base: string, who: BenchPlayer, url: string, body?: unknown) {
  const response = await fetch(`${base}${url}`, {
    method: "POST",
    headers: { cookie: who.cookie, "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, json: (await response.json()) as WireJson };
}

/** `games` tables of `seats` created and filled over HTTP, so authentication through the session row is real. */
export async function openTables(base: string, prisma: Prisma, players: BenchPlayer[], games: number, seats: number): Promise<BenchTable[]> {
  return Promise.all(
    Array.from({ length: games }, async (_, g) => {
      const mine = players.slice(g * seats, (g + 1) * seats);
      const created = await postAs(base, mine[0], "/api/games", { seats, variants: {}, invites: [] });
      if (created.status !== 201) throw new Error(`create: ${created.status} ${JSON.stringify(created.json)}`);
      const id = created.json.id as string;
      for (const p of mine.slice(1)) {
        const joined = await postAs(base, p, `/api/games/${id}/join`);
        if (joined.status !== 200) throw new Error(`join: ${joined.status} ${JSON.stringify(joined.json)}`);
      }
      const seatRows = await prisma.gameSeat.findMany({ where: { gameId: id }, orderBy: { seat: "asc" } });
      const setup = await prisma.gameEvent.findUniqueOrThrow({ where: { gameId_seq: { gameId: id, seq: 0 } } });
      const payload = setup.payload as { options: GameState["options"]; setup: Parameters<typeof newGame>[1] };
      return {
        id,
        bySeat: seatRows.map((s) => mine.find((p) => p.id === s.userId)!),
        seq: 0,
        state: newGame(payload.options, payload.setup),
        pick: randomPicker(`bench/${id}`),
      };
    }),
  );
}

export interface Played {
  /** Milliseconds per recorded move, ascending. */
  latencies: number[];
  /** Requests sent, warm-up included. */
  sent: number;
  finished: number;
  wall: number;
  failures: Map<number, number>;
}

/** One move of `table`, over HTTP as its seat's player; its time in ms. Throws on a refusal. */
async function playOne(base: string, table: BenchTable, failures: Map<number, number>): Promise<number> {
  const { seat, ...move } = table.pick(table.state);
  const started = performance.now();
  const reply = await postAs(base, table.bySeat[seat], `/api/games/${table.id}/moves`, { seq: table.seq, move });
  const elapsed = performance.now() - started;
  if (reply.status !== 200) {
    failures.set(reply.status, (failures.get(reply.status) ?? 0) + 1);
    throw new Error(`move refused: ${reply.status} ${JSON.stringify(reply.json)}`);
  }
  const next = applyMove(table.state, { seat, ...move } as Parameters<typeof applyMove>[1]);
  if (!next.ok) throw new Error(next.error.message);
  table.state = next.state;
  table.seq = reply.json.seq;
  return elapsed;
}

/**
 * Plays every table for `seconds` (or `maxMoves` moves in all), one move in flight per table,
 * after one unrecorded warm-up move each (it fills the caches); `onStart` runs after the warm-up.
 */
export async function playTables(
  base: string,
  tables: BenchTable[],
  seconds: number,
  { maxMoves = Infinity, onStart }: { maxMoves?: number; onStart?: () => void } = {},
): Promise<Played> {
  const failures = new Map<number, number>();
  let sent = 0;
  await Promise.all(tables.map(async (t) => { if (t.state.status === "active") { sent++; await playOne(base, t, failures); } }));
  onStart?.();
  const latencies: number[] = [];
  let finished = 0;
  const start = performance.now();
  const deadline = start + seconds * 1000;
  await Promise.all(
    tables.map(async (table) => {
      while (performance.now() < deadline && latencies.length < maxMoves && table.state.status === "active") {
        sent++;
        latencies.push(await playOne(base, table, failures));
      }
      if (table.state.status === "finished") finished++;
    }),
  );
  return { latencies: latencies.sort((a, b) => a - b), sent, finished, wall: (performance.now() - start) / 1000, failures };
}
