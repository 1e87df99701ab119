// Finished and running games for the history tests, inserted straight into the event log: a
// setup dealt from a seed (seat order drawn from it as the lobby does), then random legal moves
// with, optionally, `timeout` events, all checked by the engine as they are generated.
import { createHash, randomBytes } from "node:crypto";
import { prisma, type Prisma } from "@/lib/db/client";
import { applyMove, applyTimeout, dealFromSeed, drawSeatOrder, GameOptionsSchema, newGame, RULES_VERSION, toAct, type GameState } from "@/lib/engine";
import { seededRandom } from "@/lib/engine/random";
import { randomPicker } from "../games/play";

export type TestUser = { id: string; email: string; displayName: string };

export function uid(): string {
  return randomBytes(5).toString("hex");
}

export async function makeUser(prefix = "h"): Promise<TestUser> {
  const tag = uid();
  const user = await prisma.user.create({ data: { email: `${prefix}-${tag}@example.test`, displayName: `${prefix}-${tag}` } });
  return { id: user.id, email: user.email, displayName: user.displayName as string };
}

export interface GeneratedEvent {
  seq: number;
  type: "setup" | "move" | "timeout";
  seat: number | null;
  payload: Prisma.InputJsonValue;
}

export interface GeneratedGame {
  options: ReturnType<typeof GameOptionsSchema.parse>;
  events: GeneratedEvent[];
  states: GameState[];
  final: GameState;
}

export interface GenerateOptions {
  timeoutRate?: number;
  /** A timeout of the seat to act wherever this says so (besides `timeoutRate`). */
  timeoutWhen?: (state: GameState) => boolean;
  stopAfter?: number;
  variants?: Record<string, boolean>;
  edition?: "first" | "second";
  expansions?: readonly string[];
}

/**
 * A game of random legal moves from `seed`. `timeoutRate` (0..1) replaces that share of the turns
 * with a timeout of the seat to act; `stopAfter` stops early (a running game).
 */
export function generateGame(names: string[], seed: string, opts: GenerateOptions = {}): GeneratedGame {
  const options = GameOptionsSchema.parse({
    players: names,
    edition: opts.edition ?? "first",
    expansions: opts.expansions ?? [],
    variants: opts.variants ?? {},
  });
  const setup = dealFromSeed(options, seed);
  let state = newGame(options, setup);
  const events: GeneratedEvent[] = [
    { seq: 0, type: "setup", seat: null, payload: { options, rulesVersion: RULES_VERSION, setup } as unknown as Prisma.InputJsonValue },
  ];
  const states = [state];
  const pick = randomPicker(`${seed}/moves`);
  const random = seededRandom(`${seed}/timeouts`);
  const rate = Math.round((opts.timeoutRate ?? 0) * 1000);
  while (state.status === "active" && (opts.stopAfter === undefined || events.length <= opts.stopAfter)) {
    const seq = events.length;
    if ((rate > 0 && random.below(1000) < rate) || opts.timeoutWhen?.(state)) {
      const seat = toAct(state)[0];
      const result = applyTimeout(state, seat);
      if (!result.ok) throw new Error(result.error.message);
      state = result.state;
      events.push({ seq, type: "timeout", seat, payload: { seat } });
    } else {
      const move = pick(state);
      const result = applyMove(state, move);
      if (!result.ok) throw new Error(result.error.message);
      state = result.state;
      events.push({ seq, type: "move", seat: move.seat, payload: { move } as unknown as Prisma.InputJsonValue });
    }
    states.push(state);
    if (events.length > 5000) throw new Error("the random game did not end");
  }
  return { options, events, states, final: state };
}

export interface InsertedGame extends GeneratedGame {
  id: string;
  seed: string;
  finishedAt: Date | null;
  /** users[i] sits at seat i. */
  bySeat: TestUser[];
}

/**
 * Inserts a game of `players` (join order) as the lobby would have started it: seat order drawn
 * from the seed, setup dealt from it, then the generated events; finished if the game ended.
 */
export async function insertGame(
  players: TestUser[],
  opts: GenerateOptions & { seed?: string; finishedAt?: Date } = {},
): Promise<InsertedGame> {
  const seed = opts.seed ?? randomBytes(16).toString("hex");
  const order = drawSeatOrder(seed, players.length);
  const bySeat = order.map((joined) => players[joined]);
  const game = generateGame(bySeat.map((p) => p.displayName), seed, opts);
  const finished = game.final.status === "finished";
  const base = opts.finishedAt ?? new Date(Date.UTC(2026, 0, 1) + Math.floor(Math.random() * 1e9));
  const startedAt = new Date(base.getTime() - 86_400_000);
  const finishedAt = finished ? base : null;
  const lastSeq = game.events.length - 1;
  const created = await prisma.game.create({
    data: {
      createdById: players[0].id,
      status: finished ? "finished" : "active",
      options: { edition: game.options.edition, expansions: game.options.expansions, variants: game.options.variants },
      rulesVersion: RULES_VERSION,
      seed,
      seedHash: createHash("sha256").update(seed).digest("hex"),
      seatCount: players.length,
      startedAt,
      finishedAt,
      lastMoveAt: finishedAt ?? startedAt,
      seq: lastSeq,
      // As lib/games/append.ts writes it: the seat a running game waits for.
      toActSeat: finished ? null : (toAct(game.final)[0] ?? null),
      seats: {
        create: players.map((p, joined) => ({
          userId: p.id,
          seat: order.indexOf(joined),
          joinedAt: new Date(startedAt.getTime() - 60_000 + joined * 1000),
        })),
      },
    },
    select: { id: true },
  });
  await prisma.gameEvent.createMany({
    data: game.events.map((e) => ({
      gameId: created.id,
      seq: e.seq,
      type: e.type,
      seat: e.seat,
      userId: e.seat === null ? null : bySeat[e.seat].id,
      payload: e.payload,
    })),
  });
  return { ...game, id: created.id, seed, finishedAt, bySeat };
}
